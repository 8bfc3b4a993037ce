package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * What planning a document cost: LLM calls and tokens. Zero for local planners.
 *
 * @param llmCalls          number of LLM requests made (retries included)
 * @param inputTokens       prompt tokens, cached ones included
 * @param cachedInputTokens the part of {@code inputTokens} the provider served from its cache
 * @param outputTokens      completion tokens
 */
public record Usage(long llmCalls, long inputTokens, long cachedInputTokens, long outputTokens) {
  /** No calls, no tokens. */
  public static final Usage ZERO = new Usage(0, 0, 0, 0);

  public Usage {
    if (llmCalls < 0 || inputTokens < 0 || cachedInputTokens < 0 || outputTokens < 0) {
      throw new IllegalArgumentException("Usage counts must not be negative: " + llmCalls + ", "
          + inputTokens + ", " + cachedInputTokens + ", " + outputTokens);
    }
    if (cachedInputTokens > inputTokens) {
      throw new IllegalArgumentException("cachedInputTokens " + cachedInputTokens
          + " exceeds inputTokens " + inputTokens);
    }
  }

  /** The usage of one call. */
  public static Usage ofCall(long inputTokens, long cachedInputTokens, long outputTokens) {
    return new Usage(1, inputTokens, cachedInputTokens, outputTokens);
  }

  /** The sum of this usage and {@code other}. */
  public Usage plus(Usage other) {
    return new Usage(llmCalls + other.llmCalls, inputTokens + other.inputTokens,
        cachedInputTokens + other.cachedInputTokens, outputTokens + other.outputTokens);
  }

  /** Whether nothing was used. */
  @JsonIgnore
  public boolean isZero() {
    return equals(ZERO);
  }
}
