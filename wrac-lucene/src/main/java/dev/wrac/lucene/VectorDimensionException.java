package dev.wrac.lucene;

/**
 * A vector (to write, or a query) whose dimension differs from the index's: the index was made
 * with another embedding model. Nothing was written.
 */
public final class VectorDimensionException extends LuceneException {
  private static final long serialVersionUID = 1L;
  private final int expected;
  private final int actual;

  public VectorDimensionException(String message, int expected, int actual) {
    super(message);
    this.expected = expected;
    this.actual = actual;
  }

  /** The index's dimension. */
  public int expected() {
    return expected;
  }

  /** The dimension given. */
  public int actual() {
    return actual;
  }
}
