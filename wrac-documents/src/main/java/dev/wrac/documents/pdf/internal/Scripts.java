package dev.wrac.documents.pdf.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.text.TextPosition;

/**
 * Raised and lowered text (superscripts, subscripts, the numerator and denominator of an inline
 * fraction) put back on the line it belongs to. Sorting a page's glyphs by position, PDFBox may
 * read a formula as several lines, cut at its scripts ({@code Γa} / {@code bc = 1} / {@code 2g}
 * for {@code Γ^a_bc = ½ g}); Poppler reads it as one ({@code Γabc = 12 g}).
 *
 * <p>Consecutive lines of a page (in PDFBox's order) are one line when, together, their glyphs
 * have a main baseline (that of most glyphs of the largest size {@code s}) and every glyph is
 * either on it (within {@value #BASELINE_EMS}{@code s}) or a script: at most {@value
 * #SMALLER} times as large, its baseline at most {@value #RAISE_EMS}{@code s} above or {@value
 * #LOWER_EMS}{@code s} below the main one, and within {@value #REACH_EMS}{@code s} of the main
 * line's glyphs (beside or between them, not off by itself); no glyph overlaps a glyph on the
 * main baseline of another of the lines by more than {@value #OVERLAP_EMS}{@code s}, and at
 * least one is a script. A real next line (at a normal leading, whatever its size) is below
 * that band or overlaps the line's glyphs; lines of a table cell are the same size.
 * Right-to-left text is left as it is.
 *
 * <p>The merged line's words are its glyphs in x order (stacked scripts top first), a glyph
 * joining the word before when PDFBox had them one after the other in a word on one baseline,
 * or when it touches it (starts at most {@value #TOUCH_EMS}{@code s} after its right edge: a
 * superscript set against its base, {@code m²}); other glyphs start words of their own.
 */
final class Scripts {
  /** How far off the main baseline, in main font sizes, a glyph still stands on it. */
  static final float BASELINE_EMS = 0.2f;
  /** How far above the main baseline, in main font sizes, a script's baseline may be. */
  static final float RAISE_EMS = 0.7f;
  /** How far below the main baseline, in main font sizes, a script's baseline may be. */
  static final float LOWER_EMS = 0.5f;
  /** The largest script size, as a share of the main size. */
  static final float SMALLER = 0.9f;
  /** How much, in main font sizes, a glyph may overlap one of another line on the baseline. */
  static final float OVERLAP_EMS = 0.15f;
  /** How far, in main font sizes, scripts may stand from the main line's glyphs. */
  static final float REACH_EMS = PageReader.SPLIT_GAP_EMS;
  /** The widest gap, in main font sizes, at which a glyph still touches the one before. */
  static final float TOUCH_EMS = 0.03f;
  /** Lines of more glyphs than this together are left apart (a bound on the work). */
  static final int MAX_GLYPHS = 2000;

  private Scripts() {}

  /** The main baseline (from the page's top) and font size of lines read as one. */
  record Main(float y, float size) {}

  /**
   * The groups of consecutive lines to read as one, each as {@code {from, to}} (exclusive),
   * of two lines at least, in order; {@code lines} holds each line's glyphs.
   */
  static List<int[]> groups(List<List<TextPosition>> lines) {
    List<int[]> groups = new ArrayList<>();
    int n = lines.size();
    float[] top = new float[n];
    float[] bottom = new float[n];
    float[] size = new float[n];
    for (int i = 0; i < n; i++) {
      top[i] = Float.MAX_VALUE;
      bottom[i] = -Float.MAX_VALUE;
      for (TextPosition g : lines.get(i)) {
        top[i] = Math.min(top[i], g.getYDirAdj());
        bottom[i] = Math.max(bottom[i], g.getYDirAdj());
        size[i] = Math.max(size[i], sizeOf(g));
      }
    }
    int from = 0;
    while (from < n) {
      int to = from + 1;
      float t = top[from];
      float b = bottom[from];
      float s = size[from];
      while (to < n && !lines.get(to).isEmpty() && !lines.get(from).isEmpty()) {
        float t2 = Math.min(t, top[to]);
        float b2 = Math.max(b, bottom[to]);
        float s2 = Math.max(s, size[to]);
        if (b2 - t2 > (RAISE_EMS + LOWER_EMS) * s2
            || main(lines.subList(from, to + 1)) == null) {
          break; // a cheap test first: most next lines are a leading below
        }
        t = t2;
        b = b2;
        s = s2;
        to++;
      }
      if (to - from > 1) {
        groups.add(new int[] {from, to});
      }
      from = to;
    }
    return groups;
  }

  /**
   * The main baseline and size of {@code lines} (each its glyphs) read as one line, or null if
   * they are not one line with scripts, as the class description says.
   */
  static Main main(List<List<TextPosition>> lines) {
    int count = 0;
    float s = 0;
    for (List<TextPosition> line : lines) {
      count += line.size();
      for (TextPosition g : line) {
        if (Direction.hasRtl(g.getUnicode() == null ? "" : g.getUnicode())) {
          return null;
        }
        s = Math.max(s, sizeOf(g));
      }
    }
    if (count > MAX_GLYPHS || s <= 0) {
      return null;
    }
    Map<Float, Integer> baselines = new HashMap<>();
    for (List<TextPosition> line : lines) {
      for (TextPosition g : line) {
        if (sizeOf(g) >= s - 0.5f) {
          baselines.merge(Math.round(g.getYDirAdj() * 2) / 2f, 1, Integer::sum);
        }
      }
    }
    float y0 = 0;
    int best = -1;
    for (Map.Entry<Float, Integer> e : baselines.entrySet()) {
      if (e.getValue() > best || (e.getValue() == best && e.getKey() < y0)) {
        best = e.getValue();
        y0 = e.getKey();
      }
    }
    // every glyph on the baseline or a script; glyphs in x order, with their line and kind
    TextPosition[] all = new TextPosition[count];
    int[] lineOf = new int[count];
    boolean[] onBase = new boolean[count];
    int k = 0;
    int scripts = 0;
    for (int l = 0; l < lines.size(); l++) {
      for (TextPosition g : lines.get(l)) {
        float dy = g.getYDirAdj() - y0;
        boolean base = Math.abs(dy) <= BASELINE_EMS * s;
        if (!base && !(sizeOf(g) <= SMALLER * s && dy >= -RAISE_EMS * s
            && dy <= LOWER_EMS * s)) {
          return null;
        }
        scripts += base ? 0 : 1;
        all[k] = g;
        lineOf[k] = l;
        onBase[k] = base;
        k++;
      }
    }
    if (scripts == 0) {
      return null;
    }
    float baseline = y0;
    for (int i = 0; i < count; i++) { // the baseline as drawn, not rounded
      if (sizeOf(all[i]) >= s - 0.5f && Math.round(all[i].getYDirAdj() * 2) / 2f == y0) {
        baseline = all[i].getYDirAdj();
        break;
      }
    }
    Integer[] order = new Integer[count];
    for (int i = 0; i < count; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Float.compare(all[a].getXDirAdj(), all[b].getXDirAdj()));
    // no glyph overlaps one of another line on the baseline
    float widest = 0;
    for (int i = 0; i < count; i++) {
      widest = onBase[i] ? Math.max(widest, all[i].getWidthDirAdj()) : widest;
    }
    float overlap = OVERLAP_EMS * s;
    for (int a = 0; a < count; a++) {
      int i = order[a];
      float x0 = all[i].getXDirAdj();
      float x1 = x0 + all[i].getWidthDirAdj();
      for (int c = a - 1; c >= 0 && all[order[c]].getXDirAdj() >= x0 - widest; c--) {
        int j = order[c];
        if (onBase[j] && lineOf[j] != lineOf[i]
            && Math.min(x1, all[j].getXDirAdj() + all[j].getWidthDirAdj())
                - Math.max(x0, all[j].getXDirAdj()) > overlap) {
          return null;
        }
      }
    }
    // every run of scripts (between two glyphs on the baseline) close to one of them
    float reach = REACH_EMS * s;
    float lastBaseEnd = Float.NaN; // NaN before the first glyph on the baseline
    boolean inRun = false;
    float runStart = 0;
    float runEnd = 0;
    for (int a = 0; a < count; a++) {
      int i = order[a];
      float x0 = all[i].getXDirAdj();
      float x1 = x0 + all[i].getWidthDirAdj();
      if (onBase[i]) {
        if (inRun && !(runStart - lastBaseEnd <= reach) && !(x0 - runEnd <= reach)) {
          return null;
        }
        inRun = false;
        lastBaseEnd = Float.isNaN(lastBaseEnd) ? x1 : Math.max(lastBaseEnd, x1);
      } else if (!inRun) {
        inRun = true;
        runStart = x0;
        runEnd = x1;
      } else {
        runEnd = Math.max(runEnd, x1);
      }
    }
    if (inRun && !(runStart - lastBaseEnd <= reach)) {
      return null; // scripts after the line's last glyph, off by themselves
    }
    return new Main(baseline, s);
  }

  /**
   * The words of lines read as one: their words' glyphs ({@code words}, each a word's glyphs
   * as PDFBox gave them) in x order, cut as the class description says.
   */
  static List<List<TextPosition>> words(List<List<TextPosition>> words, Main main) {
    Map<TextPosition, int[]> at = new IdentityHashMap<>(); // word, index in it
    List<TextPosition> glyphs = new ArrayList<>();
    for (int w = 0; w < words.size(); w++) {
      List<TextPosition> word = words.get(w);
      for (int i = 0; i < word.size(); i++) {
        TextPosition g = word.get(i);
        if (g.getUnicode() != null && !g.getUnicode().isBlank()) {
          at.put(g, new int[] {w, i});
          glyphs.add(g);
        }
      }
    }
    // x order; glyphs stacked (a superscript over a subscript, a fraction) top first
    glyphs.sort((a, b) -> {
      int c = Float.compare(a.getXDirAdj(), b.getXDirAdj());
      return c != 0 ? c : Float.compare(a.getYDirAdj(), b.getYDirAdj());
    });
    for (int i = 1; i < glyphs.size(); i++) { // stacked: the upper first
      for (int j = i; j > 0 && stacked(glyphs.get(j - 1), glyphs.get(j))
          && glyphs.get(j).getYDirAdj() < glyphs.get(j - 1).getYDirAdj(); j--) {
        glyphs.set(j, glyphs.set(j - 1, glyphs.get(j)));
      }
    }
    float touch = TOUCH_EMS * main.size();
    float sameRow = 0.1f * main.size();
    List<List<TextPosition>> out = new ArrayList<>();
    List<TextPosition> run = new ArrayList<>();
    float reach = 0;
    TextPosition before = null;
    for (TextPosition g : glyphs) {
      boolean joins = false;
      if (before != null) {
        int[] p = at.get(before);
        int[] q = at.get(g);
        boolean pdfboxWord = p[0] == q[0] && q[1] == p[1] + 1
            && Math.abs(g.getYDirAdj() - before.getYDirAdj()) <= sameRow;
        joins = pdfboxWord || g.getXDirAdj() - reach <= touch;
      }
      if (!joins && !run.isEmpty()) {
        out.add(List.copyOf(run));
        run.clear();
      }
      reach = run.isEmpty() ? g.getXDirAdj() + g.getWidthDirAdj()
          : Math.max(reach, g.getXDirAdj() + g.getWidthDirAdj());
      run.add(g);
      before = g;
    }
    if (!run.isEmpty()) {
      out.add(List.copyOf(run));
    }
    return out;
  }

  /**
   * The font size of a word of lines read as one: that of its largest glyph on the main
   * baseline, the main size for a word of scripts only (scripts belong to the main line).
   */
  static float size(List<TextPosition> word, Main main) {
    float size = 0;
    for (TextPosition g : word) {
      if (Math.abs(g.getYDirAdj() - main.y()) <= BASELINE_EMS * main.size()) {
        size = Math.max(size, sizeOf(g));
      }
    }
    return size > 0 ? size : main.size();
  }

  /** Whether two glyphs stand one over the other: their widths overlap by half the narrower. */
  private static boolean stacked(TextPosition a, TextPosition b) {
    float overlap = Math.min(a.getXDirAdj() + a.getWidthDirAdj(), b.getXDirAdj()
        + b.getWidthDirAdj()) - Math.max(a.getXDirAdj(), b.getXDirAdj());
    return overlap > 0.5f * Math.min(a.getWidthDirAdj(), b.getWidthDirAdj());
  }

  private static float sizeOf(TextPosition glyph) {
    return PageReader.sizeOf(glyph);
  }
}
