package dev.wrac.adaptive;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How much each metric counts in a candidate's total: the total is the weighted mean
 * {@code sum(w_m * score_m) / sum(w_m)}, so it stays in [0, 1].
 *
 * @param sc  size compliance ({@link SizeCompliance})
 * @param bi  block integrity ({@link BlockIntegrity})
 * @param icc intra-chunk cohesion ({@link IntraChunkCohesion})
 * @param dcc document contextual coherence ({@link ContextualCoherence})
 * @param rc  references completeness ({@link ReferenceCompleteness})
 */
public record Weights(double sc, double bi, double icc, double dcc, double rc) {
  /** Every metric counts the same, as in the Adaptive Chunking study. */
  public static final Weights EQUAL = new Weights(1, 1, 1, 1, 1);

  public Weights {
    double[] all = {sc, bi, icc, dcc, rc};
    double sum = 0;
    for (double w : all) {
      if (!(w >= 0) || Double.isInfinite(w)) {
        throw new IllegalArgumentException("Weights must be finite and not negative, got "
            + this.toString(sc, bi, icc, dcc, rc));
      }
      sum += w;
    }
    if (sum == 0) {
      throw new IllegalArgumentException("At least one weight must be positive");
    }
  }

  /**
   * Weights from text such as {@code "SC=1,BI=1,ICC=2,DCC=1,RC=1"}; metrics not named weigh 0.
   *
   * @throws IllegalArgumentException naming the part that is not {@code NAME=number}
   */
  public static Weights parse(String text) {
    Map<String, Double> w = new LinkedHashMap<>(Map.of("SC", 0.0, "BI", 0.0, "ICC", 0.0,
        "DCC", 0.0, "RC", 0.0));
    for (String part : text.split(",")) {
      String[] kv = part.split("=");
      String key = kv[0].strip().toUpperCase(java.util.Locale.ROOT);
      if (kv.length != 2 || !w.containsKey(key)) {
        throw new IllegalArgumentException("Weights: expected NAME=number with NAME one of "
            + w.keySet() + ", got '" + part.strip() + "'");
      }
      try {
        w.put(key, Double.parseDouble(kv[1].strip()));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("Weights: '" + kv[1].strip() + "' is not a number in '"
            + part.strip() + "'", e);
      }
    }
    return new Weights(w.get("SC"), w.get("BI"), w.get("ICC"), w.get("DCC"), w.get("RC"));
  }

  /** The weight of the metric named {@code name} ({@code SC}, {@code BI}, …). */
  public double of(String name) {
    return switch (name) {
      case "SC" -> sc;
      case "BI" -> bi;
      case "ICC" -> icc;
      case "DCC" -> dcc;
      case "RC" -> rc;
      default -> throw new IllegalArgumentException("No metric " + name);
    };
  }

  /** The weighted mean of {@code scores} (by metric name). */
  public double total(Map<String, Double> scores) {
    double sum = 0;
    double weights = 0;
    for (Map.Entry<String, Double> e : scores.entrySet()) {
      sum += of(e.getKey()) * e.getValue();
      weights += of(e.getKey());
    }
    return weights == 0 ? 0 : sum / weights;
  }

  @Override
  public String toString() {
    return toString(sc, bi, icc, dcc, rc);
  }

  private static String toString(double sc, double bi, double icc, double dcc, double rc) {
    return "SC=" + num(sc) + ",BI=" + num(bi) + ",ICC=" + num(icc) + ",DCC=" + num(dcc)
        + ",RC=" + num(rc);
  }

  private static String num(double x) {
    return x == Math.rint(x) && !Double.isInfinite(x) ? Long.toString((long) x)
        : Double.toString(x);
  }
}
