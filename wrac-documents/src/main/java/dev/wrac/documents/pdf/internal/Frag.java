package dev.wrac.documents.pdf.internal;

/**
 * A run of words on one baseline with no wide gap inside: a line of a column, or a table cell's
 * line. Coordinates are PDF points, x growing rightwards, y downwards from the page's top.
 *
 * @param text  the words joined by single spaces
 * @param x0    left edge
 * @param x1    right edge
 * @param size  font size in points of most of its characters
 * @param bold  whether most of its letters are set in a bold face
 * @param chars characters (without spaces)
 * @param leadBold whether its first word is set in bold
 * @param drawnFirst the drawing order on its page of its first drawn glyph, -1 if unknown
 * @param drawnLast  the drawing order of its last drawn glyph, -1 if unknown
 */
public record Frag(String text, float x0, float x1, float size, boolean bold, int chars,
    boolean leadBold, int drawnFirst, int drawnLast) {

  /** The width in points. */
  public float width() {
    return x1 - x0;
  }
}
