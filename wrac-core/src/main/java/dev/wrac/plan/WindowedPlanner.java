package dev.wrac.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import java.util.List;

/**
 * A planner that plans a document window by window ({@link PlanningWindows}), each window on
 * its own: the groups of a window depend only on that window's elements and the headings the
 * assembler puts in front of them. {@link dev.wrac.Chunker#update} uses this to re-plan only
 * the windows of a new version of a document whose elements changed, and to take the other
 * windows' chunks over from the previous version (for the LLM planner: no call for them).
 *
 * <p>{@link #plan} must equal {@link #planWindows} over all of {@link #windows} (the update
 * assembles window by window).
 */
public interface WindowedPlanner extends ChunkPlanner {

  /** The windows {@code document} is planned in, in document order, covering it. */
  List<PlanningWindow> windows(ParsedDocument document, PlanningContext context);

  /**
   * Plans only the given windows of {@code document} (some of {@link #windows}, in order): the
   * groups of each window in window order, every group inside its window. Like
   * {@link #plan}, the answer need not be valid; its provenance covers these windows only.
   */
  ChunkPlan planWindows(ParsedDocument document, PlanningContext context,
      List<PlanningWindow> windows);
}
