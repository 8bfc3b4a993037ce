package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Where an element's text lies in its source, in terms a user can cite.
 *
 * <ul>
 *   <li>{@code [start, end)}: character offsets ({@code String} indices) into the decoded source
 *       text. For Markdown and plain text, {@code source.substring(start, end)} is the element's
 *       text; for HTML the offsets point at the element in the decoded page; for office
 *       documents and PDF they point into the text the parser extracted, in reading order.
 *   <li>{@code line}, {@code endLine}: 1-based lines of the first and last character; for DOCX
 *       the 1-based paragraph index in the body, for XLSX the 1-based spreadsheet row.
 *   <li>{@code page}, {@code endPage}: 1-based PDF page, PPTX slide or XLSX sheet holding the
 *       first and last character; 0 for formats without pages.
 * </ul>
 */
@JsonInclude(JsonInclude.Include.NON_DEFAULT)
public record SourceSpan(int start, int end, int line, int endLine, int page, int endPage) {
  public SourceSpan {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("Invalid span [" + start + ", " + end + ")");
    }
    if (line < 1 || endLine < line) {
      throw new IllegalArgumentException("Invalid lines " + line + ".." + endLine);
    }
    if (page < 0 || endPage < page || (page == 0 && endPage != 0)) {
      throw new IllegalArgumentException("Invalid pages " + page + ".." + endPage);
    }
  }

  /** A span in a source without pages. */
  public SourceSpan(int start, int end, int line, int endLine) {
    this(start, end, line, endLine, 0, 0);
  }

  /** A span that lies on one page (or slide, or sheet) of a paged source. */
  public static SourceSpan onPage(int start, int end, int line, int endLine, int page) {
    return new SourceSpan(start, end, line, endLine, page, page);
  }

  /** Number of characters covered. */
  public int length() {
    return end - start;
  }

  /** Whether the source has pages (PDF), slides (PPTX) or sheets (XLSX). */
  public boolean hasPage() {
    return page > 0;
  }

  /** The smallest span covering this one and {@code other}. */
  public SourceSpan union(SourceSpan other) {
    boolean paged = page > 0 && other.page > 0;
    return new SourceSpan(Math.min(start, other.start), Math.max(end, other.end),
        Math.min(line, other.line), Math.max(endLine, other.endLine),
        paged ? Math.min(page, other.page) : Math.max(page, other.page),
        Math.max(endPage, other.endPage));
  }
}
