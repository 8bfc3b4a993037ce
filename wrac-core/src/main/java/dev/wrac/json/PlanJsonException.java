package dev.wrac.json;

import dev.wrac.error.WracException;

/**
 * Text given to {@link PlanJson} is not one plan (or document) in JSON: malformed, {@code null},
 * missing required fields, or followed by anything but white space (a second plan, garbage).
 */
public class PlanJsonException extends WracException {
  private static final long serialVersionUID = 1L;

  public PlanJsonException(String message, Throwable cause) {
    super(message, cause);
  }

  public PlanJsonException(String message) {
    super(message);
  }
}
