package dev.wrac.embed;

import java.nio.file.Path;
import java.util.List;

/**
 * Turns texts into unit-length vectors: for retrieval (the benchmark) and for the intrinsic
 * metrics of adaptive chunking. Implementations are thread-safe.
 *
 * <pre>{@code
 * Embedder embedder = Embedder.cached(BgeSmallEmbedder.create(), Path.of(System.getProperty("user.home"), ".cache/wrac/embeddings"));
 * List<float[]> vectors = embedder.embed(List.of("How do I reset my PIN?"));
 * }</pre>
 */
public interface Embedder {

  /** A stable model name, part of the cache key, such as {@code "bge-small-en-v1.5-q"}. */
  String name();

  /** The vector length. */
  int dimension();

  /** The vectors of {@code texts}, in order; each has {@link #dimension()} components. */
  List<float[]> embed(List<String> texts);

  /**
   * The text to embed for a search query (a model may want an instruction prefix); the text
   * itself by default.
   */
  default String queryText(String query) {
    return query;
  }

  /**
   * {@code embedder} with an on-disk cache in {@code directory}, keyed by the SHA-256 of the
   * model name and the text: texts already seen are not embedded again, across runs and
   * processes.
   */
  static Embedder cached(Embedder embedder, Path directory) {
    return new CachingEmbedder(embedder, directory);
  }

  /** The cache folder the bench and the adaptive planner share: {@code ~/.cache/wrac/embeddings}. */
  static Path defaultCacheDirectory() {
    return Path.of(System.getProperty("user.home"), ".cache", "wrac", "embeddings");
  }
}
