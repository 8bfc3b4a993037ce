package dev.wrac.eval.internal;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchDocument;
import dev.wrac.eval.BenchException;
import dev.wrac.eval.BenchOrganisation;
import dev.wrac.eval.ChunkField;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.model.Usage;
import dev.wrac.parse.DocumentParsers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code hierarchical[:<leaf spec>><parent spec>[>...]]}: the library's chunk hierarchy
 * ({@link Chunker#hierarchy}, default structural leaves under page parents). The leaves are
 * embedded and retrieved; {@link dev.wrac.hierarchy.SmallToBig} decides what is placed in the
 * context, and the benchmark judges that ({@link BenchRunner}).
 */
final class HierarchicalStrategy implements ChunkingStrategy {
  private final String name;
  private final Chunker chunker;
  private final ChunkField field;

  /**
   * One organisation's hierarchy, flattened: every unit of every level, leaves included.
   *
   * @param units    every unit's document and field text
   * @param ids      every unit's hierarchy id
   * @param parents  every unit's parent index in these lists, -1 at the top
   * @param leaves   indexes of the leaves, in document order
   * @param warnings documents that failed
   */
  record Units(List<BenchChunk> units, List<String> ids, int[] parents, List<Integer> leaves,
      List<String> warnings, int documents) {}

  HierarchicalStrategy(String name, String levels, ChunkField field, DocumentParsers parsers) {
    this.name = name;
    this.field = field;
    Chunker.Builder b = Wrac.builder().parsers(parsers);
    try {
      if (!levels.isEmpty()) {
        b.levels(Arrays.stream(levels.split(">")).map(String::strip).toArray(String[]::new));
      }
      // the builder resolves the levels' planners when it builds
      this.chunker = b.build();
    } catch (IllegalArgumentException e) {
      throw new BenchException("Strategy '" + name + "': " + e.getMessage()
          + "; write hierarchical:<leaf spec>><parent spec>, e.g. hierarchical:structural>page",
          e);
    }
  }

  @Override
  public String name() {
    return name;
  }

  /** The leaves, what is embedded and retrieved. */
  @Override
  public Chunks chunk(BenchOrganisation organisation) {
    Units u = units(organisation);
    List<BenchChunk> leaves = new ArrayList<>();
    u.leaves().forEach(i -> leaves.add(u.units().get(i)));
    return new Chunks(leaves, Usage.ZERO, u.documents(), u.warnings());
  }

  /** Every level of every document of the organisation. */
  Units units(BenchOrganisation organisation) {
    List<Object> made = organisation.documents().parallelStream().map(this::hierarchy)
        .map(o -> (Object) o).toList();
    List<BenchChunk> units = new ArrayList<>();
    List<String> ids = new ArrayList<>();
    List<Integer> parents = new ArrayList<>();
    List<Integer> leaves = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (int d = 0; d < made.size(); d++) {
      if (made.get(d) instanceof String error) {
        warnings.add(error);
        continue;
      }
      ChunkHierarchy h = (ChunkHierarchy) made.get(d);
      String doc = organisation.documents().get(d).name();
      java.util.Map<String, Integer> at = new java.util.HashMap<>();
      List<HierarchyChunk> all = h.all();
      for (HierarchyChunk c : all) {
        at.put(c.id(), units.size() + at.size());
      }
      for (HierarchyChunk c : all) {
        units.add(new BenchChunk(doc, field.of(c.chunk())));
        ids.add(c.id());
        parents.add(c.parentId() == null ? -1 : at.get(c.parentId()));
        if (c.isLeaf()) {
          leaves.add(units.size() - 1);
        }
      }
    }
    return new Units(units, ids, parents.stream().mapToInt(Integer::intValue).toArray(), leaves,
        warnings, organisation.documents().size());
  }

  private Object hierarchy(BenchDocument doc) {
    try {
      return chunker.hierarchy(chunker.parse(doc.path()));
    } catch (RuntimeException e) {
      return name + " failed on " + doc.name() + ": "
          + (e.getMessage() == null ? e.toString() : e.getMessage());
    }
  }
}
