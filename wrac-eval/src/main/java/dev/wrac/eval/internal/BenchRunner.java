package dev.wrac.eval.internal;

import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.embed.CachingEmbedder;
import dev.wrac.embed.Embedder;
import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchCorpus;
import dev.wrac.eval.BenchOptions;
import dev.wrac.eval.BenchOrganisation;
import dev.wrac.eval.BenchQuery;
import dev.wrac.eval.BenchReport;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.eval.Judge;
import dev.wrac.eval.JudgedChunk;
import dev.wrac.eval.RetrievalMetrics;
import dev.wrac.eval.SupportingFact;
import dev.wrac.hierarchy.ChunkTree;
import dev.wrac.hierarchy.PlacedUnit;
import dev.wrac.hierarchy.ScoredLeaf;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.model.Usage;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/** Runs the benchmark described by {@link dev.wrac.eval.Bench}. */
public final class BenchRunner {
  private final BenchOptions options;
  private final Judge judge = Judge.standard();
  private final TokenCounter tokens = TokenCounters.o200k();

  /** A query ready to score: its judged facts and its embedding. */
  private record Prepared(BenchQuery query, List<Judge.Fact> facts, float[] vector) {}

  public BenchRunner(BenchOptions options) {
    this.options = options;
  }

  public BenchReport run() {
    long start = System.nanoTime();
    BenchCorpus corpus = options.corpusRoot() != null
        ? BenchCorpus.ragMultiCorpus(options.corpusRoot(), options.format(),
            options.organisations())
        : BenchCorpus.of(options.documents(), options.queries());
    List<ChunkingStrategy> strategies = options.strategies();
    Embedder embedder = options.embedder() != null ? options.embedder() : BgeSmallEmbedder.create();
    if (options.cacheDirectory() != null) {
      embedder = Embedder.cached(embedder, options.cacheDirectory());
    }
    log("corpus " + corpus.name() + ": " + corpus.organisations().size() + " organisations, "
        + corpus.organisations().stream().mapToInt(o -> o.documents().size()).sum()
        + " documents, " + corpus.rows() + " query rows, " + corpus.duplicateRowsDropped()
        + " exact duplicates dropped");

    // judge the facts once: grounded words come from the source documents' visible text, the
    // same words in every format (a link target in the Markdown is no word a reader sees)
    Map<String, Map<String, Set<String>>> docWords = judge.visibleWords(corpus);
    int facts = 0;
    int factsJudged = 0;
    Map<String, Integer> skipped = new TreeMap<>();
    List<BenchQuery> judgedQueries = new ArrayList<>();
    List<List<Judge.Fact>> judgedFacts = new ArrayList<>();
    for (BenchQuery q : corpus.queries()) {
      List<Judge.Fact> fs = new ArrayList<>();
      for (SupportingFact f : q.facts()) {
        Judge.Fact jf = judge.fact(f, docWords.get(q.organisation())
            .get(dev.wrac.eval.DocumentNames.key(f.document())));
        facts++;
        if (jf.judgeable()) {
          factsJudged++;
          fs.add(jf);
        } else {
          skipped.merge(jf.skip().name(), 1, Integer::sum);
        }
      }
      if (!fs.isEmpty()) {
        judgedQueries.add(q);
        judgedFacts.add(fs);
      }
    }
    log(judgedQueries.size() + " of " + corpus.queries().size() + " queries judged; "
        + factsJudged + " of " + facts + " facts judgeable, skipped " + skipped);

    List<String> queryTexts = new ArrayList<>();
    for (BenchQuery q : judgedQueries) {
      queryTexts.add(embedder.queryText(q.text()));
    }
    List<float[]> queryVectors = embedder.embed(queryTexts);
    Map<String, List<Prepared>> byOrg = new LinkedHashMap<>();
    for (int i = 0; i < judgedQueries.size(); i++) {
      BenchQuery q = judgedQueries.get(i);
      byOrg.computeIfAbsent(q.organisation(), k -> new ArrayList<>())
          .add(new Prepared(q, judgedFacts.get(i), queryVectors.get(i)));
    }

    RetrievalMetrics metrics = new RetrievalMetrics(judge, tokens, options.budgets());
    List<BenchReport.StrategyResult> results = new ArrayList<>();
    for (ChunkingStrategy s : strategies) {
      results.add(runStrategy(s, corpus, byOrg, embedder, metrics));
    }
    if (embedder instanceof CachingEmbedder cached) {
      log("embedding cache: " + cached.hits() + " texts served, " + cached.embedded()
          + " embedded");
    }
    return new BenchReport(corpus.name(), embedder.name(), corpus.rows(),
        corpus.duplicateRowsDropped(), corpus.queries().size(), judgedQueries.size(), facts,
        factsJudged, skipped, options.budgets(), results, (System.nanoTime() - start) / 1e9);
  }

  private BenchReport.StrategyResult runStrategy(ChunkingStrategy strategy, BenchCorpus corpus,
      Map<String, List<Prepared>> byOrg, Embedder embedder, RetrievalMetrics metrics) {
    long start = System.nanoTime();
    List<BenchReport.QueryResult> perQuery = new ArrayList<>();
    Map<String, List<RetrievalMetrics.Scores>> perOrg = new TreeMap<>();
    Map<String, List<RetrievalMetrics.Scores>> perType = new TreeMap<>();
    List<Integer> chunkTokens = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    Usage usage = Usage.ZERO;
    int documents = 0;
    for (BenchOrganisation org : corpus.organisations()) {
      if (strategy instanceof HierarchicalStrategy h) {
        HierarchicalStrategy.Units u = h.units(org);
        warnings.addAll(u.warnings());
        documents += u.documents();
        List<JudgedChunk> all = u.units().parallelStream()
            .map(c -> JudgedChunk.of(c, judge, tokens)).toList();
        u.leaves().forEach(i -> chunkTokens.add(all.get(i).tokens()));
        List<Prepared> queries = byOrg.getOrDefault(org.name(), List.of());
        log(strategy.name() + " / " + org.name() + ": " + u.leaves().size() + " leaves, "
            + (u.units().size() - u.leaves().size()) + " units above them, " + queries.size()
            + " queries");
        if (queries.isEmpty() || u.leaves().isEmpty()) {
          continue;
        }
        List<float[]> vectors = embedder.embed(u.leaves().stream()
            .map(i -> u.units().get(i).text()).toList());
        ExactIndex exact = new ExactIndex(vectors);
        Placement placement = new Placement(u, all, metrics.budgets());
        List<RetrievalMetrics.Scores> scores = queries.parallelStream().map(p -> {
          List<ScoredLeaf> ranked = new ArrayList<>();
          for (double[] e : exact.topScored(p.vector(), options.topK())) {
            ranked.add(new ScoredLeaf(u.ids().get(u.leaves().get((int) e[1])), e[0]));
          }
          return metrics.score(placement.ranking(ranked, options.topK()),
              placement.budgetRankings(ranked), all, p.facts());
        }).toList();
        for (int i = 0; i < queries.size(); i++) {
          RetrievalMetrics.Scores sc = scores.get(i);
          perQuery.add(new BenchReport.QueryResult(queries.get(i).query(), sc));
          perOrg.computeIfAbsent(org.name(), k -> new ArrayList<>()).add(sc);
          perType.computeIfAbsent(queries.get(i).query().type(), k -> new ArrayList<>())
              .add(sc);
        }
        continue;
      }
      ChunkingStrategy.Chunks made = strategy.chunk(org);
      warnings.addAll(made.warnings());
      usage = usage.plus(made.usage());
      documents += made.documents();
      List<BenchChunk> chunks = made.chunks();
      List<JudgedChunk> index = chunks.parallelStream()
          .map(c -> JudgedChunk.of(c, judge, tokens)).toList();
      index.forEach(c -> chunkTokens.add(c.tokens()));
      List<Prepared> queries = byOrg.getOrDefault(org.name(), List.of());
      log(strategy.name() + " / " + org.name() + ": " + chunks.size() + " chunks, "
          + queries.size() + " queries");
      if (queries.isEmpty() || chunks.isEmpty()) {
        continue;
      }
      List<float[]> vectors = embedder.embed(chunks.stream().map(BenchChunk::text).toList());
      ExactIndex exact = new ExactIndex(vectors);
      List<RetrievalMetrics.Scores> scores = queries.parallelStream().map(p -> {
        List<JudgedChunk> ranking = new ArrayList<>();
        for (int i : exact.top(p.vector(), options.topK())) {
          ranking.add(index.get(i));
        }
        return metrics.score(ranking, index, p.facts());
      }).toList();
      for (int i = 0; i < queries.size(); i++) {
        RetrievalMetrics.Scores sc = scores.get(i);
        perQuery.add(new BenchReport.QueryResult(queries.get(i).query(), sc));
        perOrg.computeIfAbsent(org.name(), k -> new ArrayList<>()).add(sc);
        perType.computeIfAbsent(queries.get(i).query().type(), k -> new ArrayList<>()).add(sc);
      }
    }
    Map<String, RetrievalMetrics.Summary> orgSummaries = new TreeMap<>();
    perOrg.forEach((k, v) -> orgSummaries.put(k, RetrievalMetrics.Summary.of(v)));
    Map<String, RetrievalMetrics.Summary> typeSummaries = new TreeMap<>();
    perType.forEach((k, v) -> typeSummaries.put(k, RetrievalMetrics.Summary.of(v)));
    double dollars = options.price().usd(usage);
    BenchReport.StrategyResult r = new BenchReport.StrategyResult(strategy.name(),
        stats(chunkTokens, documents),
        new BenchReport.Cost(usage.llmCalls(), usage.inputTokens(), usage.outputTokens(),
            documents, dollars),
        RetrievalMetrics.Summary.of(perQuery.stream().map(BenchReport.QueryResult::scores)
            .toList()), orgSummaries, typeSummaries, warnings,
        (System.nanoTime() - start) / 1e9, perQuery);
    for (String w : warnings) {
      log("warning: " + w);
    }
    return r;
  }

  /**
   * What {@link SmallToBig} places for one organisation's hierarchy, as the chunks the metrics
   * walk: for the rank measures, the units it places given a count (every ranked leaf walked,
   * no token limit); for each budget, the units it places within that budget up to the first
   * leaf that does not fit ({@link SmallToBig#stopAtFirstMiss()}), then the ranked leaves none
   * of them covers, so the walk ends as every strategy's does (the leaf that crosses the budget
   * is cut).
   */
  static final class Placement {
    private final HierarchicalStrategy.Units units;
    private final List<JudgedChunk> judged;
    private final List<Integer> budgets;
    private final Map<String, Integer> at = new HashMap<>();
    private final ChunkTree tree;

    Placement(HierarchicalStrategy.Units units, List<JudgedChunk> judged, List<Integer> budgets) {
      this.units = units;
      this.judged = judged;
      this.budgets = budgets;
      for (int i = 0; i < units.ids().size(); i++) {
        at.put(units.ids().get(i), i);
      }
      this.tree = new ChunkTree() {
        @Override
        public Optional<String> parentId(String id) {
          int p = units.parents()[index(id)];
          return p < 0 ? Optional.empty() : Optional.of(units.ids().get(p));
        }

        @Override
        public int tokens(String id) {
          return judged.get(index(id)).tokens();
        }
      };
    }

    private int index(String id) {
      Integer i = at.get(id);
      if (i == null) {
        throw new IllegalArgumentException("unknown unit " + id);
      }
      return i;
    }

    List<JudgedChunk> ranking(List<ScoredLeaf> ranked, int count) {
      return judged(SmallToBig.maxUnits(count).place(ranked, tree), List.of());
    }

    List<List<JudgedChunk>> budgetRankings(List<ScoredLeaf> ranked) {
      List<List<JudgedChunk>> out = new ArrayList<>();
      for (int b : budgets) {
        out.add(judged(SmallToBig.budgetTokens(b).stopAtFirstMiss().place(ranked, tree),
            ranked));
      }
      return out;
    }

    private List<JudgedChunk> judged(List<PlacedUnit> placed, List<ScoredLeaf> tail) {
      List<JudgedChunk> out = new ArrayList<>();
      Set<String> covered = new HashSet<>();
      for (PlacedUnit u : placed) {
        out.add(judged.get(index(u.id())));
        covered.addAll(u.leafIds());
      }
      for (ScoredLeaf l : tail) {
        if (!covered.contains(l.id()) && !coveredByAncestor(l.id(), placed)) {
          out.add(judged.get(index(l.id())));
        }
      }
      return out;
    }

    private boolean coveredByAncestor(String leaf, List<PlacedUnit> placed) {
      Set<String> ids = new HashSet<>();
      placed.forEach(u -> ids.add(u.id()));
      for (int p = units.parents()[index(leaf)]; p >= 0; p = units.parents()[p]) {
        if (ids.contains(units.ids().get(p))) {
          return true;
        }
      }
      return false;
    }
  }

  static BenchReport.ChunkStats stats(List<Integer> tokens, int documents) {
    if (tokens.isEmpty()) {
      return new BenchReport.ChunkStats(0, documents, 0, 0, 0, 0);
    }
    List<Integer> sorted = new ArrayList<>(tokens);
    Collections.sort(sorted);
    int n = sorted.size();
    double median = n % 2 == 1 ? sorted.get(n / 2)
        : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    int p95 = sorted.get(Math.max(0, (int) Math.ceil(n * 0.95) - 1));
    double mean = sorted.stream().mapToInt(Integer::intValue).average().orElse(0);
    return new BenchReport.ChunkStats(n, documents, mean, median, p95, sorted.get(n - 1));
  }

  private void log(String line) {
    options.progress().accept(line);
  }
}
