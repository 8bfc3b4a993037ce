package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One organisation of the real corpus, two cheap strategies; skipped without the corpus. */
class BenchIntegrationTest {
  @TempDir
  Path out;

  @Test
  void benchmarksOneOrganisationOfTheRealCorpus() {
    Path corpus = SharedData.ragMultiCorpus();
    BenchReport report = Bench.run(BenchOptions.builder()
        .ragMultiCorpus(corpus)
        .organisations(List.of("Cloudway 24"))
        .strategies("whole", "fixed:1000")
        .embedder(BgeSmallEmbedderTest.BGE)
        .cacheDirectory(Path.of("target", "bench-test-cache"))
        .build());

    assertThat(report.duplicateRowsDropped()).isPositive();
    assertThat(report.queriesJudged()).isBetween(100, report.queries());
    assertThat(report.factsJudged()).isLessThanOrEqualTo(report.facts());
    BenchReport.StrategyResult whole = report.strategies().get(0);
    BenchReport.StrategyResult fixed = report.strategies().get(1);
    assertThat(whole.byOrganisation()).containsOnlyKeys("CloudWay-24");
    // a whole document holds every grounded word of its facts: the ceiling is exactly 1
    assertThat(whole.overall().ceiling()).isEqualTo(1.0);
    assertThat(whole.chunks().count()).isEqualTo(whole.chunks().documents());
    assertThat(fixed.chunks().count()).isGreaterThan(whole.chunks().count());
    assertThat(fixed.overall().ceiling()).isLessThan(1.0);
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
    assertThat(report.markdown()).contains("| whole |").contains("### CloudWay-24");
    assertThat(report.svg()).startsWith("<svg").contains("fixed:1000");
    assertThat(report.json()).contains("\"budgetRecall\"");
  }
}
