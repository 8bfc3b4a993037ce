package dev.wrac.cli;

import dev.wrac.eval.Bench;
import dev.wrac.eval.BenchException;
import dev.wrac.eval.BenchOptions;
import dev.wrac.eval.BenchReport;
import dev.wrac.eval.BgeSmallEmbedder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code wrac bench}: compares chunking strategies on a retrieval benchmark. */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Measure chunking strategies on RAG-Multi-Corpus (--corpus) or your own "
        + "documents (--docs, --queries): BGE-small embeddings, exact cosine retrieval, a "
        + "deterministic judge, recall within a context budget. Prints the overall table and "
        + "writes bench-report.md, bench-report.json and recall-vs-budget.svg.")
final class BenchCommand implements Callable<Integer> {
  static {
    // the embedding runtime logs its GPU probe and native-library extraction at WARN/INFO
    if (System.getProperty("org.slf4j.simpleLogger.log.ai.djl") == null) {
      System.setProperty("org.slf4j.simpleLogger.log.ai.djl", "error");
    }
  }

  @Option(names = "--corpus", paramLabel = "DIR",
      description = "RAG-Multi-Corpus folder (datasets/<Org>/md, queries.csv, "
          + "reference-chunks/). Default: $WRAC_CORPUS.")
  Path corpus;

  @Option(names = "--docs", paramLabel = "DIR",
      description = "Your own documents (one folder, one index); needs --queries.")
  Path docs;

  @Option(names = "--queries", paramLabel = "FILE",
      description = "Your queries: CSV (Query, Query Type, Supporting Facts) or JSON Lines "
          + "({\"query\", \"type\", \"facts\": [{\"doc\", \"text\"}]}).")
  Path queries;

  @Option(names = "--strategies", paramLabel = "SPEC", split = ",",
      defaultValue = "structural,fixed:500,recursive:1100,whole",
      description = "Comma-separated: any planner (structural, sections, ...), whole, "
          + "fixed:N (characters), fixed-tokens:N, recursive:N (tokens), reference:agentic, "
          + "reference:agentic-compact, reference:<folder>, jsonl:<file>. "
          + "Default: ${DEFAULT-VALUE}.")
  List<String> strategies;

  @Option(names = "--org", paramLabel = "NAME",
      description = "Only this organisation (repeatable), e.g. --org 'ZX Bank'.")
  List<String> orgs = new ArrayList<>();

  @Option(names = "--format", paramLabel = "FMT", defaultValue = "md",
      description = "Document format of the corpus: the datasets/<Org>/<FMT>/ folder "
          + "(default md).")
  String format;

  @Option(names = "--out", paramLabel = "DIR", defaultValue = "bench-out",
      description = "Where the reports go (default ${DEFAULT-VALUE}).")
  Path out;

  @Option(names = "--cache", paramLabel = "DIR",
      description = "Embedding cache (default ~/.cache/wrac/embeddings).")
  Path cache;

  @Option(names = "--top-k", paramLabel = "N", defaultValue = "50",
      description = "Chunks retrieved per query (default ${DEFAULT-VALUE}).")
  int topK;

  @Option(names = "--threads", paramLabel = "N",
      description = "Texts embedded at once (default: available processors).")
  Integer threads;

  @Option(names = "--quiet", description = "No progress lines.")
  boolean quiet;

  @Override
  public Integer call() {
    BenchOptions.Builder b = BenchOptions.builder().strategies(strategies).topK(topK)
        .organisations(orgs)
        .cacheDirectory(cache != null ? cache
            : Path.of(System.getProperty("user.home"), ".cache", "wrac", "embeddings"));
    if (threads != null) {
      if (threads < 1) {
        System.err.println("error: --threads must be at least 1, was " + threads);
        return 2;
      }
      b.embedder(BgeSmallEmbedder.create(threads));
    }
    if (!quiet) {
      b.progress(line -> System.err.println("bench: " + line));
    }
    if (docs != null || queries != null) {
      if (docs == null || queries == null || corpus != null) {
        System.err.println("error: --docs and --queries go together, without --corpus");
        return 2;
      }
      b.userCorpus(docs, queries);
    } else {
      Path root = corpus;
      if (root == null && System.getenv("WRAC_CORPUS") != null) {
        root = Path.of(System.getenv("WRAC_CORPUS"));
      }
      if (root == null) {
        System.err.println("error: give --corpus DIR (or WRAC_CORPUS), or --docs and --queries");
        return 2;
      }
      b.ragMultiCorpus(root).format(format);
    }
    BenchReport report;
    try {
      report = Bench.run(b.build());
    } catch (BenchException | IllegalArgumentException e) {
      System.err.println("error: " + e.getMessage());
      return 2;
    }
    System.out.print(report.consoleTable());
    for (Path p : report.writeTo(out)) {
      System.err.println("wrote " + p);
    }
    return 0;
  }
}
