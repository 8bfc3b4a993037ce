package dev.wrac.llm.openai.internal;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/** Exponential backoff with full jitter: a random delay in [0, min(max, initial * 2^attempt)]. */
public final class Backoff {
  private final Duration initial;
  private final Duration max;

  public Backoff(Duration initial, Duration max) {
    this.initial = initial;
    this.max = max;
  }

  /** The delay before retry number {@code attempt + 1} (attempt counts from 0). */
  public Duration delay(int attempt) {
    long ceiling = initial.toMillis() << Math.min(attempt, 30);
    if (ceiling <= 0 || ceiling > max.toMillis()) {
      ceiling = max.toMillis();
    }
    return Duration.ofMillis(ThreadLocalRandom.current().nextLong(ceiling + 1));
  }
}
