package dev.wrac.llm;

/**
 * A failure that repeating the same request will not fix: bad credentials, a bad request, an
 * unknown model, a body that is not the expected wire format. Not retriable.
 */
public class LlmPermanentException extends LlmException {
  private static final long serialVersionUID = 1L;

  public LlmPermanentException(String message) {
    super(message);
  }

  public LlmPermanentException(String message, Throwable cause) {
    super(message, cause);
  }
}
