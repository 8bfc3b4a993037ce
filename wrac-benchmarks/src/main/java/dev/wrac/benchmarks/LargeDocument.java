package dev.wrac.benchmarks;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.parse.DocumentSource;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * One large Markdown document (the corpus concatenated to {@code megabytes} MB), chunked with
 * the streaming API: parse in segments, plan, assemble, chunks consumed as they come. Compare
 * its time per MB with {@link MarkdownThroughput#wracChunk}'s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 4)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-Xmn256m", "-XX:+AlwaysPreTouch"})
public class LargeDocument {
  @Param("50")
  public int megabytes;

  private DocumentSource source;
  private Chunker chunker;

  @Setup(Level.Trial)
  public void load() {
    BenchmarkData.Doc doc = BenchmarkData.large(megabytes * 1_000_000L);
    source = DocumentSource.ofBytes(doc.name(), doc.text().getBytes(StandardCharsets.UTF_8));
    chunker = Wrac.defaults();
  }

  @Benchmark
  public long wracChunkStreaming(Blackhole bh) {
    return chunker.chunk(source, bh::consume);
  }
}
