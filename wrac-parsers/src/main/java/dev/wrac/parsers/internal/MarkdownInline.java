package dev.wrac.parsers.internal;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import org.jsoup.parser.Parser;

/**
 * Inline Markdown reduced to the words a reader sees, in one linear pass: emphasis and
 * strikethrough delimiters (only where they can delimit: a {@code _} or {@code *} inside a word,
 * as in {@code snake_case} or {@code 2*3}, stays), code span backticks (the code inside is kept
 * as written), backslash escapes, links and images to their text, autolinks to their address,
 * HTML tags removed (a comment to its text), character references decoded. Line breaks are
 * kept; the caller decides what a line is.
 */
public final class MarkdownInline {
  private MarkdownInline() {}

  /** The words of {@code s} without inline markup. */
  public static String strip(String s) {
    if (!hasMarkup(s)) {
      return s;
    }
    String linked = s.indexOf('[') >= 0 ? MarkdownText.linkTexts(s) : s;
    String out = new Stripper(linked).run();
    return out.indexOf('&') >= 0 ? Parser.unescapeEntities(out, false) : out;
  }

  private static boolean hasMarkup(String s) {
    for (int i = 0, n = s.length(); i < n; i++) {
      switch (s.charAt(i)) {
        case '*', '_', '~', '`', '\\', '[', '<', '&' -> {
          return true;
        }
        default -> { }
      }
    }
    return false;
  }

  /** One pass over a string whose links are already replaced by their text. */
  private static final class Stripper {
    private final String s;
    private final int n;
    private final StringBuilder out;
    /** For each backtick run length, the start offsets of such runs still ahead. */
    private final Map<Integer, ArrayDeque<Integer>> ticks = new HashMap<>();

    Stripper(String s) {
      this.s = s;
      this.n = s.length();
      this.out = new StringBuilder(n);
      for (int i = 0; i < n; ) {
        int run = runLength(i, '`');
        if (run > 0) {
          ticks.computeIfAbsent(run, k -> new ArrayDeque<>()).add(i);
          i += run;
        } else {
          i++;
        }
      }
    }

    String run() {
      int i = 0;
      while (i < n) {
        char c = s.charAt(i);
        if (c == '\\' && i + 1 < n && isAsciiPunctuation(s.charAt(i + 1))) {
          out.append(s.charAt(i + 1));
          i += 2;
        } else if (c == '`') {
          i = codeSpan(i);
        } else if (c == '*' || c == '_' || c == '~') {
          i = delimiterRun(i, c);
        } else if (c == '<') {
          i = angle(i);
        } else {
          out.append(c);
          i++;
        }
      }
      return out.toString();
    }

    /** A code span: its text as written, without the backticks; an unmatched run is dropped. */
    private int codeSpan(int i) {
      int run = runLength(i, '`');
      ArrayDeque<Integer> same = ticks.get(run);
      while (same != null && !same.isEmpty() && same.peek() <= i) {
        same.poll(); // this run, and runs an escape cut short
      }
      Integer close = same == null ? null : same.poll();
      if (close == null) {
        return i + run;
      }
      out.append(s, i + run, close);
      // runs of other lengths inside the span are code, not delimiters
      for (ArrayDeque<Integer> q : ticks.values()) {
        while (!q.isEmpty() && q.peek() < close) {
          q.poll();
        }
      }
      return close + run;
    }

    /** Emphasis or strikethrough delimiters go where they can delimit; others stay. */
    private int delimiterRun(int i, char c) {
      int run = runLength(i, c);
      char before = i == 0 ? ' ' : s.charAt(i - 1);
      char after = i + run >= n ? ' ' : s.charAt(i + run);
      boolean intraword = Character.isLetterOrDigit(before) && Character.isLetterOrDigit(after);
      boolean left = !Character.isWhitespace(after)
          && (!isPunctuation(after) || Character.isWhitespace(before) || isPunctuation(before));
      boolean right = !Character.isWhitespace(before)
          && (!isPunctuation(before) || Character.isWhitespace(after) || isPunctuation(after));
      boolean delimits = (left || right) && !intraword && (c != '~' || run >= 2);
      if (!delimits) {
        out.append(s, i, i + run);
      }
      return i + run;
    }

    /** An autolink keeps its address, a comment its text; other tags go. */
    private int angle(int i) {
      if (s.startsWith("<!--", i)) {
        int end = s.indexOf("-->", i + 4);
        if (end >= 0) {
          out.append(s, i + 4, end);
          return end + 3;
        }
      }
      int close = -1;
      for (int j = i + 1; j < n && j <= i + 200; j++) {
        char d = s.charAt(j);
        if (d == '>') {
          close = j;
          break;
        }
        if (d == '<' || d == '\n') {
          break;
        }
      }
      if (close < 0 || close == i + 1) {
        out.append('<');
        return i + 1;
      }
      String inner = s.substring(i + 1, close);
      if (isAutolink(inner)) {
        out.append(inner);
      } else if (!isTag(inner)) {
        out.append(s, i, close + 1); // "a < b > c" is text
      }
      return close + 1;
    }

    private int runLength(int i, char c) {
      int j = i;
      while (j < n && s.charAt(j) == c) {
        j++;
      }
      return j - i;
    }
  }

  private static boolean isAutolink(String inner) {
    int colon = inner.indexOf(':');
    boolean scheme = colon >= 2 && colon <= 32 && inner.indexOf(' ') < 0
        && Character.isLetter(inner.charAt(0));
    boolean email = inner.indexOf('@') > 0 && inner.indexOf(' ') < 0;
    return scheme || email;
  }

  private static boolean isTag(String inner) {
    char first = inner.charAt(0);
    return Character.isLetter(first) || first == '/' || first == '!' || first == '?';
  }

  private static boolean isAsciiPunctuation(char c) {
    return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`'
        || c >= '{' && c <= '~';
  }

  private static boolean isPunctuation(char c) {
    if (c < 128) {
      return isAsciiPunctuation(c);
    }
    int type = Character.getType(c);
    return type == Character.CONNECTOR_PUNCTUATION || type == Character.DASH_PUNCTUATION
        || type == Character.START_PUNCTUATION || type == Character.END_PUNCTUATION
        || type == Character.INITIAL_QUOTE_PUNCTUATION || type == Character.FINAL_QUOTE_PUNCTUATION
        || type == Character.OTHER_PUNCTUATION;
  }
}
