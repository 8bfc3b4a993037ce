package dev.wrac.llm.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.wrac.Wrac;
import dev.wrac.context.PlanningContext;
import dev.wrac.llm.ModelPrice;
import dev.wrac.llm.PriceTable;
import dev.wrac.llm.plan.AgenticChunker;
import dev.wrac.llm.testing.Docs;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cost estimates on real parsed documents, without the command line. */
class CostEstimateTest {
  private final PlanningContext context = Wrac.defaults().context();

  @Test
  void wracMakesOneCallPerWindowAndSendsFarLessThanTheWholeTextBack() {
    ParsedDocument guide = Docs.longGuide(40);
    DocumentCost cost = CostEstimate.builder().windowElements(60).build()
        .estimate(guide, context);
    assertThat(guide.size()).isGreaterThan(120);
    assertThat(cost.wracCalls()).isEqualTo((guide.size() + 59) / 60);
    assertThat(cost.wracInputTokens()).isPositive();
    assertThat(cost.wracOutputTokens()).isPositive()
        .isLessThan(cost.agenticOutputTokens() / 5);
    assertThat(cost.agenticOutputTokens())
        .isEqualTo(context.tokenCounter().count(AgenticChunker.fullText(guide)));
    assertThat(cost.agenticInputTokens()).isGreaterThan(cost.agenticOutputTokens());
  }

  @Test
  void wholeElementTextsCostMoreInputThanPreviews() {
    ParsedDocument doc = Docs.helpCentre();
    DocumentCost previews = CostEstimate.builder().previewTokens(4).build()
        .estimate(doc, context);
    DocumentCost full = CostEstimate.builder().fullText(true).build().estimate(doc, context);
    assertThat(full.wracInputTokens()).isGreaterThan(previews.wracInputTokens());
    assertThat(full.wracOutputTokens()).isEqualTo(previews.wracOutputTokens());
  }

  @Test
  void aReportAddsDocumentsAndPricesThem() {
    CostEstimate estimate = CostEstimate.defaults();
    DocumentCost a = estimate.estimate(Docs.helpCentre(), context);
    DocumentCost b = estimate.estimate(Docs.longGuide(10), context);
    ModelPrice price = PriceTable.GPT_4_1;
    CostReport report = CostReport.builder("gpt-4.1", price).add(a).add(b).failed().build();

    assertThat(report.failed()).isEqualTo(1);
    assertThat(report.wrac().documents()).isEqualTo(2);
    assertThat(report.wrac().calls()).isEqualTo(a.wracCalls() + b.wracCalls());
    assertThat(report.wrac().inputTokens()).isEqualTo(a.wracInputTokens() + b.wracInputTokens());
    assertThat(report.agentic().outputTokens())
        .isEqualTo(a.agenticOutputTokens() + b.agenticOutputTokens());
    double usd = (report.wrac().inputTokens() * 2.00 + report.wrac().outputTokens() * 8.00) / 1e6;
    assertThat(report.wrac().usd(price)).isCloseTo(usd, within(1e-12));
    assertThat(report.wrac().usd(price)).isLessThan(report.agentic().usd(price));
    assertThat(report.agenticBasis()).startsWith("estimated");
    assertThat(report.recorded()).isEqualTo(TokenTotals.NONE);

    Map<String, Object> map = report.toMap();
    assertThat(map).containsEntry("documents", 2L).containsEntry("failedDocuments", 1)
        .containsKeys("wrac", "agentic", "recordedWrac", "prices");
    assertThat(report.table()).contains("2 documents (1 failed)")
        .contains("agentic (estimated output)").doesNotContain("recorded GPT-4.1");
  }

  @Test
  void corpusReferencesAreMatchedByOrganisationAndFileName(@TempDir Path corpus)
      throws IOException {
    Path agentic = Files.createDirectories(corpus.resolve("reference-chunks/agentic"));
    Files.writeString(agentic.resolve("zx_bank_prompt_chunks.json"),
        "{\"file_name\": \"Cards.md\", \"chunks\": [\"Cards > Fees\", \"Cards > Limits\"]}\n\n"
            + "{\"file_name\": \"Loans.md\", \"chunks\": [\"Loans\"]}\n");
    Path compact = Files.createDirectories(corpus.resolve("reference-chunks/agentic-compact"));
    Files.writeString(compact.resolve("zx_bank_compact.json"), "[{\"filename\": \"Cards.md\", "
        + "\"token_usage\": {\"input_tokens\": 900, \"input_tokens_details\": "
        + "{\"cached_tokens\": 100}, \"output_tokens\": 40}}]");
    Path cards = corpus.resolve("datasets/ZX Bank/md/Cards.md");
    Path otherOrg = corpus.resolve("datasets/Other Org/md/Cards.md");

    CorpusReferences refs = CorpusReferences.load(corpus, context.tokenCounter());

    long expected = context.tokenCounter().count("Cards > Fees")
        + context.tokenCounter().count("Cards > Limits");
    assertThat(refs.hasAgenticReference()).isTrue();
    assertThat(refs.agenticOutputTokens(cards, "Cards.md")).hasValue(expected);
    assertThat(refs.agenticOutputTokens(otherOrg, "Cards.md")).isEmpty();
    assertThat(refs.recordedUsage(cards, "cards.md")).contains(Usage.ofCall(900, 100, 40));
    assertThat(CorpusReferences.organisation("ZX Bank")).isEqualTo("zx");
    assertThat(CorpusReferences.organisation("zx_bank_compact.json")).isEqualTo("zx");

    DocumentCost cost = CostEstimate.defaults().estimate(Docs.helpCentre(), context);
    CostReport report = CostReport.builder("gpt-4.1", PriceTable.GPT_4_1)
        .add(cost, refs.agenticOutputTokens(cards, "Cards.md"), refs.recordedUsage(cards, "Cards.md"))
        .add(cost, OptionalLong.empty(), Optional.empty())
        .build();
    assertThat(report.wrac().documents()).isEqualTo(2);
    assertThat(report.agentic().documents()).isEqualTo(1);
    assertThat(report.agentic().outputTokens()).isEqualTo(expected);
    assertThat(report.recorded().inputTokens()).isEqualTo(900);
    assertThat(report.agenticBasis()).isEqualTo("recorded agentic chunks");
    assertThat(CorpusReferences.load(corpus.resolve("nowhere"), context.tokenCounter())
        .hasAgenticReference()).isFalse();
  }
}
