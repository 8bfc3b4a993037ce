package dev.wrac.eval;

import dev.wrac.tokens.TokenCounter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Scores one query's ranking against its judgeable facts, and averages scores.
 *
 * <pre>{@code
 * RetrievalMetrics metrics = new RetrievalMetrics(Judge.standard(), TokenCounters.o200k(),
 *     List.of(256, 512, 1024, 2048));
 * RetrievalMetrics.Scores s = metrics.score(ranking, index, facts);
 * }</pre>
 * Per query: Precision@3/@6 (share of the top k chunks that support any fact; the denominator
 * is k), Recall@3/@6 (share of facts supported within the top k), MRR@6, NDCG@3/@6 (binary
 * gains, ideal DCG from the number of chunks of the whole index that support a fact, capped at
 * k), budgeted recall R@B (walk the ranking adding each chunk's tokens; the chunk that crosses
 * the budget is truncated to the tokens left and its truncated text judged; share of facts
 * supported within the budget), tokens consumed up to and including the first supporting chunk,
 * and the ceiling (share of facts any chunk of the index supports).
 */
public final class RetrievalMetrics {
  private final Judge judge;
  private final TokenCounter tokens;
  private final List<Integer> budgets;

  /**
   * @param judge   the judge
   * @param tokens  the counter for budgets and truncation (o200k in the benchmark)
   * @param budgets the context budgets in tokens, each positive
   */
  public RetrievalMetrics(Judge judge, TokenCounter tokens, List<Integer> budgets) {
    this.judge = Objects.requireNonNull(judge, "judge");
    this.tokens = Objects.requireNonNull(tokens, "tokens");
    for (int b : budgets) {
      if (b <= 0) {
        throw new IllegalArgumentException("budgets must be positive, got " + budgets);
      }
    }
    this.budgets = List.copyOf(budgets);
  }

  /** The budgets, in tokens. */
  public List<Integer> budgets() {
    return budgets;
  }

  /**
   * Scores one query.
   *
   * @param ranking the retrieved chunks, best first
   * @param index   every chunk of the index the ranking was drawn from (for the ideal DCG and
   *                the ceiling)
   * @param facts   the query's facts; only judgeable ones count, and at least one must be
   * @throws IllegalArgumentException when no fact is judgeable
   */
  public Scores score(List<JudgedChunk> ranking, List<JudgedChunk> index, List<Judge.Fact> facts) {
    return score(ranking, java.util.Collections.nCopies(budgets.size(), ranking), index, facts);
  }

  /**
   * Scores one query whose context depends on the budget (a placement policy such as
   * {@link dev.wrac.hierarchy.SmallToBig}): the rank measures come from {@code ranking}, R@B
   * walks {@code budgetRankings.get(b)} for the b-th budget, the same walk as
   * {@link #score(List, List, List)}'s.
   *
   * @throws IllegalArgumentException when no fact is judgeable, or the budget rankings do not
   *     match the budgets
   */
  public Scores score(List<JudgedChunk> ranking, List<List<JudgedChunk>> budgetRankings,
      List<JudgedChunk> index, List<Judge.Fact> facts) {
    if (budgetRankings.size() != budgets.size()) {
      throw new IllegalArgumentException(budgetRankings.size() + " budget rankings for "
          + budgets.size() + " budgets");
    }
    List<Judge.Fact> judged = facts.stream().filter(Judge.Fact::judgeable).toList();
    if (judged.isEmpty()) {
      throw new IllegalArgumentException("a query needs at least one judgeable fact");
    }
    int n = judged.size();
    // which facts each ranked chunk supports
    List<boolean[]> support = new ArrayList<>(ranking.size());
    for (JudgedChunk c : ranking) {
      support.add(supported(c.documentKey(), c.words(), judged));
    }
    int relevantInIndex = 0;
    boolean[] anywhere = new boolean[n];
    for (JudgedChunk c : index) {
      boolean[] s = supported(c.documentKey(), c.words(), judged);
      boolean any = false;
      for (int f = 0; f < n; f++) {
        anywhere[f] |= s[f];
        any |= s[f];
      }
      if (any) {
        relevantInIndex++;
      }
    }
    double mrr = 0;
    for (int i = 0; i < Math.min(6, ranking.size()); i++) {
      if (any(support.get(i))) {
        mrr = 1.0 / (i + 1);
        break;
      }
    }
    Integer toFirst = null;
    int used = 0;
    for (int i = 0; i < ranking.size(); i++) {
      used += ranking.get(i).tokens();
      if (any(support.get(i))) {
        toFirst = used;
        break;
      }
    }
    List<Double> budgetRecall = new ArrayList<>(budgets.size());
    for (int b = 0; b < budgets.size(); b++) {
      List<JudgedChunk> walk = budgetRankings.get(b);
      List<boolean[]> walkSupport = support;
      if (walk != ranking) {
        walkSupport = new ArrayList<>(walk.size());
        for (JudgedChunk c : walk) {
          walkSupport.add(supported(c.documentKey(), c.words(), judged));
        }
      }
      budgetRecall.add(budgetRecall(walk, walkSupport, judged, budgets.get(b)));
    }
    return new Scores(precision(support, 3), precision(support, 6), recall(support, n, 3),
        recall(support, n, 6), mrr, ndcg(support, relevantInIndex, 3),
        ndcg(support, relevantInIndex, 6), budgetRecall, count(anywhere) / (double) n, toFirst);
  }

  private double budgetRecall(List<JudgedChunk> ranking, List<boolean[]> support,
      List<Judge.Fact> facts, int budget) {
    boolean[] found = new boolean[facts.size()];
    int used = 0;
    for (int i = 0; i < ranking.size() && used < budget; i++) {
      JudgedChunk c = ranking.get(i);
      boolean[] s;
      if (c.tokens() <= budget - used) {
        s = support.get(i);
        used += c.tokens();
      } else {
        String cut = tokens.truncate(c.text(), budget - used);
        s = supported(c.documentKey(), judge.words(cut), facts);
        used = budget;
      }
      for (int f = 0; f < found.length; f++) {
        found[f] |= s[f];
      }
    }
    return count(found) / (double) facts.size();
  }

  private boolean[] supported(String documentKey, java.util.Set<String> words,
      List<Judge.Fact> facts) {
    boolean[] s = new boolean[facts.size()];
    for (int f = 0; f < s.length; f++) {
      s[f] = judge.supports(facts.get(f), documentKey, words);
    }
    return s;
  }

  private static double precision(List<boolean[]> support, int k) {
    int hits = 0;
    for (int i = 0; i < Math.min(k, support.size()); i++) {
      if (any(support.get(i))) {
        hits++;
      }
    }
    return hits / (double) k;
  }

  private static double recall(List<boolean[]> support, int facts, int k) {
    boolean[] found = new boolean[facts];
    for (int i = 0; i < Math.min(k, support.size()); i++) {
      for (int f = 0; f < facts; f++) {
        found[f] |= support.get(i)[f];
      }
    }
    return count(found) / (double) facts;
  }

  private static double ndcg(List<boolean[]> support, int relevantInIndex, int k) {
    double ideal = 0;
    for (int i = 0; i < Math.min(k, relevantInIndex); i++) {
      ideal += 1 / log2(i + 2);
    }
    if (ideal == 0) {
      return 0;
    }
    double dcg = 0;
    for (int i = 0; i < Math.min(k, support.size()); i++) {
      if (any(support.get(i))) {
        dcg += 1 / log2(i + 2);
      }
    }
    return dcg / ideal;
  }

  private static double log2(int x) {
    return Math.log(x) / Math.log(2);
  }

  private static boolean any(boolean[] b) {
    for (boolean x : b) {
      if (x) {
        return true;
      }
    }
    return false;
  }

  private static int count(boolean[] b) {
    int n = 0;
    for (boolean x : b) {
      if (x) {
        n++;
      }
    }
    return n;
  }

  /**
   * One query's scores, each in [0, 1] except {@code tokensToFirst}.
   *
   * @param budgetRecall  R@B for each of the metric's budgets, in the same order
   * @param tokensToFirst tokens of the ranked chunks up to and including the first supporting
   *                      one, or {@code null} when none of the ranking supports a fact
   */
  public record Scores(double precision3, double precision6, double recall3, double recall6,
      double mrr6, double ndcg3, double ndcg6, List<Double> budgetRecall, double ceiling,
      Integer tokensToFirst) {
    public Scores {
      budgetRecall = List.copyOf(budgetRecall);
    }
  }

  /**
   * Macro-averages of {@link Scores} over a group of queries.
   *
   * @param queries            queries averaged
   * @param budgetRecall       mean R@B per budget
   * @param tokensToFirstMean  mean of tokens to the first supporting chunk over the queries
   *                           where one was retrieved (NaN when none)
   * @param tokensToFirstMedian the median of the same (NaN when none)
   * @param firstFound         queries where a supporting chunk was retrieved at all
   */
  public record Summary(int queries, double precision3, double precision6, double recall3,
      double recall6, double mrr6, double ndcg3, double ndcg6, List<Double> budgetRecall,
      double ceiling, double tokensToFirstMean, double tokensToFirstMedian, int firstFound) {
    public Summary {
      budgetRecall = List.copyOf(budgetRecall);
    }

    /** The macro-average of {@code scores} (all with the same budgets). */
    public static Summary of(List<Scores> scores) {
      int q = scores.size();
      int nb = q == 0 ? 0 : scores.get(0).budgetRecall().size();
      double[] sums = new double[8];
      double[] br = new double[nb];
      List<Integer> first = new ArrayList<>();
      for (Scores s : scores) {
        sums[0] += s.precision3();
        sums[1] += s.precision6();
        sums[2] += s.recall3();
        sums[3] += s.recall6();
        sums[4] += s.mrr6();
        sums[5] += s.ndcg3();
        sums[6] += s.ndcg6();
        sums[7] += s.ceiling();
        for (int b = 0; b < nb; b++) {
          br[b] += s.budgetRecall().get(b);
        }
        if (s.tokensToFirst() != null) {
          first.add(s.tokensToFirst());
        }
      }
      double d = Math.max(1, q);
      List<Double> budgetMeans = new ArrayList<>();
      for (double v : br) {
        budgetMeans.add(v / d);
      }
      Collections.sort(first);
      double mean = first.isEmpty() ? Double.NaN
          : first.stream().mapToInt(Integer::intValue).average().orElse(Double.NaN);
      return new Summary(q, sums[0] / d, sums[1] / d, sums[2] / d, sums[3] / d, sums[4] / d,
          sums[5] / d, sums[6] / d, budgetMeans, sums[7] / d, mean, median(first),
          first.size());
    }

    private static double median(List<Integer> sorted) {
      if (sorted.isEmpty()) {
        return Double.NaN;
      }
      int m = sorted.size() / 2;
      return sorted.size() % 2 == 1 ? sorted.get(m) : (sorted.get(m - 1) + sorted.get(m)) / 2.0;
    }
  }
}
