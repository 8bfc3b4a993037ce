package dev.wrac.eval;

import dev.wrac.eval.internal.BenchRunner;

/**
 * The retrieval benchmark: chunk a corpus with each strategy, embed chunks and queries with a
 * real model, retrieve by exact cosine per organisation, judge deterministically, and compare
 * the strategies at equal context budget.
 *
 * <pre>{@code
 * BenchReport report = Bench.run(BenchOptions.builder()
 *     .ragMultiCorpus(Path.of("../shared/rag-multi-corpus"))
 *     .strategies("structural", "recursive:1100", "reference:agentic")
 *     .cacheDirectory(Path.of(".wrac-cache"))
 *     .build());
 * }</pre>
 * Method: exact duplicate query rows are dropped; facts are judged by {@link Judge}; each query
 * retrieves the {@link BenchOptions#topK() top 50} chunks of its organisation by cosine
 * (ties broken by chunk order: document order, then position), queries carrying the
 * embedder's instruction prefix; per-query scores from {@link RetrievalMetrics} are
 * macro-averaged overall, per organisation and per query type.
 */
public final class Bench {
  private Bench() {}

  /**
   * Runs the benchmark.
   *
   * @throws BenchException if the corpus, a queries or reference file, or a strategy spec is
   *                        unusable
   */
  public static BenchReport run(BenchOptions options) {
    return new BenchRunner(options).run();
  }
}
