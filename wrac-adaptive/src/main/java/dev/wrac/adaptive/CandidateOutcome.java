package dev.wrac.adaptive;

import java.util.List;
import java.util.Objects;

/**
 * What one candidate gave for one document: its plan, or why it failed. Exactly one of
 * {@code plan} and {@code failure} is set.
 *
 * @param candidate the candidate's name
 * @param plan      its valid plan and chunks; {@code null} if it failed
 * @param failure   the message of what it threw; {@code null} if it planned
 */
public record CandidateOutcome(String candidate, CandidatePlan plan, String failure) {
  public CandidateOutcome {
    Objects.requireNonNull(candidate, "candidate");
    if ((plan == null) == (failure == null)) {
      throw new IllegalArgumentException("Candidate '" + candidate
          + "': exactly one of plan and failure, got " + (plan == null ? "neither" : "both"));
    }
  }

  /** The outcome of a candidate that planned. */
  public static CandidateOutcome planned(CandidatePlan plan) {
    return new CandidateOutcome(plan.name(), plan, null);
  }

  /** The outcome of a candidate that threw, with the message of what it threw. */
  public static CandidateOutcome failed(String candidate, String failure) {
    return new CandidateOutcome(candidate, null, String.valueOf(failure));
  }

  /** Whether the candidate planned. */
  public boolean succeeded() {
    return plan != null;
  }

  /** The plans of the candidates that planned, in order. */
  public static List<CandidatePlan> plans(List<CandidateOutcome> outcomes) {
    return outcomes.stream().filter(CandidateOutcome::succeeded).map(CandidateOutcome::plan)
        .toList();
  }

  /** {@code "name: message"} for each candidate that failed, in order. */
  public static List<String> failures(List<CandidateOutcome> outcomes) {
    return outcomes.stream().filter(o -> !o.succeeded())
        .map(o -> o.candidate() + ": " + o.failure()).toList();
  }
}
