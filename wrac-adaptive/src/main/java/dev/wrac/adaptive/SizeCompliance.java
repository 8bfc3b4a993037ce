package dev.wrac.adaptive;

import dev.wrac.model.Chunk;

/**
 * SC, size compliance: the share of chunks whose size ({@link Chunk#embedTokens()}, the
 * content tokens planners size by) lies within [{@code minTokens}, {@code maxTokens}]; default
 * 100 to 1,100. A plan of a single chunk complies whatever its size when the whole document is
 * smaller than the minimum (nothing better is possible). 1 for a plan without chunks.
 */
public final class SizeCompliance implements IntrinsicMetric {
  private final int minTokens;
  private final int maxTokens;

  /** The range 100 to 1,100 tokens. */
  public SizeCompliance() {
    this(100, 1100);
  }

  /**
   * The range [{@code minTokens}, {@code maxTokens}].
   *
   * @throws IllegalArgumentException unless {@code 0 <= minTokens <= maxTokens}
   */
  public SizeCompliance(int minTokens, int maxTokens) {
    if (minTokens < 0 || maxTokens < minTokens) {
      throw new IllegalArgumentException("SC range must have 0 <= min <= max, was " + minTokens
          + ".." + maxTokens);
    }
    this.minTokens = minTokens;
    this.maxTokens = maxTokens;
  }

  @Override
  public Metric metric() {
    return Metric.SC;
  }

  @Override
  public double score(DocumentAnalysis document, CandidatePlan candidate) {
    int n = candidate.chunks().size();
    if (n == 0) {
      return 1;
    }
    int ok = 0;
    for (Chunk c : candidate.chunks()) {
      int t = c.embedTokens();
      if (t <= maxTokens && (t >= minTokens || n == 1)) {
        ok++;
      }
    }
    return ok / (double) n;
  }
}
