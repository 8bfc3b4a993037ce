package dev.wrac.parsers.internal;

/**
 * Long HTML tag lines in the parse view (see {@link MarkdownNesting}). flexmark decides whether
 * a line starting with {@code <} opens an HTML block of CommonMark's type 7 (a line holding one
 * open or close tag) with a regular expression that recurses once per attribute, so a tag with
 * tens of thousands of attributes overflows any thread's stack. For a line longer than
 * {@link #LONG_LINE} characters, this class decides it in one pass and rewrites the view so
 * that flexmark's expression decides the same without recursing: the attributes of a line that
 * is one tag become spaces ({@code <x      >}), and in any other line the first attribute's
 * first character becomes {@code !}, so no attribute is read. The characters right after the
 * tag name, which decide the other types of HTML block, are kept.
 */
final class MarkdownHtmlTags {
  /** Lines up to this long are left to flexmark: at most a few hundred attributes. */
  static final int LONG_LINE = 256;

  private MarkdownHtmlTags() {}

  /**
   * Rewrites in {@code view} (a copy of {@code text}, or {@code null} to be made) the line
   * content {@code [start, end)} if it is a long tag line; returns the view, possibly new.
   */
  static char[] rewrite(String text, int start, int end, char[] view) {
    if (end > start && text.charAt(end - 1) == '\r') {
      end--;
    }
    if (end - start <= LONG_LINE || text.charAt(start) != '<' || start + 1 >= end
        || !isAsciiLetter(text.charAt(start + 1))) {
      return view;
    }
    int nameEnd = start + 1;
    while (nameEnd < end && isTagNameChar(text.charAt(nameEnd))) {
      nameEnd++;
    }
    if (nameEnd >= end || !isSpace(text.charAt(nameEnd))) {
      // no attribute list: flexmark's expression does not loop
      return view;
    }
    char[] out = view == null ? text.toCharArray() : view;
    int close = openTagClose(text, nameEnd, end);
    if (close >= 0) {
      for (int i = nameEnd + 1; i < close; i++) {
        out[i] = ' ';
      }
    } else {
      int first = nameEnd;
      while (first < end && isSpace(text.charAt(first))) {
        first++;
      }
      if (first < end && isAttributeNameStart(text.charAt(first))) {
        out[first] = '!';
      }
    }
    return out;
  }

  /**
   * If {@code [from, end)} is the attribute list and end of an open tag followed only by white
   * space (white space, then names each with an optional {@code =value}, then {@code >} or
   * {@code />}), the offset of its closing {@code />}
   * or {@code >}; else -1.
   */
  static int openTagClose(String s, int from, int end) {
    int pos = from;
    while (true) {
      int spaces = skipSpace(s, pos, end);
      if (spaces == pos || spaces >= end || !isAttributeNameStart(s.charAt(spaces))) {
        break;
      }
      pos = spaces + 1;
      while (pos < end && isAttributeNameChar(s.charAt(pos))) {
        pos++;
      }
      pos = value(s, pos, end);
    }
    int close = skipSpace(s, pos, end);
    int gt = close < end && s.charAt(close) == '/' ? close + 1 : close;
    if (gt >= end || s.charAt(gt) != '>') {
      return -1;
    }
    return skipSpace(s, gt + 1, end) == end ? close : -1;
  }

  /** After an attribute name: the end of its {@code \s*=\s*value}, or {@code pos} if none. */
  private static int value(String s, int pos, int end) {
    int eq = skipSpace(s, pos, end);
    if (eq >= end || s.charAt(eq) != '=') {
      return pos;
    }
    int v = skipSpace(s, eq + 1, end);
    if (v >= end) {
      return pos;
    }
    char q = s.charAt(v);
    if (q == '"' || q == '\'') {
      int closing = s.indexOf(q, v + 1);
      return closing >= 0 && closing < end ? closing + 1 : pos;
    }
    int u = v;
    while (u < end && isUnquotedValueChar(s.charAt(u))) {
      u++;
    }
    return u > v ? u : pos;
  }

  private static int skipSpace(String s, int pos, int end) {
    while (pos < end && isSpace(s.charAt(pos))) {
      pos++;
    }
    return pos;
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isTagNameChar(char c) {
    return isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '-';
  }

  private static boolean isAttributeNameStart(char c) {
    return isAsciiLetter(c) || c == '_' || c == ':';
  }

  private static boolean isAttributeNameChar(char c) {
    return isAttributeNameStart(c) || (c >= '0' && c <= '9') || c == '.' || c == '-';
  }

  private static boolean isUnquotedValueChar(char c) {
    return c > ' ' && c != '"' && c != '\'' && c != '=' && c != '<' && c != '>' && c != '`';
  }
}
