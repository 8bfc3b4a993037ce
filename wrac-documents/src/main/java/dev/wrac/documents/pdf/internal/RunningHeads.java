package dev.wrac.documents.pdf.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lines that carry their page's number: a line first or last on its page that is a page
 * number, alone ({@code 4}, {@code — iv —}) or beside a title ({@code 10 Това трябва да се
 * знае}, {@code Introduction 3}), whose number differs from its page's index as the numbers of
 * the document's page furniture do: as the same title's number does on another page, or as the
 * numbers of at least {@value #PAGE_OFFSET_LINES} other lines at pages' edges do. The number
 * goes with the page, so it is the page's number and the line is a folio or a running head,
 * however it is set. A chapter's title does not match ({@code Chapter 1} and {@code Chapter 2}
 * are not as many pages apart as their numbers, unless each chapter is one page), nor a year
 * set as a heading inside a page, nor a slide's title repeated over its overlays (it has no
 * number). What the furniture pass leaves (it takes text repeated as is) of a book's running
 * heads and page numbers are these.
 */
final class RunningHeads {
  /** A page number ({@link PageNumbers#PAGE_NUMBER}) opening or closing the line. */
  private static final Pattern NUMBERED = Pattern.compile(numbered(
      PageNumbers.PAGE_NUMBER.pattern()));
  /** Lines at pages' edges with a number at the same offset that make it the pages' own. */
  private static final int PAGE_OFFSET_LINES = 2;

  private RunningHeads() {}

  /** A number of pattern {@code number}, then a title; or a title, then the number. */
  private static String numbered(String number) {
    return "(?:(" + number + ")\\s+(\\S.*)|(.*\\S)\\s+(" + number + "))";
  }

  /** A number at a page's edge: its kind and offset, and its title ({@code null} alone). */
  private record Numbered(Line line, String offset, String title) {}

  /**
   * The lines among these pages' (pages in order, lines in reading order) that carry their
   * page's number: folios and running heads.
   */
  static Set<Line> of(List<List<Line>> pages) {
    List<Numbered> numbered = new ArrayList<>();
    for (int p = 0; p < pages.size(); p++) {
      List<Line> lines = pages.get(p);
      for (int i = 0; i < lines.size(); i++) {
        if (i == 0 || i == lines.size() - 1) {
          Numbered n = numbered(lines.get(i), p);
          if (n != null) {
            numbered.add(n);
          }
        }
      }
    }
    Map<String, Integer> offsets = new HashMap<>();
    Map<String, Integer> titled = new HashMap<>();
    for (Numbered n : numbered) {
      offsets.merge(n.offset, 1, Integer::sum);
      if (n.title != null) {
        titled.merge(n.offset + "|" + n.title, 1, Integer::sum);
      }
    }
    Set<Line> heads = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Numbered n : numbered) {
      if ((n.title != null && titled.get(n.offset + "|" + n.title) >= 2)
          || offsets.get(n.offset) > PAGE_OFFSET_LINES) {
        heads.add(n.line);
      }
    }
    return heads;
  }

  /**
   * The line's page number (its kind and its value less the page's index) and its title,
   * lower-cased, which side of the number it stands on first; null for a line that is not a
   * page number alone and neither opens nor closes with one beside a title with a letter.
   */
  private static Numbered numbered(Line line, int page) {
    String text = PageNumbers.latinLookalikes(line.text().strip());
    String alone = PageNumbers.alone(text);
    if (alone != null) {
      String offset = offset(alone, page);
      return offset == null ? null : new Numbered(line, offset, null);
    }
    Matcher m = NUMBERED.matcher(text);
    if (!m.matches()) {
      return null;
    }
    boolean opens = m.group(1) != null;
    String number = opens ? m.group(1) : m.group(4);
    String title = opens ? m.group(2) : m.group(3);
    String offset = offset(number, page);
    if (offset == null || title.codePoints().noneMatch(Character::isLetter)) {
      return null;
    }
    return new Numbered(line, offset, (opens ? "<" : ">") + title.toLowerCase(Locale.ROOT));
  }

  /** The number's kind and its value less the page's index; null if it is no page number. */
  private static String offset(String number, int page) {
    boolean arabic = Character.isDigit(number.charAt(0));
    int value = arabic ? Integer.parseInt(number) : PageNumbers.roman(number);
    return value <= 0 ? null : (arabic ? "arabic " : "roman ") + (value - page);
  }
}
