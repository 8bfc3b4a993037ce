package dev.wrac.hierarchy;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.validate.PlanValidator;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/**
 * Plans the levels of a hierarchy jointly: bottom up, each level's chunks moved to whole chunks
 * of the level below; then top down, any chunk below that still straddles two above (a budget
 * repair cut there) cut where the level above cuts. Children nest in their parents, and every
 * level stays a valid plan.
 */
final class Nesting {
  private Nesting() {}

  static ChunkHierarchy build(ParsedDocument doc, List<HierarchyLevel> levels) {
    if (levels.isEmpty()) {
      throw new IllegalArgumentException("A hierarchy needs at least one level");
    }
    int depth = levels.size();
    ChunkPlan[] plans = new ChunkPlan[depth];
    // bottom up: each level's chunks moved to whole chunks of the level below (a chunk below
    // that straddles two goes to the one holding its first element), then repaired in budget
    for (int l = 0; l < depth; l++) {
      HierarchyLevel level = levels.get(l);
      ChunkPlan own = PlanValidator.repair(doc,
          level.planner().plan(doc, level.context()), level.context());
      plans[l] = l == 0 ? own
          : PlanValidator.repair(doc, snap(doc, own, plans[l - 1]), level.context());
    }
    // top down: where a repair cut inside a chunk below, cut that chunk too
    for (int l = depth - 2; l >= 0; l--) {
      HierarchyLevel level = levels.get(l);
      plans[l] = PlanValidator.repair(doc, refine(doc, plans[l], plans[l + 1]), level.context());
    }
    List<List<Chunk>> chunks = new ArrayList<>();
    for (int l = 0; l < depth; l++) {
      HierarchyLevel level = levels.get(l);
      chunks.add(new ChunkAssembler(level.context().assembly()).assemble(doc, plans[l]));
    }
    // ids, then parents: the chunk one level up holding a chunk's first element to place
    List<String[]> ids = new ArrayList<>();
    List<int[]> owner = new ArrayList<>();
    for (int l = 0; l < depth; l++) {
      List<Chunk> cs = chunks.get(l);
      String[] levelIds = new String[cs.size()];
      int[] chunkOf = new int[doc.size()];
      Arrays.fill(chunkOf, -1);
      for (int i = 0; i < cs.size(); i++) {
        levelIds[i] = id(l, cs.get(i));
        for (ElementId e : cs.get(i).elementIds()) {
          int at = doc.positionOf(e);
          if (at >= 0 && doc.mustBePlaced(at)) {
            chunkOf[at] = i;
          }
        }
      }
      ids.add(levelIds);
      owner.add(chunkOf);
    }
    List<List<HierarchyChunk>> out = new ArrayList<>();
    List<List<List<String>>> children = new ArrayList<>();
    for (int l = 0; l < depth; l++) {
      List<List<String>> kids = new ArrayList<>();
      for (int i = 0; i < chunks.get(l).size(); i++) {
        kids.add(new ArrayList<>());
      }
      children.add(kids);
    }
    List<int[]> parents = new ArrayList<>();
    for (int l = 0; l < depth; l++) {
      List<Chunk> cs = chunks.get(l);
      int[] parentIndex = new int[cs.size()];
      for (int i = 0; i < cs.size(); i++) {
        parentIndex[i] = -1;
        if (l + 1 < depth) {
          int first = firstPlaced(doc, cs.get(i));
          parentIndex[i] = owner.get(l + 1)[first];
          children.get(l + 1).get(parentIndex[i]).add(ids.get(l)[i]);
        }
      }
      parents.add(parentIndex);
    }
    for (int l = 0; l < depth; l++) {
      List<HierarchyChunk> level = new ArrayList<>();
      List<Chunk> cs = chunks.get(l);
      for (int i = 0; i < cs.size(); i++) {
        int p = parents.get(l)[i];
        level.add(new HierarchyChunk(ids.get(l)[i], l, p < 0 ? null : ids.get(l + 1)[p],
            children.get(l).get(i), cs.get(i)));
      }
      out.add(level);
    }
    return new ChunkHierarchy(doc.name(), out, Arrays.asList(plans));
  }

  /** A chunk's id at a level: the chunk's own id for leaves, tagged with the level above. */
  static String id(int level, Chunk chunk) {
    if (level == 0) {
      return chunk.id();
    }
    String name = "wrac-level-1\u0000" + level + "\u0000" + chunk.id();
    return UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString();
  }

  private static int firstPlaced(ParsedDocument doc, Chunk chunk) {
    int first = Integer.MAX_VALUE;
    for (ElementId e : chunk.elementIds()) {
      int at = doc.positionOf(e);
      if (at >= 0 && doc.mustBePlaced(at)) {
        first = Math.min(first, at);
      }
    }
    if (first == Integer.MAX_VALUE) {
      throw new IllegalStateException("Chunk " + chunk.index() + " of '" + doc.name()
          + "' has no element to place");
    }
    return first;
  }

  /**
   * {@code upper}'s groups moved to whole groups of {@code lower}: each lower group joins the
   * upper group holding its first element to place (an element two joined groups both hold,
   * context repeated in each, once). An upper group that gets exactly its own
   * elements to place is kept as it is; an upper group that gets none disappears.
   */
  static ChunkPlan snap(ParsedDocument doc, ChunkPlan upper, ChunkPlan lower) {
    int[] upperOf = owners(doc, upper);
    List<List<ElementId>> assigned = new ArrayList<>();
    List<Integer> keys = new ArrayList<>();
    for (List<ElementId> group : lower.chunks()) {
      int first = Integer.MAX_VALUE;
      for (ElementId e : group) {
        int at = doc.positionOf(e);
        if (doc.mustBePlaced(at)) {
          first = Math.min(first, at);
        }
      }
      int u = upperOf[first];
      if (keys.isEmpty() || keys.get(keys.size() - 1) != u) {
        keys.add(u);
        assigned.add(new ArrayList<>());
      }
      List<ElementId> into = assigned.get(assigned.size() - 1);
      for (ElementId e : group) {
        if (!into.contains(e)) {   // a context element (table header, heading) both groups repeat
          into.add(e);
        }
      }
    }
    List<List<ElementId>> out = new ArrayList<>();
    boolean changed = keys.size() != upper.size();
    for (int k = 0; k < keys.size(); k++) {
      List<ElementId> own = upper.chunks().get(keys.get(k));
      if (placedOf(doc, own).equals(placedOf(doc, assigned.get(k)))) {
        out.add(own);
      } else {
        out.add(assigned.get(k));
        changed = true;
      }
    }
    return changed ? upper.withChunks(out) : upper;
  }

  private static int[] owners(ParsedDocument doc, ChunkPlan plan) {
    int[] owner = new int[doc.size()];
    Arrays.fill(owner, -1);
    for (int g = 0; g < plan.size(); g++) {
      for (ElementId e : plan.chunks().get(g)) {
        int at = doc.positionOf(e);
        if (at >= 0 && doc.mustBePlaced(at)) {
          owner[at] = g;
        }
      }
    }
    return owner;
  }

  private static List<Integer> placedOf(ParsedDocument doc, List<ElementId> group) {
    List<Integer> out = new ArrayList<>();
    for (ElementId e : group) {
      int at = doc.positionOf(e);
      if (doc.mustBePlaced(at)) {
        out.add(at);
      }
    }
    out.sort(null);
    return out;
  }

  /**
   * {@code plan}'s groups cut where {@code upper}'s groups end. A group within one upper group
   * is kept as it is; a group spanning several is cut into one part per upper group, each
   * context element (a heading) going with the next element to place, or the last part.
   */
  static ChunkPlan refine(ParsedDocument doc, ChunkPlan plan, ChunkPlan upper) {
    int[] upperOf = owners(doc, upper);
    List<List<ElementId>> out = new ArrayList<>(plan.size());
    boolean changed = false;
    for (List<ElementId> group : plan.chunks()) {
      List<ElementId> sorted = new ArrayList<>(group);
      sorted.sort(Comparator.comparingInt(doc::positionOf));
      List<List<ElementId>> parts = new ArrayList<>();
      List<ElementId> pending = new ArrayList<>();
      List<ElementId> current = null;
      int currentUpper = Integer.MIN_VALUE;
      for (ElementId e : sorted) {
        int at = doc.positionOf(e);
        if (!doc.mustBePlaced(at)) {
          pending.add(e);
          continue;
        }
        if (current == null || upperOf[at] != currentUpper) {
          current = new ArrayList<>();
          parts.add(current);
          currentUpper = upperOf[at];
        }
        current.addAll(pending);
        pending.clear();
        current.add(e);
      }
      if (parts.size() <= 1) {
        out.add(group);
        continue;
      }
      parts.get(parts.size() - 1).addAll(pending);
      out.addAll(parts);
      changed = true;
    }
    return changed ? plan.withChunks(out) : plan;
  }
}
