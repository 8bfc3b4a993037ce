package dev.wrac.parse;

import java.util.Objects;
import java.util.function.Predicate;

/**
 * What in a document's content shows its {@link DocumentFormat}, whatever the file is called:
 * leading bytes, a part of a ZIP package, or a test on the start of its text.
 *
 * <pre>{@code
 * ContentSignature.magic("%PDF-")                 // proves PDF
 * ContentSignature.zipEntry("word/")              // a ZIP holding word/... is DOCX
 * ContentSignature.text(Strength.OVER_EXTENSION, HtmlSniff::isPage)
 * }</pre>
 *
 * <p>{@link Magic} and {@link ZipEntry} signatures prove the format: they win over a declared
 * media type and the file name. A {@link Text} signature wins over the file name's extension
 * or only decides when nothing else does, as its {@link Strength} says; never over a declared
 * media type. {@link DocumentFormats} says how signatures are checked and which wins.
 */
public sealed interface ContentSignature {

  /**
   * Content that starts with these bytes, given as the characters U+0000 to U+00FF of a string
   * (ISO-8859-1), such as {@code "%PDF-"}.
   */
  static ContentSignature magic(String prefix) {
    return new Magic(prefix);
  }

  /** A ZIP archive holding an entry whose name starts with {@code prefix}, such as "word/". */
  static ContentSignature zipEntry(String prefix) {
    return new ZipEntry(prefix);
  }

  /**
   * Text whose start (the first {@value DocumentFormats#HEAD_CHARS} characters, UTF-8 decoded
   * for bytes) passes {@code test}.
   */
  static ContentSignature text(Strength strength, Predicate<String> test) {
    return new Text(strength, test);
  }

  /** How a {@link Text} signature ranks against the file name's extension. */
  enum Strength {
    /** Wins over the extension (a whole HTML page saved as {@code .txt} is HTML). */
    OVER_EXTENSION,
    /** Decides only when neither a declared media type nor the extension does. */
    UNDER_EXTENSION
  }

  /**
   * Leading bytes.
   *
   * @param prefix the bytes as ISO-8859-1 characters, not empty
   */
  record Magic(String prefix) implements ContentSignature {
    /** Validates the prefix. */
    public Magic {
      Objects.requireNonNull(prefix, "prefix");
      if (prefix.isEmpty() || prefix.chars().anyMatch(c -> c > 0xFF)) {
        throw new IllegalArgumentException(
            "a magic prefix must be 1 or more characters U+0000..U+00FF, was '" + prefix + "'");
      }
    }

    /** Whether {@code content} starts with the prefix. */
    public boolean matches(byte[] content) {
      if (content.length < prefix.length()) {
        return false;
      }
      for (int i = 0; i < prefix.length(); i++) {
        if ((content[i] & 0xFF) != prefix.charAt(i)) {
          return false;
        }
      }
      return true;
    }
  }

  /**
   * An entry of a ZIP package.
   *
   * @param prefix how the entry's name starts, not blank
   */
  record ZipEntry(String prefix) implements ContentSignature {
    /** Validates the prefix. */
    public ZipEntry {
      Objects.requireNonNull(prefix, "prefix");
      if (prefix.isBlank()) {
        throw new IllegalArgumentException("a ZIP entry prefix must not be blank");
      }
    }
  }

  /**
   * A test on the start of the text.
   *
   * @param strength how it ranks against the extension
   * @param test     the test, given the start of the text
   */
  record Text(Strength strength, Predicate<String> test) implements ContentSignature {
    /** Validates the parts. */
    public Text {
      Objects.requireNonNull(strength, "strength");
      Objects.requireNonNull(test, "test");
    }
  }
}
