package dev.wrac.parsers.internal;

import dev.wrac.model.SourceSpan;
import java.util.Arrays;

/**
 * Maps character offsets of a text to 1-based line numbers by binary search, and local
 * offsets to spans in the whole document when the text is a segment of it.
 */
public final class LineIndex {
  private final int[] lineStarts;
  private final int lines;
  private final int baseOffset;
  private final int baseLine;

  public LineIndex(String text) {
    this(text, 0, 1);
  }

  /**
   * An index of {@code text}, which starts at character {@code baseOffset} and line
   * {@code baseLine} of its document.
   */
  public LineIndex(String text, int baseOffset, int baseLine) {
    this.baseOffset = baseOffset;
    this.baseLine = baseLine;
    int[] starts = new int[64];
    int n = 0;
    starts[n++] = 0;
    for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
      if (n == starts.length) {
        starts = Arrays.copyOf(starts, n * 2);
      }
      starts[n++] = i + 1;
    }
    this.lineStarts = starts;
    this.lines = n;
  }

  /** The 1-based line in the document of the character at local {@code offset}. */
  public int lineOf(int offset) {
    int at = Arrays.binarySearch(lineStarts, 0, lines, offset);
    return (at >= 0 ? at + 1 : -at - 1) + baseLine - 1;
  }

  /**
   * The document span of the local range {@code [start, end)}, with the lines of its first and
   * last character.
   */
  public SourceSpan span(int start, int end) {
    int line = lineOf(start);
    return new SourceSpan(start + baseOffset, end + baseOffset, line,
        end > start ? lineOf(end - 1) : line);
  }
}
