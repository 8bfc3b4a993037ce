package dev.wrac.parsers.internal;

/**
 * Caps the nesting of block quotes and lists before a text is handed to flexmark, in one pass
 * over the text. flexmark's time grows with the square of the nesting depth on a line
 * ({@code "- - - … x"}) and its recursion with the depth, so a marker that could open a
 * container deeper than {@link #MAX_DEPTH} is made plain text in a <em>parse view</em> of the
 * text: a copy of the same length, with the same line breaks, in which that marker's character
 * is replaced by a letter. Offsets into the view are offsets into the source, and elements are
 * always cut from the source, so no character of the source is changed or lost: what follows
 * the cut is text of the innermost container kept (content kept, nesting flattened).
 *
 * <p>The depth a marker opens is bounded without parsing: each container open on a line,
 * whether continued from the lines above or opened on it, takes at least one column of the
 * line's prefix (a {@code >}, or the indentation of a list item's content), and a line
 * continues at most the containers open at the end of the line before it. So the marker that
 * is the {@code k}-th container marker of a line, at column {@code c}, opens at most depth
 * {@code min(c + 1, previous + k)}, where {@code previous} is the bound at the end of the
 * previous line. The bound is exact for markers written on one line ({@code "> > >"},
 * {@code "- - -"}) and for lists nested by indentation, and never below the real depth, so
 * flexmark never sees more than {@link #MAX_DEPTH} nested containers.
 *
 * <p>The same pass rewrites long HTML tag lines so that flexmark's tag expression cannot
 * recurse deeply (see {@link MarkdownHtmlTags}).
 */
public final class MarkdownNesting {
  /**
   * The deepest nesting of block quotes and list items handed to flexmark (64). A quote or
   * list marker that would open a deeper container is read as text of the container it is in,
   * so its line stays whole in that container's element. Real documents nest a few levels;
   * this bound keeps parsing linear and flexmark's recursion far from any thread's stack limit.
   */
  public static final int MAX_DEPTH = 64;

  /** The character a neutralised marker becomes in the parse view: plain text. */
  private static final char TEXT = 'x';

  private MarkdownNesting() {}

  /**
   * The parse view of {@code text} with nesting capped at {@code maxDepth}: {@code text} itself
   * when nothing is capped, else a copy of the same length.
   */
  public static String limit(String text, int maxDepth) {
    char[] view = null;
    int previous = 0;
    int n = text.length();
    int lineStart = 0;
    while (lineStart < n) {
      int lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) {
        lineEnd = n;
      }
      int[] result = scanLine(text, lineStart, lineEnd, previous, maxDepth);
      previous = result[0];
      if (result[1] >= 0) {
        if (view == null) {
          view = text.toCharArray();
        }
        view[result[1]] = TEXT;
      } else {
        view = MarkdownHtmlTags.rewrite(text, result[2], lineEnd, view);
      }
      lineStart = lineEnd + 1;
    }
    return view == null ? text : new String(view);
  }

  /** The parse view with the default cap {@link #MAX_DEPTH}. */
  public static String limit(String text) {
    return limit(text, MAX_DEPTH);
  }

  /**
   * Scans the container prefix of one line: {@code [depth bound at its end, offset of the
   * marker character to neutralise or -1, offset of the content after the prefix]}.
   */
  private static int[] scanLine(String text, int start, int end, int previous, int maxDepth) {
    int pos = start;
    int col = 0;
    int k = 0;
    int bound = previous;
    while (true) {
      while (pos < end && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
        col = text.charAt(pos) == '\t' ? col + 4 - col % 4 : col + 1;
        pos++;
      }
      int width = markerWidth(text, pos, end);
      if (width == 0) {
        return new int[] {bound, -1, pos};
      }
      k++;
      int depth = (int) Math.min(col + 1L, (long) previous + k);
      if (depth > maxDepth) {
        // the marker's last character: '>', the bullet, or an ordered item's '.' or ')'
        return new int[] {bound, pos + width - 1, pos};
      }
      bound = depth;
      pos += width;
      col += width;
    }
  }

  /**
   * The width of the block quote or list marker at {@code pos} ({@code >}, a bullet, or one to
   * nine digits and {@code .} or {@code )}, a list marker followed by white space or the end of
   * the line), or 0.
   */
  static int markerWidth(String text, int pos, int end) {
    if (pos >= end) {
      return 0;
    }
    char c = text.charAt(pos);
    if (c == '>') {
      return 1;
    }
    if (c == '-' || c == '*' || c == '+') {
      return endsMarker(text, pos + 1, end) ? 1 : 0;
    }
    int digits = 0;
    while (pos + digits < end && digits < 10 && Character.isDigit(text.charAt(pos + digits))) {
      digits++;
    }
    if (digits == 0 || digits > 9 || pos + digits >= end) {
      return 0;
    }
    char delimiter = text.charAt(pos + digits);
    return (delimiter == '.' || delimiter == ')') && endsMarker(text, pos + digits + 1, end)
        ? digits + 1 : 0;
  }

  private static boolean endsMarker(String text, int at, int end) {
    if (at >= end) {
      return true;
    }
    char c = text.charAt(at);
    return c == ' ' || c == '\t' || c == '\r';
  }
}
