package dev.wrac.model;

/**
 * Where an element's text lies in its source: {@code [start, end)} as character offsets
 * ({@code String} indices) into the decoded source text, and the 1-based lines of its first
 * and last character. For Markdown, {@code source.substring(start, end)} is the element's
 * text; for HTML the offsets point at the element in the decoded page.
 */
public record SourceSpan(int start, int end, int line, int endLine) {
  public SourceSpan {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("Invalid span [" + start + ", " + end + ")");
    }
    if (line < 1 || endLine < line) {
      throw new IllegalArgumentException("Invalid lines " + line + ".." + endLine);
    }
  }

  /** Number of characters covered. */
  public int length() {
    return end - start;
  }

  /** The smallest span covering this one and {@code other}. */
  public SourceSpan union(SourceSpan other) {
    return new SourceSpan(Math.min(start, other.start), Math.max(end, other.end),
        Math.min(line, other.line), Math.max(endLine, other.endLine));
  }
}
