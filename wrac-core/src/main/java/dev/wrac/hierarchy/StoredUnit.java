package dev.wrac.hierarchy;

import java.util.Objects;

/**
 * One unit of a hierarchy as a {@link ParentStore} keeps it: what a retriever needs to place it
 * in a context and to cite it.
 *
 * @param id       the unit's id ({@link HierarchyChunk#id()})
 * @param level    0 for a leaf, one more per level up; not negative
 * @param parentId the id of the unit one level up, or {@code null} at the top
 * @param text     what to place in the context ({@link dev.wrac.model.Chunk#text()})
 * @param tokens   what placing it costs, in tokens of the configured tokenizer; not negative
 * @param citation its document, heading path and span; {@code null} only for a unit stored
 *                 without one (by code of its own, or a row of a {@code JdbcParentStore} table
 *                 written before citations were kept: index the document again to fill it)
 */
public record StoredUnit(String id, int level, String parentId, String text, int tokens,
    Citation citation) {
  public StoredUnit {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(text, "text");
    if (level < 0) {
      throw new IllegalArgumentException("Unit " + id + ": level must not be negative, was "
          + level);
    }
    if (tokens < 0) {
      throw new IllegalArgumentException("Unit " + id + ": tokens must not be negative, was "
          + tokens);
    }
    if (id.equals(parentId)) {
      throw new IllegalArgumentException("Unit " + id + " cannot be its own parent");
    }
  }

  /** A unit without a citation. */
  public StoredUnit(String id, int level, String parentId, String text, int tokens) {
    this(id, level, parentId, text, tokens, null);
  }

  /**
   * The unit of a hierarchy chunk: its {@link dev.wrac.model.Chunk#text()}, tokens and
   * {@link Citation#of citation}.
   */
  public static StoredUnit of(HierarchyChunk chunk) {
    return new StoredUnit(chunk.id(), chunk.level(), chunk.parentId(), chunk.chunk().text(),
        chunk.chunk().tokens(), Citation.of(chunk.chunk()));
  }

}
