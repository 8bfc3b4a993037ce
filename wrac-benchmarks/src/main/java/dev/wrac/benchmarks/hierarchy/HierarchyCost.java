package dev.wrac.benchmarks.hierarchy;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.benchmarks.BenchmarkData;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import java.util.ArrayList;
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
 * The cost of levels on the whole RAG-Multi-Corpus Markdown (one operation = every document
 * once): plain {@code structural} chunking against {@link Chunker#hierarchy} with the default
 * levels ({@link dev.wrac.hierarchy.ChunkHierarchy#DEFAULT_LEVELS}), end to end from the text (the
 * {@code *FromText} pair, what {@code wrac chunk} vs {@code wrac chunk --levels} pays) and from
 * documents parsed once in the setup (the pair without suffix: planning and assembly alone).
 * Issue 24's target: hierarchy at most 1.5 times the time of structural.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-Xmn256m", "-XX:+AlwaysPreTouch"})
public class HierarchyCost {
  private List<BenchmarkData.Doc> docs;
  private List<ParsedDocument> parsed;
  private Chunker chunker;

  @Setup(Level.Trial)
  public void load() {
    docs = BenchmarkData.markdown();
    chunker = Wrac.defaults();
    parsed = new ArrayList<>();
    for (BenchmarkData.Doc d : docs) {
      parsed.add(chunker.parse(DocumentSource.ofText(d.name(), d.text())));
    }
  }

  /** Parse, plan and assemble with the default planner ({@code structural}). */
  @Benchmark
  public void structuralFromText(Blackhole bh) {
    for (BenchmarkData.Doc d : docs) {
      bh.consume(chunker.chunk(chunker.parse(DocumentSource.ofText(d.name(), d.text()))));
    }
  }

  /** Parse, then plan, nest and assemble the default levels. */
  @Benchmark
  public void hierarchyFromText(Blackhole bh) {
    for (BenchmarkData.Doc d : docs) {
      bh.consume(chunker.hierarchy(chunker.parse(DocumentSource.ofText(d.name(), d.text()))));
    }
  }

  /** Plan and assemble already parsed documents with {@code structural}. */
  @Benchmark
  public void structural(Blackhole bh) {
    for (ParsedDocument p : parsed) {
      bh.consume(chunker.chunk(p));
    }
  }

  /** Plan, nest and assemble the default levels of already parsed documents. */
  @Benchmark
  public void hierarchy(Blackhole bh) {
    for (ParsedDocument p : parsed) {
      bh.consume(chunker.hierarchy(p));
    }
  }
}
