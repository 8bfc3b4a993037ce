package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How one candidate plan of a selecting planner (the adaptive planner of {@code wrac-adaptive})
 * scored, recorded in {@link AdaptiveSelection#candidates()} (a provenance extension) so that the choice can be audited.
 *
 * @param planner the candidate planner's spec, such as {@code "recursive:1100"}
 * @param chunks  the number of chunks of its plan, as scored
 * @param scores  each metric's score in [0, 1] by metric name ({@code SC}, {@code BI},
 *                {@code ICC}, {@code DCC}, {@code RC}), in the order the metrics were applied
 * @param total   the weighted total the candidates were ranked by
 */
@JsonPropertyOrder({"planner", "chunks", "total", "scores"})
public record CandidateScore(String planner, int chunks, Map<String, Double> scores,
    double total) {

  public CandidateScore {
    Objects.requireNonNull(planner, "planner");
    scores = scores == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(scores));
  }
}
