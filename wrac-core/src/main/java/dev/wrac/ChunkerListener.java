package dev.wrac;

import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.context.PlanningListener;
import java.util.List;

/**
 * Observes a {@link Chunker}'s runs: per document, when it was parsed, planned and assembled and
 * how long each took, plus what the planner reports through {@link PlanningListener} (window
 * outcomes, fallbacks, retries). Like OkHttp's {@code EventListener}: a
 * {@link Factory} on the builder makes one listener per document, so a listener may keep
 * per-document state; observing needs no planner wrapping.
 *
 * <pre>{@code
 * Chunker chunker = Wrac.builder()
 *     .listenerFactory(document -> new ChunkerListener() {
 *       public void planned(ParsedDocument doc, ChunkPlan plan, long nanos) {
 *         log.info("{}: {} chunks planned in {} ms", doc.name(), plan.size(), nanos / 1e6);
 *       }
 *     })
 *     .build();
 * }</pre>
 *
 * <p>Events of one document come in pipeline order: for each part handed out by the parser (the
 * whole document, or each segment of a streamed one) {@link #parsed}, then the planner's window
 * events, then {@link #planned}, then {@link #assembled}. A listener must not throw; it may be
 * called from the planner's threads (see {@link PlanningListener}). All methods do nothing by
 * default.
 */
public interface ChunkerListener extends PlanningListener {
  /** A listener that ignores everything (the default). */
  ChunkerListener NONE = new ChunkerListener() {};

  /**
   * A document (or one segment of a streamed one) was parsed.
   *
   * @param nanos time spent in the parser, in nanoseconds
   */
  default void parsed(ParsedDocument document, long nanos) {}

  /**
   * A document was planned: {@code plan} is valid, repaired if needed (its provenance says what
   * was repaired and how each window went).
   *
   * @param nanos time spent planning, validating and repairing, in nanoseconds
   */
  default void planned(ParsedDocument document, ChunkPlan plan, long nanos) {}

  /**
   * A document's chunks were assembled.
   *
   * @param nanos time spent assembling, in nanoseconds
   */
  default void assembled(ParsedDocument document, List<Chunk> chunks, long nanos) {}

  /** Makes the listener for one document; called once per chunker call. Must be thread-safe. */
  @FunctionalInterface
  interface Factory {
    /** A factory that always gives {@link ChunkerListener#NONE}. */
    Factory NONE = document -> ChunkerListener.NONE;

    /**
     * The listener for {@code document}: the source's name (its file name for a path), as the
     * parsed document will be named.
     */
    ChunkerListener create(String document);
  }
}
