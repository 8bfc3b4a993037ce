package dev.wrac.eval;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Lenient document-name matching: a supporting fact's file name and a document's file name
 * name the same document when their keys are equal.
 *
 * <pre>{@code
 * DocumentNames.key(" Loan  Guide.MD ")   // "loan guide"
 * }</pre>
 * The key is the name NFKC-normalised, trimmed, lower-cased, with runs of white space collapsed
 * to one space, the characters file systems refuse ({@code : / \ * ? " < > |}) read as the
 * {@code _} that usually replaces them in saved file names, and the file extension removed
 * ({@code "24:7 Assistant.md"} and {@code "24_7 Assistant.md"} are one document).
 */
public final class DocumentNames {
  private static final Pattern SPACES = Pattern.compile("\\s+");
  private static final Pattern UNSAFE = Pattern.compile("[:/\\\\*?\"<>|]");
  private static final Pattern EXTENSION = Pattern.compile("\\.[a-z][a-z0-9]{0,7}$");

  private DocumentNames() {}

  /** The matching key of a document or file name. */
  public static String key(String name) {
    String s = Normalizer.normalize(name, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT).strip();
    s = SPACES.matcher(s).replaceAll(" ");
    s = UNSAFE.matcher(s).replaceAll("_");
    s = EXTENSION.matcher(s).replaceFirst("");
    return s.strip();
  }

  /** The matching key of an organisation name: letters and digits only, lower case. */
  public static String organisationKey(String name) {
    return Normalizer.normalize(name, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
        .replaceAll("[^\\p{L}\\p{N}]", "");
  }
}
