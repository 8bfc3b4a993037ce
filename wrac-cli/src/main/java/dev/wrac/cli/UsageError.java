package dev.wrac.cli;

/** A bad option or configuration, found before any file is processed: exit code 2. */
final class UsageError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  UsageError(String message) {
    super(message);
  }

  UsageError(String message, Throwable cause) {
    super(message, cause);
  }
}
