package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.html.PageWords;
import dev.wrac.parsers.html.RandomPages;
import dev.wrac.parsers.html.TagSoup;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The streamed path, forced on small pages with {@code streamAboveChars(0)}: it keeps every
 * visible text node, gives the DOM path's elements when all visible text is asked for, and
 * keeps the main content without the page furniture.
 */
class HtmlStreamingProperties {
  private static final ParseOptions OPTIONS = ParseOptions.defaults();
  private static final HtmlParser ALL_DOM =
      HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE).build();
  private static final HtmlParser ALL_STREAMED = HtmlParser.builder()
      .content(HtmlParser.Content.ALL_VISIBLE).streamAboveChars(0).build();
  private static final HtmlParser MAIN_STREAMED = HtmlParser.builder().streamAboveChars(0).build();

  @Provide
  Arbitrary<RandomPages.Page> pages() {
    return Arbitraries.longs().map(RandomPages::page);
  }

  private static ParsedDocument parse(HtmlParser parser, String html) {
    return parser.parse(DocumentSource.ofText("page.html", html), OPTIONS);
  }

  @Property(tries = 300)
  void streamedPathKeepsEveryVisibleTextNodeInExactlyOneElementInDocumentOrder(
      @ForAll("pages") RandomPages.Page page) {
    List<String> expected = page.words();
    Assume.that(!expected.isEmpty());
    ParsedDocument doc = parse(ALL_STREAMED, page.html());
    assertThat(PageWords.of(doc)).isEqualTo(expected);
    for (Element e : doc.elements()) {
      assertThat(e.text()).isNotBlank().doesNotContain("HIDDENWORD", "ALTTEXT");
      assertThat(e.span().end()).isBetween(e.span().start(), page.html().length());
    }
  }

  @Property(tries = 300)
  void streamedAndDomPathsGiveTheSameElementsForAllVisibleText(
      @ForAll("pages") RandomPages.Page page) {
    Assume.that(!page.visibleWords().isEmpty());
    ParsedDocument dom = parse(ALL_DOM, page.html());
    ParsedDocument streamed = parse(ALL_STREAMED, page.html());
    assertThat(streamed.elements()).isEqualTo(dom.elements()); // kinds, levels, texts, spans, …
    assertThat(streamed.title()).isEqualTo(dom.title());
    var expected = new java.util.TreeMap<>(dom.metadata()); // but for how the page was read
    expected.put("html.path", "streamed");
    assertThat(streamed.metadata()).isEqualTo(expected);
  }

  /** The elements, or the reason the page was refused. */
  private static Object outcome(HtmlParser parser, String html) {
    try {
      return parse(parser, html).elements();
    } catch (DocumentParseException e) {
      return e.reason();
    }
  }

  @Property(tries = 500)
  void streamedAndDomPathsGiveTheSameElementsForTagSoup(@ForAll long seed) {
    String html = TagSoup.page(seed);
    assertThat(outcome(ALL_STREAMED, html)).as(html).isEqualTo(outcome(ALL_DOM, html));
  }

  @Property(tries = 200)
  void streamedMainContentDropsNamedFurnitureAndKeepsAnInOrderSelection(
      @ForAll("pages") RandomPages.Page page) {
    String prose = "<p>The main prose of this page, long enough to be content.</p>";
    String body = page.html().replace("<body>", "<body><nav><a href=\"/\">NAVWORD</a></nav>"
        + "<div class=\"cookie-banner\">COOKIEWORD we use cookies</div>" + prose)
        .replace("</body>", "<footer>FOOTWORD contact</footer></body>");
    List<String> visible = new ArrayList<>(PageWords.of("NAVWORD COOKIEWORD we use cookies"));
    visible.addAll(PageWords.of("The main prose of this page, long enough to be content."));
    visible.addAll(page.words());
    visible.addAll(PageWords.of("FOOTWORD contact"));
    List<String> main = PageWords.of(parse(MAIN_STREAMED, body));
    assertThat(main).doesNotContain("NAVWORD", "COOKIEWORD", "FOOTWORD", "HIDDENWORD")
        .containsSequence(PageWords.of("The main prose of this page, long enough to be content."));
    PageWords.assertInOrderSelection(main, visible);
  }
}
