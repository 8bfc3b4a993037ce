package dev.wrac.parsers.internal;

import java.util.regex.Pattern;

/** Small text helpers of the Markdown parser: plain titles, list numbers, front matter. */
public final class MarkdownText {
  private static final Pattern LINK = Pattern.compile("!?\\[([^\\]]*)]\\([^)]*\\)");
  private static final Pattern TAG = Pattern.compile("<[^>\\n]{1,200}>");
  private static final Pattern FRONT_TITLE =
      Pattern.compile("(?m)^title\\s*:\\s*[\"']?(.*?)[\"']?\\s*$");

  private MarkdownText() {}

  /** Inline Markdown reduced to its words: links to their text, emphasis and tags removed. */
  public static String plain(String inline) {
    String s = inline;
    if (s.indexOf('[') >= 0) {
      s = LINK.matcher(s).replaceAll("$1");
    }
    if (s.indexOf('<') >= 0) {
      s = TAG.matcher(s).replaceAll("");
    }
    // emphasis markers, backticks, "~~" and backslashes dropped; white space collapsed
    StringBuilder out = new StringBuilder(s.length());
    boolean space = false;
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c == '*' || c == '_' || c == '`' || c == '\\') {
        continue;
      }
      if (c == '~' && i + 1 < n && s.charAt(i + 1) == '~') {
        i++;
        continue;
      }
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

  /** The {@code title:} of a YAML front matter block, or {@code null}. */
  public static String frontMatterTitle(String frontMatter) {
    var m = FRONT_TITLE.matcher(frontMatter);
    if (m.find()) {
      String title = m.group(1).trim();
      return title.isEmpty() ? null : title;
    }
    return null;
  }
}
