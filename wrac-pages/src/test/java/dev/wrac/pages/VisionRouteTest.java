package dev.wrac.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.llm.ModelPrice;
import dev.wrac.llm.PriceTable;
import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.pages.TestPdfs.Line;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The vision route over real rendered pages of a PDF the test makes, model scripted. */
class VisionRouteTest {
  private static final PriceTable PRICES = PriceTable.empty()
      .with("scripted-vision", new ModelPrice(2.0, 0.5, 8.0));

  @TempDir
  Path dir;

  /** The model's scripted transcript of each page, with the syntax post-processing removes. */
  static String answer(int page) {
    if (page == 2) {
      return "## Premiums\n\n```markdown\nTerms of page 2.\n```\n\n![logo](logo.png)\n\n"
          + "| Plan | Policy term |\n|---|---|\n| Gold | 16 years |\n| Silver | 20 years |";
    }
    return (page == 1 ? "# Guide\n\n" : "") + "Body text of page " + page + ".";
  }

  private Path pdf(int pages) throws IOException {
    List<List<Line>> content = new ArrayList<>();
    for (int p = 1; p <= pages; p++) {
      content.add(List.of(Line.heading("Page " + p), Line.body("Body text of page " + p + ".")));
    }
    return TestPdfs.write(dir.resolve("guide.pdf"), content);
  }

  private PageRoute route(ScriptedVision llm) {
    return PageRoute.builder().transcriber(VisionTranscriber.builder(llm).build())
        .cacheDirectory(dir.resolve("cache")).prices(PRICES).build();
  }

  @Test
  void transcribesRenderedPagesInBatchesOfFiveWithPageNumbersAndCost() throws IOException {
    Path pdf = pdf(7);
    ScriptedVision llm = new ScriptedVision(VisionRouteTest::answer, Set.of());
    PageRouteResult result = route(llm).process(DocumentSource.of(pdf));

    assertThat(llm.calls()).isEqualTo(2); // pages 1-5, 6-7
    assertThat(llm.requests()).extracting(r -> r.images().size()).containsExactly(5, 2);
    assertThat(llm.maxInFlight()).isBetween(1, 5);
    // US Letter at 200 DPI is 1700 x 2200 px: capped to 1568 on the long side
    assertThat(llm.seen()).hasSize(7).allSatisfy(s -> {
      assertThat(s.height()).isEqualTo(1568);
      assertThat(s.width()).isBetween(1211, 1212); // 1568 * 612 / 792 = 1211.6
      assertThat(s.hasInk()).isTrue();
    });

    ParsedDocument doc = result.document();
    assertThat(doc.name()).isEqualTo("guide.pdf");
    assertThat(doc.mediaType()).isEqualTo("application/pdf");
    assertThat(doc.metadata()).containsEntry("route", "pages").containsEntry("pages", "7")
        .containsEntry("transcriber", "llm").containsEntry("transcriber.model", "scripted-vision")
        .containsKey("source.sha256");
    assertThat(find(doc, "Body text of page 7.").span().page()).isEqualTo(7);
    assertThat(find(doc, "Body text of page 4.").span().page()).isEqualTo(4);
    Element premiums = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.HEADING && e.level() == 2).findFirst().orElseThrow();
    assertThat(premiums.title()).isEqualTo("Premiums");
    assertThat(premiums.span().page()).isEqualTo(2);

    // post-processing: fence lines and image gone, table rows as sentences, never merged
    assertThat(result.markdown()).doesNotContain("```", "![", "|")
        .contains("Terms of page 2.");
    assertThat(find(doc, "Plan: Gold; Policy term: 16 years.").kind())
        .isEqualTo(ElementKind.PARAGRAPH);
    assertThat(find(doc, "Plan: Silver; Policy term: 20 years.").span().page()).isEqualTo(2);

    assertThat(result.pages()).hasSize(7);
    assertThat(result.pages().get(6)).isEqualTo("Body text of page 7.");
    assertThat(result.pages().get(1)).startsWith("## Premiums\n\nTerms of page 2.");

    PageUsage usage = result.usage();
    assertThat(usage.pages()).isEqualTo(7);
    assertThat(usage.imagesSent()).isEqualTo(7);
    assertThat(usage.pagesFromCache()).isZero();
    assertThat(usage.tokens()).isEqualTo(new Usage(2, 7_000, 0, 700));
    assertThat(usage.usd().getAsDouble()).isCloseTo(7_000 * 2.0e-6 + 700 * 8.0e-6,
        org.assertj.core.data.Offset.offset(1e-12));
    assertThat(usage.describe()).containsEntry("pages.model", "scripted-vision");
  }

  @Test
  void aReRunReadsTheCacheAndCallsNoModel() throws IOException {
    Path pdf = pdf(7);
    ScriptedVision first = new ScriptedVision(VisionRouteTest::answer, Set.of());
    PageRouteResult one = route(first).process(DocumentSource.of(pdf));
    ScriptedVision second = new ScriptedVision(VisionRouteTest::answer, Set.of());
    PageRouteResult two = route(second).process(DocumentSource.of(pdf));

    assertThat(first.calls()).isEqualTo(2);
    assertThat(second.calls()).isZero();
    assertThat(two.usage().fullyCached()).isTrue();
    assertThat(two.usage().tokens()).isEqualTo(Usage.ZERO);
    assertThat(two.usage().imagesSent()).isZero();
    assertThat(two.document()).isEqualTo(one.document());
  }

  @Test
  void aFailedBatchLeavesAMarkerNamingItsPagesAndIsRetriedNextTime() throws IOException {
    Path pdf = pdf(11);
    ScriptedVision failing = new ScriptedVision(VisionRouteTest::answer, Set.of(6));
    PageRouteResult result = route(failing).process(DocumentSource.of(pdf));

    assertThat(result.failures()).singleElement().asString()
        .startsWith("[pages 6-10 could not be transcribed: provider 'scripted': HTTP 503");
    assertThat(result.markdown()).contains("Body text of page 5.", "Body text of page 11.")
        .doesNotContain("Body text of page 6.");
    Element marker = result.document().elements().stream()
        .filter(e -> e.text().startsWith("[pages 6-10")).findFirst().orElseThrow();
    assertThat(marker.span().page()).isEqualTo(6);
    assertThat(find(result.document(), "Body text of page 11.").span().page()).isEqualTo(11);
    assertThat(result.usage().failedBatches()).isEqualTo(1);

    ScriptedVision retry = new ScriptedVision(VisionRouteTest::answer, Set.of());
    PageRouteResult again = route(retry).process(DocumentSource.of(pdf));
    assertThat(retry.calls()).isEqualTo(1);
    assertThat(retry.requests().get(0).user()).contains("page 6 to 10 of 11");
    assertThat(again.failures()).isEmpty();
    assertThat(again.usage().pagesFromCache()).isEqualTo(6);
    assertThat(find(again.document(), "Body text of page 8.").span().page()).isEqualTo(8);
  }

  @Test
  void anAnswerCutAtTheLimitIsKeptMarkedAndNotCached() throws IOException {
    Path pdf = pdf(6);
    ScriptedVision cut = new ScriptedVision(VisionRouteTest::answer, Set.of(), Set.of(1));
    PageRouteResult result = route(cut).process(DocumentSource.of(pdf));
    assertThat(result.markdown()).contains("Body text of page 5.\n\n[pages 1-5: transcript "
        + "incomplete: the answer was cut at the output limit of 16384 tokens]");
    assertThat(result.failures()).hasSize(1);

    ScriptedVision again = new ScriptedVision(VisionRouteTest::answer, Set.of());
    assertThat(route(again).process(DocumentSource.of(pdf)).failures()).isEmpty();
    assertThat(again.calls()).isEqualTo(1); // pages 1-5 again; page 6 came from the cache
  }

  @Test
  void thePromptCarriesTheDracRules() throws IOException {
    ScriptedVision llm = new ScriptedVision(VisionRouteTest::answer, Set.of());
    route(llm).process(DocumentSource.of(pdf(1)));
    String system = llm.requests().get(0).system();
    assertThat(system).contains("word for word", "Never", "summarise", "'#'",
        "Ignore decorative images", "Never merge rows", "one sentence", "<!-- page N -->");
  }

  private static Element find(ParsedDocument doc, String text) {
    return doc.elements().stream().filter(e -> e.text().equals(text)).findFirst()
        .orElseThrow(() -> new AssertionError("no element '" + text + "' in "
            + doc.elements().stream().map(Element::text).toList()));
  }
}
