package dev.wrac.eval.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/** Exact cosine search over a list of vectors; ties go to the earlier vector. */
public final class ExactIndex {
  private final float[][] vectors;

  public ExactIndex(List<float[]> vectors) {
    this.vectors = new float[vectors.size()][];
    for (int i = 0; i < vectors.size(); i++) {
      this.vectors[i] = unit(vectors.get(i));
    }
  }

  /** Indexes of the {@code k} vectors most similar to {@code query}, best first. */
  public List<Integer> top(float[] query, int k) {
    List<Integer> out = new ArrayList<>();
    for (double[] e : topScored(query, k)) {
      out.add((int) e[1]);
    }
    return out;
  }

  /** {@link #top}'s vectors with their cosine: {score, index} pairs, best first. */
  public List<double[]> topScored(float[] query, int k) {
    float[] q = unit(query);
    // worst on top: lower score, or equal score and later position
    PriorityQueue<double[]> heap = new PriorityQueue<>((a, b) -> a[0] != b[0]
        ? Double.compare(a[0], b[0]) : Double.compare(b[1], a[1]));
    for (int i = 0; i < vectors.length; i++) {
      double s = dot(q, vectors[i]);
      if (heap.size() < k) {
        heap.add(new double[] {s, i});
      } else {
        double[] worst = heap.peek();
        if (s > worst[0]) {
          heap.poll();
          heap.add(new double[] {s, i});
        }
      }
    }
    List<double[]> best = new ArrayList<>(heap);
    best.sort((a, b) -> a[0] != b[0] ? Double.compare(b[0], a[0]) : Double.compare(a[1], b[1]));
    return best;
  }

  private static double dot(float[] a, float[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += (double) a[i] * b[i];
    }
    return s;
  }

  private static float[] unit(float[] v) {
    double n = 0;
    for (float x : v) {
      n += (double) x * x;
    }
    n = Math.sqrt(n);
    float[] u = new float[v.length];
    for (int i = 0; i < v.length; i++) {
      u[i] = n == 0 ? 0 : (float) (v[i] / n);
    }
    return u;
  }
}
