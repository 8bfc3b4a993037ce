package dev.wrac.hierarchy;

import java.util.Objects;

/**
 * A retrieved leaf: its id (a {@link HierarchyChunk#id()} at level 0, or any id a
 * {@link ChunkTree} knows) and its retrieval score (higher is better, e.g. cosine similarity).
 */
public record ScoredLeaf(String id, double score) {
  public ScoredLeaf {
    Objects.requireNonNull(id, "id");
    if (Double.isNaN(score)) {
      throw new IllegalArgumentException("Leaf " + id + ": score is NaN");
    }
  }
}
