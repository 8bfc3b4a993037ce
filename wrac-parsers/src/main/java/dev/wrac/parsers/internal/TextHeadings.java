package dev.wrac.parsers.internal;

import dev.wrac.parse.HeadingNumbering;
import dev.wrac.parse.HeadingNumbering.Candidate;
import dev.wrac.parse.HeadingNumbering.Numbering;
import dev.wrac.parse.HeadingNumbering.Scheme;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the headings of a plain-text document from its own numbering: a block's first line
 * that opens with a numbering scheme ({@code 1.}, {@code 2.1}, {@code 第2章}, {@code 제2장},
 * {@code Chapter 3}) or a block that is one all-capitals line, counted as a heading only when
 * the document uses that scheme for several such lines followed by text
 * ({@link HeadingNumbering}, whose rule the PDF reader shares). A number that opens no title
 * ({@link HeadingNumbering#titled}: {@code 15 verunt et}, {@code 1. Install it:}) is an item,
 * and so is a line numbered one after the line before it or one before the line after it
 * ({@link HeadingNumbering#follows}: numbered code or verse).
 */
public final class TextHeadings {
  private TextHeadings() {}

  /**
   * The heading level (1 to 6) of each block's first line, or 0 where it is no heading.
   *
   * @param blocks the document's blocks (text between blank lines), in order
   */
  public static int[] levels(List<String> blocks) {
    List<Candidate> candidates = new ArrayList<>();
    for (int b = 0; b < blocks.size(); b++) {
      Candidate c = candidate(b, blocks);
      if (c != null) {
        candidates.add(c);
      }
    }
    int[] found = HeadingNumbering.levels(candidates);
    int[] levels = new int[blocks.size()];
    for (int i = 0; i < found.length; i++) {
      levels[candidates.get(i).position()] = found[i];
    }
    return levels;
  }

  private static Candidate candidate(int b, List<String> blocks) {
    String block = blocks.get(b);
    int nl = block.indexOf('\n');
    String line = (nl < 0 ? block : block.substring(0, nl)).strip();
    boolean alone = nl < 0 || block.substring(nl).isBlank();
    if (!HeadingNumbering.headingShaped(line)) {
      return null;
    }
    Optional<Numbering> n = HeadingNumbering.numbering(line);
    if (n.isPresent()) {
      boolean item = !HeadingNumbering.titled(line)
          || (!alone && continues(block, n.get().scheme())) || numberedInARow(blocks, b);
      return new Candidate(b, n.get(), alone, item);
    }
    if (alone && HeadingNumbering.capitals(line)) {
      return new Candidate(b, new Numbering(Scheme.CAPITALS, 1), true, false);
    }
    return null;
  }

  /**
   * Whether the block's first line is numbered one after the previous block's last line, or,
   * alone in its block, one before the next block's first line ({@link HeadingNumbering#follows}):
   * numbered lines.
   */
  private static boolean numberedInARow(List<String> blocks, int b) {
    String first = firstLine(blocks.get(b));
    if (b > 0) {
      String before = blocks.get(b - 1).strip();
      if (HeadingNumbering.follows(before.substring(before.lastIndexOf('\n') + 1), first)) {
        return true;
      }
    }
    return b + 1 < blocks.size() && blocks.get(b).strip().indexOf('\n') < 0
        && HeadingNumbering.follows(first, firstLine(blocks.get(b + 1)));
  }

  private static String firstLine(String block) {
    String s = block.strip();
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }

  /**
   * Whether the block's second line is indented (the first line's continuation: a list item)
   * or opens with the same scheme (a numbered list).
   */
  private static boolean continues(String block, Scheme scheme) {
    String[] lines = block.split("\n", 3);
    if (lines.length < 2 || lines[1].isBlank()) {
      return false;
    }
    if (Character.isWhitespace(lines[1].charAt(0))
        || HeadingNumbering.follows(lines[0], lines[1])) {
      return true;
    }
    return HeadingNumbering.numbering(lines[1].strip())
        .filter(n -> n.scheme() == scheme).isPresent();
  }
}
