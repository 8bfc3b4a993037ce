package dev.wrac.documents.pdf.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * A run of words on one baseline with no wide gap inside: a line of a column, or a table cell's
 * line. Coordinates are PDF points, x growing rightwards, y downwards from the page's top.
 *
 * @param text  the words joined by single spaces
 * @param x0    left edge
 * @param x1    right edge
 * @param size  font size in points of most of its characters
 * @param bold  whether most of its letters are set in a bold text face (not a typewriter face's
 *     bold: {@link FontPitch})
 * @param chars characters (without spaces)
 * @param leadBold whether its first word is set in bold
 * @param drawnFirst the drawing order on its page of its first drawn glyph, -1 if unknown
 * @param drawnLast  the drawing order of its last drawn glyph, -1 if unknown
 * @param glyphs where its text may be cut, null if unknown (kept for lines of several
 *     fragments only: table rows)
 * @param anyBold whether most of its letters are bold, a typewriter face's bold included
 * @param leadSize the font size in points of its first word (a section number set larger than
 *     the small capitals of its title)
 * @param typewriter whether most of its characters are set in a typewriter face ({@link
 *     FontPitch}): code, not prose
 */
public record Frag(String text, float x0, float x1, float size, boolean bold, int chars,
    boolean leadBold, int drawnFirst, int drawnLast, Glyphs glyphs, boolean anyBold,
    float leadSize, boolean typewriter) {

  /**
   * The glyphs of a fragment but its first, left to right: where each starts in the text, and
   * its left and right edges.
   */
  public record Glyphs(int[] at, float[] left, float[] right) {}

  /** How far, in font sizes, a glyph may start from a column start and still start there. */
  public static final float ALIGN_EMS = 0.03f;

  /** The width in points. */
  public float width() {
    return x1 - x0;
  }

  /**
   * This fragment cut at table columns: before each glyph that starts at a column start of
   * {@code starts} (ascending), within {@value #ALIGN_EMS} font sizes (rounding), so that a cell
   * drawn touching the one before it, with no gap (a column just as wide as its text), is cut
   * from it; a text overflowing into the next column is not cut unless a glyph happens to start
   * just there. Itself alone if no glyph starts at a column start or its glyphs are unknown.
   */
  public List<Frag> cut(float[] starts) {
    if (glyphs == null) {
      return List.of(this);
    }
    float align = ALIGN_EMS * size;
    List<Integer> cuts = new ArrayList<>();
    int k = 0;
    for (float s : starts) {
      if (s - align <= x0 || s >= x1) {
        continue;
      }
      while (k < glyphs.at.length && glyphs.left[k] < s - align) {
        k++;
      }
      if (k < glyphs.at.length && glyphs.left[k] <= s + align
          && (cuts.isEmpty() || cuts.get(cuts.size() - 1) < k)) {
        cuts.add(k);
      }
    }
    if (cuts.isEmpty()) {
      return List.of(this);
    }
    List<Frag> pieces = new ArrayList<>(cuts.size() + 1);
    int from = 0;
    int fromGlyph = -1; // the glyph starting the piece, -1 for the first glyph
    for (int c = 0; c <= cuts.size(); c++) {
      int toGlyph = c < cuts.size() ? cuts.get(c) : -1;
      int to = toGlyph >= 0 ? glyphs.at[toGlyph] : text.length();
      String piece = text.substring(from, to).strip();
      float left = fromGlyph < 0 ? x0 : glyphs.left[fromGlyph];
      float right = toGlyph >= 0 ? rightBefore(toGlyph) : x1;
      int first = drawnFirst < 0 ? -1 : drawnFirst + fromGlyph + 1;
      int last = drawnFirst < 0 ? drawnLast
          : toGlyph >= 0 ? drawnFirst + toGlyph : drawnLast;
      if (!piece.isEmpty()) {
        pieces.add(new Frag(piece, left, right, size, bold, letters(piece),
            fromGlyph < 0 ? leadBold : bold, first, last, null, anyBold,
            fromGlyph < 0 ? leadSize : size, typewriter));
      }
      from = to;
      fromGlyph = toGlyph;
    }
    return pieces;
  }

  /** The right edge of the glyph before glyph {@code k}. */
  private float rightBefore(int k) {
    return k == 0 ? glyphs.left[0] : glyphs.right[k - 1];
  }

  private static int letters(String s) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      n += Character.isWhitespace(s.charAt(i)) ? 0 : 1;
    }
    return n;
  }
}
