package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.html.PageWords;
import dev.wrac.parsers.html.RandomPages;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Invariants of the HTML parser over generated pages. */
class HtmlParserProperties {
  private static final HtmlParser ALL =
      HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE).build();
  private static final HtmlParser MAIN = HtmlParser.create();
  private static final ParseOptions OPTIONS = ParseOptions.defaults();

  @Provide
  Arbitrary<RandomPages.Page> pages() {
    return Arbitraries.longs().map(RandomPages::page);
  }

  private static ParsedDocument parse(HtmlParser parser, RandomPages.Page page) {
    return parser.parse(DocumentSource.ofText("page.html", page.html()), OPTIONS);
  }

  @Property(tries = 300)
  void everyVisibleTextNodeIsInExactlyOneElementInDocumentOrder(
      @ForAll("pages") RandomPages.Page page) {
    List<String> expected = page.words();
    Assume.that(!expected.isEmpty());
    assertThat(PageWords.of(parse(ALL, page))).isEqualTo(expected);
  }

  @Property(tries = 300)
  void mainContentIsAnInOrderSelectionOfTheVisibleText(@ForAll("pages") RandomPages.Page page) {
    Assume.that(!page.visibleWords().isEmpty());
    PageWords.assertInOrderSelection(PageWords.of(parse(MAIN, page)),
        PageWords.of(parse(ALL, page)));
  }

  @Property(tries = 200)
  void parsingIsDeterministicAndElementsAreWellFormed(@ForAll("pages") RandomPages.Page page) {
    Assume.that(!page.visibleWords().isEmpty());
    for (HtmlParser parser : List.of(ALL, MAIN)) {
      ParsedDocument first = parse(parser, page);
      ParsedDocument second = parse(parser, page);
      assertThat(second).isEqualTo(first);
      assertThat(second.fingerprint()).isEqualTo(first.fingerprint());
      for (Element e : first.elements()) {
        assertThat(e.text()).isNotBlank().isEqualTo(e.text().strip());
        assertThat(e.text()).doesNotContain("HIDDENWORD", "ALTTEXT", "  ");
        assertThat(e.span().end()).isLessThanOrEqualTo(page.html().length());
      }
    }
  }
}
