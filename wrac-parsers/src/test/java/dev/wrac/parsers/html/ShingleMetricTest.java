package dev.wrac.parsers.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The port of the benchmark's metric, checked on cases worked out by hand from evaluate.py. */
class ShingleMetricTest {

  @Test
  void tokensAreUnicodeWordRunsWithCaseKept() {
    assertThat(ShingleMetric.tokens("Hello, wörld! snake_case 42 Ünïcode—日本語 x2"))
        .containsExactly("Hello", "wörld", "snake_case", "42", "Ünïcode", "日本語", "x2");
    // Python's \w has no combining marks: "é" written as e + U+0301 splits
    assertThat(ShingleMetric.tokens("cafe\u0301 ok")).containsExactly("cafe", "ok");
  }

  @Test
  void identicalTextsScoreOne() {
    ShingleMetric.Counts c = ShingleMetric.compare("a b c d e", "a b c d e");
    assertThat(c.tp()).isEqualTo(1.0);
    assertThat(c.precision()).isEqualTo(1.0);
    assertThat(c.recall()).isEqualTo(1.0);
  }

  @Test
  void extraWordsAreFalsePositivesNormalisedPerPage() {
    // true "a b c d e": shingles abcd, bcde; predicted "a b c d e f": abcd, bcde, cdef
    ShingleMetric.Counts c = ShingleMetric.compare("a b c d e", "a b c d e f");
    assertThat(c.tp()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(c.fp()).isCloseTo(1.0 / 3, within(1e-12));
    assertThat(c.fn()).isZero();
    assertThat(c.precision()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(c.recall()).isEqualTo(1.0);
  }

  @Test
  void shingleCountsAreMultisets() {
    // "x x x x x" has the shingle (x,x,x,x) twice; predicting it once finds one of two
    ShingleMetric.Counts c = ShingleMetric.compare("x x x x x", "x x x x");
    assertThat(c.tp()).isCloseTo(0.5, within(1e-12));
    assertThat(c.fn()).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void shortTextsGiveOneShorterShingle() {
    assertThat(ShingleMetric.shingles("one two", 4)).containsOnlyKeys(List.of("one", "two"));
    ShingleMetric.Counts c = ShingleMetric.compare("one two", "one two three");
    assertThat(c.tp()).isZero(); // (one,two) vs (one,two,three): different shingles
    assertThat(c.fp()).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void emptyPredictionCountsForRecallOnlyAndEmptyTruthForPrecisionOnly() {
    ShingleMetric.Counts missed = ShingleMetric.compare("a b c d", "");
    ShingleMetric.Counts perfect = ShingleMetric.compare("a b c d", "a b c d");
    ShingleMetric.Counts noTruth = ShingleMetric.compare("", "a b c d");
    // P over pages with output: (1 + 0) / 2; R over pages with truth: (0 + 1) / 2
    ShingleMetric.Score s = ShingleMetric.score(List.of(missed, perfect, noTruth));
    assertThat(s.precision()).isCloseTo(0.5, within(1e-12));
    assertThat(s.recall()).isCloseTo(0.5, within(1e-12));
    assertThat(s.f1()).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void f1IsTakenOfTheMeansNotMeanOfPageF1() {
    ShingleMetric.Counts half = ShingleMetric.compare("a b c d e", "a b c d e f"); // P 2/3 R 1
    ShingleMetric.Counts full = ShingleMetric.compare("a b c d", "a b c d");
    ShingleMetric.Score s = ShingleMetric.score(List.of(half, full));
    double p = (2.0 / 3 + 1) / 2;
    assertThat(s.precision()).isCloseTo(p, within(1e-12));
    assertThat(s.recall()).isEqualTo(1.0);
    assertThat(s.f1()).isCloseTo(2 * p / (p + 1), within(1e-12));
  }
}
