package dev.wrac.index;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Turns texts into vectors: the boundary where an {@link Indexer} calls an embedding model
 * (bind any model with {@link #of}). The indexer embeds only units whose id or embed text is
 * new, and counts every text it hands over ({@link IndexResult#embedded()}).
 *
 * <pre>{@code
 * Embedder e = Embedder.of("bge-small-en-v1.5", texts -> myModel.embedAll(texts));
 * }</pre>
 *
 * <p>The {@link #name()} is recorded in the ledger beside each unit: a run with another model
 * is refused like a run with other chunk settings, unless asked to re-index
 * ({@link Indexer.Builder#reindex}).
 */
public interface Embedder {

  /** The model's name, stable across runs (it is compared with what the ledger recorded). */
  String name();

  /**
   * One vector per text, in order.
   *
   * @throws RuntimeException if the model fails; the indexer stops before writing anything of
   *     the document being embedded
   */
  List<float[]> embedAll(List<String> texts);

  /** The vector of one text. */
  default float[] embed(String text) {
    return embedAll(List.of(text)).get(0);
  }

  /**
   * The cosine similarity of two vectors of one model, in [-1, 1]; 0 when either is all zeros.
   *
   * @throws IllegalArgumentException if their dimensions differ
   */
  static double cosine(float[] a, float[] b) {
    if (a.length != b.length) {
      throw new IllegalArgumentException("Vectors of " + a.length + " and " + b.length
          + " dimensions");
    }
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (int i = 0; i < a.length; i++) {
      dot += a[i] * b[i];
      na += a[i] * a[i];
      nb += b[i] * b[i];
    }
    return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
  }

  /**
   * An embedder named {@code name} that calls {@code model}.
   *
   * @throws IllegalArgumentException if {@code name} is blank
   */
  static Embedder of(String name, Function<List<String>, List<float[]>> model) {
    Objects.requireNonNull(model, "model");
    if (Objects.requireNonNull(name, "name").isBlank()) {
      throw new IllegalArgumentException("An embedder needs a name, was blank");
    }
    return new Embedder() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public List<float[]> embedAll(List<String> texts) {
        return model.apply(texts);
      }

      @Override
      public String toString() {
        return "Embedder[" + name + "]";
      }
    };
  }
}
