package dev.wrac.documents.office.internal;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.io.EOFException;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.zip.DataFormatException;
import java.util.zip.ZipException;
import org.apache.poi.EncryptedDocumentException;
import org.apache.poi.openxml4j.exceptions.NotOfficeXmlFileException;

/**
 * Turns whatever POI throws into a typed {@link DocumentParseException} naming the document
 * and saying what is wrong in words ({@code the ZIP file is cut short}, {@code not a Word
 * package: no [Content_Types].xml}), never with a Java class name; the failure stays the
 * cause, for logs and stack traces.
 */
public final class PoiFailures {
  /** A Java class name leading a message, as {@code Throwable.toString()} writes it. */
  private static final Pattern CLASS_PREFIX =
      Pattern.compile("^(?:[a-z_$][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error)(?::\\s*|$)");

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
            + "password-protected (" + words(t) + ")", failure);
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
            + "read): not a well-formed " + format.noun(), failure);
      }
    }
    String inWords = zipProblem(format, failure);
    if (inWords != null) {
      return new DocumentParseException(document, Reason.MALFORMED, inWords, failure);
    }
    return new DocumentParseException(document, Reason.MALFORMED, "cannot be read as "
        + format.description() + ": " + words(failure), failure);
  }

  /** The message for a ZIP file without its end-of-central-directory record. */
  static String noDirectory(OfficeFormat format) {
    return "the ZIP file is cut short or corrupt (its end, the directory of the entries, is "
        + "missing): not a whole " + format.noun();
  }

  /**
   * What is wrong with the ZIP container or the package, in words, when {@code failure} (or a
   * cause) is one of the ways a damaged or foreign ZIP file fails; otherwise {@code null}.
   */
  private static String zipProblem(OfficeFormat format, Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      String m = String.valueOf(t.getMessage());
      if (t instanceof EOFException || m.contains("Truncated ZIP")
          || m.contains("Unexpected end of ZLIB input stream")) {
        return "the ZIP file is cut short (truncated: perhaps an interrupted download or "
            + "copy): not a whole " + format.noun();
      }
      if (m.contains("Archive is not a ZIP archive") || m.contains("END header not found")) {
        return noDirectory(format);
      }
      if (m.contains("content type part [M1.13]")) {
        return "not a " + format.application() + " package: no [Content_Types].xml (a ZIP "
            + "file, but not an Office Open XML one: every ." + format.extension()
            + " holds that part)";
      }
      if (t instanceof NotOfficeXmlFileException) {
        return "not a " + format.application() + " package: the ZIP file holds no readable "
            + "Office Open XML entries";
      }
    }
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof ZipException || t instanceof DataFormatException) {
        return "the ZIP file is damaged (an entry's compressed data is corrupt: " + words(t)
            + "): not a usable " + format.noun();
      }
    }
    return null;
  }

  /**
   * The failure's message without the Java class names {@code toString()} puts before it; the
   * first cause's message when it has none of its own; else what kind of failure it was.
   */
  static String words(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      String m = t.getMessage();
      while (m != null && CLASS_PREFIX.matcher(m).find()) {
        m = CLASS_PREFIX.matcher(m).replaceFirst("");
      }
      if (m != null && !m.isBlank()) {
        return m.strip();
      }
    }
    return "an internal error of the Office reader, without a message ("
        + failure.getClass().getSimpleName() + ")";
  }
}
