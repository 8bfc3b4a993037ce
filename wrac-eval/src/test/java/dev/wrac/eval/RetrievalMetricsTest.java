package dev.wrac.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.util.List;
import org.junit.jupiter.api.Test;

class RetrievalMetricsTest {
  private static final String DOC = "alpha beta gamma delta epsilon zeta and some unrelated text";
  private final Judge judge = Judge.standard();
  private final TokenCounter tokens = TokenCounters.o200k();
  private final Judge.Fact first = fact("alpha beta gamma");
  private final Judge.Fact second = fact("delta epsilon zeta");

  private Judge.Fact fact(String text) {
    return judge.fact(new SupportingFact("D.md", text), judge.words(DOC));
  }

  private JudgedChunk chunk(String text) {
    return JudgedChunk.of(new BenchChunk("D.md", text), judge, tokens);
  }

  @Test
  void rankMetricsOnAHandMadeRanking() {
    JudgedChunk noise = chunk("some unrelated text");
    JudgedChunk a = chunk("alpha beta gamma");
    JudgedChunk b = chunk("delta epsilon zeta");
    RetrievalMetrics m = new RetrievalMetrics(judge, tokens, List.of(10_000));
    RetrievalMetrics.Scores s = m.score(List.of(noise, a, b), List.of(noise, a, b),
        List.of(first, second));
    assertThat(s.precision3()).isCloseTo(2 / 3.0, within(1e-9));
    assertThat(s.precision6()).isCloseTo(2 / 6.0, within(1e-9));
    assertThat(s.recall3()).isEqualTo(1.0);
    assertThat(s.mrr6()).isEqualTo(0.5);
    double dcg = 1 / log2(3) + 1 / log2(4);
    double ideal = 1 + 1 / log2(3);
    assertThat(s.ndcg3()).isCloseTo(dcg / ideal, within(1e-9));
    assertThat(s.ceiling()).isEqualTo(1.0);
    assertThat(s.tokensToFirst()).isEqualTo(noise.tokens() + a.tokens());
    assertThat(s.budgetRecall()).containsExactly(1.0);
  }

  @Test
  void recallAtThreeCountsOnlyTheTopThree() {
    JudgedChunk noise = chunk("some unrelated text");
    JudgedChunk a = chunk("alpha beta gamma");
    JudgedChunk b = chunk("delta epsilon zeta");
    RetrievalMetrics m = new RetrievalMetrics(judge, tokens, List.of(10_000));
    RetrievalMetrics.Scores s = m.score(List.of(noise, noise, a, b), List.of(noise, a, b),
        List.of(first, second));
    assertThat(s.recall3()).isEqualTo(0.5);
    assertThat(s.recall6()).isEqualTo(1.0);
    assertThat(s.mrr6()).isCloseTo(1 / 3.0, within(1e-9));
  }

  @Test
  void theChunkCrossingTheBudgetIsTruncatedAndItsTruncatedTextJudged() {
    JudgedChunk noise = chunk("some unrelated text");
    JudgedChunk both = chunk("alpha beta gamma delta epsilon zeta");
    int upToFirstFact = noise.tokens() + tokens.count("alpha beta gamma");
    RetrievalMetrics m = new RetrievalMetrics(judge, tokens,
        List.of(noise.tokens(), upToFirstFact, upToFirstFact + 1, noise.tokens() + both.tokens()));
    RetrievalMetrics.Scores s = m.score(List.of(noise, both), List.of(noise, both),
        List.of(first, second));
    // the budget ends right after the noise chunk; the budget ends inside the second chunk,
    // after the first fact's words; one token more is not enough for the second fact; all fits
    assertThat(s.budgetRecall()).containsExactly(0.0, 0.5, 0.5, 1.0);
    assertThat(s.recall3()).isEqualTo(1.0);
  }

  @Test
  void ceilingIsTheShareOfFactsAnyChunkOfTheIndexSupports() {
    JudgedChunk a = chunk("alpha beta gamma");
    JudgedChunk half = chunk("delta epsilon");
    RetrievalMetrics m = new RetrievalMetrics(judge, tokens, List.of(512));
    RetrievalMetrics.Scores s = m.score(List.of(half), List.of(a, half), List.of(first, second));
    assertThat(s.ceiling()).isEqualTo(0.5);
    assertThat(s.recall6()).isEqualTo(0.0);
    assertThat(s.ndcg6()).isEqualTo(0.0);
    assertThat(s.tokensToFirst()).isNull();
  }

  @Test
  void unjudgeableFactsDoNotCountAndAQueryNeedsOne() {
    JudgedChunk a = chunk("alpha beta gamma");
    Judge.Fact unknown = judge.fact(new SupportingFact("Gone.md", "alpha beta gamma"), null);
    RetrievalMetrics m = new RetrievalMetrics(judge, tokens, List.of(512));
    assertThat(m.score(List.of(a), List.of(a), List.of(first, unknown)).recall3()).isEqualTo(1.0);
    assertThatThrownBy(() -> m.score(List.of(a), List.of(a), List.of(unknown)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void summaryIsTheMacroAverageAndMedianOfTokensToFirst() {
    RetrievalMetrics.Scores one = new RetrievalMetrics.Scores(1, 1, 1, 1, 1, 1, 1,
        List.of(1.0), 1, 100);
    RetrievalMetrics.Scores two = new RetrievalMetrics.Scores(0, 0, 0.5, 0.5, 0.5, 0, 0,
        List.of(0.0), 1, 300);
    RetrievalMetrics.Scores none = new RetrievalMetrics.Scores(0, 0, 0, 0, 0, 0, 0,
        List.of(0.0), 0.5, null);
    RetrievalMetrics.Summary s = RetrievalMetrics.Summary.of(List.of(one, two, none));
    assertThat(s.queries()).isEqualTo(3);
    assertThat(s.recall3()).isCloseTo(0.5, within(1e-9));
    assertThat(s.budgetRecall()).containsExactly(1 / 3.0);
    assertThat(s.ceiling()).isCloseTo(2.5 / 3, within(1e-9));
    assertThat(s.tokensToFirstMean()).isEqualTo(200.0);
    assertThat(s.tokensToFirstMedian()).isEqualTo(200.0);
    assertThat(s.firstFound()).isEqualTo(2);
  }

  private static double log2(int x) {
    return Math.log(x) / Math.log(2);
  }
}
