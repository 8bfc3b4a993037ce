package dev.wrac.pages.internal;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.MarkdownParser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The pages' Markdown joined into one text (a blank line between pages, so no block spans two
 * pages), parsed with {@link MarkdownParser}, each element's span given the page(s) its text
 * lies on. Offsets point into {@link #text()}.
 */
public final class PagedMarkdown {
  private final String text;
  /** Offset where each page starts (index 0 = page 1). */
  private final int[] starts;

  /** Joins {@code pages} (index 0 = page 1); blank pages add nothing. */
  public PagedMarkdown(List<String> pages) {
    StringBuilder sb = new StringBuilder();
    starts = new int[pages.size()];
    for (int i = 0; i < pages.size(); i++) {
      String page = pages.get(i).strip();
      if (!page.isEmpty() && sb.length() > 0) {
        sb.append("\n\n");
      }
      starts[i] = sb.length();
      sb.append(page);
    }
    text = sb.toString();
  }

  /** The whole transcript. */
  public String text() {
    return text;
  }

  /** The 1-based page holding offset {@code offset}. */
  int pageAt(int offset) {
    int i = Arrays.binarySearch(starts, offset);
    if (i < 0) {
      i = -i - 2;
    } else {
      while (i + 1 < starts.length && starts[i + 1] == offset) {
        i++; // blank pages start where the next page starts: the offset is on the last of them
      }
    }
    return Math.max(0, i) + 1;
  }

  /**
   * Parses the transcript as Markdown into a document named {@code name} of {@code mediaType},
   * with page numbers on every element.
   *
   * @throws dev.wrac.parse.DocumentParseException if the transcript is empty
   */
  public ParsedDocument parse(String name, String mediaType, Map<String, String> metadata,
      ParseOptions options) {
    ParsedDocument md = MarkdownParser.create().parse(
        DocumentSource.ofText(name, text).withMediaType("text/markdown"), options);
    List<Element> elements = new ArrayList<>(md.size());
    for (Element e : md.elements()) {
      SourceSpan s = e.span();
      int first = pageAt(s.start());
      int last = Math.max(first, pageAt(Math.max(s.start(), s.end() - 1)));
      SourceSpan paged = new SourceSpan(s.start(), s.end(), s.line(), s.endLine(), first, last);
      elements.add(new Element(e.id(), e.kind(), e.level(), e.text(), paged, e.tokens(),
          e.headingPath(), e.title(), e.group(), e.ordinal(), e.intro(), e.headerCells(),
          e.content(), e.contentTokens()));
    }
    return new ParsedDocument(name, mediaType, md.title().orElse(null), metadata, elements);
  }
}
