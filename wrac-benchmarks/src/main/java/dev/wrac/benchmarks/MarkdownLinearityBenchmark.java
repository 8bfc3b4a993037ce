package dev.wrac.benchmarks;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.MarkdownParser;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Milliseconds per megabyte of {@link MarkdownParser#parse} on the Markdown families that used
 * to be quadratic, at 1x, 4x and 16x a base size, beside the RAG-Multi-Corpus Markdown (the
 * reference): a flat ms/MB row is linear time. The families: {@code "- - - … x"} and
 * {@code "1. 1. … x"} on one line, 20,000 (at 1x) duplicate and distinct link reference
 * definitions, a pipe table of 100,000 rows (at 1x), and {@code ">>> … x"}.
 *
 * <pre>
 * mvn -B -q -pl wrac-benchmarks -am package -DskipTests
 * java -Xmx2g -cp wrac-benchmarks/target/benchmarks.jar \
 *     dev.wrac.benchmarks.MarkdownLinearityBenchmark [--scale 0.25] [--runs 3]
 * </pre>
 *
 * Each cell is the best of {@code --runs} parses after one warm-up parse of the same input (and
 * one parse of every family at 1x before the table)
 * (best, not mean: the machine may be shared). {@code --scale} multiplies the counts at 1x.
 * {@code java -jar benchmarks.jar markdown-linear} runs it too.
 */
public final class MarkdownLinearityBenchmark {
  private static final int[] FACTORS = {1, 4, 16};

  private MarkdownLinearityBenchmark() {}

  public static void main(String[] args) {
    double scale = 1;
    int runs = 3;
    for (int k = 0; k < args.length; k++) {
      if (args[k].equals("--scale")) {
        scale = Double.parseDouble(args[++k]);
      } else if (args[k].equals("--runs")) {
        runs = Math.max(1, Integer.parseInt(args[++k]));
      } else {
        throw new IllegalArgumentException("unknown option " + args[k]
            + " (options: --scale X, --runs N)");
      }
    }
    MarkdownParser parser = MarkdownParser.create();
    // warm the JIT on every family at 1x once, so the first rows are not measured cold
    for (Family family : families()) {
      best(parser, List.of(family.make().apply(family.base())), 0);
    }
    System.out.printf("%-40s %12s %12s %12s   %s%n", "family (count at 1x)", "ms/MB 1x",
        "ms/MB 4x", "ms/MB 16x", "16x / 1x");
    corpus(parser, runs);
    for (Family family : families()) {
      row(parser, family, scale, runs);
    }
  }

  /** A family: its name, its count at 1x and the text for a count. */
  record Family(String name, int base, IntFunction<String> make) {}

  /** The families, each a text made from a count (of markers, definitions or rows). */
  static List<Family> families() {
    return List.of(
        new Family("nested '- ' on a line", 20_000, n -> "- ".repeat(n) + "x\n"),
        new Family("nested '1. ' on a line", 20_000, n -> "1. ".repeat(n) + "x\n"),
        new Family("duplicate link refs", 20_000, n -> "[a]: http://example.com/a\n".repeat(n)),
        new Family("distinct link refs", 20_000, n -> {
          StringBuilder sb = new StringBuilder();
          for (int i = 0; i < n; i++) {
            sb.append("[a").append(i).append("]: http://example.com/").append(i).append('\n');
          }
          return sb.toString();
        }),
        new Family("pipe table rows", 100_000, n -> {
          StringBuilder sb = new StringBuilder("| id | name | value |\n|---|---|---:|\n");
          for (int i = 0; i < n; i++) {
            sb.append("| ").append(i).append(" | row ").append(i).append(" | ").append(i * 7)
                .append(" |\n");
          }
          return sb.toString();
        }),
        new Family("nested '>' on a line", 100_000, n -> ">".repeat(n) + " x\n"));
  }

  private static void row(MarkdownParser parser, Family family, double scale, int runs) {
    double[] msPerMb = new double[FACTORS.length];
    int base = Math.max(1, (int) Math.round(family.base() * scale));
    for (int i = 0; i < FACTORS.length; i++) {
      String text = family.make().apply(base * FACTORS[i]);
      double mb = text.getBytes(StandardCharsets.UTF_8).length / 1e6;
      msPerMb[i] = best(parser, List.of(text), runs) / mb;
    }
    print(String.format("%s (%,d at 1x)", family.name(), base), msPerMb);
  }

  /** The reference: every Markdown document of the corpus, once per run, at 1x. */
  private static void corpus(MarkdownParser parser, int runs) {
    List<BenchmarkData.Doc> docs;
    try {
      docs = BenchmarkData.markdown();
    } catch (IllegalStateException e) {
      System.out.printf("%-40s   (corpus not found: %s)%n", "corpus (reference)", e.getMessage());
      return;
    }
    List<String> texts = docs.stream().map(BenchmarkData.Doc::text).toList();
    double mb = BenchmarkData.bytes(docs) / 1e6;
    double ms = best(parser, texts, runs) / mb;
    System.out.printf("%-40s %12.0f %12s %12s   %s%n", String.format("corpus (%.1f MB)", mb), ms,
        "-", "-", "(reference)");
  }

  /** The best time in ms of parsing all {@code texts}, after one warm-up pass. */
  private static double best(MarkdownParser parser, List<String> texts, int runs) {
    double best = Double.MAX_VALUE;
    for (int r = 0; r <= runs; r++) {
      long start = System.nanoTime();
      long elements = 0;
      for (String text : texts) {
        ParsedDocument doc = parser.parse(DocumentSource.ofText("bench.md", text),
            ParseOptions.defaults());
        elements += doc.size();
      }
      double ms = (System.nanoTime() - start) / 1e6;
      if (elements == 0) {
        throw new IllegalStateException("no element parsed");
      }
      if (r > 0) {
        best = Math.min(best, ms);
      }
    }
    return best;
  }

  private static void print(String name, double[] msPerMb) {
    System.out.printf("%-40s %12.0f %12.0f %12.0f   %.2f%n", name, msPerMb[0], msPerMb[1],
        msPerMb[2], msPerMb[2] / msPerMb[0]);
  }
}
