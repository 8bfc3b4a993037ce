package dev.wrac.parse;

/** Offsets of a range with surrounding whitespace removed. */
public final class Trim {
  private Trim() {}

  /** The first non-whitespace offset in {@code [start, end)}, or {@code end}. */
  public static int start(CharSequence s, int start, int end) {
    while (start < end && Character.isWhitespace(s.charAt(start))) {
      start++;
    }
    return start;
  }

  /** One past the last non-whitespace offset in {@code [start, end)}, or {@code start}. */
  public static int end(CharSequence s, int start, int end) {
    while (end > start && Character.isWhitespace(s.charAt(end - 1))) {
      end--;
    }
    return end;
  }
}
