package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.html.RandomPages;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Invariants of the HTML parser over generated pages. */
class HtmlParserProperties {
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+");
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

  private static List<String> words(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = WORD.matcher(text);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  private static List<String> words(ParsedDocument doc) {
    List<String> out = new ArrayList<>();
    for (Element e : doc.elements()) {
      out.addAll(words(e.text()));
    }
    return out;
  }

  @Property(tries = 300)
  void everyVisibleTextNodeIsInExactlyOneElementInDocumentOrder(
      @ForAll("pages") RandomPages.Page page) {
    List<String> expected = new ArrayList<>();
    page.visibleWords().forEach(w -> expected.addAll(words(w)));
    if (expected.isEmpty()) {
      return;
    }
    assertThat(words(parse(ALL, page))).isEqualTo(expected);
  }

  @Property(tries = 300)
  void mainContentIsAnInOrderSelectionOfTheVisibleText(@ForAll("pages") RandomPages.Page page) {
    if (page.visibleWords().isEmpty()) {
      return;
    }
    List<String> all = words(parse(ALL, page));
    List<String> main = words(parse(MAIN, page));
    int at = 0;
    for (String w : main) {
      while (at < all.size() && !all.get(at).equals(w)) {
        at++;
      }
      assertThat(at).as("word '%s' of the main content is in the visible text, in order", w)
          .isLessThan(all.size());
      at++;
    }
  }

  @Property(tries = 200)
  void parsingIsDeterministicAndElementsAreWellFormed(@ForAll("pages") RandomPages.Page page) {
    if (page.visibleWords().isEmpty()) {
      return;
    }
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
