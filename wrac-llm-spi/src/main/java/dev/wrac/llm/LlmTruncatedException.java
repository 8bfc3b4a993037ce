package dev.wrac.llm;

/**
 * The model stopped at the output limit ({@link FinishReason#LENGTH}), so its answer is
 * incomplete. Thrown by {@link LlmResponse#requireComplete()}; the partial response is kept.
 */
public class LlmTruncatedException extends LlmException {
  private static final long serialVersionUID = 1L;
  private final transient LlmResponse partial;

  public LlmTruncatedException(String message, LlmResponse partial) {
    super(message);
    this.partial = partial;
  }

  /** The cut answer, with its usage (the tokens were spent). */
  public LlmResponse partial() {
    return partial;
  }
}
