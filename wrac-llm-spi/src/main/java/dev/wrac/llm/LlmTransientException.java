package dev.wrac.llm;

/** A failure that may pass: a timeout, a dropped connection, an HTTP 5xx. Retriable. */
public class LlmTransientException extends LlmException {
  private static final long serialVersionUID = 1L;

  public LlmTransientException(String message) {
    super(message);
  }

  public LlmTransientException(String message, Throwable cause) {
    super(message, cause);
  }

  @Override
  public boolean isRetriable() {
    return true;
  }
}
