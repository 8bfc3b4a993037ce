package dev.wrac.benchmarks.hierarchy;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.benchmarks.BenchmarkData;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.ChunkTree;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.PlacedUnit;
import dev.wrac.hierarchy.ScoredLeaf;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.parse.DocumentSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
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

/**
 * The retriever's own cost per query: {@link SmallToBig#place} for 50 ranked leaves over the
 * default hierarchy (structural leaves under page parents) of the whole RAG-Multi-Corpus
 * Markdown, at a token budget of 512 and 2048. The 50 leaves are drawn with a fixed seed from the
 * leaves of 8 documents (so that several share a parent and merges happen, as they do for real
 * queries), with descending scores. Issue 24's target: under 1 ms per query.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 8, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class SmallToBigPlace {
  /** Ranked leaves per query. */
  static final int LEAVES = 50;

  @Param({"512", "2048"})
  public int budget;

  private ChunkTree tree;
  private List<ScoredLeaf> ranked;
  private SmallToBig policy;

  private record Node(Optional<String> parent, int tokens) {}

  @Setup(Level.Trial)
  public void load() {
    Chunker chunker = Wrac.defaults();
    Map<String, Node> nodes = new HashMap<>();
    List<List<String>> leavesByDoc = new ArrayList<>();
    for (BenchmarkData.Doc d : BenchmarkData.markdown()) {
      ChunkHierarchy h = chunker.hierarchy(chunker.parse(DocumentSource.ofText(d.name(),
          d.text())));
      boolean clash = h.all().stream().anyMatch(c -> nodes.containsKey(c.id()));
      if (clash) {
        continue; // two corpus files with the same name and text: keep the first
      }
      for (HierarchyChunk c : h.all()) {
        nodes.put(c.id(), new Node(c.parent(), c.chunk().tokens()));
      }
      leavesByDoc.add(h.leaves().stream().map(HierarchyChunk::id).toList());
    }
    tree = new ChunkTree() {
      @Override
      public Optional<String> parentId(String id) {
        return node(id).parent();
      }

      @Override
      public int tokens(String id) {
        return node(id).tokens();
      }

      private Node node(String id) {
        Node n = nodes.get(id);
        if (n == null) {
          throw new IllegalArgumentException("Unknown unit " + id);
        }
        return n;
      }
    };
    Random random = new Random(24);
    List<String> pool = new ArrayList<>();
    while (pool.size() < 4 * LEAVES) {
      pool.addAll(leavesByDoc.get(random.nextInt(leavesByDoc.size())));
    }
    Collections.shuffle(pool, random);
    List<String> picked = pool.stream().distinct().limit(LEAVES).toList();
    ranked = new ArrayList<>();
    for (int i = 0; i < picked.size(); i++) {
      ranked.add(new ScoredLeaf(picked.get(i), 0.9 - i * 0.005));
    }
    policy = SmallToBig.budgetTokens(budget);
    List<PlacedUnit> units = policy.place(ranked, tree);
    System.out.printf("%n%d ranked leaves, tree of %d documents; budget %d: %d units placed, %d of"
        + " them parents%n", ranked.size(), leavesByDoc.size(), budget, units.size(),
        units.stream().filter(PlacedUnit::merged).count());
  }

  /** One query: place 50 ranked leaves within the budget. */
  @Benchmark
  public Object place() {
    return policy.place(ranked, tree);
  }
}
