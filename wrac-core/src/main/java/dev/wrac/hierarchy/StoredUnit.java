package dev.wrac.hierarchy;

import java.util.Objects;

/**
 * One unit of a hierarchy as a {@link ParentStore} keeps it: what a retriever needs to place it
 * in a context.
 *
 * @param id       the unit's id ({@link HierarchyChunk#id()})
 * @param level    0 for a leaf, one more per level up; not negative
 * @param parentId the id of the unit one level up, or {@code null} at the top
 * @param text     what to place in the context ({@link dev.wrac.model.Chunk#text()})
 * @param tokens   what placing it costs, in tokens of the configured tokenizer; not negative
 */
public record StoredUnit(String id, int level, String parentId, String text, int tokens) {
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

  /** The unit of a hierarchy chunk: its {@link dev.wrac.model.Chunk#text()} and tokens. */
  public static StoredUnit of(HierarchyChunk chunk) {
    return new StoredUnit(chunk.id(), chunk.level(), chunk.parentId(), chunk.chunk().text(),
        chunk.chunk().tokens());
  }
}
