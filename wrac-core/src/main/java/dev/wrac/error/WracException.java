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

  /**
   * The problem alone, for a report line that names the document already: the message, without
   * the document name a subclass's message may start with (as
   * {@link dev.wrac.parse.DocumentParseException#detail()}).
   */
  public String detail() {
    return getMessage();
  }

  /**
   * {@code e} as one line for a report that names the document already, as {@code wrac chunk}
   * and the Spark job print a failed document: the {@link #detail()} of a W-RAC exception, else
   * the message (the class name if it has none), line breaks folded into spaces; a stack
   * overflow reads "nesting too deep (stack overflow)", an out-of-memory error "out of memory
   * (message); " followed by {@code outOfMemoryHint}, the front end's advice on raising memory.
   */
  public static String oneLine(Throwable e, String outOfMemoryHint) {
    String message = e instanceof WracException w ? w.detail() : e.getMessage();
    if (message == null || message.isBlank()) {
      message = e.getClass().getSimpleName();
    }
    if (e instanceof StackOverflowError) {
      message = "nesting too deep (stack overflow)";
    } else if (e instanceof OutOfMemoryError) {
      message = "out of memory (" + message + "); " + outOfMemoryHint;
    }
    return message.replaceAll("\\s*\\R\\s*", " ").strip();
  }
}
