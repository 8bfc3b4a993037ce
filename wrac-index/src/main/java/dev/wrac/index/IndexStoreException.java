package dev.wrac.index;

/**
 * The store refused a write (or the embedder failed) while a document was being indexed. The run
 * stopped there; the ledger holds its intent, and the next run repairs the store to exactly what
 * the ledger says before it goes on.
 */
public final class IndexStoreException extends IndexException {
  private static final long serialVersionUID = 1L;

  public IndexStoreException(String message, Throwable cause) {
    super(message, cause);
  }
}
