package dev.wrac.parsers.internal.html;

/**
 * Protects jsoup from pages with thousands of tables nested in unclosed cells
 * ({@code <td><table><td><table>…}): jsoup adds a formatting marker for every open cell and
 * scans that list on every element it prunes at its depth limit, so such pages take time
 * quadratic in their size. Beyond {@value #MAX_TABLE_DEPTH} open tables, further table and
 * cell start tags are blanked with spaces of the same length: the text stays where it is (so
 * offsets are unchanged) and ends up in the deepest cell still open. No real page nests tables
 * this deep.
 */
final class TableNestingGuard {
  /** Open tables allowed before table and cell tags are blanked. */
  static final int MAX_TABLE_DEPTH = 64;

  private TableNestingGuard() {}

  /** {@code html}, or a copy with the excess table structure blanked. */
  static String apply(String html) {
    char[] out = null;
    int depth = 0;
    int n = html.length();
    for (int i = html.indexOf('<'); i >= 0 && i < n - 2; i = html.indexOf('<', i + 1)) {
      boolean end = html.charAt(i + 1) == '/';
      int nameStart = end ? i + 2 : i + 1;
      if (nameMatches(html, nameStart, "table")) {
        if (end) {
          depth = Math.max(0, depth - 1);
        } else if (depth < MAX_TABLE_DEPTH) {
          depth++;
        } else {
          out = blank(html, out, i);
        }
      } else if (!end && depth >= MAX_TABLE_DEPTH && (nameMatches(html, nameStart, "td")
          || nameMatches(html, nameStart, "th") || nameMatches(html, nameStart, "caption"))) {
        out = blank(html, out, i);
      }
    }
    return out == null ? html : new String(out);
  }

  /** Whether the tag name at {@code at} is {@code name} (any case) followed by a delimiter. */
  private static boolean nameMatches(String html, int at, String name) {
    int end = at + name.length();
    if (end > html.length() || !html.regionMatches(true, at, name, 0, name.length())) {
      return false;
    }
    if (end == html.length()) {
      return true;
    }
    char c = html.charAt(end);
    return c == '>' || c == '/' || Character.isWhitespace(c);
  }

  /** Blanks the tag starting at {@code at} up to its closing '>'. */
  private static char[] blank(String html, char[] out, int at) {
    char[] chars = out != null ? out : html.toCharArray();
    int close = html.indexOf('>', at);
    int stop = close < 0 ? html.length() : close + 1;
    for (int k = at; k < stop; k++) {
      chars[k] = ' ';
    }
    return chars;
  }
}
