package dev.wrac.documents.pdf.internal;

import java.util.function.Consumer;
import org.apache.pdfbox.text.TextPosition;

/**
 * Non-spacing marks of Indic and other Brahmic-derived scripts kept with the letter they are
 * drawn after (issue 39). A shaping engine draws a letter's above and below marks right after
 * it; PDFBox, which merges a mark into a neighbouring glyph by position, merges a mark set past
 * its letter's advance (XeTeX's Devanagari {@code ु} under {@code म} in {@code मुळे}) into the
 * next glyph instead, and the word reads {@code मळेु}. A glyph whose text is one such mark and
 * that takes no room (a glyph with an advance is a letter, whatever its font maps it to),
 * drawn right after a glyph of the same script on the same line and within an em of its end,
 * is merged into that glyph ({@link TextPosition#mergeDiacritic}) before PDFBox sees it, as
 * Poppler and MuPDF, which read in drawing order, keep it. Marks of Latin, Greek, Cyrillic and
 * the inherited combining accents (TeX draws an accent before its letter), and of
 * right-to-left scripts ({@link Direction}) are left to PDFBox; spacing marks are never moved
 * (pre-base vowel signs such as Devanagari {@code ि} are spacing marks drawn before their
 * letter).
 */
final class MarkedLetters {
  private TextPosition previous;

  /** Forgets the glyph before: a new page. */
  void reset() {
    previous = null;
  }

  /** Passes {@code glyph} on to {@code next}, or merges it into the glyph before. */
  void accept(TextPosition glyph, Consumer<TextPosition> next) {
    if (previous != null && attaches(previous, glyph)) {
      previous.mergeDiacritic(glyph);
      return;
    }
    next.accept(glyph);
    String u = glyph.getUnicode();
    previous = u == null || u.isBlank() ? null : glyph;
  }

  /** Whether {@code mark} is a mark of {@code letter}'s script drawn just after it. */
  static boolean attaches(TextPosition letter, TextPosition mark) {
    String m = mark.getUnicode();
    String l = letter.getUnicode();
    if (m == null || m.length() != 1 || l == null || l.isEmpty()
        || Character.getType(m.charAt(0)) != Character.NON_SPACING_MARK) {
      return false;
    }
    Character.UnicodeScript script = Character.UnicodeScript.of(m.charAt(0));
    if (!brahmic(script)
        || Character.UnicodeScript.of(l.codePointBefore(l.length())) != script) {
      return false;
    }
    float em = Math.max(1f, letter.getFontSizeInPt());
    float end = letter.getXDirAdj() + letter.getWidthDirAdj();
    return mark.getWidthDirAdj() <= 0.05f * em
        && Math.abs(mark.getYDirAdj() - letter.getYDirAdj()) <= 0.5f * em
        && mark.getXDirAdj() >= letter.getXDirAdj() - 0.5f * em
        && mark.getXDirAdj() <= end + em;
  }

  /** Scripts of South and Southeast Asia and Tibet whose marks follow their letter. */
  private static boolean brahmic(Character.UnicodeScript s) {
    return switch (s) {
      case COMMON, INHERITED, LATIN, GREEK, CYRILLIC, ARMENIAN, GEORGIAN, HEBREW, ARABIC,
          SYRIAC, THAANA, NKO, SAMARITAN, MANDAIC, HAN, HIRAGANA, KATAKANA, HANGUL, BOPOMOFO,
          UNKNOWN -> false;
      default -> true;
    };
  }
}
