package dev.wrac.llm.openai.internal;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * Reads the wait a server asks for in {@code retry-after-ms} (milliseconds) or
 * {@code Retry-After} (seconds or an HTTP date). Values are clamped to
 * [0, {@link #MAX}]; nonsense (not a number, NaN, infinite, an unreadable date) is ignored.
 */
public final class RetryAfter {
  /** The longest wait a header can ask for; longer values are read as this. */
  public static final Duration MAX = Duration.ofHours(1);

  private RetryAfter() {}

  /**
   * The wait asked for, if either header says something sensible.
   *
   * @param millisHeader  the {@code retry-after-ms} value, or {@code null}
   * @param secondsHeader the {@code Retry-After} value, or {@code null}
   */
  public static Optional<Duration> parse(String millisHeader, String secondsHeader) {
    Optional<Duration> ms = number(millisHeader, 1);
    if (ms.isPresent()) {
      return ms;
    }
    Optional<Duration> seconds = number(secondsHeader, 1000);
    return seconds.isPresent() ? seconds : date(secondsHeader);
  }

  private static Optional<Duration> number(String value, double millisPerUnit) {
    if (value == null) {
      return Optional.empty();
    }
    double v;
    try {
      v = Double.parseDouble(value.trim());
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      return Optional.empty();
    }
    double millis = Math.max(0, Math.min(v * millisPerUnit, MAX.toMillis()));
    return Optional.of(Duration.ofMillis((long) millis));
  }

  private static Optional<Duration> date(String value) {
    if (value == null) {
      return Optional.empty();
    }
    try {
      ZonedDateTime at = ZonedDateTime.parse(value.trim(), DateTimeFormatter.RFC_1123_DATE_TIME);
      Duration d = Duration.between(ZonedDateTime.now(at.getZone()), at);
      return Optional.of(d.isNegative() ? Duration.ZERO : d.compareTo(MAX) > 0 ? MAX : d);
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }
}
