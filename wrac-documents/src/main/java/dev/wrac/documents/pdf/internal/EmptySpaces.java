package dev.wrac.documents.pdf.internal;

import java.util.function.Consumer;
import org.apache.pdfbox.text.TextPosition;

/**
 * Drops space glyphs that take no room: a glyph whose Unicode is a space, drawn where the next
 * glyph on its line starts (the writer moved back over it, as XeTeX does with the joining and
 * kashida glyphs of Arabic fonts mapped to U+0020), separates no words, yet PDFBox would read
 * a space there and cut the word ("ک تاب ه ای ی" for "کتابهایی"). A space followed by nothing
 * on its line, or by a glyph drawn further on, stays. Holds one glyph back: {@link #flush}
 * hands it on at the end of a page. One per reader, not thread-safe.
 */
final class EmptySpaces {
  /** The next glyph starts within this many font sizes of the space's start: no advance. */
  static final float SAME_PLACE_EMS = 0.05f;

  private TextPosition held;

  /** Hands {@code glyph} on to {@code next}, holding a space back until the glyph after it. */
  void accept(TextPosition glyph, Consumer<TextPosition> next) {
    if (held != null) {
      TextPosition space = held;
      held = null;
      if (!startsAt(glyph, space)) {
        next.accept(space);
      }
    }
    if (isSpace(glyph)) {
      held = glyph;
    } else {
      next.accept(glyph);
    }
  }

  /** Hands on the space held back, if any. */
  void flush(Consumer<TextPosition> next) {
    if (held != null) {
      TextPosition space = held;
      held = null;
      next.accept(space);
    }
  }

  private static boolean isSpace(TextPosition glyph) {
    String u = glyph.getUnicode();
    return u != null && !u.isEmpty() && u.isBlank();
  }

  private static boolean startsAt(TextPosition glyph, TextPosition space) {
    float em = Math.max(1f, space.getFontSizeInPt());
    return glyph.getDir() == space.getDir()
        && Math.abs(glyph.getYDirAdj() - space.getYDirAdj()) < 0.3f * em
        && Math.abs(glyph.getXDirAdj() - space.getXDirAdj()) < SAME_PLACE_EMS * em;
  }
}
