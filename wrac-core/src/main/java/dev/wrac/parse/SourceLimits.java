package dev.wrac.parse;

/**
 * How much {@link DocumentSource#of(java.nio.file.Path, SourceLimits)} reads from a file
 * before refusing it with {@link DocumentParseException.Reason#TOO_LARGE}. The limits are
 * checked while the bytes are read or inflated, before they are held, so a refused file costs
 * no more memory than a read buffer.
 *
 * <pre>{@code
 * DocumentSource big = DocumentSource.of(path, SourceLimits.defaults().withMaxBytes(8L << 30));
 * }</pre>
 *
 * @param maxBytes            largest file, or largest content of a {@code .gz} file, in bytes;
 *                            default {@value #DEFAULT_MAX_BYTES} (2 GiB)
 * @param maxExpansionRatio   a {@code .gz} file may inflate to at most this many times its
 *                            own size (beyond {@code expansionFloorBytes}); default
 *                            {@value #DEFAULT_MAX_EXPANSION_RATIO}. Web pages compress 4 to 10
 *                            times; a decompression bomb, 1,000 times and more
 * @param expansionFloorBytes a {@code .gz} file may always inflate to this many bytes, whatever
 *                            its ratio; default {@value #DEFAULT_EXPANSION_FLOOR_BYTES} (1 MiB)
 */
public record SourceLimits(long maxBytes, int maxExpansionRatio, long expansionFloorBytes) {
  /** Default {@link #maxBytes()}: 2 GiB. */
  public static final long DEFAULT_MAX_BYTES = 1L << 31;
  /** Default {@link #maxExpansionRatio()}: 100 (100:1). */
  public static final int DEFAULT_MAX_EXPANSION_RATIO = 100;
  /** Default {@link #expansionFloorBytes()}: 1 MiB. */
  public static final long DEFAULT_EXPANSION_FLOOR_BYTES = 1L << 20;

  private static final SourceLimits DEFAULTS = new SourceLimits(DEFAULT_MAX_BYTES,
      DEFAULT_MAX_EXPANSION_RATIO, DEFAULT_EXPANSION_FLOOR_BYTES);

  /**
   * Validates the limits.
   *
   * @throws IllegalArgumentException if a limit is not positive
   */
  public SourceLimits {
    if (maxBytes < 1 || maxExpansionRatio < 1 || expansionFloorBytes < 1) {
      throw new IllegalArgumentException("source limits must be positive, were maxBytes="
          + maxBytes + ", maxExpansionRatio=" + maxExpansionRatio + ", expansionFloorBytes="
          + expansionFloorBytes);
    }
  }

  /** 2 GiB, 100:1 beyond 1 MiB. */
  public static SourceLimits defaults() {
    return DEFAULTS;
  }

  /** A copy with this {@link #maxBytes()}. */
  public SourceLimits withMaxBytes(long newMaxBytes) {
    return new SourceLimits(newMaxBytes, maxExpansionRatio, expansionFloorBytes);
  }

  /** A copy with this {@link #maxExpansionRatio()}. */
  public SourceLimits withMaxExpansionRatio(int newRatio) {
    return new SourceLimits(maxBytes, newRatio, expansionFloorBytes);
  }

  /** A copy with this {@link #expansionFloorBytes()}. */
  public SourceLimits withExpansionFloorBytes(long newFloor) {
    return new SourceLimits(maxBytes, maxExpansionRatio, newFloor);
  }

  /** The most a {@code .gz} file of {@code compressedBytes} may inflate to. */
  long maxInflatedBytes(long compressedBytes) {
    long byRatio = compressedBytes > Long.MAX_VALUE / maxExpansionRatio ? Long.MAX_VALUE
        : compressedBytes * maxExpansionRatio;
    return Math.min(maxBytes, Math.max(expansionFloorBytes, byRatio));
  }
}
