package dev.wrac.parsers.internal.html;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.internal.LineIndex;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;

/** One page on its way from decoded text to a {@link ParsedDocument}. */
public final class HtmlPage {
  /** Bold one-line paragraphs longer than this many characters are not taken as headings. */
  private static final int MAX_BOLD_HEADING_CHARS = 120;

  private final String name;
  private final String html;
  private final Document document;
  private final DomIndex dom;
  private boolean titleKnown;
  private String title;

  private HtmlPage(String name, String html) {
    this.name = name;
    this.html = html;
    this.document = Jsoup.parse(TableNestingGuard.apply(html), "",
        Parser.htmlParser().setTrackPosition(true));
    Element body = document.body();
    this.dom = DomIndex.of(body != null ? body : document);
  }

  /** Parses decoded page text (never fetches anything: no base URI, no resources). */
  public static HtmlPage parse(String name, String html) {
    return new HtmlPage(name, html);
  }

  /**
   * The page as a document.
   *
   * @param mainContent  keep only the main content (else everything visible)
   * @param boldHeadings take bold one-line paragraphs followed by text as headings
   * @param sentences    table rows as "Header: value; …" sentences
   */
  public ParsedDocument toDocument(String mediaType, ParseOptions options, boolean mainContent,
      boolean boldHeadings, boolean sentences) {
    List<Block> blocks = blocks(mainContent, sentences);
    DocumentBuilder builder = new DocumentBuilder(name, mediaType, options);
    String title = title();
    Map<String, String> metadata = metadata();
    metadata.forEach(builder::metadata);
    emit(blocks, builder, boldHeadings);
    if (title == null) {
      for (Block b : blocks) {
        if (b.kind() == ElementKind.HEADING && b.level() == 1) {
          title = b.text();
          break;
        }
      }
    }
    builder.title(title);
    return builder.build();
  }

  /** The blocks of the page: its main content, or everything visible. */
  List<Block> blocks(boolean mainContent, boolean sentences) {
    if (mainContent) {
      MainContent.Selection selection = MainContent.select(dom, false);
      BlockWalker walker = new BlockWalker(dom, selection.skip(), sentences);
      for (int root : selection.roots()) {
        walker.walk(root);
      }
      List<Block> kept = BlockFilter.apply(walker.blocks(), title());
      if (!kept.isEmpty()) {
        return kept;
      }
    }
    BlockWalker walker = new BlockWalker(dom, null, sentences);
    walker.walk(0);
    return walker.blocks();
  }

  /** The page title: {@code <title>}, else {@code og:title}; {@code null} if neither. */
  String title() {
    if (!titleKnown) {
      titleKnown = true;
      Element head = document.head();
      String t = "";
      for (Element e : head.getElementsByTag("title")) {
        t = e.text().replaceAll("\\s+", " ").strip();
        break;
      }
      if (t.isEmpty()) {
        t = headMeta("property", "og:title");
      }
      title = t.isEmpty() ? null : t;
    }
    return title;
  }

  /**
   * The canonical URL, the language and the description when the page declares them. Only
   * the head is searched, so a large body costs nothing here.
   */
  Map<String, String> metadata() {
    Map<String, String> m = new HashMap<>();
    String canonical = "";
    for (Element link : document.head().getElementsByTag("link")) {
      if (link.attr("rel").strip().equalsIgnoreCase("canonical")) {
        canonical = link.attr("href").strip();
        if (!canonical.isEmpty()) {
          break;
        }
      }
    }
    if (canonical.isEmpty()) {
      canonical = headMeta("property", "og:url");
    }
    if (!canonical.isEmpty()) {
      m.put("canonicalUrl", canonical);
    }
    Element root = document.children().isEmpty() ? null : document.child(0);
    if (root != null && !root.attr("lang").isBlank()) {
      m.put("language", root.attr("lang").strip());
    }
    String description = headMeta("name", "description");
    if (!description.isEmpty()) {
      m.put("description", description);
    }
    return m;
  }

  /** The content of the head's {@code <meta key="value" content>}, or "". */
  private String headMeta(String key, String value) {
    for (Element meta : document.head().getElementsByTag("meta")) {
      if (meta.attr(key).strip().equalsIgnoreCase(value)) {
        String content = meta.attr("content").strip();
        if (!content.isEmpty()) {
          return content;
        }
      }
    }
    return "";
  }

  private void emit(List<Block> blocks, DocumentBuilder builder, boolean boldHeadings) {
    LineIndex lines = new LineIndex(html);
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
