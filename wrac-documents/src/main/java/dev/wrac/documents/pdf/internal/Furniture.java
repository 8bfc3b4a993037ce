package dev.wrac.documents.pdf.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Running headers, footers and page numbers: a line among the {@value #EDGE_LINES} top or
 * bottom lines of a page, in the top or bottom fifth of its height, whose text, with every run of digits read as one digit and case and
 * spacing ignored, sits at the top (or bottom) of at least half of the pages with text, and of
 * two pages at least, and not drawn interleaved with another line of its page (a line of a
 * table drawn cell by cell: a header row repeated on every page). So "Page 3 of 12" and "Page 4 of 12" match, a page number alone matches
 * every other page number, and a single-page document keeps everything. A page keeps its
 * repeated lines when they hold more than half of its characters (a page that is only
 * "This is page 3 of the form" and its footer): they are its text, not furniture around it.
 */
public final class Furniture {
  /** Lines looked at from each edge of a page. */
  static final int EDGE_LINES = 2;
  /** Share of the page's height, from the top and from the bottom, where they may sit. */
  static final float EDGE_SHARE = 0.2f;

  private final Set<String> top;
  private final Set<String> bottom;

  private Furniture(Set<String> top, Set<String> bottom) {
    this.top = top;
    this.bottom = bottom;
  }

  /** The running headers and footers of these pages. */
  public static Furniture of(List<PageText> pages) {
    Map<String, Integer> topCounts = new HashMap<>();
    Map<String, Integer> bottomCounts = new HashMap<>();
    int withText = 0;
    for (PageText page : pages) {
      if (!page.hasText()) {
        continue;
      }
      withText++;
      List<Line> lines = page.lines();
      Set<String> seenTop = new HashSet<>();
      Set<String> seenBottom = new HashSet<>();
      for (int i = 0; i < Math.min(EDGE_LINES, lines.size()); i++) {
        if (nearTop(page, lines.get(i)) && !inRow(lines, i)) {
          seenTop.add(key(lines.get(i)));
        }
        Line fromBottom = lines.get(lines.size() - 1 - i);
        if (nearBottom(page, fromBottom) && !inRow(lines, lines.size() - 1 - i)) {
          seenBottom.add(key(fromBottom));
        }
      }
      seenTop.forEach(k -> topCounts.merge(k, 1, Integer::sum));
      seenBottom.forEach(k -> bottomCounts.merge(k, 1, Integer::sum));
    }
    int needed = Math.max(2, (withText + 1) / 2);
    return new Furniture(frequent(topCounts, needed), frequent(bottomCounts, needed));
  }

  private static Set<String> frequent(Map<String, Integer> counts, int needed) {
    Set<String> keys = new HashSet<>();
    counts.forEach((k, n) -> {
      if (n >= needed && !k.isEmpty()) {
        keys.add(k);
      }
    });
    return keys;
  }

  /** The page's lines without its running header and footer lines. */
  public List<Line> strip(PageText page) {
    List<Line> lines = page.lines();
    if (top.isEmpty() && bottom.isEmpty()) {
      return lines;
    }
    int n = lines.size();
    List<Line> kept = new ArrayList<>(n);
    int all = 0;
    int dropped = 0;
    for (int i = 0; i < n; i++) {
      Line line = lines.get(i);
      boolean atTop = i < EDGE_LINES && nearTop(page, line) && top.contains(key(line))
          && !inRow(lines, i);
      boolean atBottom = i >= n - EDGE_LINES && nearBottom(page, line)
          && bottom.contains(key(line)) && !inRow(lines, i);
      all += line.chars();
      if (!atTop && !atBottom) {
        kept.add(lines.get(i));
      } else {
        dropped += line.chars();
      }
    }
    // a page whose repeated lines are most of its text: they are its content (a page of a
    // form, a stamp), not furniture around it
    return dropped * 2 > all ? lines : kept;
  }

  /** Whether anything repeats. */
  public boolean isEmpty() {
    return top.isEmpty() && bottom.isEmpty();
  }

  /**
   * Whether line {@code i} was drawn interleaved with another line of the page (a glyph of one
   * drawn between two glyphs of the other): a line of a table drawn cell by cell (a header row
   * repeated on every page, a cell's last line that looks like a page number), not a running
   * header or footer, which is drawn apart from the body.
   */
  private static boolean inRow(List<Line> lines, int i) {
    Line line = lines.get(i);
    for (int k = 0; k < lines.size(); k++) {
      if (k != i && line.interleaved(lines.get(k))) {
        return true;
      }
    }
    return false;
  }

  /** In the top fifth of the page. */
  private static boolean nearTop(PageText page, Line line) {
    return line.y() < EDGE_SHARE * page.height();
  }

  /** In the bottom fifth of the page. */
  private static boolean nearBottom(PageText page, Line line) {
    return line.y() > (1 - EDGE_SHARE) * page.height();
  }

  static String key(Line line) {
    String text = line.text().toLowerCase(Locale.ROOT).replaceAll("\\d+", "0");
    return text.replaceAll("\\s+", " ").strip();
  }
}
