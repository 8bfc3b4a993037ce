package dev.wrac.parsers.internal;


/** Small text helpers of the Markdown parser: plain titles, list numbers, front matter. */
public final class MarkdownText {
  private MarkdownText() {}

  /**
   * Inline Markdown reduced to its words ({@link MarkdownInline#strip}) on one line, white space
   * collapsed: titles and table cells.
   */
  public static String plain(String inline) {
    String s = MarkdownInline.strip(inline);
    StringBuilder out = new StringBuilder(s.length());
    boolean space = false;
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c)) {
        space = out.length() > 0;
        continue;
      }
      if (space) {
        out.append(' ');
        space = false;
      }
      out.append(c);
    }
    return out.toString();
  }

  /** The number of an ordered list marker such as {@code "3."} or {@code "12)"}; 1 if none. */
  public static int ordinal(String marker) {
    int n = 0;
    int digits = 0;
    for (int i = 0; i < marker.length() && digits < 9; i++) {
      char c = marker.charAt(i);
      if (c >= '0' && c <= '9') {
        n = n * 10 + (c - '0');
        digits++;
      } else if (digits > 0) {
        break;
      }
    }
    return digits == 0 ? 1 : Math.max(1, n);
  }

  /** Whether {@code [start, end)} is only a list marker such as {@code "-"} or {@code "3."}. */
  public static boolean isBareListMarker(CharSequence text, int start, int end) {
    int len = end - start;
    if (len == 1) {
      char c = text.charAt(start);
      return c == '-' || c == '*' || c == '+';
    }
    if (len > 10) {
      return false;
    }
    char last = text.charAt(end - 1);
    if (last != '.' && last != ')') {
      return false;
    }
    for (int i = start; i < end - 1; i++) {
      if (!Character.isDigit(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Inline links and images ({@code [text](url)}, {@code ![alt](src)}) replaced by their text,
   * as {@code !?\[([^\]]*)]\([^)]*\)} would be, in linear time: the regular expression
   * rescans the rest of the text from every {@code [} that opens no link.
   */
  static String linkTexts(String s) {
    int n = s.length();
    // the next ']' and ')' at or after each offset, or n
    int[] nextBracket = new int[n + 1];
    int[] nextParen = new int[n + 1];
    nextBracket[n] = n;
    nextParen[n] = n;
    for (int i = n - 1; i >= 0; i--) {
      nextBracket[i] = s.charAt(i) == ']' ? i : nextBracket[i + 1];
      nextParen[i] = s.charAt(i) == ')' ? i : nextParen[i + 1];
    }
    StringBuilder out = new StringBuilder(n);
    int i = 0;
    while (i < n) {
      char c = s.charAt(i);
      int open = c == '!' && i + 1 < n && s.charAt(i + 1) == '[' ? i + 1 : c == '[' ? i : -1;
      if (open >= 0) {
        int close = nextBracket[open + 1];
        if (close + 1 < n && s.charAt(close + 1) == '(' && nextParen[close + 2] < n) {
          out.append(s, open + 1, close);
          i = nextParen[close + 2] + 1;
          continue;
        }
      }
      out.append(c);
      i++;
    }
    return out.toString();
  }

  /**
   * The {@code title:} of a YAML front matter block (the first line {@code title: value},
   * value without surrounding quotes and white space), or {@code null}; in linear time, where
   * the regular expression it replaces backtracked over long runs of white space.
   */
  public static String frontMatterTitle(String frontMatter) {
    int lineStart = 0;
    int n = frontMatter.length();
    while (lineStart < n) {
      int lineEnd = frontMatter.indexOf('\n', lineStart);
      if (lineEnd < 0) {
        lineEnd = n;
      }
      if (frontMatter.startsWith("title", lineStart)) {
        int colon = skipSpace(frontMatter, lineStart + 5);
        if (colon < n && frontMatter.charAt(colon) == ':') {
          // like YAML, the value may start on the next line
          int value = skipSpace(frontMatter, colon + 1);
          int valueEnd = frontMatter.indexOf('\n', value);
          return titleValue(frontMatter.substring(value, valueEnd < 0 ? n : valueEnd));
        }
      }
      lineStart = lineEnd + 1;
    }
    return null;
  }

  private static int skipSpace(String s, int from) {
    int i = from;
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static String titleValue(String raw) {
    String value = raw.strip();
    if (!value.isEmpty() && (value.charAt(0) == '"' || value.charAt(0) == '\'')) {
      value = value.substring(1);
    }
    if (!value.isEmpty() && (value.endsWith("\"") || value.endsWith("'"))) {
      value = value.substring(0, value.length() - 1);
    }
    value = value.trim();
    return value.isEmpty() ? null : value;
  }
}
