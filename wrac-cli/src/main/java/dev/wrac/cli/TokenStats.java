package dev.wrac.cli;

import java.util.Arrays;
import java.util.Locale;

/** The token sizes of every chunk written: mean, median, p95 and max for the summary line. */
final class TokenStats {
  private int[] sizes = new int[1024];
  private int n;

  void add(int tokens) {
    if (n == sizes.length) {
      sizes = Arrays.copyOf(sizes, n * 2);
    }
    sizes[n++] = tokens;
  }

  void addAll(TokenStats other) {
    for (int i = 0; i < other.n; i++) {
      add(other.sizes[i]);
    }
  }

  int count() {
    return n;
  }

  /** "; chunk tokens mean 172.5, median 135, p95 335, max 335", or "" without chunks. */
  String describe() {
    if (n == 0) {
      return "";
    }
    int[] sorted = Arrays.copyOf(sizes, n);
    Arrays.sort(sorted);
    double mean = Arrays.stream(sorted).asLongStream().sum() / (double) n;
    return String.format(Locale.ROOT, "; chunk tokens mean %.1f, median %d, p95 %d, max %d",
        mean, sorted[n / 2], sorted[(int) Math.ceil(n * 0.95) - 1], sorted[n - 1]);
  }
}
