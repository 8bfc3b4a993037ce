package dev.wrac.documents.pdf.internal;

import dev.wrac.parse.HeadingNumbering;
import dev.wrac.parse.HeadingNumbering.Candidate;
import dev.wrac.parse.HeadingNumbering.Numbering;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The document's typography, from all its lines at once: the body size and the heading levels.
 *
 * <ul>
 *   <li>Body size: the font size (to half a point) that the most characters are set in.
 *       Prose size: the body size, unless most of the body size's characters are set in a
 *       typewriter face (a documented program's listings outnumbering its prose): then the size
 *       of most letters in a text face, if larger.
 *   <li>A line is a heading when it is short ({@value #MAX_HEADING_WORDS} words at most) and
 *       either set at least {@value #LARGER} times the prose size, or set in bold at the body size
 *       or above, with at most {@value #MAX_BOLD_HEADING_WORDS} words and not ending like a
 *       sentence's clause ({@code . , ;}). A line starting with a list marker is a list item
 *       unless it is set larger than the body, or it is numbered and in bold marker included
 *       ({@code 1. Setup} all in bold is a numbered heading; {@code • }<b>{@code Term}</b> and
 *       a bold line under a bullet are items: a bullet opens no section).
 *   <li>Bold sets a line apart only from a body that is not bold: where most of the body
 *       size's characters are bold (a type sample set in a bold face), no line is a heading
 *       by its weight. A font's weight is read as {@link FontWeight} reads it; a typewriter face's
 *       bold is not bold here ({@link Line#bold}).
 *   <li>A page's number, alone or beside a running title ({@link RunningHeads}), is no
 *       heading by its weight.
 *   <li>A bold line at the body size ending in a word broken by a hyphen ({@code Pri-}) is
 *       running text set in bold (a callout, an item's bold words), not a heading: a heading
 *       that wraps does so at the larger size (pandoc's LaTeX hyphenates those too).
 *   <li>Levels: the distinct sizes of the larger headings, largest first, are levels 1, 2, …;
 *       bold headings at the body size come one level below the smallest of them; at most 6.
 *   <li>Numbered headings at the body's look ({@link #withNumberedHeadings}): a line at the
 *       body size or above that opens with a numbering ({@code 2.1 Design goals},
 *       {@code 제2장 설계}, {@code Chapter 3}, an appendix's {@code A.1 Packages}; its size
 *       the number's when the title is set smaller, as in small capitals) is a heading when the
 *       document uses that scheme for at least {@value HeadingNumbering#MIN_USES} such lines
 *       each followed by text
 *       ({@link HeadingNumbering}'s rule, the plain-text parser's). These stay text: a number
 *       that opens no title ({@link HeadingNumbering#titled}: {@code 15 verunt et},
 *       {@code 1. Install the package:}); a line numbered one after the line above it or one
 *       before the line below it ({@link HeadingNumbering#follows}: numbered code or verse, a
 *       list whatever its lines hold); a numbered list's lines (followed or preceded directly
 *       by a number of the scheme at their depth: {@code 1. do this}, {@code 2. do that}); a
 *       line whose next line, close below, reaches as
 *       far right (it wrapped); a line opening with a list marker whose next line, as close as
 *       a list's items or first overleaf, is indented past it or opens with a marker (a step
 *       and its bullets); a line indented under the line close above it (an item's wrapped
 *       text); a line of more than two fragments, or of two whose first is more than the
 *       number (a table's row); a contents entry (a numbered title, then a page number); a
 *       running head (first or last on its page, its text with digits as one digit first or
 *       last on another page too: {@code 4 CHAPTER 1. STARTING OFF}; or its number and title,
 *       letters and digits alike whatever the case, inside a page too: memoir's
 *       {@code 2.5. Headers, footers} over the section {@code 2.5 HEADERS, FOOTERS}); a numbered
 *       title set inside pages {@value #REPEATED} times or more (a slide's repeated header: a
 *       section's title is set once); a line ending in a word
 *       broken by a hyphen; a line that carries on the paragraph line close above it, which
 *       reaches as far right and ends no sentence ({@code Section 6, he finds}). The
 *       level follows the numbering's depth, below the sized headings or beside the numbered
 *       headings they already are ({@code 1 Introduction} set large at level 1 makes
 *       {@code 1.1 Scope} at the body's look level 2).
 * </ul>
 */
public final class DocStyle {
  /** A heading's size is at least this many times the body size. */
  static final float LARGER = 1.15f;
  static final int MAX_HEADING_WORDS = 20;
  static final int MAX_BOLD_HEADING_WORDS = 12;
  /** Lines inside pages with one numbered title that make it repeated content, no section. */
  static final int REPEATED = 3;
  /** Words a run of text-face letters needs to count as prose, not a listing's line. */
  static final int PROSE_WORDS = 6;

  /** A page number at a line's end, after leader dots or a space. */
  private static final Pattern PAGE_REFERENCE = Pattern.compile("(?:\\s*\\.){2,}\\s*\\d{1,4}$|\\s\\d{1,4}$");

  private final float body;
  /** The size a larger line outdoes ({@link #larger}): the prose's, at least the body's. */
  private final float prose;
  /** Whether most of the body size's characters are bold: then bold sets no line apart. */
  private final boolean boldBody;
  private final List<Float> headingSizes;
  /** Lines that carry their page's number (folios, running heads): no headings by weight. */
  private final Set<Line> runningHeads;
  /** Levels of the lines that are headings by their numbering alone, by identity. */
  private final Map<Line, Integer> numbered;

  private DocStyle(float body, float prose, boolean boldBody, List<Float> headingSizes,
      Set<Line> runningHeads, Map<Line, Integer> numbered) {
    this.body = body;
    this.prose = prose;
    this.boldBody = boldBody;
    this.runningHeads = runningHeads;
    this.headingSizes = headingSizes;
    this.numbered = numbered;
  }

  /**
   * The style of these pages' lines (running headers and footers already left out). The body
   * size is that of most characters. When most of those are set in a typewriter face (a
   * documented program, its listings outnumbering its prose), a line is larger, and so a
   * heading by its size, only above the prose's size: that of most letters in a text face (line
   * numbers, digits, count for none), else every line of prose would be a heading.
   */
  public static DocStyle of(List<List<Line>> pages) {
    Map<Float, Integer> chars = new HashMap<>();
    Map<Float, Integer> boldChars = new HashMap<>();
    Map<Float, Integer> typewriterChars = new HashMap<>();
    for (List<Line> lines : pages) {
      for (Line l : lines) {
        for (Frag f : l.frags()) {
          chars.merge(f.size(), f.chars(), Integer::sum);
          boldChars.merge(f.size(), f.bold() ? f.chars() : 0, Integer::sum);
          typewriterChars.merge(f.size(), f.typewriter() ? f.chars() : 0, Integer::sum);
        }
      }
    }
    float body = mostUsed(chars);
    int best = chars.isEmpty() ? -1 : chars.get(body);
    float prose = !chars.isEmpty() && typewriterChars.get(body) * 2 > best
        ? Math.max(body, proseSize(pages)) : body;
    TreeSet<Float> sizes = new TreeSet<>((a, b) -> Float.compare(b, a));
    for (List<Line> lines : pages) {
      for (Line l : lines) {
        if (l.size() >= prose * LARGER && words(l.text()) <= MAX_HEADING_WORDS) {
          sizes.add(l.size());
        }
      }
    }
    boolean boldBody = best > 0 && boldChars.get(body) * 2 > best;
    return new DocStyle(body, prose, boldBody, List.copyOf(sizes), Set.of(), Map.of());
  }

  /** The size of most letters set in a text face: prose, not code nor line numbers. */
  private static float proseSize(List<List<Line>> pages) {
    Map<Float, Integer> letters = new HashMap<>();
    for (List<Line> lines : pages) {
      for (Line l : lines) {
        for (Frag f : l.frags()) {
          if (!f.typewriter() && words(f.text()) >= PROSE_WORDS) {
            letters.merge(f.size(),
                (int) f.text().codePoints().filter(Character::isLetter).count(), Integer::sum);
          }
        }
      }
    }
    return mostUsed(letters);
  }

  /** The key counted most in {@code counts} (the smaller on a tie), 0 if none. */
  static float mostUsed(Map<Float, Integer> counts) {
    float size = 0;
    int best = -1;
    for (Map.Entry<Float, Integer> e : counts.entrySet()) {
      if (e.getValue() > best || (e.getValue() == best && e.getKey() < size)) {
        best = e.getValue();
        size = e.getKey();
      }
    }
    return size;
  }

  /**
   * This style with the running heads ({@link RunningHeads}) and the numbered headings of these
   * pages: their lines in reading order (the very lines given to {@link #headingLevel}
   * afterwards), pages in order.
   */
  public DocStyle withNumberedHeadings(List<List<Line>> pages) {
    return new DocStyle(body, prose, boldBody, headingSizes, RunningHeads.of(pages), Map.of())
        .numberedHeadings(pages);
  }

  private DocStyle numberedHeadings(List<List<Line>> pages) {
    List<Line> lines = new ArrayList<>();
    List<Candidate> candidates = new ArrayList<>();
    int position = 0;
    Map<String, Integer> edges = new HashMap<>();
    for (List<Line> page : pages) {
      for (int i = 0; i < page.size(); i++) {
        if (i == 0 || i == page.size() - 1) {
          edges.merge(runningKey(page.get(i).text()), 1, Integer::sum);
        }
      }
    }
    // numbered titles inside pages, by their letters and digits: a section's title is set once
    Map<String, Integer> inside = new HashMap<>();
    for (List<Line> page : pages) {
      for (int i = 1; i < page.size() - 1; i++) {
        String key = titleKey(page.get(i).text());
        if (key != null) {
          inside.merge(key, 1, Integer::sum);
        }
      }
    }
    for (int p = 0; p < pages.size(); p++) {
      List<Line> page = pages.get(p);
      for (int i = 0; i < page.size(); i++, position++) {
        Line line = page.get(i);
        boolean edge = i == 0 || i == page.size() - 1;
        String key = titleKey(line.text());
        int twins = key == null ? 0 : inside.getOrDefault(key, 0);
        boolean running = (edge && edges.getOrDefault(runningKey(line.text()), 0) >= 2)
            || (edge && twins >= 1) || twins >= REPEATED;
        Optional<Numbering> n = numberSize(line) >= body * 0.95f && numberThenTitle(line)
            && !running && !brokenWord(line.text())
            && !(i > 0 && carriesOn(page.get(i - 1), line))
            && HeadingNumbering.headingShaped(line.text().strip())
            ? HeadingNumbering.numbering(line.text().strip()) : Optional.empty();
        if (n.isPresent()) {
          Line next = i + 1 < page.size() ? page.get(i + 1) : null;
          Line overleaf = next == null && p + 1 < pages.size() && !pages.get(p + 1).isEmpty()
              ? pages.get(p + 1).get(0) : null;
          List<Line> previous = p > 0 ? pages.get(p - 1) : List.of();
          Line above = i > 0 ? page.get(i - 1)
              : previous.isEmpty() ? null : previous.get(previous.size() - 1);
          Line below = next != null ? next : overleaf;
          boolean item = !HeadingNumbering.titled(line.text())
              || (above != null && HeadingNumbering.follows(above.text(), line.text()))
              || (below != null && HeadingNumbering.follows(line.text(), below.text()))
              || contentsEntry(line.text().strip())
              || (i > 0 && indentedUnder(page.get(i - 1), line))
              || (next != null && (continuedBy(line, next) || underMarker(line, next, false)))
              || (overleaf != null && underMarker(line, overleaf, true));
          lines.add(line);
          candidates.add(new Candidate(position, n.get(), true, item));
        }
      }
    }
    int[] found = HeadingNumbering.levels(candidates);
    // the numbered lines that are headings already by their look fix where numbering depths sit
    Map<Integer, Integer> levelAtDepth = new HashMap<>();
    for (int k = 0; k < found.length; k++) {
      int level = headingLevel(lines.get(k));
      if (found[k] > 0 && level > 0) {
        levelAtDepth.merge(found[k], level, Math::min);
      }
    }
    Map<Line, Integer> levels = new IdentityHashMap<>();
    for (int k = 0; k < found.length; k++) {
      if (found[k] > 0 && headingLevel(lines.get(k)) == 0) {
        levels.put(lines.get(k), Math.min(6, levelOf(found[k], levelAtDepth)));
      }
    }
    return levels.isEmpty() ? this
        : new DocStyle(body, prose, boldBody, headingSizes, runningHeads, levels);
  }

  /**
   * The level of a numbered heading of relative level {@code r}: that of the closest
   * numbered heading by look at level {@code r} or above, plus the difference; else below the
   * sized headings.
   */
  private int levelOf(int r, Map<Integer, Integer> levelAtDepth) {
    for (int above = r; above >= 1; above--) {
      Integer level = levelAtDepth.get(above);
      if (level != null) {
        return level + r - above;
      }
    }
    return headingSizes.size() + r;
  }

  /**
   * Whether {@code next}, close below {@code line} and not left of it, carries it on: the line
   * reaches as far right as the next one (it wrapped at the column's edge, as the first line of
   * a list item or a paragraph does); a heading stops short of the text under it.
   */
  private static boolean continuedBy(Line line, Line next) {
    float em = Math.max(line.size(), next.size());
    float gap = next.y() - line.y();
    return gap > 0 && gap <= PageAssembler.LINE_EMS * em && next.x0() >= line.x0() - 0.8f * em
        && line.x1() >= next.x1() - em;
  }

  /**
   * Whether the line opens with a list marker ({@code 1.}, {@code 2)}) and {@code next}, as
   * close below as the items of a list are (or first on the next page), is indented past it or
   * opens with a marker too: the item's own text or its items (a step and its bullets).
   */
  private static boolean underMarker(Line line, Line next, boolean overleaf) {
    float em = Math.max(line.size(), next.size());
    float gap = next.y() - line.y();
    return ListMarker.ordinal(line.text()) >= 0
        && (overleaf || (gap > 0 && gap <= PageAssembler.LIST_GAP_EMS * em))
        && (next.x0() > line.x0() + 0.8f * em || ListMarker.ordinal(next.text()) >= 0);
  }

  /**
   * Whether {@code line} carries on the paragraph line {@code above} it: close below, not
   * numbered nor a heading, reaching as far right and not ending a sentence
   * ({@code Section 6, he finds} inside a paragraph).
   */
  private boolean carriesOn(Line above, Line line) {
    float em = Math.max(line.size(), above.size());
    float gap = line.y() - above.y();
    String text = above.text().strip();
    if (gap <= 0 || gap > PageAssembler.LINE_EMS * em || above.x1() < line.x1() - em
        || text.isEmpty() || ".!?:".indexOf(text.charAt(text.length() - 1)) >= 0) {
      return false;
    }
    return HeadingNumbering.numbering(text).isEmpty() && headingLevel(above) == 0;
  }

  /**
   * A numbered line's letters and digits, lower-cased ({@code 2.5. Headers, footers} and
   * {@code 2.5 HEADERS, FOOTERS} alike); null for a line without a numbering or a contents
   * entry.
   */
  private static String titleKey(String text) {
    String t = text.strip();
    if (HeadingNumbering.numbering(t).isEmpty() || contentsEntry(t)) {
      return null;
    }
    StringBuilder key = new StringBuilder();
    t.codePoints().filter(Character::isLetterOrDigit)
        .forEach(c -> key.appendCodePoint(Character.toLowerCase(c)));
    return key.toString();
  }

  /** A line's text with its digits as one 0, lower-cased: running heads differ in numbers. */
  private static String runningKey(String text) {
    return text.toLowerCase(java.util.Locale.ROOT).replaceAll("\\d+", "0").strip();
  }

  /**
   * Whether {@code line}, close below {@code above}, is indented past it: the wrapped text of
   * an item or a sub-item, not a heading.
   */
  private static boolean indentedUnder(Line above, Line line) {
    float em = Math.max(line.size(), above.size());
    float gap = line.y() - above.y();
    return gap > 0 && gap <= PageAssembler.LINE_EMS * em && line.x0() > above.x0() + 0.8f * em;
  }

  /**
   * The size of a numbered line: its number's when its title is set smaller, as in small
   * capitals ({@code 5.2 ONE COLUMN ABSTRACTS}: the title's capitals smaller than the number)
   * and some classes' smaller bold titles; otherwise that of most of its characters.
   */
  private static float numberSize(Line line) {
    return Math.max(line.size(), line.inReadingOrder().get(0).leadSize());
  }

  /**
   * Whether the line is one fragment, or a number and its title (a heading; a table row's
   * cells are more fragments, or a first cell of several words).
   */
  private static boolean numberThenTitle(Line line) {
    List<Frag> frags = line.inReadingOrder();
    return frags.size() == 1
        || (frags.size() == 2 && frags.get(0).text().strip().indexOf(' ') < 0);
  }

  /**
   * Whether a numbered line is an entry of a table of contents: a page number at its end, after
   * leader dots or a space, that leaves a numbered title ({@code 2.1 Design goals 5}; not
   * {@code Chapter 3}).
   */
  static boolean contentsEntry(String text) {
    java.util.regex.Matcher m = PAGE_REFERENCE.matcher(text);
    return m.find() && HeadingNumbering.numbering(text.substring(0, m.start()).strip())
        .isPresent();
  }

  /** The body text's font size in points. */
  public float body() {
    return body;
  }

  /** Whether the line is set larger than the prose (than the body text but for code). */
  public boolean larger(Line line) {
    return line.size() >= prose * LARGER;
  }

  /**
   * The heading level of a line (1 to 6), or 0 if it is not a heading. A line holding a dot
   * leader, or ending in a page number set apart from its text, is an entry of a contents page
   * or an index, however it is set.
   */
  public int headingLevel(Line line) {
    String text = line.text();
    if (Leaders.holds(text) || endsInPageNumber(line)) {
      return 0;
    }
    int words = words(text);
    if (larger(line) && words <= MAX_HEADING_WORDS) {
      int rank = headingSizes.indexOf(line.size());
      return Math.min(6, rank < 0 ? headingSizes.size() + 1 : rank + 1);
    }
    if (line.bold() && !boldBody && line.size() >= body * 0.95f
        && words <= MAX_BOLD_HEADING_WORDS && !runningHeads.contains(line)
        && !endsClause(text) && !brokenWord(text) && (ListMarker.ordinal(text) < 0
            || (line.leadBold() && ListMarker.numbered(text)))) {
      return Math.min(6, headingSizes.size() + 1);
    }
    return numbered.getOrDefault(line, 0);
  }

  /**
   * Whether the line's last fragment, after a wide gap, is a number alone and a title stands
   * before it: a page number ({@code 1 Introduction    4}; not a section titled with a year,
   * {@code 9.1.1    2003}).
   */
  private static boolean endsInPageNumber(Line line) {
    List<Frag> frags = line.frags();
    int last = frags.size() - 1;
    if (last < 1 || !PageNumbers.PAGE_NUMBER.matcher(frags.get(last).text().strip()).matches()) {
      return false;
    }
    for (int k = 0; k < last; k++) {
      if (frags.get(k).text().codePoints().anyMatch(Character::isLetter)) {
        return true;
      }
    }
    return false;
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
