package dev.wrac.eval;

import dev.wrac.eval.internal.ReportFormats;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What {@link Bench#run} measured: corpus counts and, per strategy, chunk statistics, cost and
 * the metrics overall, per organisation and per query type.
 *
 * <pre>{@code
 * BenchReport report = Bench.run(options);
 * System.out.print(report.consoleTable());
 * report.writeTo(Path.of("bench-out"));   // bench-report.md, .json, bench-queries.csv, recall-vs-budget.svg
 * }</pre>
 *
 * @param corpus               the corpus's name
 * @param embedder             the embedding model's name
 * @param queryRows            rows read from the queries file
 * @param duplicateRowsDropped exact duplicate rows dropped
 * @param queries              distinct queries whose organisation is in the corpus
 * @param queriesJudged        queries with at least one judgeable fact: the ones averaged
 * @param facts                facts of the distinct queries
 * @param factsJudged          judgeable facts
 * @param factsSkipped         facts skipped, by reason ({@link Judge.Skip} names)
 * @param budgets              budgets of R@B, tokens
 * @param strategies           one result per strategy, in the order given
 * @param seconds              wall time of the run
 */
public record BenchReport(String corpus, String embedder, int queryRows,
    int duplicateRowsDropped, int queries, int queriesJudged, int facts, int factsJudged,
    Map<String, Integer> factsSkipped, List<Integer> budgets, List<StrategyResult> strategies,
    double seconds) {

  public BenchReport {
    factsSkipped = Map.copyOf(factsSkipped);
    budgets = List.copyOf(budgets);
    strategies = List.copyOf(strategies);
  }

  /** File name of the Markdown report written by {@link #writeTo}. */
  public static final String MARKDOWN_FILE = "bench-report.md";
  /** File name of the JSON report written by {@link #writeTo}. */
  public static final String JSON_FILE = "bench-report.json";
  /** File name of the chart written by {@link #writeTo}. */
  public static final String SVG_FILE = "recall-vs-budget.svg";
  /** File name of the per-query scores written by {@link #writeTo}. */
  public static final String QUERIES_FILE = "bench-queries.csv";

  /**
   * One strategy's results.
   *
   * @param name           the strategy's spec
   * @param chunks         chunk count and size
   * @param cost           what making the chunks cost
   * @param overall        metrics macro-averaged over all judged queries
   * @param byOrganisation the same per organisation, sorted by name
   * @param byType         the same per query type, sorted by name
   * @param warnings       per-document failures and unmatched documents
   * @param seconds        wall time of chunking, embedding and scoring
   * @param queries        every judged query's scores, in corpus order (not in the JSON report:
   *                       {@value #QUERIES_FILE} holds them)
   */
  public record StrategyResult(String name, ChunkStats chunks, Cost cost,
      RetrievalMetrics.Summary overall, Map<String, RetrievalMetrics.Summary> byOrganisation,
      Map<String, RetrievalMetrics.Summary> byType, List<String> warnings, double seconds,
      @com.fasterxml.jackson.annotation.JsonIgnore List<QueryResult> queries) {
    public StrategyResult {
      byOrganisation = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(byOrganisation));
      byType = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(byType));
      warnings = List.copyOf(warnings);
      queries = List.copyOf(queries);
    }
  }

  /**
   * One judged query's scores under one strategy.
   *
   * @param query  the query
   * @param scores its scores
   */
  public record QueryResult(BenchQuery query, RetrievalMetrics.Scores scores) {
    public QueryResult {
      java.util.Objects.requireNonNull(query, "query");
      java.util.Objects.requireNonNull(scores, "scores");
    }
  }

  /**
   * Chunk count and o200k token statistics of a strategy's chunks.
   *
   * @param count        chunks
   * @param documents    documents chunked
   * @param meanTokens   mean tokens per chunk
   * @param medianTokens median tokens per chunk
   * @param p95Tokens    95th percentile (nearest rank)
   * @param maxTokens    the largest chunk
   */
  public record ChunkStats(int count, int documents, double meanTokens, double medianTokens,
      int p95Tokens, int maxTokens) {}

  /**
   * What making a strategy's chunks cost.
   *
   * @param llmCalls     LLM requests
   * @param inputTokens  prompt tokens
   * @param outputTokens completion tokens
   * @param documents    documents chunked
   * @param dollars      at the options' prices
   */
  public record Cost(long llmCalls, long inputTokens, long outputTokens, int documents,
      double dollars) {
    /** Input tokens per document. */
    public double inputPerDocument() {
      return documents == 0 ? 0 : inputTokens / (double) documents;
    }

    /** Output tokens per document. */
    public double outputPerDocument() {
      return documents == 0 ? 0 : outputTokens / (double) documents;
    }

    /** LLM calls per document. */
    public double callsPerDocument() {
      return documents == 0 ? 0 : llmCalls / (double) documents;
    }
  }

  /** The overall table and the corpus counts, for a terminal. */
  public String consoleTable() {
    return ReportFormats.console(this);
  }

  /** The full report in Markdown: overall, per organisation and per query type. */
  public String markdown() {
    return ReportFormats.markdown(this);
  }

  /** The full report as pretty-printed JSON. */
  public String json() {
    return ReportFormats.json(this);
  }

  /** An SVG line chart of R@B against the budget, one line per strategy. */
  public String svg() {
    return ReportFormats.svg(this);
  }

  /**
   * Writes {@value #MARKDOWN_FILE}, {@value #JSON_FILE}, {@value #QUERIES_FILE} (one row per
   * strategy and judged query: its organisation, type, documents and scores) and
   * {@value #SVG_FILE} into
   * {@code directory} (created if missing) and returns their paths.
   *
   * @throws BenchException if a file cannot be written
   */
  public List<Path> writeTo(Path directory) {
    try {
      Files.createDirectories(directory);
      Path md = Files.writeString(directory.resolve(MARKDOWN_FILE), markdown(),
          StandardCharsets.UTF_8);
      Path js = Files.writeString(directory.resolve(JSON_FILE), json(), StandardCharsets.UTF_8);
      Path csv = Files.writeString(directory.resolve(QUERIES_FILE), ReportFormats.queriesCsv(this),
          StandardCharsets.UTF_8);
      Path svg = Files.writeString(directory.resolve(SVG_FILE), svg(), StandardCharsets.UTF_8);
      return List.of(md, js, csv, svg);
    } catch (IOException e) {
      throw new BenchException("Cannot write the bench report to " + directory + ": "
          + e.getMessage(), e);
    }
  }
}
