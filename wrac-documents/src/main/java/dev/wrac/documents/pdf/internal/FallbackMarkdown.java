package dev.wrac.documents.pdf.internal;

import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Adds the Markdown a {@code PageFallback} supplied for a page as that page's elements. The
 * Markdown is parsed by the {@code markdown} parser found through
 * {@link java.util.ServiceLoader} (module {@code wrac-parsers}) when it is on the class path,
 * else cut into one paragraph per block of non-blank lines. Element texts are the Markdown
 * verbatim; spans point into the extracted text, on the page.
 */
public final class FallbackMarkdown {
  private static final Optional<DocumentParser> MARKDOWN = markdownParser();

  private FallbackMarkdown() {}

  private static Optional<DocumentParser> markdownParser() {
    try {
      return DocumentParsers.load().byName("markdown");
    } catch (RuntimeException | java.util.ServiceConfigurationError e) {
      return Optional.empty();
    }
  }

  /** Adds {@code markdown} as the elements of {@code page}. */
  public static void add(String markdown, int page, ElementSink sink, ParseOptions options) {
    if (markdown.isBlank()) {
      return;
    }
    if (MARKDOWN.isEmpty()) {
      for (String block : markdown.split("\\n\\s*\\n")) {
        if (!block.isBlank()) {
          sink.paragraph(block.strip(), page);
        }
      }
      return;
    }
    ParsedDocument doc;
    try {
      doc = MARKDOWN.get().parse(DocumentSource.ofText("page-" + page + ".md", markdown), options);
    } catch (DocumentParseException e) {
      return;
    }
    Map<String, String> groups = new HashMap<>();
    Map<ElementId, ElementId> headers = new HashMap<>();
    for (Element e : doc.elements()) {
      String group = e.group() == null ? null
          : groups.computeIfAbsent(e.group(), g -> sink.builder().newGroup(
              e.group().replaceAll("\\d+$", "")));
      switch (e.kind()) {
        case HEADING -> sink.heading(e.level(), e.text(), e.title(), page);
        case LIST_ITEM -> sink.listItem(e.text(), page, group, e.level(), e.ordinal());
        case TABLE_HEADER -> headers.put(e.id(),
            sink.builder().tableHeader(e.text(), sink.next(e.text(), page), group));
        case TABLE_ROW -> sink.builder().tableRow(e.text(), sink.next(e.text(), page), group,
            e.intro() == null ? null : headers.get(e.intro()), e.headerCells());
        default -> sink.builder().block(e.kind(), e.text(), sink.next(e.text(), page));
      }
    }
  }
}
