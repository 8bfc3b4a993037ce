package dev.wrac.adaptive;

import dev.wrac.model.CandidateScore;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A candidate plan with its metric scores and weighted total.
 *
 * @param candidate the plan and its chunks
 * @param scores    score by metric, in the planner's metric order
 * @param total     the weighted total
 */
public record ScoredCandidate(CandidatePlan candidate, Map<Metric, Double> scores,
    double total) {
  public ScoredCandidate {
    Objects.requireNonNull(candidate, "candidate");
    scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores));
  }

  /** The form recorded in provenance. */
  public CandidateScore toScore() {
    return new CandidateScore(candidate.name(), candidate.chunks().size(), rounded(scores),
        Math.round(total * 1e4) / 1e4);
  }

  private static Map<String, Double> rounded(Map<Metric, Double> scores) {
    Map<String, Double> out = new LinkedHashMap<>();
    scores.forEach((k, v) -> out.put(k.name(), Math.round(v * 1e4) / 1e4));
    return out;
  }
}
