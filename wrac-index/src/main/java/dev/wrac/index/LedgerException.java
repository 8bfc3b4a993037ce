package dev.wrac.index;

/** The ledger's database failed (connection, SQL); the message names the ledger and the step. */
public final class LedgerException extends IndexException {
  private static final long serialVersionUID = 1L;

  public LedgerException(String message, Throwable cause) {
    super(message, cause);
  }
}
