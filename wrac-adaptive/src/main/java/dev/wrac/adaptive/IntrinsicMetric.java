package dev.wrac.adaptive;

/**
 * A score of one candidate chunking of one document, computed from the document alone (no
 * queries, no labels), in [0, 1], higher is better. The adaptive planner ranks candidates by a
 * weighted sum of such scores; an implementation scores one of the five {@link Metric}s (a
 * better block integrity, say), whose weight it takes.
 *
 * <p>Contract: {@link #score} is thread-safe and deterministic for the same document, candidate
 * and embedder; it returns a value in [0, 1] (1 when the metric has nothing to judge, such as
 * a document without tables for block integrity); it may embed texts through
 * {@link DocumentAnalysis#vectors}, which caches them, and must not change its arguments. A
 * <em>cut</em> is where one chunk ends and the next begins: the start of the next chunk's first
 * element in {@link DocumentAnalysis#text()} ({@link CandidatePlan#cuts()}).
 *
 * <pre>{@code
 * DocumentAnalysis doc = DocumentAnalysis.of(parsed, TokenCounters.o200k(), embedder, resolver);
 * double bi = new BlockIntegrity().score(doc, CandidatePlan.of("structural", doc, plan, chunks));
 * }</pre>
 */
public interface IntrinsicMetric {

  /** Which of the five metrics this scores; its weight is {@link Weights#of(Metric)}. */
  Metric metric();

  /** The metric's short name, such as {@code "BI"}, used in provenance and reports. */
  default String name() {
    return metric().name();
  }

  /** The score of {@code candidate} on {@code document}, in [0, 1]. */
  double score(DocumentAnalysis document, CandidatePlan candidate);
}
