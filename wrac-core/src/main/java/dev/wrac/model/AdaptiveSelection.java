package dev.wrac.model;

import java.util.List;

/**
 * Provenance of a plan chosen among candidate plans (the adaptive planner of
 * {@code wrac-adaptive}): every candidate's scores and why the winner won.
 *
 * <pre>{@code
 * plan.provenance().extension(AdaptiveSelection.class)
 *     .ifPresent(s -> System.out.println(s.selection()));
 * }</pre>
 *
 * @param candidates every candidate's scores, in the order they were tried
 * @param selection  why the winner won, in one sentence; {@code null} if not said
 */
public record AdaptiveSelection(List<CandidateScore> candidates, String selection)
    implements ProvenanceExtension {

  public AdaptiveSelection {
    candidates = candidates == null ? List.of() : List.copyOf(candidates);
  }
}
