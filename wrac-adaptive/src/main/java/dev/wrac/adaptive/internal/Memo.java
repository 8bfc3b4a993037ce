package dev.wrac.adaptive.internal;

import java.util.function.Supplier;

/** A value computed on first use, then kept: thread-safe, computed at most once. */
public final class Memo {
  private Memo() {}

  /** {@code compute}'s value, computed on the first {@code get()} (which must not be null). */
  public static <T> Supplier<T> of(Supplier<T> compute) {
    return new Supplier<>() {
      private T value;

      @Override
      public synchronized T get() {
        if (value == null) {
          value = compute.get();
        }
        return value;
      }
    };
  }
}
