package dev.wrac.documents.office.internal;

/**
 * A failure of the caller's segment sink, carried past the parser's own error handling
 * ({@link OfficePackages#parse}) so that the caller gets its own exception back as it was.
 */
public final class SinkFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Wraps the sink's failure. */
  public SinkFailure(RuntimeException cause) {
    super(null, cause, false, false);
  }

  /** The sink's own failure. */
  public RuntimeException failure() {
    return (RuntimeException) getCause();
  }
}
