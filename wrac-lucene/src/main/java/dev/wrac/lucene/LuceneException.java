package dev.wrac.lucene;

import dev.wrac.index.IndexException;

/**
 * Root of the errors of wrac-lucene: a Lucene index that cannot be opened, read or written as
 * asked. Its subtypes say why: the folder is not an index of ours
 * ({@link NotALuceneIndexException}), another writer holds it
 * ({@link LuceneIndexLockedException}), a vector of another dimension than the index's
 * ({@link VectorDimensionException}). Messages are one line naming the folder.
 */
public class LuceneException extends IndexException {
  private static final long serialVersionUID = 1L;

  public LuceneException(String message) {
    super(message);
  }

  public LuceneException(String message, Throwable cause) {
    super(message, cause);
  }
}
