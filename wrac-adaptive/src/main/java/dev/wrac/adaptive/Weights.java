package dev.wrac.adaptive;

import java.util.EnumMap;
import java.util.Locale;
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
    Map<Metric, Double> w = new EnumMap<>(Metric.class);
    for (Metric m : Metric.values()) {
      w.put(m, 0.0);
    }
    for (String part : text.split(",")) {
      String[] kv = part.split("=");
      Metric metric = kv.length == 2 ? metric(kv[0]) : null;
      if (metric == null) {
        throw new IllegalArgumentException("Weights: expected NAME=number with NAME one of "
            + w.keySet() + ", got '" + part.strip() + "'");
      }
      try {
        w.put(metric, Double.parseDouble(kv[1].strip()));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("Weights: '" + kv[1].strip() + "' is not a number in '"
            + part.strip() + "'", e);
      }
    }
    return new Weights(w.get(Metric.SC), w.get(Metric.BI), w.get(Metric.ICC), w.get(Metric.DCC),
        w.get(Metric.RC));
  }

  private static Metric metric(String name) {
    String key = name.strip().toUpperCase(Locale.ROOT);
    for (Metric m : Metric.values()) {
      if (m.name().equals(key)) {
        return m;
      }
    }
    return null;
  }

  /** The weight of {@code metric}. */
  public double of(Metric metric) {
    return switch (metric) {
      case SC -> sc;
      case BI -> bi;
      case ICC -> icc;
      case DCC -> dcc;
      case RC -> rc;
    };
  }

  /** The weighted mean of {@code scores}. */
  public double total(Map<Metric, Double> scores) {
    double sum = 0;
    double weights = 0;
    for (Map.Entry<Metric, Double> e : scores.entrySet()) {
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
