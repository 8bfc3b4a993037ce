package dev.wrac.documents.office.internal;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.SourceSpan;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.util.List;

/**
 * The text an office parser extracts, in reading order, and the elements made from it: each
 * element's text is appended to the extracted text followed by a blank line, so its span's
 * {@code [start, end)} slices it out of that text. {@code line} is what the format cites (the
 * DOCX paragraph index, the XLSX row), {@code page} the slide or sheet (0 for none).
 */
public final class ExtractedText {
  private static final int SEPARATOR = 2; // "\n\n" between elements
  private final DocumentBuilder builder;
  private final long maxChars;
  private long offset;

  /**
   * @param maxChars the most characters of text extracted ({@code
   *     ParseOptions.maxSourceChars()}); past it, TOO_LARGE
   */
  public ExtractedText(DocumentBuilder builder, long maxChars) {
    this.builder = builder;
    this.maxChars = maxChars;
  }

  /** The builder the elements go to. */
  public DocumentBuilder builder() {
    return builder;
  }

  /** A heading of level 1 to 6 (deeper levels become 6). */
  public ElementId heading(int level, String text, int line, int page) {
    String clean = trim(text);
    if (clean.isEmpty()) {
      return null;
    }
    return builder.heading(Math.max(1, Math.min(6, level)), clean, clean, span(clean, line, page));
  }

  /** A paragraph (or another block kind); blank text is skipped and gives {@code null}. */
  public ElementId block(ElementKind kind, String text, int line, int page) {
    String clean = trim(text);
    return clean.isEmpty() ? null : builder.block(kind, clean, span(clean, line, page));
  }

  /** A list item of {@code list} at {@code depth} (1 = top level); ordinal 0 for bullets. */
  public ElementId listItem(String text, String list, int depth, int ordinal, int line, int page) {
    String clean = trim(text);
    return clean.isEmpty() ? null
        : builder.listItem(clean, span(clean, line, page), list, Math.max(1, depth), ordinal);
  }

  /** A table's header row: its text the cells joined by {@code " | "}, its content the cells. */
  public ElementId tableHeader(List<String> cells, String table, int line, int page) {
    String text = TableCells.join(cells);
    return text.isBlank() ? null
        : builder.tableHeader(text, TableCells.withoutTrailingBlanks(cells),
            span(text, line, page), table);
  }

  /**
   * A table body row with its header (or {@code null}) and header cells: its text the cells
   * joined by {@code " | "}, its content the cells or, when rows become sentences (the default
   * of office formats, {@code ParseOptions.rowContent()}), the row sentence
   * {@code "Header: cell; Header: cell"}.
   */
  public ElementId tableRow(List<String> cells, String table, ElementId header,
      List<String> headerCells, int line, int page) {
    String text = TableCells.join(cells);
    return text.isBlank() ? null : builder.tableRow(text, TableCells.withoutTrailingBlanks(cells),
        span(text, line, page), table, header, header == null ? List.of() : headerCells);
  }

  /** The text without white space at either end, no-break spaces included. */
  static String trim(String text) {
    int from = 0;
    int to = text.length();
    while (from < to && blank(text.charAt(from))) {
      from++;
    }
    while (to > from && blank(text.charAt(to - 1))) {
      to--;
    }
    return text.substring(from, to);
  }

  private static boolean blank(char c) {
    return Character.isWhitespace(c) || Character.isSpaceChar(c);
  }

  private SourceSpan span(String text, int line, int page) {
    if (offset + text.length() > maxChars) {
      throw new DocumentParseException(builder.name(), Reason.TOO_LARGE, "the extracted text "
          + "passes " + maxChars + " characters (ParseOptions.maxSourceChars)");
    }
    int start = (int) Math.min(Integer.MAX_VALUE - (long) text.length(), offset);
    offset = start + (long) text.length() + SEPARATOR;
    int safeLine = Math.max(1, line);
    return page > 0 ? SourceSpan.onPage(start, start + text.length(), safeLine, safeLine, page)
        : new SourceSpan(start, start + text.length(), safeLine, safeLine);
  }
}
