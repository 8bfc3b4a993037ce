package dev.wrac.documents.pdf.internal;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dot leaders left out of the text (issue 39): the rows of dots that lead the eye from a
 * contents or index entry to its page number ({@code Errors . . . . . . . 13}). TeX draws
 * them as separate dots, which read as {@code ". . . ."}; word processors as a run of dots.
 * They are filling, not words, and cost tokens: 3% of the characters of the two real-PDF sets'
 * chunks, in 254 of their files. A run of five dots or more (more than an ellipsis and a full
 * stop), each followed by at most one space, is left out: inside a text it leaves one space
 * ({@code Errors 13}), at either end nothing. Dots are {@code .}, the middle dot {@code ·},
 * the one dot leader {@code ․}, the hyphenation point {@code ‧} and the dot operator
 * {@code ⋅}. Lines stay as they were: a leader never takes a line break with it.
 */
final class Leaders {
  /** The characters a leader is made of. */
  private static final String DOTS = ".\u00B7\u2024\u2027\u22C5";
  private static final Pattern RUN =
      Pattern.compile("[ \\u00A0]*(?:[" + DOTS + "][ \\u00A0]?){5,}");

  private Leaders() {}

  /** The dots of a word made of leader dots alone (spaces between them allowed), else 0. */
  static int dotsAlone(String word) {
    int n = 0;
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (DOTS.indexOf(c) >= 0) {
        n++;
      } else if (c != ' ') {
        return 0;
      }
    }
    return n;
  }

  /** Whether {@code text} holds a dot leader: an entry of a contents page or an index. */
  static boolean holds(String text) {
    return RUN.matcher(text).find();
  }

  /** {@code text} without its dot leaders; {@code text} itself when it has none. */
  static String strip(String text) {
    Matcher m = RUN.matcher(text);
    if (!m.find()) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    int from = 0;
    do {
      out.append(text, from, m.start());
      boolean atStart = m.start() == 0 || text.charAt(m.start() - 1) == '\n';
      boolean atEnd = m.end() == text.length() || text.charAt(m.end()) == '\n';
      if (!atStart && !atEnd) {
        out.append(' ');
      }
      from = m.end();
    } while (m.find());
    out.append(text, from, text.length());
    return out.toString();
  }
}
