package dev.wrac.model;

import java.util.List;
import java.util.Objects;

/**
 * The result of {@link dev.wrac.Chunker#update}: a new version of a document chunked, and what
 * changed since the previous version.
 *
 * @param chunks   the new version's chunks, in order (what a full re-chunk would write out)
 * @param plan     the plan they were assembled from; its provenance covers the re-planned
 *                 windows only (an LLM planner's usage is what the update cost)
 * @param delta    the exact change set from the previous chunks to {@code chunks}
 * @param windows  planning windows of the new version
 * @param replanned windows that went to the planner; the others' chunks were taken over from
 *                 the previous version
 */
public record ChunkUpdate(List<Chunk> chunks, ChunkPlan plan, ChunkDelta delta, int windows,
    int replanned) {

  public ChunkUpdate {
    chunks = List.copyOf(chunks);
    Objects.requireNonNull(plan, "plan");
    Objects.requireNonNull(delta, "delta");
    if (replanned < 0 || windows < replanned) {
      throw new IllegalArgumentException("replanned windows must be 0-" + windows + ", was "
          + replanned);
    }
  }
}
