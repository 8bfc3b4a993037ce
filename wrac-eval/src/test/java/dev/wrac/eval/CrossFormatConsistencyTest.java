package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.testing.FixtureCorpus;
import dev.wrac.testing.SharedData;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The corpora ship documents as Markdown and as HTML: chunked by the embedded planner, both
 * formats must retrieve alike (Recall@6 and Precision@3 within 0.01). On the fixture corpus
 * always; on the whole of RAG-Multi-Corpus in the slow profile (skipped without the corpus; the
 * first run embeds about 2,600 chunks, later runs read the cache in
 * {@code target/bench-test-cache}).
 */
class CrossFormatConsistencyTest {
  private static final BgeSmallEmbedder BGE = BgeSmallEmbedder.create(2);
  @Test
  void markdownAndHtmlOfTheFixtureDocumentsRetrieveAlike() {
    assertRetrieveAlike(FixtureCorpus.root(), 10);
  }

  @Test
  @Tag("slow")
  void markdownAndHtmlOfTheCorpusDocumentsRetrieveAlike() {
    assertRetrieveAlike(SharedData.ragMultiCorpus(), 800);
  }

  private static void assertRetrieveAlike(Path corpus, int minQueries) {
    RetrievalMetrics.Summary markdown = structural(corpus, "md", minQueries);
    RetrievalMetrics.Summary html = structural(corpus, "html", minQueries);
    System.out.printf("%s, structural planner, Markdown vs HTML: R@6 %.3f vs %.3f, P@3 %.3f vs"
        + " %.3f%n", corpus.getFileName(), markdown.recall6(), html.recall6(),
        markdown.precision3(), html.precision3());
    assertThat(html.recall6()).isCloseTo(markdown.recall6(), offset(0.01));
    assertThat(html.precision3()).isCloseTo(markdown.precision3(), offset(0.01));
  }

  private static RetrievalMetrics.Summary structural(Path corpus, String format, int minQueries) {
    BenchReport report = Bench.run(BenchOptions.builder()
        .ragMultiCorpus(corpus)
        .format(format)
        .strategies("structural")
        .embedder(BGE)
        .cacheDirectory(Path.of("target", "bench-test-cache"))
        .build());
    assertThat(report.queriesJudged()).isGreaterThan(minQueries);
    return report.strategies().get(0).overall();
  }
}
