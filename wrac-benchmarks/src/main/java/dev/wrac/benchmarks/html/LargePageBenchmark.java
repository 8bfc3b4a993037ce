package dev.wrac.benchmarks.html;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.HtmlParser;
import dev.wrac.parsers.html.PathologicalPages;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Time per megabyte and peak heap of {@link HtmlParser} on large and hostile pages at 1, 10 and
 * 100 MB: an ordinary article page repeated, unclosed tags, and random bytes between tags; plus
 * 100,000-deep nesting. Linear time shows as a flat ms/MB column.
 *
 * <pre>
 * mvn -B -q -pl wrac-benchmarks -am verify -DskipTests -Pbench -Dbench.jvm=-Xmx8g \
 *     -Dbench.main=dev.wrac.benchmarks.html.LargePageBenchmark
 * </pre>
 * Options: {@code --sizes 1,10,100} (megabytes); {@code --unlimited} lifts the parser's page
 * size limit ({@link HtmlParser.Builder#maxPageChars}), which otherwise refuses the 100 MB pages.
 */
public final class LargePageBenchmark {
  private static final int MB = 1 << 20;

  private LargePageBenchmark() {}

  public static void main(String[] args) {
    int[] sizes = {1, 10, 100};
    boolean unlimited = false;
    for (int k = 0; k < args.length; k++) {
      if (args[k].equals("--unlimited")) {
        unlimited = true;
      } else if (args[k].equals("--sizes")) {
        String[] parts = args[++k].split(",");
        sizes = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
          sizes[i] = Integer.parseInt(parts[i].trim());
        }
      } else {
        throw new IllegalArgumentException("Unknown option " + args[k]
            + "; known: --sizes 1,10 and --unlimited (no page size limit)");
      }
    }
    HtmlParser parser = unlimited
        ? HtmlParser.builder().maxPageChars(Long.MAX_VALUE).build() : HtmlParser.create();
    ParseOptions options = ParseOptions.defaults();
    List<Input> inputs = List.of(
        new Input("article page", PathologicalPages::large),
        new Input("unclosed tags", bytes -> PathologicalPages.unclosed(bytes / 60)
            .getBytes(StandardCharsets.UTF_8)),
        new Input("garbage bytes", bytes -> PathologicalPages.garbage(bytes, bytes)));
    // warm-up on small pages so the first row is not a measure of the JIT
    for (Input in : inputs) {
      for (int r = 0; r < 3; r++) {
        run(parser, options, in.make().apply(MB / 4));
      }
    }
    System.out.printf("%-16s %8s %10s %10s %12s %10s%n", "input", "MB", "ms", "ms/MB",
        "peak heap MB", "elements");
    for (Input in : inputs) {
      for (int size : sizes) {
        byte[] page = in.make().apply(size * MB);
        Result r = run(parser, options, page);
        System.out.printf("%-16s %8.1f %10d %10.1f %12d %10s%n", in.name(),
            page.length / (double) MB, r.millis(), r.millis() / (page.length / (double) MB),
            r.peakHeapMb(), r.outcome());
      }
    }
    String deep = PathologicalPages.nested("div", 100_000, true);
    Result r = run(parser, options, deep.getBytes(StandardCharsets.UTF_8));
    System.out.printf("%-16s %8.1f %10d %10.1f %12d %10s%n", "100,000 deep",
        deep.length() / (double) MB, r.millis(), r.millis() / (deep.length() / (double) MB),
        r.peakHeapMb(), r.outcome());
  }

  private record Input(String name, IntFunction<byte[]> make) {}

  private record Result(long millis, long peakHeapMb, String outcome) {}

  private static Result run(HtmlParser parser, ParseOptions options, byte[] page) {
    System.gc();
    List<MemoryPoolMXBean> pools = ManagementFactory.getMemoryPoolMXBeans();
    pools.forEach(MemoryPoolMXBean::resetPeakUsage);
    long start = System.nanoTime();
    String outcome;
    try {
      ParsedDocument doc = parser.parse(DocumentSource.ofBytes("page.html", page), options);
      outcome = Integer.toString(doc.size());
    } catch (DocumentParseException e) {
      outcome = e.reason().toString();
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    long peak = 0;
    for (MemoryPoolMXBean pool : pools) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    return new Result(millis, peak / MB, outcome);
  }
}
