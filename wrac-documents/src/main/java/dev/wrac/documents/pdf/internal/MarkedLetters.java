package dev.wrac.documents.pdf.internal;

import java.util.function.Consumer;
import org.apache.pdfbox.text.TextPosition;

/**
 * Non-spacing marks of Indic and other Brahmic-derived scripts kept with the letter they are
 * drawn after (issue 39), in drawing order, as Poppler and MuPDF read them. A shaping engine
 * draws a letter's above and below marks right after it. PDFBox merges a mark into a
 * neighbouring glyph by position: it merges a mark set past its letter's advance (XeTeX's
 * Devanagari {@code ु} under {@code म} in {@code मुळे}) into the next glyph, so the word reads
 * {@code मळेु}, and it puts a mark on a glyph that stands for several characters (a Tibetan
 * stack such as {@code སྤྱ}, drawn as one glyph) after the first of them ({@code སོྤྱད} for
 * {@code སྤྱོད}) or drops it ("diacritic on ligature is not supported", PDFBOX-2831). A glyph
 * whose text is one such mark and that takes no room (a glyph with an advance is a letter,
 * whatever its font maps it to), drawn right after a glyph of the same script on the same line
 * and within an em of its end, is appended to that glyph's text before PDFBox sees either; so
 * is one drawn after a dotted circle {@code ◌}, the base Unicode gives a mark shown alone
 * (Mingzat's Lepcha chart: {@code ◌ᰶ ◌᰷}, which PDFBox read {@code ◌ ᰶ◌ ᰷}, the sign past the
 * circle's advance sorted after the space that follows it).
 * Marks of Latin, Greek, Cyrillic and the inherited combining accents (TeX draws an accent
 * before its letter), and of right-to-left scripts ({@link Direction}) are left to PDFBox;
 * spacing marks are never moved (pre-base vowel signs such as Devanagari {@code ि} are spacing
 * marks drawn before their letter). Holds one glyph back: {@link #flush} hands it on at the end
 * of a page. One per reader, not thread-safe.
 */
final class MarkedLetters {
  /** U+25CC, on which a mark is shown alone (a type sample's or a character chart's cell). */
  private static final int DOTTED_CIRCLE = 0x25CC;

  private TextPosition held;

  /** Forgets the glyph held back: a new page. */
  void reset() {
    held = null;
  }

  /** Passes {@code glyph} on to {@code next}, or appends it to the glyph before. */
  void accept(TextPosition glyph, Consumer<TextPosition> next) {
    if (held != null && attaches(held, glyph)) {
      held = Glyphs.withText(held, held.getUnicode() + glyph.getUnicode());
      return;
    }
    flush(next);
    String u = glyph.getUnicode();
    if (u == null || u.isBlank()) {
      next.accept(glyph);
    } else {
      held = glyph;
    }
  }

  /** Hands on the glyph held back, if any. */
  void flush(Consumer<TextPosition> next) {
    if (held != null) {
      TextPosition glyph = held;
      held = null;
      next.accept(glyph);
    }
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
    int base = l.codePointBefore(l.length());
    if (!brahmic(script)
        || base != DOTTED_CIRCLE && Character.UnicodeScript.of(base) != script) {
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
