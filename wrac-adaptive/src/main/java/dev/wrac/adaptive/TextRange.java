package dev.wrac.adaptive;

/**
 * A range {@code [start, end)} of {@link DocumentAnalysis#text()}, with what it is.
 *
 * @param start first character
 * @param end   one past the last character
 * @param kind  what the range is: {@code "sentence"}, {@code "table"}, {@code "list"},
 *              {@code "paragraph"}, {@code "caption"}, {@code "reference"}
 */
public record TextRange(int start, int end, String kind) {
  public TextRange {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("Bad range [" + start + ", " + end + ")");
    }
  }

  /** The characters covered. */
  public int length() {
    return end - start;
  }
}
