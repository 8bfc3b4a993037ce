package dev.wrac.lucene;

/**
 * Another writer holds the index's {@code write.lock}: another process (a second
 * {@code wrac index} run) or another open store in this one. Lucene releases the lock when the
 * writer closes or its process ends; open the store read-only to search meanwhile.
 */
public final class LuceneIndexLockedException extends LuceneException {
  private static final long serialVersionUID = 1L;

  public LuceneIndexLockedException(String message, Throwable cause) {
    super(message, cause);
  }
}
