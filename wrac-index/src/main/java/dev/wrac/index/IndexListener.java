package dev.wrac.index;

/**
 * Hears an {@link Indexer} run's steps, document by document, in the order of the write
 * protocol: for a progress bar, a log, a metric. Called on the run's thread; an exception
 * thrown here stops the run like a store failure (the next run repairs).
 *
 * <pre>{@code
 * Indexer.builder().listener(new IndexListener() {
 *   public void committed(String sourceId) { progress.step(); }
 * })
 * }</pre>
 */
public interface IndexListener {
  /** Does nothing. */
  IndexListener NONE = new IndexListener() {};

  /** The document's new units were embedded ({@code units} texts), nothing written yet. */
  default void embedded(String sourceId, int units) {}

  /** The ledger recorded the run's intent for the document; the store is untouched yet. */
  default void intentRecorded(String sourceId) {}

  /** The store holds the document's new units; the ledger does not say so yet. */
  default void stored(String sourceId) {}

  /** The ledger recorded the document's units as stored: the document is done. */
  default void committed(String sourceId) {}

  /** The document is unchanged since the ledger's record, and was skipped unread by chunking. */
  default void skipped(String sourceId) {}
}
