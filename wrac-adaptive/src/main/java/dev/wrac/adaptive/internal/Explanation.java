package dev.wrac.adaptive.internal;

import dev.wrac.adaptive.ScoredCandidate;
import dev.wrac.adaptive.Metric;
import dev.wrac.adaptive.Weights;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The one-sentence reason recorded in provenance for the adaptive planner's choice. */
public final class Explanation {
  private Explanation() {}

  /**
   * Why candidate {@code winner} won: its total, the runner-up's, and the metrics that made the
   * difference (weighted score differences, largest first).
   */
  public static String of(List<ScoredCandidate> scored, int winner, Weights weights,
      List<String> failures) {
    ScoredCandidate best = scored.get(winner);
    StringBuilder sb = new StringBuilder();
    sb.append(best.candidate().name()).append(" won with total ").append(f(best.total()));
    if (scored.size() == 1) {
      sb.append(", the only candidate");
    } else {
      ScoredCandidate second = null;
      for (int i = 0; i < scored.size(); i++) {
        if (i != winner && (second == null || scored.get(i).total() > second.total())) {
          second = scored.get(i);
        }
      }
      sb.append(" against ").append(f(second.total())).append(" for ")
          .append(second.candidate().name()).append(" (next best)");
      if (best.total() - second.total() < 1e-12) {
        sb.append(", a tie won by the earlier candidate");
      }
      sb.append(differences(best, second, weights));
    }
    sb.append("; weights ").append(weights);
    if (!failures.isEmpty()) {
      sb.append("; failed: ").append(String.join("; ", failures));
    }
    return sb.toString();
  }

  private static String differences(ScoredCandidate best, ScoredCandidate second,
      Weights weights) {
    List<Map.Entry<Metric, Double>> diffs = new ArrayList<>();
    for (Metric m : best.scores().keySet()) {
      double d = best.scores().get(m) - second.scores().getOrDefault(m, 0.0);
      if (weights.of(m) > 0 && Math.abs(d) >= 0.0005) {
        diffs.add(Map.entry(m, d));
      }
    }
    if (diffs.isEmpty()) {
      return "";
    }
    diffs.sort(Comparator.comparingDouble(
        (Map.Entry<Metric, Double> e) -> -Math.abs(e.getValue() * weights.of(e.getKey()))));
    List<String> parts = new ArrayList<>();
    for (Map.Entry<Metric, Double> e : diffs) {
      parts.add(e.getKey() + " " + (e.getValue() > 0 ? "+" : "") + f(e.getValue()));
    }
    return ": " + String.join(", ", parts);
  }

  private static String f(double x) {
    return String.format(Locale.ROOT, "%.3f", x);
  }
}
