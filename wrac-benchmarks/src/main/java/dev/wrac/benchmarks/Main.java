package dev.wrac.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the throughput benchmarks and prints MB/s and the same-run ratios the project tracks:
 * our end-to-end speed against flexmark's bare parse, the cost per MB of one large document
 * against the corpus, and the peak heap of chunking the large document.
 *
 * <pre>
 * java -jar wrac-benchmarks/target/benchmarks.jar            # the report
 * java -jar wrac-benchmarks/target/benchmarks.jar quick      # shorter iterations
 * java -jar wrac-benchmarks/target/benchmarks.jar jmh ARGS   # plain JMH, any options
 * java -jar wrac-benchmarks/target/benchmarks.jar incremental [RUNS]  # re-chunk after edits
 * java -jar wrac-benchmarks/target/benchmarks.jar reindex [text|markdown] [levels|flat]
 *                                                            # re-index after a 1% edit (bge-small)
 * java -jar wrac-benchmarks/target/benchmarks.jar markdown-linear [--scale X] [--runs N]
 *                                                            # ms/MB of hostile Markdown
 * java -jar wrac-benchmarks/target/benchmarks.jar pdf-speed [--every N]  # CPU time of PDF
 *                                 # reading: ours, PDFBox bare, pdftotext (real-file set)
 * java -jar wrac-benchmarks/target/benchmarks.jar pdf-dump OUT  # our PDF elements, to compare
 * </pre>
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("markdown-linear")) {
      String[] rest = new String[args.length - 1];
      System.arraycopy(args, 1, rest, 0, rest.length);
      MarkdownLinearityBenchmark.main(rest);
      return;
    }
    if (args.length > 0 && args[0].equals("incremental")) {
      IncrementalReport.main(java.util.Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    if (args.length > 0 && args[0].equals("reindex")) {
      ReindexReport.main(java.util.Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    if (args.length > 0 && args[0].equals("pdf-speed")) {
      PdfSpeed.main(java.util.Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    if (args.length > 0 && args[0].equals("pdf-dump")) {
      PdfSpeed.dump(java.util.Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    if (args.length > 0 && args[0].equals("jmh")) {
      String[] rest = new String[args.length - 1];
      System.arraycopy(args, 1, rest, 0, rest.length);
      org.openjdk.jmh.Main.main(rest);
      return;
    }
    boolean quick = args.length > 0 && args[0].equals("quick");
    report(quick);
  }

  private static void report(boolean quick) throws RunnerException, IOException, InterruptedException {
    double corpusMb = BenchmarkData.bytes(BenchmarkData.markdown()) / 1e6;
    int largeMb = 50;
    OptionsBuilder options = new OptionsBuilder();
    options.include(MarkdownThroughput.class.getSimpleName())
        .include(LargeDocument.class.getSimpleName())
        .param("megabytes", Integer.toString(largeMb));
    if (quick) {
      options.warmupIterations(3).measurementIterations(3)
          .warmupTime(TimeValue.seconds(1)).measurementTime(TimeValue.seconds(1));
    }
    Collection<RunResult> results = new Runner(options.build()).run();
    Map<String, Double> ms = new HashMap<>();
    Map<String, Double> error = new HashMap<>();
    for (RunResult r : results) {
      String name = r.getParams().getBenchmark();
      name = name.substring(name.lastIndexOf('.') + 1);
      ms.put(name, r.getPrimaryResult().getScore());
      error.put(name, r.getPrimaryResult().getScoreError());
    }
    double largeActualMb = BenchmarkData.large(largeMb * 1_000_000L).bytes() / 1e6;
    System.out.println();
    System.out.printf("Corpus: %.2f MB of Markdown; large document: %.1f MB%n", corpusMb, largeActualMb);
    row("flexmark bare parse (corpus)", corpusMb, ms.get("flexmarkBareParse"), error.get("flexmarkBareParse"));
    row("jtokkit o200k count (corpus)", corpusMb, ms.get("jtokkitCount"), error.get("jtokkitCount"));
    row("wrac o200k count (corpus)", corpusMb, ms.get("wracTokenCount"), error.get("wracTokenCount"));
    row("wrac parse+plan+assemble (corpus)", corpusMb, ms.get("wracChunk"), error.get("wracChunk"));
    row("wrac streaming (large document)", largeActualMb, ms.get("wracChunkStreaming"),
        error.get("wracChunkStreaming"));
    double wracMbs = corpusMb / (ms.get("wracChunk") / 1000);
    double flexMbs = corpusMb / (ms.get("flexmarkBareParse") / 1000);
    double largeMbs = largeActualMb / (ms.get("wracChunkStreaming") / 1000);
    System.out.printf("end-to-end / flexmark bare parse: %.2f (target >= 0.80)%n", wracMbs / flexMbs);
    System.out.printf("cost per MB, large document / corpus: %.2f (target <= 1.50)%n", wracMbs / largeMbs);
    peakHeap(largeMb);
  }

  private static void row(String what, double mb, Double msPerOp, Double err) {
    if (msPerOp == null) {
      System.out.printf("%-36s   (not run)%n", what);
      return;
    }
    System.out.printf("%-36s %8.2f MB/s   (%.1f ± %.1f ms per run)%n", what, mb / (msPerOp / 1000),
        msPerOp, err);
  }

  /** Chunks the large document in a JVM capped at three times its size. */
  private static void peakHeap(int megabytes) throws IOException, InterruptedException {
    Path file = Files.createTempFile("wrac-large", ".md");
    try {
      Files.writeString(file, BenchmarkData.large(megabytes * 1_000_000L).text(), StandardCharsets.UTF_8);
      long size = Files.size(file);
      long cap = 3 * size;
      String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
      String classpath = System.getProperty("java.class.path");
      Process p = new ProcessBuilder(java, "-Xmx" + (cap / (1024 * 1024)) + "m", "-cp", classpath,
          PeakHeap.class.getName(), file.toString()).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      boolean done = p.waitFor(30, TimeUnit.MINUTES);
      int exit = done ? p.exitValue() : -1;
      System.out.printf("peak heap, large document (%.1f MB) in a JVM with -Xmx %.1f MB (3x): %s%n",
          size / 1e6, cap / 1e6, exit == 0 ? "finished, " + out : "FAILED (" + exit + "): " + out);
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
