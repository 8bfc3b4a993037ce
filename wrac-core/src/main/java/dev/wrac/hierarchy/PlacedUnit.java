package dev.wrac.hierarchy;

import java.util.List;
import java.util.Objects;

/**
 * A unit {@link SmallToBig} places in the context: a leaf, or an ancestor that replaced the
 * leaves under it.
 *
 * @param id       the unit's id in the {@link ChunkTree}
 * @param level    0 for a leaf, 1 for its parent, and so on
 * @param score    the score of its best leaf
 * @param evidence what ordered it: the sum over its ranked leaves of
 *                 {@code exp((score - best score) / sigma)} (see {@link SmallToBig})
 * @param leafIds  the ranked leaves that led to it, in rank order (the leaf itself for a leaf)
 * @param tokens   what it costs, from {@link ChunkTree#tokens}
 */
public record PlacedUnit(String id, int level, double score, double evidence,
    List<String> leafIds, int tokens) {
  public PlacedUnit {
    Objects.requireNonNull(id, "id");
    leafIds = List.copyOf(leafIds);
    if (leafIds.isEmpty()) {
      throw new IllegalArgumentException("Unit " + id + " needs at least one leaf");
    }
  }

  /** Whether a parent (or higher) replaced leaves here. */
  public boolean merged() {
    return level > 0;
  }
}
