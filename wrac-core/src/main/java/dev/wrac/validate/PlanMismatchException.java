package dev.wrac.validate;

import dev.wrac.error.WracException;

/**
 * A plan was made for another document, or for another version of this one: its document name
 * or its {@link dev.wrac.model.ParsedDocument#fingerprint() fingerprint} differs. Re-use a plan
 * on a changed document only on purpose, with {@link dev.wrac.Chunker#assembleRevalidated}.
 */
public class PlanMismatchException extends WracException {
  private static final long serialVersionUID = 1L;

  public PlanMismatchException(String message) {
    super(message);
  }
}
