/**
 * Adaptive chunking: {@link dev.wrac.adaptive.AdaptivePlanner} plans a document with several
 * candidate planners and keeps the best by five intrinsic {@link dev.wrac.adaptive.Metric}s
 * ({@link dev.wrac.adaptive.IntrinsicMetric}, weighted by {@link dev.wrac.adaptive.Weights}),
 * computed on a shared {@link dev.wrac.adaptive.DocumentAnalysis}.
 *
 * <p>May import wrac-core's packages except {@code dev.wrac}, wrac-embeddings'
 * {@code dev.wrac.embed}, and its own {@code .internal}.
 */
package dev.wrac.adaptive;
