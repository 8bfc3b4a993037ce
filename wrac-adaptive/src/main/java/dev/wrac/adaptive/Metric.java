package dev.wrac.adaptive;

/**
 * The five intrinsic metrics of the Adaptive Chunking study, by the short names that provenance,
 * reports and {@link Weights} use ({@code SC}, {@code BI}, …). Every {@link IntrinsicMetric}
 * scores one of them.
 */
public enum Metric {
  /** Size compliance ({@link SizeCompliance}). */
  SC,
  /** Block integrity ({@link BlockIntegrity}). */
  BI,
  /** Intra-chunk cohesion ({@link IntraChunkCohesion}). */
  ICC,
  /** Document contextual coherence ({@link ContextualCoherence}). */
  DCC,
  /** References completeness ({@link ReferenceCompleteness}). */
  RC
}
