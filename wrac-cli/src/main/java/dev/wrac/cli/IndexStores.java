package dev.wrac.cli;

import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.index.Embedder;
import java.nio.file.Path;

/**
 * The layout of a {@code wrac index --store DIR} folder, and the model both commands embed
 * with: the Lucene index in {@code DIR/lucene}, the H2 ledger in {@code DIR/ledger.mv.db}.
 */
final class IndexStores {
  /** The model's name, recorded in the ledger and the index. */
  static final String MODEL = BgeSmallEmbedder.NAME;

  private IndexStores() {}

  static Path lucene(Path store) {
    return store.resolve("lucene");
  }

  /** The H2 ledger's file, without H2's {@code .mv.db}. */
  static Path h2Ledger(Path store) {
    return store.resolve("ledger");
  }

  /**
   * bge-small in process, or a usage error when the embedding runtime is not on the class
   * path (the small wrac.jar leaves it out: {@code ./wrac index} and {@code ./wrac query} run
   * wrac-bench.jar).
   */
  static BgeSmallEmbedder model(String command) {
    try {
      return BgeSmallEmbedder.create();
    } catch (LinkageError e) {
      throw new UsageError("wrac " + command + " embeds with bge-small, whose runtime this jar "
          + "leaves out (" + e.getClass().getSimpleName() + ": " + e.getMessage() + "): run "
          + "./wrac " + command + ", which uses wrac-bench.jar", e);
    }
  }

  /**
   * Checks, before anything is written, that the model's runtime is on the class path (the
   * small wrac.jar leaves it out), without loading it.
   */
  static void requireModel(String command) {
    try {
      Class.forName("dev.wrac.embed.BgeSmallEmbedder", false, IndexStores.class.getClassLoader());
      Class.forName("dev.langchain4j.model.embedding.onnx.bgesmallenv15q."
          + "BgeSmallEnV15QuantizedEmbeddingModel", false, IndexStores.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new UsageError("wrac " + command + " embeds with bge-small, whose runtime this jar "
          + "leaves out (" + e.getMessage() + " not found): run ./wrac " + command + ", which "
          + "uses wrac-bench.jar", e);
    }
  }

  /** The model as wrac-index's embedder. */
  static Embedder embedder(BgeSmallEmbedder model) {
    return Embedder.of(model.name(), model::embed);
  }
}
