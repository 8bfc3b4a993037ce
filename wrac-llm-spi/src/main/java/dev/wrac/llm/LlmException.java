package dev.wrac.llm;

import dev.wrac.error.WracException;

/**
 * A call to an LLM failed. Subtypes say whether trying again can help:
 * {@link LlmTransientException} (timeouts, 5xx, dropped connections) and its subtype
 * {@link LlmRateLimitedException} (HTTP 429) are retriable; {@link LlmPermanentException}
 * (authentication, bad request, unknown model) is not; {@link LlmTruncatedException} means the
 * answer was cut at the output limit.
 *
 * <p>Messages name the provider, the model and the problem, never an API key or a prompt.
 */
public class LlmException extends WracException {
  private static final long serialVersionUID = 1L;

  public LlmException(String message) {
    super(message);
  }

  public LlmException(String message, Throwable cause) {
    super(message, cause);
  }

  /** Whether the same request may succeed later. */
  public boolean isRetriable() {
    return false;
  }
}
