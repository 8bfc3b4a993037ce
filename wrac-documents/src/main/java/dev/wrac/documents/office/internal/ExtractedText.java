package dev.wrac.documents.office.internal;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.SourceSpan;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.ParseDeadline;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The text an office parser extracts, in reading order, and the elements made from it: each
 * element's text is appended to the extracted text followed by a blank line, so its span's
 * {@code [start, end)} slices it out of that text. {@code line} is what the format cites (the
 * DOCX paragraph index, the XLSX row), {@code page} the slide or sheet (0 for none).
 */
public final class ExtractedText {
  /**
   * The metadata key listing what was skipped as damaged ({@code "ppt/slides/slide3.xml: shape
   * 'Title 1' has no shape properties"}, entries separated by {@code "; "}).
   */
  public static final String SKIPPED = "skipped";
  private static final Logger LOG = LoggerFactory.getLogger(ExtractedText.class);
  private static final int SEPARATOR = 2; // "\n\n" between elements
  private final DocumentBuilder builder;
  private final long maxChars;
  private final ParseDeadline deadline;
  private final List<String> skipped = new ArrayList<>();
  private long offset;

  /**
   * @param maxChars the most characters of text extracted ({@code
   *     ParseOptions.maxSourceChars()}); past it, TOO_LARGE
   * @param deadline checked before each element
   */
  public ExtractedText(DocumentBuilder builder, long maxChars, ParseDeadline deadline) {
    this.builder = builder;
    this.maxChars = maxChars;
    this.deadline = deadline;
  }

  /**
   * Records a damaged part that was skipped ({@code what}: the part, and the object in it,
   * and why) in the document's {@value #SKIPPED} metadata and as a WARN.
   */
  public void skip(String what) {
    LOG.warn("{}: skipped {}", builder.name(), what);
    if (skipped.size() < 100) {
      skipped.add(what);
      builder.metadata(SKIPPED, String.join("; ", skipped));
    }
  }

  /**
   * Fails with MALFORMED, listing what was skipped, when damaged parts were skipped and nothing
   * was read ({@code read} false).
   */
  public void requireSomethingRead(boolean read) {
    if (!read && !skipped.isEmpty()) {
      throw new DocumentParseException(builder.name(), Reason.MALFORMED, "nothing readable: "
          + String.join("; ", skipped));
    }
  }

  /** Fails with TIMEOUT when the parse's time budget is spent. */
  public void checkDeadline(String stage) {
    deadline.check(stage);
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
    if (deadline.bounded()) {
      deadline.check(page > 0 ? "reading slide or sheet " + page : "reading the document body");
    }
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
