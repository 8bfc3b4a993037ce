package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.wrac.testing.SharedData;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * RAG-Multi-Corpus ships every document as Markdown and as HTML: chunked by the embedded planner,
 * both formats must retrieve alike (Recall@6 and Precision@3 within 0.01 on the whole corpus).
 * Skipped without the corpus; the first run embeds about 2,600 chunks (under a minute on two
 * cores), later runs read the cache in {@code target/bench-test-cache}.
 */
class CrossFormatConsistencyTest {
  @Test
  void markdownAndHtmlOfTheSameDocumentsRetrieveAlike() {
    RetrievalMetrics.Summary markdown = structural("md");
    RetrievalMetrics.Summary html = structural("html");
    System.out.printf("structural planner, Markdown vs HTML: R@6 %.3f vs %.3f, P@3 %.3f vs %.3f%n",
        markdown.recall6(), html.recall6(), markdown.precision3(), html.precision3());
    assertThat(html.recall6()).isCloseTo(markdown.recall6(), offset(0.01));
    assertThat(html.precision3())
        .isCloseTo(markdown.precision3(), offset(0.01));
  }

  private static RetrievalMetrics.Summary structural(String format) {
    BenchReport report = Bench.run(BenchOptions.builder()
        .ragMultiCorpus(SharedData.ragMultiCorpus())
        .format(format)
        .strategies("structural")
        .embedder(BgeSmallEmbedderTest.BGE)
        .cacheDirectory(Path.of("target", "bench-test-cache"))
        .build());
    assertThat(report.queriesJudged()).isGreaterThan(800);
    return report.strategies().get(0).overall();
  }
}
