package dev.wrac.llm;

import java.time.Duration;
import java.util.Optional;

/** The provider refused the call for now (HTTP 429). Retriable, after {@link #retryAfter()}. */
public class LlmRateLimitedException extends LlmTransientException {
  private static final long serialVersionUID = 1L;
  private final Duration retryAfter;

  /**
   * @param message    what happened
   * @param retryAfter how long the provider asked to wait, or {@code null} if it did not say
   */
  public LlmRateLimitedException(String message, Duration retryAfter) {
    super(message);
    this.retryAfter = retryAfter;
  }

  /** How long the provider asked to wait before the next call, if it said. */
  public Optional<Duration> retryAfter() {
    return Optional.ofNullable(retryAfter);
  }
}
