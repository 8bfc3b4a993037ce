package dev.wrac.testing;

import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.ParseOptions;
import java.util.List;

/**
 * Builds small documents for tests without a parser: each call appends Markdown-like source
 * text and the matching element through the real {@link DocumentBuilder} (real token counts),
 * so spans slice the {@link #source()} exactly.
 *
 * <pre>{@code
 * ParsedDocument doc = TestDocuments.named("t.md").heading(1, "Title").paragraph("Hi.").build();
 * }</pre>
 */
public final class TestDocuments {
  private final DocumentBuilder builder;
  private final StringBuilder source = new StringBuilder();

  private TestDocuments(String name, ParseOptions options) {
    this.builder = new DocumentBuilder(name, "text/markdown", options);
  }

  /**
   * {@code doc} laid out on pages, as a PDF reader would give it: every element on page
   * {@code 1 + (line - 1) / linesPerPage} (its end on the page of its end line); the rest as is.
   */
  public static ParsedDocument onPages(ParsedDocument doc, int linesPerPage) {
    if (linesPerPage < 1) {
      throw new IllegalArgumentException("linesPerPage must be positive, was " + linesPerPage);
    }
    List<Element> paged = doc.elements().stream().map(e -> {
      SourceSpan s = e.span();
      SourceSpan p = new SourceSpan(s.start(), s.end(), s.line(), s.endLine(),
          1 + (s.line() - 1) / linesPerPage, 1 + (s.endLine() - 1) / linesPerPage);
      return new Element(e.id(), e.kind(), e.level(), e.text(), p, e.tokens(), e.headingPath(),
          e.title(), e.group(), e.ordinal(), e.intro(), e.headerCells(), e.content(),
          e.contentTokens());
    }).toList();
    return new ParsedDocument(doc.name(), doc.mediaType(), doc.title().orElse(null),
        doc.metadata(), paged);
  }

  public static TestDocuments named(String name) {
    return new TestDocuments(name, ParseOptions.defaults());
  }

  public static TestDocuments named(String name, ParseOptions options) {
    return new TestDocuments(name, options);
  }

  public TestDocuments heading(int level, String title) {
    String text = "#".repeat(level) + " " + title;
    builder.heading(level, text, title, append(text));
    return this;
  }

  public TestDocuments paragraph(String text) {
    builder.block(ElementKind.PARAGRAPH, text, append(text));
    return this;
  }

  public TestDocuments code(String text) {
    String fenced = "```\n" + text + "\n```";
    builder.block(ElementKind.CODE, fenced, append(fenced));
    return this;
  }

  /** A bulleted list, items at depth 1. */
  public TestDocuments bullets(String... items) {
    String group = builder.newGroup("list");
    for (int k = 0; k < items.length; k++) {
      String text = "- " + items[k];
      builder.listItem(text, append(text, k < items.length - 1), group, 1, 0);
    }
    return this;
  }

  /** An ordered list (steps) numbered from 1. */
  public TestDocuments steps(String... items) {
    String group = builder.newGroup("list");
    for (int k = 0; k < items.length; k++) {
      String text = (k + 1) + ". " + items[k];
      builder.listItem(text, append(text, k < items.length - 1), group, 1, k + 1);
    }
    return this;
  }

  /** A table with a header row and body rows. */
  public TestDocuments table(List<String> header, List<List<String>> rows) {
    String group = builder.newGroup("table");
    String headText = "| " + String.join(" | ", header) + " |\n|"
        + "---|".repeat(header.size());
    ElementId head = builder.tableHeader(headText, header, append(headText, !rows.isEmpty()),
        group);
    for (int k = 0; k < rows.size(); k++) {
      String text = "| " + String.join(" | ", rows.get(k)) + " |";
      builder.tableRow(text, rows.get(k), append(text, k < rows.size() - 1), group, head, header);
    }
    return this;
  }

  public ParsedDocument build() {
    return builder.build();
  }

  /** The source text the spans point into. */
  public String source() {
    return source.toString();
  }

  private SourceSpan append(String text) {
    return append(text, false);
  }

  /** Appends the text, then a newline (tight, next line) or a blank line. */
  private SourceSpan append(String text, boolean tight) {
    int start = source.length();
    int line = 1 + (int) source.chars().filter(c -> c == '\n').count();
    source.append(text);
    int endLine = line + (int) text.chars().filter(c -> c == '\n').count();
    source.append(tight ? "\n" : "\n\n");
    return new SourceSpan(start, start + text.length(), line, endLine);
  }
}
