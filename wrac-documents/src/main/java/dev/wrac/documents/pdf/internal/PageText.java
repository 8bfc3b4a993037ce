package dev.wrac.documents.pdf.internal;

import java.util.List;

/**
 * What one page gave: its lines top to bottom, or why it gave none.
 *
 * @param number  1-based page number
 * @param width   page width in points
 * @param height  page height in points
 * @param lines   the lines, top to bottom (empty unless {@link #status} is {@code TEXT})
 * @param status  whether the page has a usable text layer
 * @param detail  for a page without text: why (for the log)
 */
public record PageText(int number, float width, float height, List<Line> lines, Status status,
    String detail) {

  /** Whether a page has usable text. */
  public enum Status {
    /** Text was extracted. */
    TEXT,
    /** No text at all: a scanned page, an image, or glyphs without Unicode mappings. */
    NO_TEXT,
    /** Text that is mostly unmappable characters (fonts without Unicode mappings). */
    UNREADABLE,
    /** PDFBox failed on the page's content. */
    FAILED
  }

  public PageText {
    lines = List.copyOf(lines);
  }

  /** Whether the page has usable text. */
  public boolean hasText() {
    return status == Status.TEXT;
  }
}
