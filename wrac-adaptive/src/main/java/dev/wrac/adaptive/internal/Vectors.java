package dev.wrac.adaptive.internal;

/** Vector arithmetic for the metrics. */
public final class Vectors {
  private Vectors() {}

  /** The cosine of {@code a} and {@code b}; 0 if either is the zero vector. */
  public static double cosine(float[] a, float[] b) {
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

  /** {@code x} clamped into [0, 1]. */
  public static double unit(double x) {
    return Math.max(0, Math.min(1, x));
  }
}
