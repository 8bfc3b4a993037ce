package dev.wrac.documents.pdf.internal;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.text.TextPosition;

/**
 * Glyphs cut into the runs they were drawn in. Sorting a page's glyphs by position, as PDFBox
 * does to find lines and words, interleaves the glyphs of texts that overlap (a table cell too
 * narrow for its text, drawn over its neighbour: {@code "Bengaluru"} over {@code "Karnataka"}
 * reads {@code "BengalKuraurnata"}) and glues texts that touch with no gap
 * ({@code "Amanjeet"} and {@code "trillium.chd@…"}). A word is one run when its glyphs, left
 * to right, were drawn one right after the other (or one right before the other, as
 * right-to-left text is); a line holding a word that is not is read again from its glyphs in
 * drawing order, cut into words where the drawing skips (something else was drawn between),
 * turns back, leaves a gap of {@value #SPACE_EMS} font sizes or draws a space.
 */
final class DrawnRuns {
  /** A gap between two glyphs drawn one after the other wider than this many ems is a space. */
  static final float SPACE_EMS = 0.15f;

  private DrawnRuns() {}

  /**
   * The drawing orders of a word's glyphs: the first and last (-1 when unknown), and whether
   * its glyphs, left to right, were drawn one right after (or before) the other (true when
   * their drawing order is unknown).
   */
  record Span(int first, int last, boolean oneRun) {}

  /** The span of {@code glyphs}, in one pass. */
  static Span span(List<TextPosition> glyphs, Map<TextPosition, Integer> drawn) {
    int first = Integer.MAX_VALUE;
    int last = -1;
    boolean oneRun = true;
    boolean known = true;
    int previous = -1;
    int step = 0;
    for (int i = 0; i < glyphs.size(); i++) {
      Integer order = drawn.get(glyphs.get(i));
      if (order == null) {
        known = false;
        continue;
      }
      first = Math.min(first, order);
      last = Math.max(last, order);
      if (i > 0 && previous >= 0) {
        int d = order - previous;
        if ((d != 1 && d != -1) || (step != 0 && d != step)) {
          oneRun = false;
        }
        step = d;
      }
      previous = order;
    }
    return new Span(last < 0 ? -1 : first, last, oneRun || !known);
  }

  /** The glyphs in drawing order, cut into words as the class description says. */
  static List<List<TextPosition>> cut(List<TextPosition> glyphs,
      Map<TextPosition, Integer> drawn) {
    List<TextPosition> sorted = new ArrayList<>(glyphs);
    sorted.sort((a, b) -> Integer.compare(drawn.getOrDefault(a, Integer.MAX_VALUE),
        drawn.getOrDefault(b, Integer.MAX_VALUE)));
    List<List<TextPosition>> runs = new ArrayList<>();
    List<TextPosition> run = new ArrayList<>();
    TextPosition previous = null;
    for (TextPosition g : sorted) {
      String u = g.getUnicode();
      if (u == null || u.isBlank()) {
        flush(run, runs);
        previous = null;
        continue;
      }
      if (previous != null && !follows(previous, g, drawn)) {
        flush(run, runs);
      }
      run.add(g);
      previous = g;
    }
    flush(run, runs);
    return runs;
  }

  private static boolean follows(TextPosition a, TextPosition b,
      Map<TextPosition, Integer> drawn) {
    Integer ia = drawn.get(a);
    Integer ib = drawn.get(b);
    if (ia == null || ib == null || ib - ia != 1) {
      return false;
    }
    float end = a.getXDirAdj() + a.getWidthDirAdj();
    float em = Math.max(1f, Math.max(a.getFontSizeInPt(), b.getFontSizeInPt()));
    if (b.getXDirAdj() >= a.getXDirAdj()) {
      return b.getXDirAdj() - end <= SPACE_EMS * em;
    }
    // right-to-left text drawn right to left: the next glyph ends where this one starts; a
    // combining mark drawn over the letter before it
    boolean rtl = Direction.hasRtl(a.getUnicode()) || Direction.hasRtl(b.getUnicode());
    float bEnd = b.getXDirAdj() + b.getWidthDirAdj();
    return (rtl && a.getXDirAdj() - bEnd <= SPACE_EMS * em && bEnd >= a.getXDirAdj() - em)
        || (isMark(b.getUnicode()) && b.getXDirAdj() >= a.getXDirAdj() - SPACE_EMS * em);
  }

  /** Whether a glyph's text is combining marks only. */
  private static boolean isMark(String u) {
    if (u == null || u.isEmpty()) {
      return false;
    }
    for (int i = 0; i < u.length(); i++) {
      int t = Character.getType(u.charAt(i));
      if (t != Character.NON_SPACING_MARK && t != Character.ENCLOSING_MARK
          && t != Character.COMBINING_SPACING_MARK) {
        return false;
      }
    }
    return true;
  }

  private static void flush(List<TextPosition> run, List<List<TextPosition>> runs) {
    if (!run.isEmpty()) {
      runs.add(List.copyOf(run));
      run.clear();
    }
  }

  /** Ligatures and presentation forms decomposed, as PDFBox does for the words it writes. */
  static String normalize(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if ((c >= '\uFB00' && c <= '\uFDFF') || (c >= '\uFE70' && c <= '\uFEFF')) {
        return Normalizer.normalize(text, Normalizer.Form.NFKC);
      }
    }
    return text;
  }
}
