package dev.wrac.eval.internal;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import dev.wrac.eval.BenchReport;
import dev.wrac.eval.RetrievalMetrics;
import dev.wrac.eval.RetrievalMetrics.Summary;
import dev.wrac.eval.SupportingFact;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Renders a {@link BenchReport} as a console table, Markdown, JSON and an SVG chart. */
public final class ReportFormats {
  private static final ObjectMapper JSON = JsonMapper.builder()
      .enable(SerializationFeature.INDENT_OUTPUT).addModule(nanAsNull()).build();
  private ReportFormats() {}

  /** A column of the metrics tables. */
  private record Column(String title, Function<Summary, String> value) {}

  private static List<Column> metricColumns(BenchReport r, boolean full) {
    List<Column> cols = new ArrayList<>();
    if (full) {
      cols.add(new Column("P@3", s -> f3(s.precision3())));
      cols.add(new Column("P@6", s -> f3(s.precision6())));
      cols.add(new Column("R@3", s -> f3(s.recall3())));
    }
    cols.add(new Column("R@6", s -> f3(s.recall6())));
    cols.add(new Column("MRR@6", s -> f3(s.mrr6())));
    if (full) {
      cols.add(new Column("NDCG@3", s -> f3(s.ndcg3())));
      cols.add(new Column("NDCG@6", s -> f3(s.ndcg6())));
    }
    for (int i = 0; i < r.budgets().size(); i++) {
      int b = i;
      cols.add(new Column("R@" + r.budgets().get(i), s -> f3(s.budgetRecall().get(b))));
    }
    cols.add(new Column("ceiling", s -> f3(s.ceiling())));
    if (full) {
      cols.add(new Column("tok→1st mean", s -> f0(s.tokensToFirstMean())));
      cols.add(new Column("tok→1st median", s -> f0(s.tokensToFirstMedian())));
    }
    return cols;
  }

  /** The corpus counts and the overall table, aligned for a terminal. */
  public static String console(BenchReport r) {
    List<String> header = new ArrayList<>(List.of("strategy", "chunks", "tok mean"));
    List<Column> cols = metricColumns(r, false);
    cols.forEach(c -> header.add(c.title()));
    header.add("$ total");
    List<List<String>> rows = new ArrayList<>();
    for (BenchReport.StrategyResult s : r.strategies()) {
      List<String> row = new ArrayList<>(List.of(s.name(), s.chunks().count() + "",
          f0(s.chunks().meanTokens())));
      cols.forEach(c -> row.add(c.value().apply(s.overall())));
      row.add(dollars(s.cost().dollars()));
      rows.add(row);
    }
    StringBuilder out = new StringBuilder(summaryLine(r)).append('\n');
    out.append(align(header, rows));
    out.append(String.format(Locale.ROOT, "%.1f s%n", r.seconds()));
    return out.toString();
  }

  private static String summaryLine(BenchReport r) {
    return String.format(Locale.ROOT, "%s: %d query rows, %d exact duplicates dropped, "
        + "%d queries judged of %d; %d of %d facts judgeable (skipped %s); embedder %s",
        r.corpus(), r.queryRows(), r.duplicateRowsDropped(), r.queriesJudged(), r.queries(),
        r.factsJudged(), r.facts(), r.factsSkipped(), r.embedder());
  }

  private static String align(List<String> header, List<List<String>> rows) {
    int[] w = new int[header.size()];
    for (int i = 0; i < w.length; i++) {
      w[i] = header.get(i).length();
      for (List<String> row : rows) {
        w[i] = Math.max(w[i], row.get(i).length());
      }
    }
    StringBuilder sb = new StringBuilder();
    List<List<String>> all = new ArrayList<>();
    all.add(header);
    all.addAll(rows);
    for (List<String> row : all) {
      for (int i = 0; i < w.length; i++) {
        String cell = row.get(i);
        String pad = " ".repeat(w[i] - cell.length());
        sb.append(i == 0 ? cell + pad : pad + cell).append(i + 1 < w.length ? "  " : "\n");
      }
    }
    return sb.toString();
  }

  /** The full report in Markdown. */
  public static String markdown(BenchReport r) {
    StringBuilder md = new StringBuilder("# Retrieval benchmark: ").append(r.corpus())
        .append("\n\n");
    md.append(summaryLine(r)).append(".\n\n");
    md.append("Exact cosine retrieval of the top chunks per organisation; deterministic judge "
        + "(a chunk supports a fact when it holds at least 80% of the fact's grounded words, "
        + "all of them below 8); metrics macro-averaged per query. R@B: share of facts found "
        + "within B o200k tokens of context, the chunk crossing the budget truncated.\n\n");
    md.append("## Overall\n\n");
    metricsTable(md, r, s -> s.overall());
    md.append("\n## Chunks and cost\n\n");
    md.append("| strategy | documents | chunks | tokens mean | median | p95 | max "
        + "| LLM calls/doc | input tok/doc | output tok/doc | $ total |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (BenchReport.StrategyResult s : r.strategies()) {
      BenchReport.ChunkStats c = s.chunks();
      BenchReport.Cost k = s.cost();
      md.append(String.format(Locale.ROOT, "| %s | %d | %d | %.1f | %.1f | %d | %d | %.2f | "
          + "%.0f | %.0f | %s |%n", s.name(), c.documents(), c.count(), c.meanTokens(),
          c.medianTokens(), c.p95Tokens(), c.maxTokens(), k.callsPerDocument(),
          k.inputPerDocument(), k.outputPerDocument(), dollars(k.dollars())));
    }
    TreeSet<String> orgs = new TreeSet<>();
    TreeSet<String> types = new TreeSet<>();
    for (BenchReport.StrategyResult s : r.strategies()) {
      orgs.addAll(s.byOrganisation().keySet());
      types.addAll(s.byType().keySet());
    }
    md.append("\n## Per organisation\n");
    for (String org : orgs) {
      md.append("\n### ").append(org).append("\n\n");
      metricsTable(md, r, s -> s.byOrganisation().get(org));
    }
    md.append("\n## Per query type\n");
    for (String type : types) {
      md.append("\n### ").append(type.isEmpty() ? "(no type)" : type).append("\n\n");
      metricsTable(md, r, s -> s.byType().get(type));
    }
    boolean anyWarning = r.strategies().stream().anyMatch(s -> !s.warnings().isEmpty());
    if (anyWarning) {
      md.append("\n## Warnings\n\n");
      for (BenchReport.StrategyResult s : r.strategies()) {
        s.warnings().forEach(w -> md.append("- ").append(w).append('\n'));
      }
    }
    md.append(String.format(Locale.ROOT, "%nWall time %.1f s.%n", r.seconds()));
    return md.toString();
  }

  private static void metricsTable(StringBuilder md, BenchReport r,
      Function<BenchReport.StrategyResult, Summary> pick) {
    List<Column> cols = metricColumns(r, true);
    md.append("| strategy | queries |");
    cols.forEach(c -> md.append(' ').append(c.title()).append(" |"));
    md.append("\n|---|---:|");
    cols.forEach(c -> md.append("---:|"));
    md.append('\n');
    for (BenchReport.StrategyResult s : r.strategies()) {
      Summary sum = pick.apply(s);
      if (sum == null) {
        continue;
      }
      md.append("| ").append(s.name()).append(" | ").append(sum.queries()).append(" |");
      cols.forEach(c -> md.append(' ').append(c.value().apply(sum)).append(" |"));
      md.append('\n');
    }
  }

  /** Writes NaN (an undefined mean) as JSON null rather than a string. */
  private static SimpleModule nanAsNull() {
    JsonSerializer<Double> serializer = new JsonSerializer<>() {
      @Override
      public void serialize(Double value, JsonGenerator gen, SerializerProvider provider)
          throws IOException {
        if (value.isNaN() || value.isInfinite()) {
          gen.writeNull();
        } else {
          gen.writeNumber(value);
        }
      }
    };
    SimpleModule module = new SimpleModule("nan-as-null");
    module.addSerializer(Double.class, serializer);
    module.addSerializer(Double.TYPE, serializer);
    return module;
  }

  /**
   * Per-query scores as CSV: one row per strategy and judged query (strategy, organisation,
   * type, the facts' documents joined by {@code |}, the query, P@3, R@6, MRR@6, R@B per budget,
   * ceiling, tokens to the first supporting chunk or empty).
   */
  public static String queriesCsv(BenchReport r) {
    List<String> header = new ArrayList<>(List.of("strategy", "organisation", "type",
        "documents", "query", "P@3", "R@6", "MRR@6"));
    r.budgets().forEach(b -> header.add("R@" + b));
    header.add("ceiling");
    header.add("tokensToFirst");
    StringBuilder csv = new StringBuilder(Csv.line(header));
    for (BenchReport.StrategyResult s : r.strategies()) {
      for (BenchReport.QueryResult q : s.queries()) {
        RetrievalMetrics.Scores sc = q.scores();
        List<String> row = new ArrayList<>(List.of(s.name(), q.query().organisation(),
            q.query().type(),
            q.query().facts().stream().map(SupportingFact::document).distinct()
                .collect(Collectors.joining("|")),
            q.query().text(), f4(sc.precision3()), f4(sc.recall6()), f4(sc.mrr6())));
        sc.budgetRecall().forEach(v -> row.add(f4(v)));
        row.add(f4(sc.ceiling()));
        row.add(sc.tokensToFirst() == null ? "" : sc.tokensToFirst().toString());
        csv.append(Csv.line(row));
      }
    }
    return csv.toString();
  }

  private static String f4(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }

  /** The report as JSON; undefined means are {@code null}. */
  public static String json(BenchReport r) {
    try {
      return JSON.writeValueAsString(r) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialise the report", e);
    }
  }

  /** An SVG line chart of R@B against B (log scale), one line per strategy. */
  public static String svg(BenchReport r) {
    return RecallChart.render(r);
  }

  private static String f3(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.3f", v);
  }

  private static String f0(double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.0f", v);
  }

  private static String dollars(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }

}
