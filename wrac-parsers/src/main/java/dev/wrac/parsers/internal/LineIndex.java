package dev.wrac.parsers.internal;

import dev.wrac.model.SourceSpan;
import java.util.Arrays;

/** Maps character offsets of a text to 1-based line numbers by binary search. */
public final class LineIndex {
  private final int[] lineStarts;
  private final int lines;

  public LineIndex(CharSequence text) {
    int[] starts = new int[64];
    int n = 0;
    starts[n++] = 0;
    for (int i = 0, len = text.length(); i < len; i++) {
      if (text.charAt(i) == '\n') {
        if (n == starts.length) {
          starts = Arrays.copyOf(starts, n * 2);
        }
        starts[n++] = i + 1;
      }
    }
    this.lineStarts = starts;
    this.lines = n;
  }

  /** The 1-based line of the character at {@code offset}. */
  public int lineOf(int offset) {
    int at = Arrays.binarySearch(lineStarts, 0, lines, offset);
    return at >= 0 ? at + 1 : -at - 1;
  }

  /** The span {@code [start, end)} with its lines ({@code end} exclusive, so the last line is that of {@code end - 1}). */
  public SourceSpan span(int start, int end) {
    int line = lineOf(start);
    return new SourceSpan(start, end, line, end > start ? lineOf(end - 1) : line);
  }
}
