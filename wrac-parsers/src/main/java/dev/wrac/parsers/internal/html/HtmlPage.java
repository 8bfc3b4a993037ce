package dev.wrac.parsers.internal.html;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.internal.LineIndex;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One page on its way from decoded text to a {@link ParsedDocument}: read whole as a DOM
 * ({@link DomPage}) or, above a size, as a stream ({@link StreamedPage}); then its blocks become
 * elements.
 */
public final class HtmlPage {
  /** Bold one-line paragraphs longer than this many characters are not taken as headings. */
  private static final int MAX_BOLD_HEADING_CHARS = 120;

  /**
   * The largest page read as a DOM when pages cannot be streamed (see
   * {@link StreamedPage#isAvailable}): 32 Mi characters, a few GB of heap.
   */
  private static final long MAX_DOM_CHARS = 32L * 1024 * 1024;

  /**
   * How pages are read.
   *
   * @param mainContent      keep only the main content (else everything visible)
   * @param boldHeadings     take bold one-line paragraphs followed by text as headings
   * @param sentences        table rows as "Header: value; …" sentences
   * @param streamAboveChars pages longer than this many characters are read as a stream
   */
  public record Settings(boolean mainContent, boolean boldHeadings, boolean sentences,
      long streamAboveChars) {}

  private HtmlPage() {}

  /**
   * Parses decoded page text (never fetches anything: no base URI, no resources).
   *
   * @throws DocumentParseException {@link Reason#TOO_LARGE} for a page that should be
   *     streamed where streaming is not available and that is larger than
   *     {@link #MAX_DOM_CHARS}
   */
  public static ParsedDocument parse(String name, String mediaType, String html,
      ParseOptions options, Settings settings) {
    PageContent page;
    if (html.length() > settings.streamAboveChars() && StreamedPage.isAvailable()) {
      page = StreamedPage.read(html, settings.mainContent(), settings.sentences());
    } else if (html.length() > Math.max(settings.streamAboveChars(), MAX_DOM_CHARS)) {
      throw new DocumentParseException(name, Reason.TOO_LARGE, html.length()
          + " characters: pages over " + settings.streamAboveChars() + " characters are read as"
          + " a stream, which needs jsoup's parser package open to this code (jsoup on the"
          + " class path, or --add-opens org.jsoup/org.jsoup.parser=<module of wrac-parsers>),"
          + " and as a DOM up to " + MAX_DOM_CHARS + " characters only");
    } else {
      page = DomPage.read(html, settings.mainContent(), settings.sentences());
    }
    DocumentBuilder builder = new DocumentBuilder(name, mediaType, options);
    page.head().metadata().forEach(builder::metadata);
    List<Block> blocks = page.blocks();
    String title = page.head().title();
    if (title == null) {
      for (Block b : blocks) {
        if (b.kind() == ElementKind.HEADING && b.level() == 1) {
          title = b.text();
          break;
        }
      }
    }
    builder.title(title);
    emit(blocks, new LineIndex(html), builder, settings.boldHeadings());
    return builder.build();
  }

  /** Adds the blocks to the builder, dropping each from the list once it is an element. */
  private static void emit(List<Block> blocks, LineIndex lines, DocumentBuilder builder,
      boolean boldHeadings) {
    Map<Integer, String> groups = new HashMap<>();
    Map<Integer, ElementId> headers = new HashMap<>();
    int headingLevel = 1;
    for (int k = 0; k < blocks.size(); k++) {
      Block b = blocks.get(k);
      var span = lines.span(b.start(), b.end());
      switch (b.kind()) {
        case HEADING -> {
          builder.heading(b.level(), b.text(), b.text(), span);
          headingLevel = b.level();
        }
        case PARAGRAPH -> {
          if (boldHeadings && isBoldHeading(b, k + 1 < blocks.size() ? blocks.get(k + 1) : null)) {
            builder.heading(Math.min(6, headingLevel + 1), b.text(), b.text(), span);
          } else {
            builder.block(ElementKind.PARAGRAPH, b.text(), span);
          }
        }
        case LIST_ITEM -> builder.listItem(b.text(), span,
            groups.computeIfAbsent(b.group(), g -> builder.newGroup("list")), b.level(),
            b.ordinal());
        case TABLE_HEADER -> headers.put(b.group(), builder.tableHeader(b.text(), span,
            groups.computeIfAbsent(b.group(), g -> builder.newGroup("table"))));
        case TABLE_ROW -> builder.tableRow(b.text(), span,
            groups.computeIfAbsent(b.group(), g -> builder.newGroup("table")),
            headers.get(b.group()), b.headerCells());
        default -> builder.block(b.kind(), b.text(), span);
      }
      blocks.set(k, null);
    }
  }

  /** A bold one-line paragraph, short, not a sentence, followed by text: a heading. */
  private static boolean isBoldHeading(Block b, Block next) {
    if (!b.allBold() || next == null || next.kind() == ElementKind.HEADING) {
      return false;
    }
    String t = b.text();
    if (t.length() > MAX_BOLD_HEADING_CHARS || t.indexOf('\n') >= 0) {
      return false;
    }
    char last = t.charAt(t.length() - 1);
    return last != '.' && last != ',' && last != ';' && b.linkChars() * 2 < b.chars();
  }
}
