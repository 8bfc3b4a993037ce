package dev.wrac.benchmarks;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import com.vladsch.flexmark.parser.Parser;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.parse.DocumentSource;
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
 * Throughput on the whole RAG-Multi-Corpus Markdown (one operation = every document once):
 * our parse + plan + assemble + token counting against flexmark's bare parse and jtokkit's bare
 * count of the same texts, in the same run. Divide the corpus size by the time per operation
 * for MB/s ({@link Main} does).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-Xmn256m", "-XX:+AlwaysPreTouch"})
public class MarkdownThroughput {
  private List<BenchmarkData.Doc> docs;
  private Parser flexmark;
  private Chunker chunker;
  private TokenCounter tokens;
  private Encoding jtokkit;

  @Setup(Level.Trial)
  public void load() {
    docs = BenchmarkData.markdown();
    flexmark = Parser.builder().build();
    chunker = Wrac.defaults();
    tokens = TokenCounters.o200k();
    jtokkit = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
  }

  /** flexmark-java's parse with default options: the reference. */
  @Benchmark
  public void flexmarkBareParse(Blackhole bh) {
    for (BenchmarkData.Doc d : docs) {
      bh.consume(flexmark.parse(d.text()));
    }
  }

  /** jtokkit's own o200k_base count of each whole document: the reference tokenizer. */
  @Benchmark
  public void jtokkitCount(Blackhole bh) {
    for (BenchmarkData.Doc d : docs) {
      bh.consume(jtokkit.countTokensOrdinary(d.text()));
    }
  }

  /** The library's o200k counter (same counts, hand-written pre-tokenizer and piece cache). */
  @Benchmark
  public void wracTokenCount(Blackhole bh) {
    for (BenchmarkData.Doc d : docs) {
      bh.consume(tokens.count(d.text()));
    }
  }

  /** Everything: parse into elements (tokens counted once each), plan, repair, assemble. */
  @Benchmark
  public void wracChunk(Blackhole bh) {
    for (BenchmarkData.Doc d : docs) {
      chunker.chunk(DocumentSource.ofText(d.name(), d.text()), bh::consume);
    }
  }
}
