package dev.wrac.error;

/**
 * Root of every exception this library throws on purpose. Unchecked, so callers catch what
 * they can handle: {@link dev.wrac.parse.DocumentParseException} for bad documents,
 * {@link dev.wrac.validate.InvalidPlanException} for plans that fail validation, and the LLM
 * errors of {@code wrac-llm-spi}.
 */
public class WracException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public WracException(String message) {
    super(message);
  }

  public WracException(String message, Throwable cause) {
    super(message, cause);
  }
}
