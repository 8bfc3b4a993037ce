package dev.wrac.index;

/**
 * What an {@link Indexer} run deletes, with the meaning of LangChain's indexing API.
 */
public enum Cleanup {
  /** Nothing: units no longer produced stay in the store (and in the ledger, for a later run). */
  NONE,
  /** The units that the documents seen in this run no longer hold (default). */
  INCREMENTAL,
  /** As {@link #INCREMENTAL}, and every document of the ledger absent from this run. */
  FULL,
  /**
   * As {@link #FULL}, restricted to the scopes seen in this run: a document absent from this run
   * is deleted only when its source id starts with the scope of a source given to the run
   * ({@link Sources}: a folder's prefix, a document's parent path).
   */
  SCOPED
}
