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
 * either on it (within {@value #BASELINE_EMS}{@code s}) or a script: {@value #SMALLEST} to
 * {@value #SMALLER} times as large (and at most {@value #SMALLER} times the glyph on the
 * baseline it stands beside), its baseline at most {@value #RAISE_EMS}{@code s} above or
 * {@value #LOWER_EMS}{@code s} below the main one; each run of scripts between two glyphs on the
 * main baseline is at most {@value #RUN_EMS}{@code s} wide and within {@value
 * #REACH_EMS}{@code s} of one of them (beside or between the line's words: a margin note or a
 * caption a gutter away is no script); no glyph overlaps a glyph on the main baseline of another
 * of the lines by more than {@value #OVERLAP_EMS}{@code s}, and at least one is a script. A
 * real next line (at a normal leading, whatever its size) lies below that band or overlaps the
 * line's glyphs; the lines of a table cell are one size. Right-to-left text, and text scaled
 * down by its drawing (glyphs less high than {@value #SCALED} of their font size), are left as
 * they are.
 *
 * <p>The merged line's words are its glyphs in x order: the glyphs of each baseline cut into
 * runs at gaps wider than {@value #WORD_GAP_EMS} of the glyphs' size (Poppler's word break),
 * the runs in x order (of two runs one over the other, the upper first: {@code Γ^a_bc} reads
 * {@code Γabc}), a run joining the word before when it touches it (starts at most {@value
 * #TOUCH_EMS} of the glyphs' size after its right edge: a superscript set against its base,
 * {@code m²}); a script set apart is a word of its own.
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
  /** The smallest script size, as a share of the main size (TeX's second-order scripts: 0.5). */
  static final float SMALLEST = 0.45f;
  /** The widest run of scripts between two glyphs on the main baseline, in main font sizes. */
  static final float RUN_EMS = 4f;
  /** How much, in main font sizes, a glyph may overlap one of another line on the baseline. */
  static final float OVERLAP_EMS = 0.15f;
  /** How far, in main font sizes, scripts may stand from the main line's glyphs. */
  static final float REACH_EMS = 0.6f;
  /**
   * The widest gap between two glyphs of one baseline in one word, in the larger one's font
   * size (Poppler's {@code minWordBreakSpace}).
   */
  static final float WORD_GAP_EMS = 0.1f;
  /** The widest gap at which a script touches the glyph before it, in the larger's size. */
  static final float TOUCH_EMS = 0.03f;
  /**
   * A glyph less high than this share of its font size is text scaled down by its drawing (a
   * page shown as a thumbnail), whose font size does not tell its size: such lines are left
   * apart.
   */
  static final float SCALED = 0.25f;
  /** Lines of more glyphs than this together are left apart (a bound on the work). */
  static final int MAX_GLYPHS = 2000;

  private Scripts() {}

  /** The main baseline (from the page's top) and font size of lines read as one. */
  record Main(float y, float size) {}

  /** Lines {@code from} (inclusive) to {@code to} (exclusive) read as one, on {@code main}. */
  record Group(int from, int to, Main main) {}

  /**
   * The groups of consecutive lines to read as one, of two lines at least, in order, each with
   * the main baseline found for it; {@code lines} holds each line's glyphs.
   */
  static List<Group> groups(List<List<TextPosition>> lines) {
    List<Group> groups = new ArrayList<>();
    int n = lines.size();
    float[] top = new float[n];
    float[] bottom = new float[n];
    float[] size = new float[n];
    float[] least = new float[n];
    for (int i = 0; i < n; i++) {
      top[i] = Float.MAX_VALUE;
      bottom[i] = -Float.MAX_VALUE;
      least[i] = Float.MAX_VALUE;
      for (TextPosition g : lines.get(i)) {
        top[i] = Math.min(top[i], g.getYDirAdj());
        bottom[i] = Math.max(bottom[i], g.getYDirAdj());
        size[i] = Math.max(size[i], sizeOf(g));
        least[i] = Math.min(least[i], sizeOf(g));
      }
    }
    int from = 0;
    while (from < n) {
      int to = from + 1;
      float t = top[from];
      float b = bottom[from];
      float s = size[from];
      float l = least[from];
      Main main = null;
      while (to < n && !lines.get(to).isEmpty() && !lines.get(from).isEmpty()) {
        float t2 = Math.min(t, top[to]);
        float b2 = Math.max(b, bottom[to]);
        float s2 = Math.max(s, size[to]);
        float l2 = Math.min(l, least[to]);
        if (b2 - t2 > (RAISE_EMS + LOWER_EMS) * s2 || l2 > SMALLER * s2) {
          break; // cheap tests first: most next lines are a leading below, or no smaller
        }
        Main wider = main(lines.subList(from, to + 1));
        if (wider == null) {
          break;
        }
        main = wider;
        t = t2;
        b = b2;
        s = s2;
        l = l2;
        to++;
      }
      if (main != null) {
        groups.add(new Group(from, to, main));
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
        if (Direction.hasRtl(g.getUnicode() == null ? "" : g.getUnicode())
            || g.getHeightDir() < SCALED * sizeOf(g)) {
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
    float y0 = DocStyle.mostUsed(baselines);
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
        if (!base && !(sizeOf(g) <= SMALLER * s && sizeOf(g) >= SMALLEST * s
            && dy >= -RAISE_EMS * s
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
    // every run of scripts (between two glyphs on the baseline) close to one of them, and
    // smaller than it
    float reach = REACH_EMS * s;
    float lastBaseEnd = Float.NaN; // NaN before the first glyph on the baseline
    float lastBaseSize = 0;
    boolean inRun = false;
    float runStart = 0;
    float runEnd = 0;
    float runSize = 0;
    for (int a = 0; a < count; a++) {
      int i = order[a];
      float x0 = all[i].getXDirAdj();
      float x1 = x0 + all[i].getWidthDirAdj();
      float size = sizeOf(all[i]);
      if (onBase[i]) {
        if (inRun && !(runStart - lastBaseEnd <= reach && runSize <= SMALLER * lastBaseSize)
            && !(x0 - runEnd <= reach && runSize <= SMALLER * size)) {
          return null;
        }
        if (inRun && runEnd - runStart > RUN_EMS * s) {
          return null; // a line of small text beside the line (a margin note), no script
        }
        inRun = false;
        if (Float.isNaN(lastBaseEnd) || x1 > lastBaseEnd) {
          lastBaseEnd = x1;
          lastBaseSize = size;
        }
      } else if (!inRun) {
        inRun = true;
        runStart = x0;
        runEnd = x1;
        runSize = size;
      } else {
        runEnd = Math.max(runEnd, x1);
        runSize = Math.max(runSize, size);
      }
    }
    if (inRun && (!(runStart - lastBaseEnd <= reach && runSize <= SMALLER * lastBaseSize)
        || runEnd - runStart > RUN_EMS * s)) {
      return null; // scripts after the line's last glyph, off by themselves
    }
    return new Main(baseline, s);
  }

  /**
   * The words of lines read as one, from their glyphs ({@code glyphs}, spaces left out), as the
   * class description says.
   */
  static List<List<TextPosition>> words(List<TextPosition> glyphs, Main main) {
    float sameRow = 0.1f * main.size();
    List<TextPosition> sorted = new ArrayList<>();
    for (TextPosition g : glyphs) {
      if (g.getUnicode() != null && !g.getUnicode().isBlank()) {
        sorted.add(g);
      }
    }
    sorted.sort((a, b) -> {
      int c = Float.compare(a.getXDirAdj(), b.getXDirAdj());
      return c != 0 ? c : Float.compare(a.getYDirAdj(), b.getYDirAdj());
    });
    // runs: glyphs of one baseline, one after the other
    List<Float> rowY = new ArrayList<>();
    List<List<TextPosition>> open = new ArrayList<>(); // each row's run being built
    List<float[]> openReach = new ArrayList<>();
    List<List<TextPosition>> runs = new ArrayList<>();
    for (TextPosition g : sorted) {
      int row = 0;
      while (row < rowY.size() && Math.abs(rowY.get(row) - g.getYDirAdj()) > sameRow) {
        row++;
      }
      if (row == rowY.size()) {
        rowY.add(g.getYDirAdj());
        open.add(new ArrayList<>());
        openReach.add(new float[1]);
      }
      List<TextPosition> run = open.get(row);
      float[] reach = openReach.get(row);
      if (!run.isEmpty() && g.getXDirAdj() - reach[0]
          > WORD_GAP_EMS * Math.max(sizeOf(g), sizeOf(run.get(run.size() - 1)))) {
        runs.add(List.copyOf(run));
        run.clear();
      }
      reach[0] = run.isEmpty() ? right(g) : Math.max(reach[0], right(g));
      run.add(g);
    }
    for (List<TextPosition> run : open) {
      if (!run.isEmpty()) {
        runs.add(List.copyOf(run));
      }
    }
    runs.sort((a, b) -> Float.compare(left(a), left(b)));
    for (int i = 1; i < runs.size(); i++) { // one over the other: the upper first
      for (int j = i; j > 0 && stacked(runs.get(j - 1), runs.get(j))
          && runs.get(j).get(0).getYDirAdj() < runs.get(j - 1).get(0).getYDirAdj(); j--) {
        runs.set(j, runs.set(j - 1, runs.get(j)));
      }
    }
    List<List<TextPosition>> out = new ArrayList<>();
    List<TextPosition> word = new ArrayList<>();
    float reach = 0;
    for (List<TextPosition> run : runs) {
      if (!word.isEmpty() && left(run) - reach
          > TOUCH_EMS * Math.max(sizeOf(run.get(0)), sizeOf(word.get(word.size() - 1)))) {
        out.add(List.copyOf(word));
        word.clear();
      }
      reach = word.isEmpty() ? rightOf(run) : Math.max(reach, rightOf(run));
      word.addAll(run);
    }
    if (!word.isEmpty()) {
      out.add(List.copyOf(word));
    }
    return out;
  }

  private static float right(TextPosition g) {
    return g.getXDirAdj() + g.getWidthDirAdj();
  }

  private static float left(List<TextPosition> run) {
    return run.get(0).getXDirAdj();
  }

  private static float rightOf(List<TextPosition> run) {
    float r = -Float.MAX_VALUE;
    for (TextPosition g : run) {
      r = Math.max(r, right(g));
    }
    return r;
  }

  /** Whether two runs stand one over the other: their widths overlap by half the narrower. */
  private static boolean stacked(List<TextPosition> a, List<TextPosition> b) {
    float overlap = Math.min(rightOf(a), rightOf(b)) - Math.max(left(a), left(b));
    return overlap > 0.5f * Math.min(rightOf(a) - left(a), rightOf(b) - left(b));
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

  private static float sizeOf(TextPosition glyph) {
    return PageReader.sizeOf(glyph);
  }
}
