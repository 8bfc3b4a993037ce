package dev.wrac.parsers.internal.html;

import java.io.Reader;

/**
 * Protects jsoup from pages with thousands of tables nested in unclosed cells
 * ({@code <td><table><td><table>…}): jsoup adds a formatting marker for every open cell and
 * scans that list on every element it prunes at its depth limit, so such pages take time
 * quadratic in their size. Beyond {@value #MAX_TABLE_DEPTH} open tables, further table and
 * cell start tags are blanked with spaces of the same length: the text stays where it is (so
 * offsets are unchanged) and ends up in the deepest cell still open. No real page nests tables
 * this deep.
 *
 * <p>Also turns every {@code </body>} end tag into a bogus comment ({@code <?body>}, the same
 * length): jsoup looks for the body only among the top 256 of its open elements when it tracks
 * an end tag's position, and fails with a {@link NullPointerException} under deeper nesting
 * (issue 10). The end tag changes nothing in the tree (content after it goes on into the body,
 * as browsers do it) and comments are never emitted; only where {@code </body>} is text (in a
 * {@code <title>}, {@code <plaintext>} or an attribute value) does it read {@code <?body>}.
 */
final class TableNestingGuard {
  /** Open tables allowed before table and cell tags are blanked. */
  static final int MAX_TABLE_DEPTH = 64;

  private final String html;
  private int depth;
  private int tag;
  private int blankStart = -1;
  private int blankEnd = -1;
  /** What the characters in {@code [blankStart, blankEnd)} become. */
  private char fill = ' ';

  private TableNestingGuard(String html) {
    this.html = html;
    this.tag = html.indexOf('<');
  }

  /** {@code html}, or a copy with the excess table structure blanked. */
  static String apply(String html) {
    TableNestingGuard guard = new TableNestingGuard(html);
    char[] out = null;
    while (guard.nextBlank()) {
      if (out == null) {
        out = html.toCharArray();
      }
      for (int k = guard.blankStart; k < guard.blankEnd; k++) {
        out[k] = guard.fill;
      }
    }
    return out == null ? html : new String(out);
  }

  /** {@code html} as {@link #apply} gives it, read piece by piece without copying the page. */
  static Reader reader(String html) {
    return new GuardedReader(new TableNestingGuard(html));
  }

  /**
   * Finds the next tag to blank, {@code [blankStart, blankEnd)}; false if there is none. Tags
   * come in page order; a tag may lie inside the previous one (a {@code <} in an attribute).
   */
  private boolean nextBlank() {
    int n = html.length();
    for (int i = tag; i >= 0 && i < n - 2; i = html.indexOf('<', i + 1)) {
      boolean end = html.charAt(i + 1) == '/';
      int nameStart = end ? i + 2 : i + 1;
      boolean blank = false;
      if (end && nameMatches(nameStart, "body")) {
        blankStart = i + 1; // "</body" becomes "<?body", a bogus comment
        blankEnd = i + 2;
        fill = '?';
        tag = html.indexOf('<', i + 1);
        return true;
      }
      if (nameMatches(nameStart, "table")) {
        if (end) {
          depth = Math.max(0, depth - 1);
        } else if (depth < MAX_TABLE_DEPTH) {
          depth++;
        } else {
          blank = true;
        }
      } else if (!end && depth >= MAX_TABLE_DEPTH && (nameMatches(nameStart, "td")
          || nameMatches(nameStart, "th") || nameMatches(nameStart, "caption"))) {
        blank = true;
      }
      if (blank) {
        int close = html.indexOf('>', i);
        blankStart = i;
        blankEnd = close < 0 ? n : close + 1;
        fill = ' ';
        tag = html.indexOf('<', i + 1);
        return true;
      }
    }
    tag = -1;
    blankStart = n;
    blankEnd = n;
    return false;
  }

  /** Whether the tag name at {@code at} is {@code name} (any case) followed by a delimiter. */
  private boolean nameMatches(int at, String name) {
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

  /** The guarded page as a stream: copies each piece, then blanks the tags within it. */
  private static final class GuardedReader extends Reader {
    private final TableNestingGuard guard;
    private final String html;
    private int pos;

    GuardedReader(TableNestingGuard guard) {
      this.guard = guard;
      this.html = guard.html;
      guard.nextBlank();
    }

    @Override
    public int read(char[] buffer, int offset, int length) {
      if (pos >= html.length()) {
        return -1;
      }
      int end = Math.min(html.length(), pos + length);
      html.getChars(pos, end, buffer, offset);
      while (guard.blankStart < end) {
        for (int k = Math.max(pos, guard.blankStart); k < Math.min(end, guard.blankEnd); k++) {
          buffer[offset + k - pos] = guard.fill;
        }
        if (guard.blankEnd > end) {
          break; // the rest of this tag is blanked in the next piece
        }
        guard.nextBlank();
      }
      int read = end - pos;
      pos = end;
      return read;
    }

    @Override
    public void close() {
      // nothing to release: the page is a string
    }
  }
}
