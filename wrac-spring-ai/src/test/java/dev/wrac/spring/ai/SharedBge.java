package dev.wrac.spring.ai;

/** One {@link BgeSmallEmbeddingModel} for the small-to-big test classes: loading costs seconds. */
final class SharedBge {
  static final BgeSmallEmbeddingModel MODEL = new BgeSmallEmbeddingModel();
  /** What bge puts before a query (not before passages). */
  static final String QUERY_PREFIX = "Represent this sentence for searching relevant passages: ";

  private SharedBge() {}
}
