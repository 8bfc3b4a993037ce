package dev.wrac.adaptive;

import dev.wrac.adaptive.internal.Vectors;
import dev.wrac.model.Chunk;
import dev.wrac.model.Element;
import java.util.ArrayList;
import java.util.List;

/**
 * DCC, document contextual coherence: the mean, over chunks, of the cosine between a chunk's
 * embedding ({@link Chunk#embedText()}) and the embedding of the window of the document around
 * it, negative cosines counted as 0. The window is the chunk's own elements extended by whole
 * elements, alternately before and after, while the window's content stays within
 * {@code windowTokens} (default {@value #WINDOW_TOKENS}); a document smaller than that is its
 * own window for every chunk. High when each chunk stays in its context. The window text is
 * embedded as the embedder does long texts (BGE-small: in parts of 510 word pieces, averaged).
 * 1 for a plan without chunks.
 */
public final class ContextualCoherence implements IntrinsicMetric {
  /** The default window size in tokens. */
  public static final int WINDOW_TOKENS = 3000;

  private final int windowTokens;

  /** Windows of up to {@value #WINDOW_TOKENS} tokens. */
  public ContextualCoherence() {
    this(WINDOW_TOKENS);
  }

  /**
   * Windows of up to {@code windowTokens} tokens.
   *
   * @throws IllegalArgumentException if {@code windowTokens} is not positive
   */
  public ContextualCoherence(int windowTokens) {
    if (windowTokens < 1) {
      throw new IllegalArgumentException("windowTokens must be positive, was " + windowTokens);
    }
    this.windowTokens = windowTokens;
  }

  @Override
  public Metric metric() {
    return Metric.DCC;
  }

  @Override
  public double score(DocumentAnalysis document, CandidatePlan candidate) {
    List<Chunk> chunks = candidate.chunks();
    if (chunks.isEmpty()) {
      return 1;
    }
    List<float[]> chunkVectors = document.vectors(chunks.stream().map(Chunk::embedText).toList());
    List<float[]> windowVectors = document.vectors(windows(document, candidate));
    double sum = 0;
    for (int c = 0; c < chunks.size(); c++) {
      sum += Vectors.unit(Vectors.cosine(chunkVectors.get(c), windowVectors.get(c)));
    }
    return sum / chunks.size();
  }

  /** The window text of each chunk of {@code candidate}, in chunk order. */
  public List<String> windows(DocumentAnalysis document, CandidatePlan candidate) {
    List<Element> elements = document.document().elements();
    List<String> out = new ArrayList<>(candidate.chunks().size());
    for (int c = 0; c < candidate.chunks().size(); c++) {
      int lo = candidate.firstElement(c);
      int hi = candidate.lastElement(c);
      if (hi < lo) {
        out.add(candidate.chunks().get(c).embedText());
        continue;
      }
      long tokens = 0;
      for (int e = lo; e <= hi; e++) {
        tokens += elements.get(e).contentTokens();
      }
      boolean grew = true;
      while (grew) {
        grew = false;
        if (lo > 0 && tokens + elements.get(lo - 1).contentTokens() <= windowTokens) {
          tokens += elements.get(--lo).contentTokens();
          grew = true;
        }
        if (hi + 1 < elements.size()
            && tokens + elements.get(hi + 1).contentTokens() <= windowTokens) {
          tokens += elements.get(++hi).contentTokens();
          grew = true;
        }
      }
      out.add(document.text(lo, hi));
    }
    return out;
  }
}
