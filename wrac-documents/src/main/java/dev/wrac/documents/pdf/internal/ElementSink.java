package dev.wrac.documents.pdf.internal;

import dev.wrac.model.ElementId;
import dev.wrac.model.SourceSpan;
import dev.wrac.parse.DocumentBuilder;
import java.util.List;

/**
 * Adds elements to a {@link DocumentBuilder} with spans into the extracted text: the elements'
 * texts in order, separated by blank lines ({@code "\n\n"}), so {@code start}/{@code end} are
 * offsets into that text and {@code line} its 1-based line; {@code page} is the PDF page.
 * Texts lose their dot leaders on the way ({@link Leaders}).
 */
public final class ElementSink {
  private final DocumentBuilder builder;
  private int offset;
  private int line = 1;
  private String firstHeading;

  public ElementSink(DocumentBuilder builder) {
    this.builder = builder;
  }

  /** The builder elements go to. */
  public DocumentBuilder builder() {
    return builder;
  }

  /** The title of the first heading added, or null. */
  public String firstHeading() {
    return firstHeading;
  }

  /** The span the next element of this text takes, on {@code page}; moves past it. */
  public SourceSpan next(String text, int page) {
    int newlines = 0;
    for (int i = 0; i < text.length(); i++) {
      newlines += text.charAt(i) == '\n' ? 1 : 0;
    }
    SourceSpan span = SourceSpan.onPage(offset, offset + text.length(), line, line + newlines,
        page);
    offset += text.length() + 2;
    line += newlines + 2;
    return span;
  }

  public ElementId heading(int level, String text, String title, int page) {
    String stripped = Leaders.strip(text);
    if (!stripped.isBlank()) { // a heading of dots alone keeps them
      text = stripped;
      title = title == null ? null : Leaders.strip(title);
    }
    firstHeading = firstHeading == null ? title : firstHeading;
    return builder.heading(level, text, title, next(text, page));
  }

  public ElementId paragraph(String text, int page) {
    text = Leaders.strip(text);
    return builder.block(dev.wrac.model.ElementKind.PARAGRAPH, text, next(text, page));
  }

  public ElementId listItem(String text, int page, String list, int depth, int ordinal) {
    text = Leaders.strip(text);
    return builder.listItem(text, next(text, page), list, depth, ordinal);
  }

  /**
   * Adds a table: its header row, then one element per row that keeps the header cells; texts
   * are the cells joined by {@code " | "}, and the builder makes each row's content (its cells,
   * or the row sentence "Header: cell; …" when rows become sentences).
   */
  public void table(List<List<String>> rows, int page) {
    rows = rows.stream().map(r -> r.stream().map(Leaders::strip).toList())
        .filter(r -> r.stream().anyMatch(c -> !c.isBlank())).toList();
    if (rows.isEmpty()) {
      return;
    }
    String group = builder.newGroup("table");
    List<String> header = rows.get(0);
    String headerText = String.join(" | ", header);
    ElementId headerId = builder.tableHeader(headerText, header, next(headerText, page), group);
    for (List<String> row : rows.subList(1, rows.size())) {
      String text = String.join(" | ", row);
      builder.tableRow(text, row, next(text, page), group, headerId, header);
    }
  }
}
