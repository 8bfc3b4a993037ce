package dev.wrac.hierarchy;

import dev.wrac.model.Chunk;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One chunk of a {@link ChunkHierarchy}: the assembled chunk, its level and its place in the
 * tree.
 *
 * @param id       stable id: {@link Chunk#id()} at level 0; at higher levels a name-based UUID of
 *                 the level and {@link Chunk#id()} (so a parent holding exactly one leaf's
 *                 elements still has an id of its own)
 * @param level    0 for leaves, one more per level up
 * @param parentId the id of the chunk one level up that holds this one's elements, or
 *                 {@code null} at the top level
 * @param childIds the ids of the chunks one level down, in document order; empty for leaves
 * @param chunk    the assembled chunk, as its level's planner assembles it
 */
public record HierarchyChunk(String id, int level, String parentId, List<String> childIds,
    Chunk chunk) {

  public HierarchyChunk {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(chunk, "chunk");
    childIds = List.copyOf(childIds);
    if (level < 0) {
      throw new IllegalArgumentException("level must not be negative, was " + level);
    }
    if (level == 0 && !childIds.isEmpty()) {
      throw new IllegalArgumentException("Leaf " + id + " cannot have children " + childIds);
    }
  }

  /**
   * The id a chunk of a hierarchy has at {@code level}: {@link Chunk#id()} at level 0, a
   * name-based UUID of the level and {@link Chunk#id()} above (what {@link #id()} holds; how
   * a reader of {@code wrac chunk --levels} lines checks their ids).
   *
   * @throws IllegalArgumentException if {@code level} is negative
   */
  public static String idOf(int level, Chunk chunk) {
    if (level < 0) {
      throw new IllegalArgumentException("level must not be negative, was " + level);
    }
    return Nesting.id(level, Objects.requireNonNull(chunk, "chunk"));
  }

  /** The parent's id; empty at the top level. */
  public Optional<String> parent() {
    return Optional.ofNullable(parentId);
  }

  /** Whether this is a leaf (level 0). */
  public boolean isLeaf() {
    return level == 0;
  }
}
