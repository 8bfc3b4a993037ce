package dev.wrac.eval;

import dev.wrac.error.WracException;

/**
 * A benchmark that cannot run as configured: a missing corpus folder, an unreadable queries
 * or reference file, an unknown strategy. The message names the file or option and the problem.
 */
public class BenchException extends WracException {
  private static final long serialVersionUID = 1L;

  public BenchException(String message) {
    super(message);
  }

  public BenchException(String message, Throwable cause) {
    super(message, cause);
  }
}
