package dev.wrac.parsers.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the headings of a plain-text document from its own numbering: a block's first line
 * that opens with a numbering scheme ({@code 1.}, {@code 2.1}, {@code 第2章}, {@code 제2장},
 * {@code Chapter 3}) or a block that is one all-capitals line, counted as a heading only when
 * the document uses that scheme for several such lines followed by text.
 */
public final class TextHeadings {
  /** A heading's first line may hold at most this many characters. */
  static final int MAX_CHARS = 90;
  /** ... and at most this many words. */
  static final int MAX_WORDS = 14;
  /** Lines of one scheme, followed by text, that make it the document's heading scheme. */
  static final int MIN_USES = 2;

  private static final Pattern DECIMAL =
      Pattern.compile("^(\\d{1,3}(?:\\.\\d{1,3}){0,5})(\\.?)[ \\t\\u3000]+(\\S.*)$");
  private static final Pattern CJK_CHAPTER = Pattern.compile(
      "^第[ \\t\\u3000]*[0-9０-９一二三四五六七八九十百千〇零]+[ \\t\\u3000]*([部編篇章節节条])(.*)$");
  private static final Pattern KO_CHAPTER =
      Pattern.compile("^제[ \\t]*[0-9]+[ \\t]*([부편장절조])(?:[ \\t.:]|$)(.*)$");
  private static final Pattern WORD_CHAPTER = Pattern.compile(
      "^(?i:(part|chapter|section|appendix|annex))[ \\t]+([0-9]+|[IVXLC]+|[A-Z])\\b[.:]?(.*)$");

  /** A candidate heading: the block it opens, its scheme and level within the scheme. */
  private record Candidate(int block, String scheme, int depth, boolean alone) {}

  private TextHeadings() {}

  /**
   * The heading level (1 to 6) of each block's first line, or 0 where it is no heading.
   *
   * @param blocks the document's blocks (text between blank lines), in order
   */
  public static int[] levels(List<String> blocks) {
    int[] levels = new int[blocks.size()];
    List<Candidate> candidates = new ArrayList<>();
    for (int b = 0; b < blocks.size(); b++) {
      Candidate c = candidate(b, blocks.get(b));
      if (c != null) {
        candidates.add(c);
      }
    }
    Map<String, Integer> followed = new HashMap<>();
    Map<String, Integer> minDepth = new HashMap<>();
    List<Candidate> kept = new ArrayList<>();
    for (int i = 0; i < candidates.size(); i++) {
      Candidate c = candidates.get(i);
      Candidate next = i + 1 < candidates.size() ? candidates.get(i + 1) : null;
      boolean text = !c.alone() || next == null || next.block() > c.block() + 1
          || !next.scheme().equals(c.scheme()) || next.depth() > c.depth();
      boolean listItem = !c.alone() && continues(blocks.get(c.block()), c.scheme());
      if (text && !listItem) {
        kept.add(c);
        followed.merge(c.scheme(), 1, Integer::sum);
        minDepth.merge(c.scheme(), c.depth(), Math::min);
      }
    }
    boolean chapters = followed.getOrDefault("chapter", 0) >= MIN_USES;
    for (Candidate c : kept) {
      if (followed.getOrDefault(c.scheme(), 0) < MIN_USES) {
        continue;
      }
      int level = c.depth();
      if (c.scheme().equals("decimal")) {
        int top = minDepth.get("decimal");
        // under chapters, "2.1" is a section of chapter 2 and "1." a section of its chapter
        level = chapters ? Math.max(2, c.depth() + (top == 1 ? 1 : 0)) : c.depth() - top + 1;
      }
      levels[c.block()] = Math.max(1, Math.min(6, level));
    }
    return levels;
  }

  /**
   * Whether the block's second line is indented (the first line's continuation: a list item)
   * or opens with the same scheme (a numbered list).
   */
  private static boolean continues(String block, String scheme) {
    String[] lines = block.split("\n", 3);
    if (lines.length < 2 || lines[1].isBlank()) {
      return false;
    }
    if (Character.isWhitespace(lines[1].charAt(0))) {
      return true;
    }
    Candidate c = numbered(0, lines[1].strip(), true);
    return c != null && c.scheme().equals(scheme);
  }

  private static Candidate candidate(int b, String block) {
    int nl = block.indexOf('\n');
    String line = (nl < 0 ? block : block.substring(0, nl)).strip();
    boolean alone = nl < 0 || block.substring(nl).isBlank();
    if (line.isEmpty() || line.length() > MAX_CHARS
        || line.split("\\s+").length > MAX_WORDS || endsSentence(line)) {
      return null;
    }
    Candidate c = numbered(b, line, alone);
    if (c != null) {
      return c;
    }
    if (alone && capitals(line)) {
      return new Candidate(b, "capitals", 1, true);
    }
    return null;
  }

  private static Candidate numbered(int b, String line, boolean alone) {
    Matcher m = CJK_CHAPTER.matcher(line);
    if (m.matches()) {
      return new Candidate(b, "chapter", cjkDepth(m.group(1).charAt(0)), alone);
    }
    m = KO_CHAPTER.matcher(line);
    if (m.matches()) {
      return new Candidate(b, "chapter", koDepth(m.group(1).charAt(0)), alone);
    }
    m = WORD_CHAPTER.matcher(line);
    if (m.matches()) {
      String word = m.group(1).toLowerCase(java.util.Locale.ROOT);
      return new Candidate(b, "chapter", word.equals("section") ? 2 : 1, alone);
    }
    m = DECIMAL.matcher(line);
    if (m.matches() && Character.isLetter(m.group(3).codePointAt(0))) {
      int depth = m.group(1).split("\\.").length;
      // "2023 was a good year": a bare number without a dot or a second part is no numbering
      if (depth == 1 && m.group(2).isEmpty() && Integer.parseInt(m.group(1)) > 99) {
        return null;
      }
      return new Candidate(b, "decimal", depth, alone);
    }
    return null;
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

  /** Two letters at least, every cased letter a capital. */
  private static boolean capitals(String line) {
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
}
