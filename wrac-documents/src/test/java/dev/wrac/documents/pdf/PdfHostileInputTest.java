package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.time.Duration;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 30: hostile PDFs end quickly with text or a typed error naming the limit. */
class PdfHostileInputTest {
  private static final Duration QUICKLY = Duration.ofSeconds(20);

  private static ParsedDocument parse(String name, byte[] bytes) {
    return assertTimeoutPreemptively(QUICKLY, () -> PdfParser.create().parse(
        DocumentSource.ofBytes(name, bytes), ParseOptions.defaults()));
  }

  private static String text(ParsedDocument doc) {
    return doc.elements().stream().map(Element::text).collect(Collectors.joining("\n"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"2147483647", "-1", "0", "99999999999"})
  void aPageTreeCountThatLiesIsIgnored(String count) {
    ParsedDocument doc = parse("count.pdf", HostilePdfs.pageCount(count));
    assertThat(text(doc)).contains("Hello from a page tree that lies.");
    assertThat(doc.metadata()).containsEntry("pages", "1");
  }

  @Test
  void twentyThousandNestedPageNodesAreRefusedNamingTheLimit() {
    DocumentParseException e = assertTimeoutPreemptively(QUICKLY, () -> {
      try {
        PdfParser.create().parse(DocumentSource.ofBytes("deep.pdf",
            HostilePdfs.nestedPages(20_000)), ParseOptions.defaults());
        throw new AssertionError("parsed");
      } catch (DocumentParseException failure) {
        return failure;
      }
    });
    assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
    assertThat(e.detail()).contains("page tree nests deeper than 64 levels");
  }

  @Test
  void aPageTreeNestedWithinTheLimitIsRead() {
    assertThat(text(parse("deep.pdf", HostilePdfs.nestedPages(40))))
        .contains("Deep down there is one page.");
  }

  @Test
  void aVeryWidePageIsReadWithoutColumns() {
    String text = text(parse("wide.pdf", HostilePdfs.widePage(1e6f)));
    assertThat(text).contains("A line of prose long enough to count as a column line here.");
  }

  @ParameterizedTest
  @ValueSource(floats = {3e9f, 1e30f, Float.MAX_VALUE})
  void aHugelyWidePageEndsWithText(float width) {
    // at these widths float positions collapse, so glyphs of the two sides interleave: the
    // point is that the layout stage allocates nothing by the page's width and ends
    assertThat(text(parse("wide.pdf", HostilePdfs.widePage(width)))).startsWith("A line of");
  }

  @Test
  void twentyThousandLinesOnOneSpotEndAtTheTimeBudgetNamingThePage() {
    ParseOptions options = ParseOptions.builder().timeBudget(Duration.ofMillis(300)).build();
    byte[] pdf = HostilePdfs.linesOnOneSpot(20_000);
    long start = System.nanoTime();
    DocumentParseException e = assertTimeoutPreemptively(QUICKLY, () -> {
      try {
        PdfParser.create().parse(DocumentSource.ofBytes("spot.pdf", pdf), options);
        throw new AssertionError("parsed");
      } catch (DocumentParseException failure) {
        return failure;
      }
    });
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertThat(e.reason()).isEqualTo(Reason.TIMEOUT);
    assertThat(e.detail()).containsPattern("ran out while [a-z ]+ page 1, after");
    // read whole, the page takes seconds; the budget is checked every 1,024 glyphs and line
    assertThat(millis).isLessThan(3_000);
  }

  @Test
  void aSpentTimeBudgetIsATimeoutNamingThePage() {
    ParseOptions options = ParseOptions.builder().timeBudget(Duration.ofNanos(1)).build();
    try {
      PdfParser.create().parse(DocumentSource.ofBytes("slow.pdf", HostilePdfs.pageCount("1")),
          options);
      throw new AssertionError("parsed");
    } catch (DocumentParseException e) {
      assertThat(e.reason()).isEqualTo(Reason.TIMEOUT);
      assertThat(e.detail()).contains("ParseOptions.timeBudget").contains("while loading the PDF");
    }
  }
}
