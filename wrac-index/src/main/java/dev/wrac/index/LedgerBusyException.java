package dev.wrac.index;

/** Another run holds the store's lock in the ledger ({@link Ledger#lock}); nothing was written. */
public final class LedgerBusyException extends IndexException {
  private static final long serialVersionUID = 1L;

  public LedgerBusyException(String message) {
    super(message);
  }
}
