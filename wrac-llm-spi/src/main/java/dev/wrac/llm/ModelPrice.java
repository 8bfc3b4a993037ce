package dev.wrac.llm;

/**
 * What a model costs, in US dollars per million tokens.
 *
 * @param inputPerMillion       uncached input tokens
 * @param cachedInputPerMillion input tokens served from the provider's prompt cache
 * @param outputPerMillion      output tokens
 */
public record ModelPrice(double inputPerMillion, double cachedInputPerMillion,
    double outputPerMillion) {
  public ModelPrice {
    if (!(inputPerMillion >= 0) || !(cachedInputPerMillion >= 0) || !(outputPerMillion >= 0)) {
      throw new IllegalArgumentException("Prices must be non-negative numbers: " + inputPerMillion
          + ", " + cachedInputPerMillion + ", " + outputPerMillion);
    }
  }

  /** The dollars of {@code usage}: uncached input, cached input and output at their prices. */
  public double usd(dev.wrac.model.Usage usage) {
    long uncached = usage.inputTokens() - usage.cachedInputTokens();
    return (uncached * inputPerMillion + usage.cachedInputTokens() * cachedInputPerMillion
        + usage.outputTokens() * outputPerMillion) / 1_000_000.0;
  }
}
