package dev.wrac.documents.pdf.internal;

import org.apache.pdfbox.text.TextPosition;

/** Copies of PDFBox glyphs with another text or height; the rest of each glyph is kept. */
final class Glyphs {
  private Glyphs() {}

  /** {@code glyph} with {@code unicode} for its text and {@code height} for its height. */
  static TextPosition copy(TextPosition glyph, String unicode, float height) {
    float[] widths = glyph.getIndividualWidths();
    return new TextPosition(glyph.getRotation(), glyph.getPageWidth(), glyph.getPageHeight(),
        glyph.getTextMatrix(), glyph.getEndX(), glyph.getEndY(), height,
        widths.length > 0 ? widths[0] : glyph.getWidth(), glyph.getWidthOfSpace(), unicode,
        glyph.getCharacterCodes(), glyph.getFont(), glyph.getFontSize(),
        Math.round(glyph.getFontSizeInPt()));
  }

  /** {@code glyph} with {@code unicode} for its text. */
  static TextPosition withText(TextPosition glyph, String unicode) {
    return copy(glyph, unicode, glyph.getHeight());
  }
}
