package dev.wrac.documents.office.internal;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.util.Locale;
import org.apache.poi.EncryptedDocumentException;

/** Turns whatever POI throws into a typed {@link DocumentParseException} naming the document. */
public final class PoiFailures {
  private PoiFailures() {}

  /** The typed error for a POI failure on {@code document} read as {@code format}. */
  public static DocumentParseException translate(String document, OfficeFormat format,
      Throwable failure) {
    if (failure instanceof DocumentParseException typed) {
      return typed;
    }
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof EncryptedDocumentException) {
        return new DocumentParseException(document, Reason.ENCRYPTED, "the file is encrypted or "
            + "password-protected (" + t.getMessage() + ")", failure);
      }
      String message = String.valueOf(t.getMessage()).toLowerCase(Locale.ROOT);
      if (message.contains("zip bomb") || message.contains("max. ratio")
          || message.contains("exceed the max") || message.contains("maxfilecount")) {
        return new DocumentParseException(document, Reason.TOO_LARGE, "refused as a zip bomb: "
            + t.getMessage() + " (limits: entries up to " + OfficePackages.MAX_ENTRY_BYTES
            + " bytes, inflate ratio at most " + Math.round(1 / OfficePackages.MIN_INFLATE_RATIO)
            + ":1, at most " + OfficePackages.MAX_FILE_COUNT + " entries)", failure);
      }
    }
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (String.valueOf(t.getMessage()).contains("DOCTYPE is disallowed")) {
        return new DocumentParseException(document, Reason.MALFORMED, "an XML part declares a "
            + "DOCTYPE, which is refused (entities are never expanded, external ones never "
            + "read): not a well-formed " + format.description(), failure);
      }
    }
    return new DocumentParseException(document, Reason.MALFORMED, "cannot be read as "
        + format.description() + " (" + failure + ")", failure);
  }
}
