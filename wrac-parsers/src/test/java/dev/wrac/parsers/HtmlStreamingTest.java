package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pages read as a stream (forced with {@code streamAboveChars(0)}): element kinds and spans,
 * the main-content fallback without a whole-page score, and decisions on elements that stay
 * open longer than the walk waits.
 */
class HtmlStreamingTest {
  private static final HtmlParser MAIN = HtmlParser.builder().streamAboveChars(0).build();
  private static final HtmlParser ALL = HtmlParser.builder()
      .content(HtmlParser.Content.ALL_VISIBLE).streamAboveChars(0).build();
  private static final HtmlParser ALL_DOM = HtmlParser.builder()
      .content(HtmlParser.Content.ALL_VISIBLE).build();
  /** More than the streamed walk waits behind an open element (256 Ki characters). */
  private static final int BEYOND_WINDOW = 300_000;

  private static ParsedDocument parse(HtmlParser parser, String html) {
    return parser.parse(DocumentSource.ofText("page.html", html), ParseOptions.defaults());
  }

  private static List<String> texts(ParsedDocument doc) {
    return doc.elements().stream().map(Element::text).toList();
  }

  @Test
  void kindsLevelsListsTablesCodeQuotesTitleMetadataAndSpans() {
    String html = "<html lang=\"de\"><head><title>Tool guide | Site</title>"
        + "<meta name=\"description\" content=\"How to\"></head><body>"
        + "<nav><a href=\"/\">Home</a> <a href=\"/x\">Docs</a></nav><main>"
        + "<h1>Guide</h1><p>Install the tool first, then configure it.</p>"
        + "<h3>Steps</h3><ol start=\"3\"><li>Download it<ul><li>from the site</li></ul></li>"
        + "<li>Run it</li></ol>"
        + "<table><thead><tr><th>Plan</th><th>Price</th></tr></thead>"
        + "<tbody><tr><td>Basic</td><td>5 EUR</td></tr><tr><td>Pro</td><td>9 EUR</td></tr>"
        + "</tbody></table><pre>make\n  install</pre><blockquote><p>Worth it.</p></blockquote>"
        + "<dl><dt>CLI</dt><dd>command line</dd></dl></main>"
        + "<footer>Copyright</footer></body></html>";
    ParsedDocument doc = parse(MAIN, html);
    assertThat(doc.elements()).extracting(Element::kind).containsExactly(ElementKind.HEADING,
        ElementKind.PARAGRAPH, ElementKind.HEADING, ElementKind.LIST_ITEM,
        ElementKind.LIST_ITEM, ElementKind.LIST_ITEM, ElementKind.TABLE_HEADER,
        ElementKind.TABLE_ROW, ElementKind.TABLE_ROW, ElementKind.CODE, ElementKind.QUOTE,
        ElementKind.DEFINITION);
    assertThat(texts(doc)).containsExactly("Guide", "Install the tool first, then configure it.",
        "Steps", "Download it", "from the site", "Run it", "Plan | Price", "Basic | 5 EUR",
        "Pro | 9 EUR", "make\n  install", "Worth it.", "CLI\ncommand line");
    assertThat(doc.elements().get(2).level()).isEqualTo(3);
    assertThat(doc.elements().subList(3, 6)).extracting(Element::level).containsExactly(1, 2, 1);
    assertThat(doc.elements().get(3).ordinal()).isEqualTo(3);
    assertThat(doc.elements().get(7).headerCells()).containsExactly("Plan", "Price");
    assertThat(doc.title()).contains("Tool guide | Site");
    assertThat(doc.metadata()).containsEntry("language", "de")
        .containsEntry("description", "How to");
    for (Element e : doc.elements()) {
      String first = e.text().split("[ |\n]")[0];
      assertThat(html.substring(e.span().start(), e.span().end())).as(e.text()).contains(first);
    }
    assertThat(html.substring(doc.elements().get(1).span().start(),
        doc.elements().get(1).span().end()))
        .isEqualTo("<p>Install the tool first, then configure it.</p>");
  }

  @Test
  void mainContentDropsTheFurnitureNamedByTagRoleClassOrId() {
    ParsedDocument streamed = parse(MAIN, HtmlParserTest.newsPage());
    assertThat(texts(streamed)).hasSize(7).first().isEqualTo("Big news");
    assertThat(texts(streamed).subList(1, 7)).allMatch(t -> t.startsWith("Paragraph "));
    assertThat(texts(streamed)).isEqualTo(texts(parse(HtmlParser.create(),
        HtmlParserTest.newsPage())));
  }

  @Test
  void aPageThatIsAllFurnitureKeepsItsVisibleText() {
    String html = "<nav><a href=\"/\">Home</a> <a href=\"/a\">About</a></nav>"
        + "<aside>Popular now</aside><footer>Contact us</footer>";
    assertThat(texts(parse(MAIN, html))).isEqualTo(texts(parse(ALL, html)))
        .containsExactly("Home About", "Popular now", "Contact us");
  }

  @Test
  void aBoilerplateNamedWrapperLargerThanTheWindowIsKeptAndSmallFurnitureInsideIsNot() {
    StringBuilder html = new StringBuilder("<div class=\"layout with-sidebar\">"
        + "<div class=\"sidebar\"><p>Sidebar teaser text that is not content.</p></div>");
    int paragraphs = 0;
    while (html.length() < BEYOND_WINDOW) {
      html.append("<p>Paragraph ").append(paragraphs++)
          .append(" of the article, long enough to read like prose.</p>");
    }
    html.append("</div>");
    ParsedDocument doc = parse(MAIN, html.toString());
    assertThat(doc.size()).isEqualTo(paragraphs);
    assertThat(texts(doc)).doesNotContain("Sidebar teaser text that is not content.");
  }

  @Test
  void tablesAndListItemsOpenLongerThanTheWindowKeepTheirStructure() {
    StringBuilder table = new StringBuilder("<table><tr><th>Key</th><th>Value</th></tr>");
    for (int k = 0; table.length() < BEYOND_WINDOW; k++) {
      table.append("<tr><td>key ").append(k).append("</td><td>value ").append(k)
          .append("</td></tr>");
    }
    table.append("</table>");
    StringBuilder list = new StringBuilder("<ul>");
    for (int k = 0; list.length() < BEYOND_WINDOW; k++) {
      list.append("<li>item ").append(k).append("<ul><li>nested ").append(k).append("</li></ul>");
    }
    for (String html : List.of(table.toString(), list.toString())) {
      assertThat(parse(ALL, html).elements()).isEqualTo(parse(ALL_DOM, html).elements());
    }
    ParsedDocument rows = parse(ALL, table.toString());
    assertThat(rows.elements().get(0).kind()).isEqualTo(ElementKind.TABLE_HEADER);
    assertThat(rows.elements().subList(1, rows.size()))
        .allMatch(e -> e.kind() == ElementKind.TABLE_ROW);
  }

  @Test
  void pageLimitsStillApply() {
    String page = "<p>" + "words ".repeat(2_000) + "</p>";
    for (HtmlParser parser : List.of(HtmlParser.builder().streamAboveChars(0).maxPageChars(1_000)
        .build(), MAIN)) {
      assertThatThrownBy(() -> parser.parse(DocumentSource.ofText("big.html", page),
          ParseOptions.builder().maxSourceChars(parser == MAIN ? 1_000 : 100_000).build()))
          .isInstanceOfSatisfying(DocumentParseException.class, e ->
              assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.TOO_LARGE));
    }
  }

  @Test
  void theBuilderChecksTheThresholdAndTheDefaultsStreamLargePagesWithoutALimitOfTheirOwn() {
    assertThatThrownBy(() -> HtmlParser.builder().streamAboveChars(-1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(HtmlParser.DEFAULT_STREAM_ABOVE_CHARS).isEqualTo(4L * 1024 * 1024);
    assertThat(HtmlParser.DEFAULT_MAX_PAGE_CHARS).isEqualTo(Long.MAX_VALUE);
  }
}
