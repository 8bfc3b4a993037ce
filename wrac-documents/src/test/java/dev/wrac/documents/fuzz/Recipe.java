package dev.wrac.documents.fuzz;

import java.nio.charset.StandardCharsets;

/**
 * Reads a fuzz input as a recipe of choices: each choice is the next four bytes (big-endian,
 * unsigned) modulo its bound, 0 once the input is spent. So a stored input is a short list of
 * numbers a person can write (docs/fuzzing.md), and every byte string is a valid recipe.
 */
final class Recipe {
  private final byte[] data;
  private int at;

  Recipe(byte[] data) {
    this.data = data;
  }

  /** A choice in {@code [0, bound)}. */
  int next(int bound) {
    if (bound <= 1) {
      return 0;
    }
    long v = 0;
    for (int k = 0; k < 4; k++) {
      v = (v << 8) | (at < data.length ? data[at++] & 0xFF : 0);
    }
    return (int) (v % bound);
  }

  /**
   * A size: one of {@code [0, max]} (a fuzzed range: a few times the limit it probes, so most
   * inputs stay cheap) or one of {@code extremes}, each as likely as one value of the range: the
   * stored regression inputs reach them by name, the fuzzer seldom. {@code max + 1} stands for
   * the first extreme, {@code max + 2} the second, and so on.
   */
  int size(int max, int... extremes) {
    int c = next(max + 1 + extremes.length);
    return c <= max ? c : extremes[c - max - 1];
  }

  /** One of {@code options}. */
  <T> T pick(T[] options) {
    return options[next(options.length)];
  }

  /** Up to {@code max} raw bytes. */
  byte[] bytes(int max) {
    int n = Math.min(next(max + 1), Math.max(0, data.length - at));
    byte[] out = new byte[n];
    System.arraycopy(data, at, out, 0, n);
    at += n;
    return out;
  }

  /** Up to {@code max} characters (from raw bytes, Latin-1). */
  String text(int max) {
    return new String(bytes(max), StandardCharsets.ISO_8859_1);
  }
}
