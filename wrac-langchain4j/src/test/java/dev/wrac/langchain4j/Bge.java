package dev.wrac.langchain4j;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;

/** bge-small-en-v1.5 (quantized) in process, loaded once for the test classes that share it. */
final class Bge {
  /** The model; loading it costs seconds, so every test class of this module reuses it. */
  static final EmbeddingModel MODEL = new BgeSmallEnV15QuantizedEmbeddingModel();
  /** What bge puts before a query (not before passages). */
  static final String QUERY_PREFIX = "Represent this sentence for searching relevant passages: ";

  private Bge() {}
}
