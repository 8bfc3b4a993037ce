package dev.wrac.index;

/**
 * A ledger whose schema version this library cannot read: written by a newer wrac-index, or not
 * a wrac-index ledger. Nothing was written to it.
 */
public final class LedgerSchemaException extends IndexException {
  private static final long serialVersionUID = 1L;
  private final int found;
  private final int supported;

  public LedgerSchemaException(String message, int found, int supported) {
    super(message);
    this.found = found;
    this.supported = supported;
  }

  /** The schema version the ledger has. */
  public int found() {
    return found;
  }

  /** The newest schema version this library reads and migrates to. */
  public int supported() {
    return supported;
  }
}
