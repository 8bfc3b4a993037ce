package dev.wrac.llm.openai.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import org.junit.jupiter.api.Test;

class RetryAfterTest {
  @Test
  void sensibleValuesAreReadAndNonsenseIsClampedOrIgnored() {
    assertThat(RetryAfter.parse("250", null)).contains(Duration.ofMillis(250));
    assertThat(RetryAfter.parse(null, "2")).contains(Duration.ofSeconds(2));
    assertThat(RetryAfter.parse(null, "1.5")).contains(Duration.ofMillis(1500));
    assertThat(RetryAfter.parse("-5000", null)).contains(Duration.ZERO);
    assertThat(RetryAfter.parse(null, "-3")).contains(Duration.ZERO);
    assertThat(RetryAfter.parse("1e30", null)).contains(RetryAfter.MAX);
    assertThat(RetryAfter.parse(null, "99999999999999999999999")).contains(RetryAfter.MAX);
    assertThat(RetryAfter.parse("NaN", null)).isEmpty();
    assertThat(RetryAfter.parse("Infinity", "soon")).isEmpty();
    assertThat(RetryAfter.parse("", "")).isEmpty();
    assertThat(RetryAfter.parse("abc", "3")).contains(Duration.ofSeconds(3));
    String past = ZonedDateTime.now().minusHours(1).format(DateTimeFormatter.RFC_1123_DATE_TIME);
    assertThat(RetryAfter.parse(null, past)).contains(Duration.ZERO);
    String farFuture = ZonedDateTime.now().plusYears(3)
        .format(DateTimeFormatter.RFC_1123_DATE_TIME);
    assertThat(RetryAfter.parse(null, farFuture)).contains(RetryAfter.MAX);
  }
}
