package dev.wrac.eval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.eval.BenchReport;
import dev.wrac.eval.RetrievalMetrics;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReportFormatsTest {
  private static BenchReport report() {
    RetrievalMetrics.Scores hit =
        new RetrievalMetrics.Scores(1, 0.5, 1, 1, 1, 1, 1, List.of(0.5, 1.0), 1, 120);
    RetrievalMetrics.Scores miss =
        new RetrievalMetrics.Scores(0, 0, 0, 0, 0, 0, 0, List.of(0.0, 0.0), 0, null);
    RetrievalMetrics.Summary found = RetrievalMetrics.Summary.of(List.of(hit));
    RetrievalMetrics.Summary none = RetrievalMetrics.Summary.of(List.of(miss));
    dev.wrac.eval.BenchQuery query = new dev.wrac.eval.BenchQuery("Org <A>", "Procedural",
        "How do I \"reset\", step by step?",
        List.of(new dev.wrac.eval.SupportingFact("guide.md", "Hold the button"),
            new dev.wrac.eval.SupportingFact("faq.md", "Wait")));
    BenchReport.StrategyResult a = new BenchReport.StrategyResult("structural",
        new BenchReport.ChunkStats(3, 1, 100, 100, 120, 120),
        new BenchReport.Cost(0, 0, 0, 1, 0), found, Map.of("Org <A>", found),
        Map.of("Procedural", found), List.of(), 0.1,
        List.of(new BenchReport.QueryResult(query, hit)));
    BenchReport.StrategyResult b = new BenchReport.StrategyResult("reference:agentic",
        new BenchReport.ChunkStats(5, 1, 50, 50, 60, 60),
        new BenchReport.Cost(1, 2000, 500, 1, 0.008), none, Map.of("Org <A>", none),
        Map.of("Procedural", none), List.of("a warning"), 0.1,
        List.of(new BenchReport.QueryResult(query, miss)));
    return new BenchReport("tiny", "bge", 2, 1, 1, 1, 1, 1, Map.of(), List.of(256, 512),
        List.of(a, b), 0.5);
  }

  @Test
  void queriesCsvHasOneRowPerStrategyAndQueryWithItsScores() {
    List<List<String>> rows = Csv.parse(ReportFormats.queriesCsv(report()));
    assertThat(rows.get(0)).containsExactly("strategy", "organisation", "type", "documents",
        "query", "P@3", "R@6", "MRR@6", "R@256", "R@512", "ceiling", "tokensToFirst");
    assertThat(rows.get(1)).containsExactly("structural", "Org <A>", "Procedural",
        "guide.md|faq.md", "How do I \"reset\", step by step?", "1.0000", "1.0000", "1.0000",
        "0.5000", "1.0000", "1.0000", "120");
    assertThat(rows.get(2)).startsWith("reference:agentic").endsWith("0.0000", "");
    assertThat(rows).hasSize(3);
  }

  @Test
  void jsonLeavesThePerQueryScoresToTheCsv() throws Exception {
    JsonNode json = new ObjectMapper().readTree(ReportFormats.json(report()));
    assertThat(json.get("strategies").get(0).has("queries")).isFalse();
  }

  @Test
  void jsonIsStrictWithUndefinedMeansAsNull() throws Exception {
    JsonNode json = new ObjectMapper().readTree(ReportFormats.json(report()));
    JsonNode none = json.get("strategies").get(1).get("overall");
    assertThat(none.get("tokensToFirstMean").isNull()).isTrue();
    assertThat(json.get("strategies").get(0).get("overall").get("tokensToFirstMean").asDouble())
        .isEqualTo(120.0);
    assertThat(json.get("strategies").get(1).get("cost").get("dollars").asDouble())
        .isEqualTo(0.008);
  }

  @Test
  void markdownHasEveryGroupAndTheWarnings() {
    String md = ReportFormats.markdown(report());
    assertThat(md).contains("## Overall", "### Org <A>", "### Procedural", "- a warning",
        "| reference:agentic | 1 |", "R@512");
  }

  @Test
  void svgHasOneLinePerStrategyAndEscapesNames() {
    String svg = ReportFormats.svg(report());
    assertThat(svg).startsWith("<svg").endsWith("</svg>\n");
    assertThat(svg.split("<polyline", -1)).hasSize(3);
    assertThat(svg).contains(">256<", ">512<", "reference:agentic");
    assertThat(ReportFormats.console(report())).contains("structural").contains("0.0080");
  }
}
