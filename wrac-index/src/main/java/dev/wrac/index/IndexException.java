package dev.wrac.index;

import dev.wrac.error.WracException;

/**
 * Root of the errors of wrac-index: a run that cannot go on. Its subtypes say why: other
 * settings than the ledger's ({@link IndexSettingsException}), a ledger of another schema
 * ({@link LedgerSchemaException}), another run holding the store ({@link LedgerBusyException}),
 * a store that refused a write ({@link IndexStoreException}), a database error
 * ({@link LedgerException}). Messages are one line naming what failed.
 */
public class IndexException extends WracException {
  private static final long serialVersionUID = 1L;

  public IndexException(String message) {
    super(message);
  }

  public IndexException(String message, Throwable cause) {
    super(message, cause);
  }
}
