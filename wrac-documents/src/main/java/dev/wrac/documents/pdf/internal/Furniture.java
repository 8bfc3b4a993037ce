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
 * every other page number, and a single-page document keeps everything. A page drops such
 * lines only from its edge inward: from the top, its first lines while each is one; from the
 * bottom, its last ones (a repeated line under a line of the body is body text), and only
 * when they stand apart from the body, farther than {@value #APART_SIZES} font sizes (a list
 * label that happens to open two pages, as close to the next line as a paragraph's lines, is
 * body text). A page keeps its
 * repeated lines when they hold more than half of its characters (a page that is only
 * "This is page 3 of the form" and its footer): they are its text, not furniture around it.
 */
public final class Furniture {
  /** Lines looked at from each edge of a page. */
  static final int EDGE_LINES = 2;
  /** Share of the page's height, from the top and from the bottom, where they may sit. */
  static final float EDGE_SHARE = 0.2f;
  /** How far, in font sizes, a running line stands from the body at least. */
  static final float APART_SIZES = 1.5f;

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
    // furniture is drawn apart from the body, above or below all of it: the top lines dropped
    // are the first ones without a gap, the bottom lines the last ones (a list label that
    // happens to repeat as the second line of two pages, under a line of the body, stays)
    int first = 0;
    while (first < Math.min(EDGE_LINES, n) && nearTop(page, lines.get(first))
        && top.contains(key(lines.get(first))) && !inRow(lines, first)) {
      first++;
    }
    int last = n;
    while (last > Math.max(first, n - EDGE_LINES) && nearBottom(page, lines.get(last - 1))
        && bottom.contains(key(lines.get(last - 1))) && !inRow(lines, last - 1)) {
      last--;
    }
    // ... and set apart from it: a block closer to the body than its lines are to each other
    // is the body's first (or last) lines, repeated or not
    while (first > 0 && first < n && !apart(lines.get(first - 1), lines.get(first))) {
      first--;
    }
    while (last < n && last > first && !apart(lines.get(last - 1), lines.get(last))) {
      last++;
    }
    List<Line> kept = lines.subList(first, last);
    int all = 0;
    for (Line line : lines) {
      all += line.chars();
    }
    int dropped = all;
    for (Line line : kept) {
      dropped -= line.chars();
    }
    // a page whose repeated lines are most of its text: they are its content (a page of a
    // form, a stamp), not furniture around it
    return dropped * 2 > all ? lines : new ArrayList<>(kept);
  }

  /**
   * Whether {@code lower} stands below {@code upper} farther than the lines of a paragraph do:
   * baselines more than {@value #APART_SIZES} times the larger font size apart (lines of a
   * paragraph are about 1.2 sizes apart, a running header or footer two or more).
   */
  private static boolean apart(Line upper, Line lower) {
    return lower.y() - upper.y() > APART_SIZES * Math.max(upper.size(), lower.size());
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
