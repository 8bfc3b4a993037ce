package dev.wrac.index;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A deterministic baseline {@link Embedder} with no model: the hashing trick over a text's
 * lower-cased words (letters and digits of any script), each word adding +1 or -1 at a
 * position given by a 64-bit FNV-1a hash, the vector then scaled to unit length. Texts that
 * share words get similar vectors; it knows no synonyms. Fast and dependency-free: for tests,
 * examples and smoke runs, not for retrieval quality (use a real model through
 * {@link Embedder#of}).
 *
 * <pre>{@code
 * Embedder e = new HashingEmbedder(256);    // name "hashing-256"
 * }</pre>
 */
public final class HashingEmbedder implements Embedder {
  private final int dimensions;

  /**
   * An embedder of {@code dimensions} dimensions.
   *
   * @throws IllegalArgumentException if {@code dimensions} is not in [2, 65536]
   */
  public HashingEmbedder(int dimensions) {
    if (dimensions < 2 || dimensions > 65_536) {
      throw new IllegalArgumentException("dimensions must be 2-65536, was " + dimensions);
    }
    this.dimensions = dimensions;
  }

  /** {@code "hashing-" + dimensions}. */
  @Override
  public String name() {
    return "hashing-" + dimensions;
  }

  @Override
  public List<float[]> embedAll(List<String> texts) {
    List<float[]> out = new ArrayList<>(texts.size());
    for (String t : texts) {
      out.add(vector(t));
    }
    return out;
  }

  private float[] vector(String text) {
    float[] v = new float[dimensions];
    String lower = text.toLowerCase(Locale.ROOT);
    int i = 0;
    while (i < lower.length()) {
      int start = i;
      while (i < lower.length() && Character.isLetterOrDigit(lower.codePointAt(i))) {
        i += Character.charCount(lower.codePointAt(i));
      }
      if (i > start) {
        long h = fnv1a(lower.substring(start, i));
        int slot = (int) Long.remainderUnsigned(h >>> 1, dimensions);
        v[slot] += (h & 1) == 0 ? 1f : -1f;
      } else {
        i += Character.charCount(lower.codePointAt(i));
      }
    }
    double norm = 0;
    for (float x : v) {
      norm += x * x;
    }
    if (norm > 0) {
      float scale = (float) (1 / Math.sqrt(norm));
      for (int d = 0; d < dimensions; d++) {
        v[d] *= scale;
      }
    }
    return v;
  }

  private static long fnv1a(String word) {
    long h = 0xcbf29ce484222325L;
    for (byte b : word.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= 0x100000001b3L;
    }
    return h;
  }

  @Override
  public String toString() {
    return "HashingEmbedder[" + dimensions + "]";
  }
}
