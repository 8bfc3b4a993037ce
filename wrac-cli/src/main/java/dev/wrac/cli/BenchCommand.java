package dev.wrac.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code wrac bench}: compares chunking strategies on a retrieval benchmark. The benchmark's
 * runtime (wrac-eval with the ONNX embedding model, about 110 MB) is not in {@code wrac.jar}:
 * {@code ./wrac bench} builds and runs {@code wrac-bench.jar}, which has it. This class names
 * no wrac-eval type, so {@code wrac.jar} loads it without them; {@link BenchRun} does the work.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Measure chunking strategies on RAG-Multi-Corpus (--corpus) or your own "
        + "documents (--docs, --queries): BGE-small embeddings, exact cosine retrieval, a "
        + "deterministic judge, recall within a context budget. Prints the overall table and "
        + "writes bench-report.md, bench-report.json, bench-queries.csv (per-query scores) and "
        + "recall-vs-budget.svg.")
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
      description = "Comma-separated: any planner (structural, sections, recursive:N, page, "
          + "...), whole, fixed:N (characters), fixed-tokens:N, recursive-text:N (the text "
          + "splitter, tokens), reference:agentic, "
          + "reference:agentic-compact, reference:<folder>, jsonl:<file>, "
          + "langchain4j-recursive:N (langchain4j's recursive splitter), langchain4j-wrac[:N] "
          + "(our langchain4j splitter). "
          + "Default: ${DEFAULT-VALUE}.")
  List<String> strategies;

  @Option(names = "--org", paramLabel = "NAME",
      description = "Only this organisation (repeatable), e.g. --org 'ZX Bank'.")
  List<String> orgs = new ArrayList<>();

  @Option(names = "--format", paramLabel = "FMT", defaultValue = "md",
      description = "Document format of the corpus: the datasets/<Org>/<FMT>/ folder "
          + "(default md).")
  String format;

  @Mixin
  RouteOptions route;

  @Option(names = "--field", paramLabel = "FIELD", defaultValue = "embedText",
      description = "Which text of the library planners' chunks is embedded, retrieved and "
          + "judged: embedText (default: the content without markup, what to index) or text "
          + "(the verbatim source text).")
  String field;

  @Option(names = "--out", paramLabel = "DIR", defaultValue = "bench-out",
      description = "Where the reports go (default ${DEFAULT-VALUE}; created, with any "
          + "missing folders above it, before the run).")
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
    try {
      Class.forName("dev.wrac.eval.Bench", false, BenchCommand.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      System.err.println("error: wrac bench needs the benchmark runtime, which this jar leaves "
          + "out to stay small: run it as ./wrac bench (it builds wrac-cli/target/"
          + "wrac-bench.jar on first use), or java -jar wrac-bench.jar bench");
      return Exit.USAGE;
    }
    return new BenchRun(this).call();
  }
}
