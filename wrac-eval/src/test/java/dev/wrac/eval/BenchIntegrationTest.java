package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.testing.FixtureCorpus;
import dev.wrac.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark end to end with the real embedding model, two cheap strategies, one
 * organisation: of the fixture corpus always, of RAG-Multi-Corpus in the slow profile (its first
 * run embeds a few hundred chunks; skipped without the corpus).
 */
class BenchIntegrationTest {
  private static final BgeSmallEmbedder BGE = BgeSmallEmbedder.create(2);
  @TempDir
  Path out;

  @Test
  void benchmarksOneOrganisationOfTheFixtureCorpus() {
    BenchReport report = bench(FixtureCorpus.root(), "Kestrel Cycles", "fixed:100");
    assertThat(report.queriesJudged()).isBetween(6, report.queries());
    assertThat(report.strategies().get(0).byOrganisation()).containsOnlyKeys("Kestrel Cycles");
  }

  /**
   * The hierarchy judged as placed: its ceiling is the page level's (parents hold what leaves
   * split), its leaves are the leaf planner's chunks, and what it places within each budget finds
   * no less than the leaves alone would (a parent replaces leaves only when it fits).
   */
  @Test
  void benchmarksTheHierarchyByWhatSmallToBigPlaces() {
    BenchReport report = Bench.run(BenchOptions.builder()
        .ragMultiCorpus(FixtureCorpus.root())
        .organisations(List.of("Kestrel Cycles"))
        .strategies("hierarchical", "structural:96", "page") // the default leaves, and the top
        .embedder(BGE)
        .cacheDirectory(Path.of("target", "bench-test-cache"))
        .build());
    BenchReport.StrategyResult h = report.strategies().get(0);
    BenchReport.StrategyResult structural = report.strategies().get(1); // the leaf planner
    BenchReport.StrategyResult page = report.strategies().get(2);

    assertThat(h.name()).isEqualTo("hierarchical");
    assertThat(h.chunks().count()).isEqualTo(structural.chunks().count());
    assertThat(h.overall().ceiling()).isGreaterThanOrEqualTo(page.overall().ceiling())
        .isGreaterThanOrEqualTo(structural.overall().ceiling());
    List<Double> r = h.overall().budgetRecall();
    for (int i = 0; i < r.size(); i++) {
      assertThat(r.get(i)).as("R@%d", report.budgets().get(i))
          .isLessThanOrEqualTo(h.overall().ceiling());
    }
    assertThat(h.queries()).hasSize(structural.queries().size());
    assertThat(h.overall().mrr6()).isBetween(0.0, 1.0);
  }

  @Test
  @Tag("slow")
  void benchmarksOneOrganisationOfTheRealCorpus() {
    BenchReport report = bench(SharedData.ragMultiCorpus(), "Cloudway 24", "fixed:1000");
    assertThat(report.queriesJudged()).isBetween(100, report.queries());
    assertThat(report.strategies().get(0).byOrganisation()).containsOnlyKeys("CloudWay-24");
    assertThat(report.strategies().get(1).overall().ceiling()).isLessThan(1.0);
  }

  private BenchReport bench(Path corpus, String organisation, String fixed) {
    BenchReport report = Bench.run(BenchOptions.builder()
        .ragMultiCorpus(corpus)
        .organisations(List.of(organisation))
        .strategies("whole", fixed)
        .embedder(BGE)
        .cacheDirectory(Path.of("target", "bench-test-cache"))
        .build());

    assertThat(report.duplicateRowsDropped()).isPositive();
    assertThat(report.factsJudged()).isLessThanOrEqualTo(report.facts());
    BenchReport.StrategyResult whole = report.strategies().get(0);
    BenchReport.StrategyResult cut = report.strategies().get(1);
    // a whole document holds every grounded word of its facts: the ceiling is exactly 1
    assertThat(whole.overall().ceiling()).isEqualTo(1.0);
    assertThat(whole.chunks().count()).isEqualTo(whole.chunks().documents());
    assertThat(cut.chunks().count()).isGreaterThan(whole.chunks().count());
    for (BenchReport.StrategyResult s : report.strategies()) {
      List<Double> r = s.overall().budgetRecall();
      for (int i = 1; i < r.size(); i++) {
        assertThat(r.get(i)).isGreaterThanOrEqualTo(r.get(i - 1));
      }
      assertThat(r.get(r.size() - 1)).isLessThanOrEqualTo(s.overall().ceiling());
      assertThat(s.overall().recall6()).isBetween(0.2, 1.0);
      assertThat(s.cost().dollars()).isZero();
    }
    List<Path> files = report.writeTo(out);
    assertThat(files).allSatisfy(f -> assertThat(Files.exists(f)).isTrue());
    assertThat(report.markdown()).contains("| whole |")
        .contains("### " + whole.byOrganisation().keySet().iterator().next());
    assertThat(report.svg()).startsWith("<svg").contains(fixed);
    assertThat(report.json()).contains("\"budgetRecall\"");
    return report;
  }
}
