package dev.wrac.context;

import dev.wrac.model.WindowOutcome;

/**
 * What a planner reports while it plans, through {@link PlanningContext#listener()}: each
 * planning window's outcome as it is decided, and each retry before it is sent. A planner never
 * needs wrapping to be observed; {@link dev.wrac.ChunkerListener} adds the pipeline's own
 * events (parse, plan, assemble, with timings).
 *
 * <p>A window-by-window planner may plan windows in parallel: implementations must be
 * thread-safe and quick (they run on the planner's threads), and must not throw.
 */
public interface PlanningListener {
  /** A listener that ignores everything (the default). */
  PlanningListener NONE = new PlanningListener() {};

  /**
   * One planning window's outcome, as recorded in the plan's provenance: accepted, repaired,
   * retried, fell back (to the embedded planner) or cached. Whole-document planners that record
   * one window (the regex-split and replay planners) report it too.
   */
  default void windowPlanned(WindowOutcome outcome) {}

  /**
   * The planner's first answer for window {@code window} (0-based) could not be used and a
   * retry is about to be sent; {@code problem} says why, in a few words.
   */
  default void windowRetried(int window, String problem) {}
}
