package dev.wrac.adaptive;

import dev.wrac.adaptive.internal.Vectors;
import dev.wrac.model.Chunk;
import java.util.List;

/**
 * ICC, intra-chunk cohesion: the mean, over every sentence of the document that a chunk holds
 * as its own (not as repeated context), of the cosine between the sentence's embedding and its
 * chunk's ({@link Chunk#embedText()}), negative cosines counted as 0. High when each chunk is
 * about one thing. 1 for a document without sentences.
 */
public final class IntraChunkCohesion implements IntrinsicMetric {

  @Override
  public Metric metric() {
    return Metric.ICC;
  }

  @Override
  public double score(DocumentAnalysis document, CandidatePlan candidate) {
    List<Chunk> chunks = candidate.chunks();
    List<float[]> chunkVectors = document.vectors(chunks.stream().map(Chunk::embedText).toList());
    List<float[]> sentenceVectors = document.sentenceVectors();
    int[] chunkOfElement = new int[document.document().size()];
    java.util.Arrays.fill(chunkOfElement, -1);
    for (int c = 0; c < chunks.size(); c++) {
      for (int e = candidate.firstElement(c); e <= candidate.lastElement(c); e++) {
        chunkOfElement[e] = c;
      }
    }
    double sum = 0;
    int n = 0;
    for (int s = 0; s < sentenceVectors.size(); s++) {
      int c = chunkOfElement[document.sentenceElement(s)];
      if (c >= 0) {
        sum += Vectors.unit(Vectors.cosine(sentenceVectors.get(s), chunkVectors.get(c)));
        n++;
      }
    }
    return n == 0 ? 1 : sum / n;
  }
}
