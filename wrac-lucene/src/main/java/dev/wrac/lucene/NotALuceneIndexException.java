package dev.wrac.lucene;

/**
 * The folder is not a Lucene index this class can use: a file, a folder holding other files, a
 * missing index opened read-only, an index Lucene cannot read (corrupt, another version), or one
 * written by the other wrac-lucene store (units versus langchain4j segments).
 */
public final class NotALuceneIndexException extends LuceneException {
  private static final long serialVersionUID = 1L;

  public NotALuceneIndexException(String message, Throwable cause) {
    super(message, cause);
  }
}
