package dev.wrac.parse;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The numbering that opens a heading line, and the rule that makes a document's numbering its
 * headings; shared by parsers that see no markup for headings (plain text, PDF lines at the
 * body's size and weight).
 *
 * <p>Schemes: decimal ({@code 1.}, {@code 2.1 Design goals}, {@code 3 Results}: depth the number
 * of parts), chapters ({@code 第2章}, {@code 第3節}, {@code 제2장}, {@code 제1절},
 * {@code Chapter 3}, {@code Section 2}: depth from the unit) and, for formats whose lines can
 * stand alone, all-capitals lines ({@link #capitals}). A line is heading-shaped when it holds at
 * most {@value #MAX_CHARS} characters and {@value #MAX_WORDS} words and does not end like a
 * sentence or a clause ({@code . , ;} and their CJK forms).
 *
 * <p>The rule ({@link #levels}): a candidate counts when it is followed by text, that is, not
 * directly by a candidate of its scheme at its depth or above (a numbered list:
 * {@code 1. do this} then {@code 2. do that}), does not directly follow one of its scheme at its
 * depth (the list's last item), and is no list item by the format's own look; a
 * scheme is the document's heading scheme when at least {@value #MIN_USES} of its candidates
 * count. {@code
 * int[] levels = HeadingNumbering.levels(candidates); // 0 where a candidate is no heading
 * }
 */
public final class HeadingNumbering {
  /** A heading's line holds at most this many characters. */
  public static final int MAX_CHARS = 90;
  /** ... and at most this many words. */
  public static final int MAX_WORDS = 14;
  /** Candidates of one scheme, followed by text, that make it the document's heading scheme. */
  public static final int MIN_USES = 2;

  /** {@code 2.1 Title}; an appendix's {@code A.1 Title}, a capital as the first number. */
  private static final Pattern DECIMAL = Pattern.compile(
      "^((?:\\d{1,3}|[A-Z](?=\\.\\d))(?:\\.\\d{1,3}){0,5})(\\.?)[ \\t\\u3000]+(\\S.*)$");
  /** A number opening a line, whatever follows it: a line number, an item's, a section's. */
  private static final Pattern LEADING =
      Pattern.compile("^(\\d{1,4}(?:\\.\\d{1,4}){0,5})(\\.?)(?:[ \\t\\u3000]|$)");
  private static final Pattern CJK_CHAPTER = Pattern.compile(
      "^第[ \\t\\u3000]*[0-9０-９一二三四五六七八九十百千〇零]+[ \\t\\u3000]*([部編篇章節节条])(.*)$");
  private static final Pattern KO_CHAPTER =
      Pattern.compile("^제[ \\t]*[0-9]+[ \\t]*([부편장절조])(?:[ \\t.:]|$)(.*)$");
  private static final Pattern WORD_CHAPTER = Pattern.compile(
      "^(?i:(part|chapter|section|appendix|annex))[ \\t]+([0-9]+|[IVXLC]+|[A-Z])\\b[.:]?(.*)$");

  /** A numbering scheme. */
  public enum Scheme {
    /** {@code 1.}, {@code 2.1}, {@code 3}, {@code A.1}: depth the number of parts. */
    DECIMAL,
    /** {@code 第2章}, {@code 제2장}, {@code Chapter 3}: depth from the unit (chapter 1). */
    CHAPTER,
    /** A line of capitals only: depth 1. */
    CAPITALS
  }

  /**
   * The numbering of a line.
   *
   * @param scheme its scheme
   * @param depth  1 for the top (a chapter, {@code 2.}), 2 for {@code 2.1} or a section, …
   */
  public record Numbering(Scheme scheme, int depth) {
    public Numbering {
      Objects.requireNonNull(scheme, "scheme");
      if (depth < 1) {
        throw new IllegalArgumentException("depth must be at least 1: " + depth);
      }
    }
  }

  /**
   * A line that may be a heading, in the document's order.
   *
   * @param position  its place in the document (a block's or a line's index), increasing; the
   *                  next candidate at {@code position + 1} follows it directly
   * @param numbering its numbering
   * @param alone     whether the line stands alone (nothing follows it in its block); a line
   *                  followed by text in its own block is followed by text
   * @param listItem  whether the format's look makes it a list item (its continuation
   *                  indented under it, or the next line numbered alike): never a heading
   */
  public record Candidate(int position, Numbering numbering, boolean alone, boolean listItem) {
    public Candidate {
      Objects.requireNonNull(numbering, "numbering");
    }
  }

  private HeadingNumbering() {}

  /**
   * The numbering of a heading-shaped line that opens a title ({@link #titled}), decimal or
   * chapter; empty if it has none, is no heading's shape or opens no title.
   */
  public static Optional<Numbering> of(String line) {
    String l = line.strip();
    return headingShaped(l) && titled(l) ? numbering(l) : Optional.empty();
  }

  /**
   * Whether a line's numbering may open a title: false for a single number before a lower-case
   * word (a line, verse or formula number, or an item carrying on a sentence:
   * {@code 15 verunt et}, {@code 3. by embedding the file}) or before text ending in a colon (a
   * step introducing what follows: {@code 1. Install the package:}); true otherwise, numbers of
   * several parts included ({@code 2.3.1 dvips}). Such a line is no heading, but still shows
   * where a numbered list runs.
   */
  public static boolean titled(String line) {
    String l = line.strip();
    Matcher m = DECIMAL.matcher(l);
    return !(m.matches() && m.group(1).indexOf('.') < 0
        && (Character.isLowerCase(m.group(3).codePointAt(0)) || l.endsWith(":")));
  }

  /**
   * Whether {@code after} opens with the number that comes right after the one {@code before}
   * opens with, in the same form ({@code 8 own.} then {@code 9 The improvements}, {@code 2. by
   * reference} then {@code 3. by embedding}, {@code 2.1 A} then {@code 2.2 B}): neighbouring
   * lines numbered one after the other are a list or numbered lines (code, verse), never a
   * section and its text. Whatever follows the number counts, symbols included.
   */
  public static boolean follows(String before, String after) {
    Matcher a = LEADING.matcher(before.strip());
    Matcher b = LEADING.matcher(after.strip());
    if (!a.find() || !b.find() || !a.group(2).equals(b.group(2))) {
      return false;
    }
    String[] x = a.group(1).split("\\.");
    String[] y = b.group(1).split("\\.");
    int last = x.length - 1;
    if (x.length != y.length) {
      return false;
    }
    for (int i = 0; i < last; i++) {
      if (!x[i].equals(y[i])) {
        return false;
      }
    }
    return Integer.parseInt(y[last]) == Integer.parseInt(x[last]) + 1;
  }

  /** The numbering a line opens with, whatever its shape; empty if none. */
  public static Optional<Numbering> numbering(String line) {
    Matcher m = CJK_CHAPTER.matcher(line);
    if (m.matches()) {
      return chapter(cjkDepth(m.group(1).charAt(0)));
    }
    m = KO_CHAPTER.matcher(line);
    if (m.matches()) {
      return chapter(koDepth(m.group(1).charAt(0)));
    }
    m = WORD_CHAPTER.matcher(line);
    if (m.matches()) {
      String word = m.group(1).toLowerCase(Locale.ROOT);
      return chapter(word.equals("section") ? 2 : 1);
    }
    m = DECIMAL.matcher(line);
    if (m.matches() && Character.isLetter(m.group(3).codePointAt(0))) {
      int depth = m.group(1).split("\\.").length;
      // "2023 was a good year": a bare number without a dot or a second part is no numbering
      if (depth == 1 && m.group(2).isEmpty() && Integer.parseInt(m.group(1)) > 99) {
        return Optional.empty();
      }
      return Optional.of(new Numbering(Scheme.DECIMAL, depth));
    }
    return Optional.empty();
  }

  /**
   * Whether a line (stripped) may be a heading: not empty, at most {@value #MAX_CHARS}
   * characters and {@value #MAX_WORDS} words, not ending like a sentence or a clause.
   */
  public static boolean headingShaped(String line) {
    return !line.isEmpty() && line.length() <= MAX_CHARS
        && line.split("\\s+").length <= MAX_WORDS && !endsSentence(line);
  }

  /** Two letters at least, every cased letter a capital. */
  public static boolean capitals(String line) {
    int upper = 0;
    for (int i = 0; i < line.length(); ) {
      int cp = line.codePointAt(i);
      i += Character.charCount(cp);
      if (Character.isLowerCase(cp)) {
        return false;
      }
      upper += Character.isUpperCase(cp) ? 1 : 0;
    }
    return upper >= 2;
  }

  /**
   * The heading level (1 to 6) of each candidate, or 0 where it is no heading. Levels follow the
   * depth: decimal numbering from its shallowest counted depth (level 1), or below chapters when
   * the document has counted chapters ({@code 2.1} and {@code 1.} are then sections, level 2 or
   * more); chapters and capitals by their depth.
   *
   * @param candidates the document's candidates, in order of position
   */
  public static int[] levels(List<Candidate> candidates) {
    int[] levels = new int[candidates.size()];
    Map<Scheme, Integer> followed = new HashMap<>();
    Map<Scheme, Integer> minDepth = new HashMap<>();
    List<Integer> kept = new ArrayList<>();
    for (int i = 0; i < candidates.size(); i++) {
      Candidate c = candidates.get(i);
      Candidate next = i + 1 < candidates.size() ? candidates.get(i + 1) : null;
      Candidate before = i > 0 ? candidates.get(i - 1) : null;
      Numbering n = c.numbering();
      boolean text = !c.alone() || next == null || next.position() > c.position() + 1
          || next.numbering().scheme() != n.scheme() || next.numbering().depth() > n.depth();
      // the last item of a numbered list: right after an item of its scheme at its depth
      boolean lastItem = before != null && before.alone() && before.position() == c.position() - 1
          && before.numbering().equals(n);
      if (text && !lastItem && !c.listItem()) {
        kept.add(i);
        followed.merge(n.scheme(), 1, Integer::sum);
        minDepth.merge(n.scheme(), n.depth(), Math::min);
      }
    }
    boolean chapters = followed.getOrDefault(Scheme.CHAPTER, 0) >= MIN_USES;
    for (int i : kept) {
      Numbering n = candidates.get(i).numbering();
      if (followed.getOrDefault(n.scheme(), 0) < MIN_USES) {
        continue;
      }
      int level = n.depth();
      if (n.scheme() == Scheme.DECIMAL) {
        int top = minDepth.get(Scheme.DECIMAL);
        // under chapters, "2.1" is a section of chapter 2 and "1." a section of its chapter
        level = chapters ? Math.max(2, n.depth() + (top == 1 ? 1 : 0)) : n.depth() - top + 1;
      }
      levels[i] = Math.max(1, Math.min(6, level));
    }
    return levels;
  }

  private static Optional<Numbering> chapter(int depth) {
    return Optional.of(new Numbering(Scheme.CHAPTER, depth));
  }

  private static int cjkDepth(char unit) {
    return switch (unit) {
      case '部', '編', '篇', '章' -> 1;
      case '節', '节' -> 2;
      default -> 3;
    };
  }

  private static int koDepth(char unit) {
    return switch (unit) {
      case '부', '편', '장' -> 1;
      case '절' -> 2;
      default -> 3;
    };
  }

  /** Ends like a sentence or a clause: a heading does not. */
  private static boolean endsSentence(String line) {
    char last = line.charAt(line.length() - 1);
    return ".,;。、，；".indexOf(last) >= 0 && !line.endsWith("...");
  }
}
