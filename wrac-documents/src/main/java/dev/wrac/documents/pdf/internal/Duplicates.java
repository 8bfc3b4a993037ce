package dev.wrac.documents.pdf.internal;

import dev.wrac.parse.ParseDeadline;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.apache.pdfbox.text.TextPosition;

/**
 * Text drawn twice over itself (a bold face faked by drawing a text again, slightly shifted;
 * shadows) dropped, as PDFBox's duplicate suppression does, but only where a stretch of text is
 * repeated: a glyph that repeats an earlier one (same character, within a third of its width
 * in both directions, PDFBox's tolerance) is dropped when a glyph drawn next to it (before or
 * after, spaces skipped) repeats one too. A single glyph that only happens to fall on the same
 * character of another text (a table cell too narrow for its text, drawn over its neighbour:
 * the {@code s} of {@code "Bhubaneswar"} over the {@code s} of {@code "Odisha"}) is kept; PDFBox
 * would drop it and leave {@code "Odi a"}.
 */
final class Duplicates {
  private Duplicates() {}

  /** Removes, in place, the repeated glyphs of each list (glyphs in drawing order). */
  static void drop(List<List<TextPosition>> articles) {
    drop(articles, null, 0);
  }

  /**
   * As {@link #drop(List)}, checking {@code deadline} (if not null) every 4,096 glyphs.
   *
   * @param page the page's number, for the deadline's message
   */
  static void drop(List<List<TextPosition>> articles, ParseDeadline deadline, int page) {
    // character -> x -> y -> a glyph kept there: a lookup is a range query on x, then on y, so
    // 20,000 glyphs of one character in one column (a page of bullets) cost n log n, not n^2
    Map<String, NavigableMap<Float, NavigableMap<Float, TextPosition>>> seen = new HashMap<>();
    for (List<TextPosition> article : articles) {
      int n = article.size();
      boolean[] repeats = new boolean[n];
      boolean any = false;
      for (int i = 0; i < n; i++) {
        if (deadline != null && (i & 4095) == 4095) {
          deadline.check("dropping repeated glyphs of page", page);
        }
        TextPosition g = article.get(i);
        String u = g.getUnicode();
        if (u == null || u.isBlank()) {
          continue;
        }
        NavigableMap<Float, NavigableMap<Float, TextPosition>> byX = seen.computeIfAbsent(u,
            k -> new TreeMap<>());
        float tolerance = Math.abs(g.getWidth() / u.length() / 3f);
        if (Float.isNaN(tolerance) || Float.isNaN(g.getX()) || Float.isNaN(g.getY())) {
          continue;
        }
        for (NavigableMap<Float, TextPosition> byY : byX.subMap(g.getX() - tolerance, true,
            g.getX() + tolerance, true).values()) {
          if (!byY.subMap(g.getY() - tolerance, true, g.getY() + tolerance, true).isEmpty()) {
            repeats[i] = true;
            any = true;
            break;
          }
        }
        if (!repeats[i]) {
          byX.computeIfAbsent(g.getX(), k -> new TreeMap<>()).putIfAbsent(g.getY(), g);
        }
      }
      if (!any) {
        continue;
      }
      List<TextPosition> kept = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        int before = neighbour(article, i, -1);
        int after = neighbour(article, i, 1);
        if (!repeats[i] || !((before >= 0 && repeats[before]) || (after >= 0 && repeats[after]))) {
          kept.add(article.get(i));
        }
      }
      article.clear();
      article.addAll(kept);
    }
  }

  /** The glyph drawn next to {@code i} in direction {@code step}, spaces skipped; -1 if none. */
  private static int neighbour(List<TextPosition> article, int i, int step) {
    for (int j = i + step; j >= 0 && j < article.size(); j += step) {
      String u = article.get(j).getUnicode();
      if (u != null && !u.isBlank()) {
        return j;
      }
    }
    return -1;
  }
}
