package dev.wrac.parse;

import dev.wrac.error.WracException;
import java.util.Objects;

/**
 * A document could not be parsed. Names the document, says why in {@link #reason()}, and where
 * when known.
 */
public class DocumentParseException extends WracException {
  private static final long serialVersionUID = 1L;

  /** Why a document could not be parsed. */
  public enum Reason {
    /** The file could not be read. */
    UNREADABLE,
    /** The document has no content (zero bytes, or only whitespace). */
    EMPTY,
    /** The bytes are not text (NUL bytes or other control characters). */
    BINARY,
    /** The bytes are not valid in the declared or detected character set. */
    MALFORMED_ENCODING,
    /** The document exceeds the configured size limit. */
    TOO_LARGE,
    /** No parser handles this media type or file extension. */
    UNSUPPORTED_FORMAT,
    /** The document is encrypted or password-protected. */
    ENCRYPTED,
    /** The document's structure is broken beyond what the parser tolerates. */
    MALFORMED,
    /** The path is a directory, FIFO, socket or device rather than a regular file: not read. */
    NOT_REGULAR_FILE,
    /**
     * Parsing took longer than {@link ParseOptions#timeBudget()}; the message names the stage
     * it was in.
     */
    TIMEOUT
  }

  private final String document;
  private final Reason reason;
  private final String detail;

  public DocumentParseException(String document, Reason reason, String detail) {
    this(document, reason, detail, null);
  }

  public DocumentParseException(String document, Reason reason, String detail, Throwable cause) {
    super("Cannot parse '" + document + "': " + detail, cause);
    this.document = Objects.requireNonNull(document, "document");
    this.reason = Objects.requireNonNull(reason, "reason");
    this.detail = detail;
  }

  /** The name of the document that failed. */
  public String document() {
    return document;
  }

  /** Why it failed. */
  public Reason reason() {
    return reason;
  }

  /** The problem, without the "Cannot parse 'name': " the message starts with. */
  @Override
  public String detail() {
    return detail;
  }
}
