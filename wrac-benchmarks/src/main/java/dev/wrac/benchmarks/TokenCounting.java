package dev.wrac.benchmarks;

import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * o200k token counting of the whole RAG-Multi-Corpus Markdown (one operation = every document
 * once), two counters in the same run: the library's o200k counter with its shared piece cache
 * ({@link TokenCounters#o200k()}) and jtokkit alone ({@link TokenCounters#jtokkit(String)}).
 * (The per-thread caches the shared one replaced measured the same within noise, 1.05x and
 * 0.95x at one and two threads, interleaved; see the project history.) Throughput mode, so JMH adds up the threads: MB/s is
 * the corpus size times operations per second. Run it with one and with two threads:
 *
 * <pre>
 * java -jar wrac-benchmarks/target/benchmarks.jar jmh TokenCounting -t 1
 * java -jar wrac-benchmarks/target/benchmarks.jar jmh TokenCounting -t 2
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 6, time = 2)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
public class TokenCounting {
  private List<BenchmarkData.Doc> docs;
  private TokenCounter shared;
  private TokenCounter jtokkit;

  @Setup(Level.Trial)
  public void load() {
    docs = BenchmarkData.markdown();
    shared = TokenCounters.o200k();
    jtokkit = TokenCounters.jtokkit("o200k_base");
    for (BenchmarkData.Doc d : docs) {
      if (shared.count(d.text()) != jtokkit.count(d.text())) {
        throw new IllegalStateException("counts differ on " + d.name());
      }
    }
  }

  /** One shared, bounded piece cache (the library's o200k counter). */
  @Benchmark
  public void sharedCache(Blackhole bh) {
    count(shared, bh);
  }

  /** jtokkit's own count of each whole document. */
  @Benchmark
  public void jtokkitAlone(Blackhole bh) {
    count(jtokkit, bh);
  }

  private void count(TokenCounter counter, Blackhole bh) {
    for (BenchmarkData.Doc d : docs) {
      bh.consume(counter.count(d.text()));
    }
  }
}
