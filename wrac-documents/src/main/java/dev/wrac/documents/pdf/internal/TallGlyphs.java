package dev.wrac.documents.pdf.internal;

import org.apache.pdfbox.text.TextPosition;

/**
 * Glyph heights held to the font size, so that lines are found by where the text is set
 * (issue 39). PDFBox takes a glyph's height from half its font's bounding box, or from its cap
 * height where that is less; a font of tall stacks and deep marks has a tall box (Tibetan
 * Machine Uni: 1.36 em), so each line's glyphs reach into the next line's (set 1.17 em
 * below), and PDFBox, which takes glyphs whose heights overlap for one line, reads two lines
 * as one and interleaves their letters. Poppler and MuPDF read such lines apart. A glyph taller
 * than its font size, as drawn (text and page scaling included), is read as one font size tall;
 * other glyphs are passed on as they are.
 */
final class TallGlyphs {
  private TallGlyphs() {}

  /** {@code glyph}, or a copy one font size tall where it is taller. */
  static TextPosition capped(TextPosition glyph) {
    float em = glyph.getYScale();
    return em > 0 && glyph.getHeightDir() > em
        ? Glyphs.copy(glyph, glyph.getUnicode(), em)
        : glyph;
  }
}
