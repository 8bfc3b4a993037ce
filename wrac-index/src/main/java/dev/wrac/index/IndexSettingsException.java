package dev.wrac.index;

/**
 * A run whose chunker settings or embedding model differ from those the ledger recorded for the
 * store: going on would mix chunks of two configurations in one index. Run with the recorded
 * settings, or re-index ({@link Indexer.Builder#reindex}).
 */
public final class IndexSettingsException extends IndexException {
  private static final long serialVersionUID = 1L;
  private final String recorded;
  private final String requested;

  public IndexSettingsException(String message, String recorded, String requested) {
    super(message);
    this.recorded = recorded;
    this.requested = requested;
  }

  /** The settings (or model) the ledger recorded. */
  public String recorded() {
    return recorded;
  }

  /** The settings (or model) of this run. */
  public String requested() {
    return requested;
  }
}
