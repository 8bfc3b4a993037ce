package dev.wrac.llm.plan.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The answer reader: lenient with what models write, bounded against what attackers write. */
class LenientJsonTest {
  @Test
  void findsJsonInFencesProseAndWithTrailingCommasOrApostrophes() {
    assertThat(LenientJson.read("Sure! Here's the plan:\n```json\n{\"chunks\": [\"h1-p3\", "
        + "\"p4\",],}\n```\nHope it's fine").json().path("chunks").size()).isEqualTo(2);
    assertThat(LenientJson.read("[see below] {'chunks': ['h1']}").json().toString())
        .isEqualTo("{\"chunks\":[\"h1\"]}");
    assertThat(LenientJson.read("It's {\"chunks\":[\"it's\"]} ok").json().toString())
        .isEqualTo("{\"chunks\":[\"it's\"]}");
  }

  @Test
  void emptyTooLongAndTooDeepAnswersAreRefusedWithTheReason() {
    assertThat(LenientJson.read("  ").problem()).isEqualTo("the answer was empty");
    assertThat(LenientJson.read("x".repeat(LenientJson.MAX_CHARS + 1)).problem())
        .contains("longer than " + LenientJson.MAX_CHARS);
    String deep = "[".repeat(LenientJson.MAX_DEPTH + 1) + "]".repeat(LenientJson.MAX_DEPTH + 1);
    assertThat(LenientJson.read(deep).problem()).contains("deeper than " + LenientJson.MAX_DEPTH);
    String fits = "[".repeat(LenientJson.MAX_DEPTH) + "]".repeat(LenientJson.MAX_DEPTH);
    assertThat(LenientJson.read(fits).found()).isTrue();
    assertThat(LenientJson.read("{\"chunks\":[\"h1\",\"p2\"").problem())
        .isEqualTo("no JSON found in the answer");
  }

  @Test
  @Timeout(10) // a hang guard only; before the bound these took 5.5 s, 30.7 s and minutes
  void attackerSizedAnswersEndQuickly() {
    assertThat(LenientJson.read("[".repeat(100_000)).found()).isFalse();
    assertThat(LenientJson.read("[".repeat(1_000_000)).found()).isFalse();
    assertThat(LenientJson.read("{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000)).found())
        .isFalse();
    // many shallow candidates that each fail late: one pass, each parsed once
    String manyBroken = "[1 2] ".repeat(300_000);
    assertThat(LenientJson.read(manyBroken).found()).isFalse();
    String wideButValid = "{\"chunks\":[" + "\"p1\",".repeat(300_000) + "\"p2\"]}";
    assertThat(LenientJson.read(wideButValid).json().path("chunks").size()).isEqualTo(300_001);
  }
}
