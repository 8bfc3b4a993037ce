package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.html.RandomPages;
import dev.wrac.parsers.html.TagSoup;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * Streamed pages handed out in segments ({@link HtmlParser#parseSegments}), forced on small
 * pages with {@code streamAboveChars(0)} and a segment of one element: joined, the segments
 * hold {@link HtmlParser#parse}'s elements, in order, with the same IDs, spans, heading paths
 * and intros, and each segment stands alone.
 */
class HtmlSegmentsProperties {
  private static final ParseOptions OPTIONS = ParseOptions.defaults();

  @Provide
  Arbitrary<RandomPages.Page> pages() {
    return Arbitraries.longs().map(RandomPages::page);
  }

  @Provide
  Arbitrary<HtmlParser.Content> contents() {
    return Arbitraries.of(HtmlParser.Content.class);
  }

  private static HtmlParser.Builder streamed(HtmlParser.Content content) {
    return HtmlParser.builder().content(content).streamAboveChars(0);
  }

  private static List<ParsedDocument> segments(HtmlParser parser, String html) {
    List<ParsedDocument> out = new ArrayList<>();
    parser.parseSegments(DocumentSource.ofText("page.html", html), OPTIONS, out::add);
    return out;
  }

  /**
   * The segments' own elements in order (without the headings each carries from earlier
   * segments), after checking that every segment stands alone: its heading paths and intros
   * point into it, and the headings it carries are the earlier segments' elements.
   */
  private static List<Element> joined(List<ParsedDocument> segments) {
    List<Element> out = new ArrayList<>();
    Map<ElementId, Element> earlier = new HashMap<>();
    for (ParsedDocument segment : segments) {
      assertThat(segment.elements()).isNotEmpty();
      Set<ElementId> present = new HashSet<>();
      for (Element e : segment.elements()) {
        assertThat(present).containsAll(e.headingPath());
        if (e.intro() != null) {
          assertThat(present).contains(e.intro());
        }
        present.add(e.id());
        Element before = earlier.get(e.id());
        if (before != null) {
          assertThat(e).isEqualTo(before); // a heading carried from an earlier segment
        } else {
          earlier.put(e.id(), e);
          out.add(e);
        }
      }
    }
    return out;
  }

  /** The joined elements, or the reason the page was refused. */
  private static Object segmentedOutcome(HtmlParser parser, String html) {
    try {
      return joined(segments(parser, html));
    } catch (DocumentParseException e) {
      return e.reason();
    }
  }

  private static Object wholeOutcome(HtmlParser parser, String html) {
    try {
      return parser.parse(DocumentSource.ofText("page.html", html), OPTIONS).elements();
    } catch (DocumentParseException e) {
      return e.reason();
    }
  }

  @Property(tries = 300)
  void joinedSegmentsAreTheWholeDocumentsElements(@ForAll("pages") RandomPages.Page page,
      @ForAll("contents") HtmlParser.Content content) {
    HtmlParser whole = streamed(content).build();
    HtmlParser cut = streamed(content).segments(1, Integer.MAX_VALUE).build();
    Object expected = wholeOutcome(whole, page.html());
    assertThat(segmentedOutcome(cut, page.html())).isEqualTo(expected);
    if (expected instanceof List<?>) {
      List<ParsedDocument> segments = segments(cut, page.html());
      ParsedDocument doc = whole.parse(DocumentSource.ofText("page.html", page.html()), OPTIONS);
      for (ParsedDocument s : segments) {
        assertThat(s.title()).isEqualTo(doc.title()); // the page has a <title>
        assertThat(s.metadata()).isEqualTo(doc.metadata());
      }
      Statistics.label("segments").collect(segments.size() > 1 ? "several" : "one");
    }
  }

  @Property(tries = 300)
  void joinedSegmentsAreTheWholeDocumentsElementsForTagSoup(@ForAll long seed,
      @ForAll("contents") HtmlParser.Content content) {
    String html = TagSoup.page(seed);
    assertThat(segmentedOutcome(streamed(content).segments(1, Integer.MAX_VALUE).build(), html))
        .as(html).isEqualTo(wholeOutcome(streamed(content).build(), html));
  }

  @Property(tries = 200)
  void cutsInsideListsAndTablesOnlyDropIntrosThatPointOutOfTheSegment(
      @ForAll("pages") RandomPages.Page page, @ForAll("contents") HtmlParser.Content content) {
    Object expected = wholeOutcome(streamed(content).build(), page.html());
    Object actual = segmentedOutcome(streamed(content).segments(1, 2).build(), page.html());
    if (!(expected instanceof List<?> whole)) {
      assertThat(actual).isEqualTo(expected);
      return;
    }
    assertThat(actual).isInstanceOf(List.class);
    List<?> cut = (List<?>) actual;
    assertThat(cut).hasSameSizeAs(whole);
    for (int k = 0; k < whole.size(); k++) {
      Element w = (Element) whole.get(k);
      Element c = (Element) cut.get(k);
      if (c.intro() == null && w.intro() != null) {
        w = w.withoutIntro();
      }
      assertThat(c).isEqualTo(w);
    }
  }

  private static String articles(int paragraphs) {
    StringBuilder s = new StringBuilder("<html><head><title>Long</title></head><body>");
    for (int k = 0; k < paragraphs; k++) {
      if (k % 7 == 0) {
        s.append("<h2>Section ").append(k).append("</h2>");
      }
      s.append("<p>Paragraph ").append(k).append(" says something of its own.</p>");
      if (k % 5 == 0) {
        s.append("<p>Steps:</p><ol><li>one ").append(k).append("</li><li>two</li></ol>");
      }
    }
    return s.append("</body></html>").toString();
  }

  @Test
  void aStreamedPageGoesOutInSegmentsCutBetweenBlocks() {
    String html = articles(300);
    HtmlParser parser = HtmlParser.builder().streamAboveChars(0).segments(50, 1000).build();
    List<ParsedDocument> segments = segments(parser, html);
    ParsedDocument whole = parser.parse(DocumentSource.ofText("page.html", html), OPTIONS);
    assertThat(segments).hasSizeGreaterThan(5);
    assertThat(joined(segments)).isEqualTo(whole.elements());
    for (ParsedDocument s : segments.subList(0, segments.size() - 1)) {
      assertThat(s.size()).isBetween(50, 60); // cut at the first boundary after 50 elements
    }
  }

  @Test
  void aPageReadAsADomIsOneSegment() {
    String html = articles(30);
    HtmlParser parser = HtmlParser.builder().segments(1, 1).build();
    List<ParsedDocument> segments = segments(parser, html);
    assertThat(segments).singleElement().isEqualTo(
        parser.parse(DocumentSource.ofText("page.html", html), OPTIONS));
  }

  @Test
  void aHugeListIsCutAtTheMostElementsAndLosesOnlyItsLeadInAsIntro() {
    StringBuilder s = new StringBuilder("<html><body><p>The items:</p><ul>");
    for (int k = 0; k < 100; k++) {
      s.append("<li>item ").append(k).append("</li>");
    }
    String html = s.append("</ul></body></html>").toString();
    HtmlParser parser = HtmlParser.builder().streamAboveChars(0).segments(5, 30).build();
    List<ParsedDocument> segments = segments(parser, html);
    assertThat(segments).extracting(ParsedDocument::size).containsExactly(30, 30, 30, 11);
    List<Element> elements = joined(segments);
    assertThat(elements.get(1).intro()).isEqualTo(elements.get(0).id());
    assertThat(elements.get(30).intro()).isNull();
    assertThat(elements).extracting(Element::group).containsOnly(null, "list1");
  }

  @Test
  void mainContentThatKeepsNothingFallsBackToAllVisibleTextBeforeAnythingGoesOut() {
    String html = "<html><body><p><a href=/a>Home</a> <a href=/b>News</a></p>"
        + "<p><a href=/c>About us</a></p></body></html>";
    HtmlParser parser = HtmlParser.builder().streamAboveChars(0).segments(1, 1).build();
    ParsedDocument whole = parser.parse(DocumentSource.ofText("page.html", html), OPTIONS);
    assertThat(whole.elements()).extracting(Element::text).containsExactly("Home News",
        "About us");
    assertThat(joined(segments(parser, html))).isEqualTo(whole.elements());
  }

  @Test
  void chunkingAStreamedPageGoesSegmentBySegmentAndPlacesEveryElementOnce() {
    String html = articles(400);
    HtmlParser parser = HtmlParser.builder().streamAboveChars(0).segments(40, 400).build();
    Chunker chunker = Wrac.builder().parsers(DocumentParsers.of(List.of(parser))).build();
    DocumentSource source = DocumentSource.ofText("page.html", html);
    List<Chunk> chunks = new ArrayList<>();
    assertThat(chunker.chunk(source, chunks::add)).isEqualTo(chunks.size());
    Map<ElementId, Integer> placed = new HashMap<>();
    for (int k = 0; k < chunks.size(); k++) {
      assertThat(chunks.get(k).index()).isEqualTo(k);
      chunks.get(k).elementIds().forEach(id -> placed.merge(id, 1, Integer::sum));
    }
    for (Element e : parser.parse(source, OPTIONS).elements()) {
      if (!e.isContextKind()) {
        assertThat(placed.get(e.id())).as("placements of %s", e.id()).isEqualTo(1);
      }
    }
  }
}
