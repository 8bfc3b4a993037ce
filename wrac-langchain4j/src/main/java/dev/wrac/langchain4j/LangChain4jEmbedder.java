package dev.wrac.langchain4j;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.wrac.index.Embedder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An {@link Embedder} over any langchain4j {@link EmbeddingModel}: what an
 * {@link dev.wrac.index.Indexer} embeds new units with, through
 * {@link EmbeddingModel#embedAll(List)}.
 *
 * <pre>{@code
 * Embedder embedder = LangChain4jEmbedder.of(new BgeSmallEnV15QuantizedEmbeddingModel(),
 *     "bge-small-en-v1.5-q");
 * }</pre>
 *
 * <p>The name is recorded in the ledger beside every unit; a later run with another name is
 * refused until asked to re-index, so give the model's name and version, not the class's.
 * Thread-safe if the model is.
 */
public final class LangChain4jEmbedder implements Embedder {
  private final EmbeddingModel model;
  private final String name;

  private LangChain4jEmbedder(EmbeddingModel model, String name) {
    this.model = model;
    this.name = name;
  }

  /**
   * An embedder named {@code name} calling {@code model}.
   *
   * @throws IllegalArgumentException if {@code name} is blank
   */
  public static LangChain4jEmbedder of(EmbeddingModel model, String name) {
    Objects.requireNonNull(model, "model");
    if (Objects.requireNonNull(name, "name").isBlank()) {
      throw new IllegalArgumentException("A LangChain4jEmbedder needs a name (recorded in the "
          + "ledger), was blank");
    }
    return new LangChain4jEmbedder(model, name);
  }

  /** The model it calls. */
  public EmbeddingModel model() {
    return model;
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException if the model returns another number of vectors than texts
   */
  @Override
  public List<float[]> embedAll(List<String> texts) {
    List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
    List<Embedding> vectors = model.embedAll(segments).content();
    if (vectors.size() != texts.size()) {
      throw new IllegalStateException("Embedding model " + name + " returned " + vectors.size()
          + " vectors for " + texts.size() + " texts");
    }
    List<float[]> out = new ArrayList<>(vectors.size());
    vectors.forEach(v -> out.add(v.vector()));
    return out;
  }

  @Override
  public String toString() {
    return "LangChain4jEmbedder[" + name + "]";
  }
}
