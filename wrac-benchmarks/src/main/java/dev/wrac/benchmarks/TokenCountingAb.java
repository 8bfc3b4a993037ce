package dev.wrac.benchmarks;

import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The shared piece cache against the per-thread caches it replaced, measured interleaved: round
 * after round, each counter counts the whole corpus once on every thread, so a busy machine
 * slows both alike (JMH runs one benchmark after the other). Prints the median MB/s of each,
 * summed over the threads, and their ratio, for 1 and 2 threads.
 *
 * <pre>
 * java -cp wrac-benchmarks/target/benchmarks.jar dev.wrac.benchmarks.TokenCountingAb [ROUNDS]
 * </pre>
 */
public final class TokenCountingAb {
  private TokenCountingAb() {}

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
    List<String> texts = BenchmarkData.markdown().stream().map(BenchmarkData.Doc::text).toList();
    double mb = BenchmarkData.bytes(BenchmarkData.markdown()) / 1e6;
    TokenCounter shared = TokenCounters.o200k();
    TokenCounter perThread = PerThreadCacheCounter.o200k();
    for (int threads : new int[] {1, 2}) {
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      try {
        double[] a = new double[rounds];
        double[] b = new double[rounds];
        for (int r = -rounds / 4; r < rounds; r++) { // the first quarter warms up
          double sa = pass(pool, threads, shared, texts, mb);
          double sb = pass(pool, threads, perThread, texts, mb);
          if (r >= 0) {
            a[r] = sa;
            b[r] = sb;
          }
        }
        double ma = median(a);
        double mbps = median(b);
        System.out.printf(Locale.ROOT, "threads=%d shared=%.1f MB/s perThread=%.1f MB/s "
            + "shared/perThread=%.2f (medians of %d interleaved rounds)%n", threads, ma, mbps,
            ma / mbps, rounds);
      } finally {
        pool.shutdown();
      }
    }
  }

  /** Every thread counts the corpus once; MB/s summed over the threads. */
  private static double pass(ExecutorService pool, int threads, TokenCounter counter,
      List<String> texts, double mb) throws Exception {
    List<Future<Long>> done = new ArrayList<>();
    long start = System.nanoTime();
    for (int t = 0; t < threads; t++) {
      done.add(pool.submit(() -> {
        long sum = 0;
        for (String text : texts) {
          sum += counter.count(text);
        }
        return sum;
      }));
    }
    for (Future<Long> f : done) {
      f.get();
    }
    return threads * mb / ((System.nanoTime() - start) / 1e9);
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
