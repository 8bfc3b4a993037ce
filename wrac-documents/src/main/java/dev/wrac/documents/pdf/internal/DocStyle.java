package dev.wrac.documents.pdf.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The document's typography, from all its lines at once: the body size and the heading levels.
 *
 * <ul>
 *   <li>Body size: the font size (to half a point) that the most characters are set in.
 *   <li>A line is a heading when it is short ({@value #MAX_HEADING_WORDS} words at most) and
 *       either set at least {@value #LARGER} times the body size, or set in bold at the body size
 *       or above, with at most {@value #MAX_BOLD_HEADING_WORDS} words and not ending like a
 *       sentence's clause ({@code . , ;}). A line starting with a list marker is a list item
 *       unless it is set larger than the body, or it is numbered and in bold marker included
 *       ({@code 1. Setup} all in bold is a numbered heading; {@code • }<b>{@code Term}</b> and
 *       a bold line under a bullet are items: a bullet opens no section).
 *   <li>A bold line at the body size ending in a word broken by a hyphen ({@code Pri-}) is
 *       running text set in bold (a callout, an item's bold words), not a heading: a heading
 *       that wraps does so at the larger size (pandoc's LaTeX hyphenates those too).
 *   <li>Levels: the distinct sizes of the larger headings, largest first, are levels 1, 2, …;
 *       bold headings at the body size come one level below the smallest of them; at most 6.
 * </ul>
 */
public final class DocStyle {
  /** A heading's size is at least this many times the body size. */
  static final float LARGER = 1.15f;
  static final int MAX_HEADING_WORDS = 20;
  static final int MAX_BOLD_HEADING_WORDS = 12;

  private final float body;
  private final List<Float> headingSizes;

  private DocStyle(float body, List<Float> headingSizes) {
    this.body = body;
    this.headingSizes = headingSizes;
  }

  /** The style of these pages' lines (running headers and footers already left out). */
  public static DocStyle of(List<List<Line>> pages) {
    Map<Float, Integer> chars = new HashMap<>();
    for (List<Line> lines : pages) {
      for (Line l : lines) {
        for (Frag f : l.frags()) {
          chars.merge(f.size(), f.chars(), Integer::sum);
        }
      }
    }
    float body = 0;
    int best = -1;
    for (Map.Entry<Float, Integer> e : chars.entrySet()) {
      if (e.getValue() > best || (e.getValue() == best && e.getKey() < body)) {
        best = e.getValue();
        body = e.getKey();
      }
    }
    TreeSet<Float> sizes = new TreeSet<>((a, b) -> Float.compare(b, a));
    for (List<Line> lines : pages) {
      for (Line l : lines) {
        if (l.size() >= body * LARGER && words(l.text()) <= MAX_HEADING_WORDS) {
          sizes.add(l.size());
        }
      }
    }
    return new DocStyle(body, List.copyOf(sizes));
  }

  /** The body text's font size in points. */
  public float body() {
    return body;
  }

  /** Whether the line is set larger than the body text. */
  public boolean larger(Line line) {
    return line.size() >= body * LARGER;
  }

  /** The heading level of a line (1 to 6), or 0 if it is not a heading. */
  public int headingLevel(Line line) {
    String text = line.text();
    int words = words(text);
    if (larger(line) && words <= MAX_HEADING_WORDS) {
      int rank = headingSizes.indexOf(line.size());
      return Math.min(6, rank < 0 ? headingSizes.size() + 1 : rank + 1);
    }
    if (line.bold() && line.size() >= body * 0.95f && words <= MAX_BOLD_HEADING_WORDS
        && !endsClause(text) && !brokenWord(text) && (ListMarker.ordinal(text) < 0
            || (line.leadBold() && ListMarker.numbered(text)))) {
      return Math.min(6, headingSizes.size() + 1);
    }
    return 0;
  }

  /** Whether the text ends in a letter and a hyphen: a word broken at the line's end. */
  static boolean brokenWord(String text) {
    int n = text.length();
    return n >= 2 && (text.charAt(n - 1) == '-' || text.charAt(n - 1) == '\u00ad')
        && Character.isLetter(text.charAt(n - 2));
  }

  private static boolean endsClause(String text) {
    char last = text.charAt(text.length() - 1);
    return last == '.' || last == ',' || last == ';';
  }

  static int words(String text) {
    int n = 0;
    boolean in = false;
    for (int i = 0; i < text.length(); i++) {
      boolean space = text.charAt(i) == ' ';
      n += !space && !in ? 1 : 0;
      in = !space;
    }
    return n;
  }
}
