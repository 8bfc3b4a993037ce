package dev.wrac.adaptive;

import dev.wrac.model.ChunkPlan;
import java.util.List;

/**
 * What the adaptive planner decided for one document.
 *
 * @param plan       the winner's plan, with the adaptive planner's provenance
 * @param candidates every candidate that could be planned, scored, in candidate order
 * @param winner     the index of the winner in {@code candidates}
 * @param reason     why the winner won, as recorded in provenance
 * @param failures   candidates that failed on this document, one message each
 */
public record Selection(ChunkPlan plan, List<ScoredCandidate> candidates, int winner,
    String reason, List<String> failures) {
  public Selection {
    candidates = List.copyOf(candidates);
    failures = List.copyOf(failures);
  }

  /** The winning candidate. */
  public ScoredCandidate best() {
    return candidates.get(winner);
  }
}
