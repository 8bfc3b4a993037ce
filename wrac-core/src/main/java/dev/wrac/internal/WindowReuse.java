package dev.wrac.internal;

import dev.wrac.assemble.AssemblyOptions;
import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import dev.wrac.plan.PlanningWindow;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Which planning windows of a new version of a document can take their chunks over from the
 * previous version's chunks. A window is <em>unchanged</em> when
 * <ol>
 *   <li>every previous chunk holding one of its elements (by id) holds only elements of this
 *       window, all still in the document, in document order;
 *   <li>those chunks place every element of the window that must be placed, each once; and
 *   <li>each of them, assembled again from the new version, is the same chunk: same
 *       {@link Chunk#id()} (so the same own element ids and the same text, heading context
 *       included), embed text, context ids, heading path and token counts. Only the index and
 *       the span may differ (an edit above moves them).
 * </ol>
 * Any other window is changed and goes to the planner. Stateless.
 */
public final class WindowReuse {
  private WindowReuse() {}

  /**
   * For each window, the previous groups to take over (in chunk order), or {@code null} when
   * the window changed.
   */
  public static List<List<List<ElementId>>> match(ParsedDocument doc,
      List<PlanningWindow> windows, List<Chunk> previous, AssemblyOptions assembly) {
    int[] starts = windows.stream().mapToInt(PlanningWindow::from).toArray();
    boolean[] changed = new boolean[windows.size()];
    List<List<Chunk>> held = new ArrayList<>(windows.size());
    windows.forEach(w -> held.add(new ArrayList<>()));
    for (Chunk c : previous) {
      int w = windowOf(doc, starts, c, changed);
      if (w >= 0) {
        held.get(w).add(c);
      }
    }
    for (int w = 0; w < windows.size(); w++) {
      changed[w] |= !placesAll(doc, windows.get(w), held.get(w));
    }
    compareAssembled(doc, held, changed, assembly);
    List<List<List<ElementId>>> out = new ArrayList<>(windows.size());
    for (int w = 0; w < windows.size(); w++) {
      out.add(changed[w] ? null : held.get(w).stream().map(Chunk::elementIds).toList());
    }
    return out;
  }

  /**
   * The window holding all of the chunk's own elements, or -1 (and the windows holding any of
   * them marked changed) when they are unknown, out of order or in several windows.
   */
  private static int windowOf(ParsedDocument doc, int[] starts, Chunk c, boolean[] changed) {
    List<Integer> touched = new ArrayList<>(2);
    boolean ok = !c.elementIds().isEmpty();
    int last = -1;
    for (ElementId id : c.elementIds()) {
      int at = doc.positionOf(id);
      if (at < 0) {
        ok = false;
        continue;
      }
      int w = windowAt(starts, at);
      ok &= at > last && (touched.isEmpty() || touched.get(0) == w);
      touched.add(w);
      last = at;
    }
    if (!ok) {
      touched.forEach(w -> changed[w] = true);
      return -1;
    }
    return touched.get(0);
  }

  private static int windowAt(int[] starts, int position) {
    int k = Arrays.binarySearch(starts, position);
    return k >= 0 ? k : -k - 2;
  }

  /** Whether the chunks place each element of the window that must be placed exactly once. */
  private static boolean placesAll(ParsedDocument doc, PlanningWindow w, List<Chunk> chunks) {
    boolean[] seen = new boolean[w.size()];
    int placed = 0;
    for (Chunk c : chunks) {
      for (ElementId id : c.elementIds()) {
        int at = doc.positionOf(id);
        if (doc.mustBePlaced(at)) {
          if (seen[at - w.from()]) {
            return false;
          }
          seen[at - w.from()] = true;
          placed++;
        }
      }
    }
    int toPlace = 0;
    for (int i = w.from(); i < w.to(); i++) {
      toPlace += doc.mustBePlaced(i) ? 1 : 0;
    }
    return placed == toPlace;
  }

  /** Assembles the held chunks of the windows still unchanged, once, and compares them. */
  private static void compareAssembled(ParsedDocument doc, List<List<Chunk>> held,
      boolean[] changed, AssemblyOptions assembly) {
    List<List<ElementId>> groups = new ArrayList<>();
    List<Chunk> before = new ArrayList<>();
    List<Integer> windowOfGroup = new ArrayList<>();
    for (int w = 0; w < held.size(); w++) {
      if (!changed[w]) {
        for (Chunk c : held.get(w)) {
          groups.add(c.elementIds());
          before.add(c);
          windowOfGroup.add(w);
        }
      }
    }
    ChunkPlan plan = ChunkPlan.of(doc, groups, PlanProvenance.local("previous", "0", Map.of()));
    List<Chunk> again = new ChunkAssembler(assembly).assemble(doc, plan);
    for (int k = 0; k < again.size(); k++) {
      if (!sameChunk(before.get(k), again.get(k))) {
        changed[windowOfGroup.get(k)] = true;
      }
    }
  }

  private static boolean sameChunk(Chunk a, Chunk b) {
    return a.id().equals(b.id()) && a.embedText().equals(b.embedText())
        && a.contextIds().equals(b.contextIds()) && a.headingPath().equals(b.headingPath())
        && a.tokens() == b.tokens() && a.embedTokens() == b.embedTokens()
        && a.verbatim() == b.verbatim();
  }

  /**
   * The whole plan: the taken-over groups of unchanged windows and the planner's groups of the
   * changed ones ({@code fresh}, in window order), in window order. A fresh group goes with
   * the changed window holding its first element; one the planner put outside any changed
   * window is kept at the end, for repair to place.
   */
  public static List<List<ElementId>> merge(ParsedDocument doc, List<PlanningWindow> windows,
      List<List<List<ElementId>>> reused, List<List<ElementId>> fresh) {
    List<List<ElementId>> out = new ArrayList<>();
    int f = 0;
    for (int w = 0; w < windows.size(); w++) {
      if (reused.get(w) != null) {
        out.addAll(reused.get(w));
        continue;
      }
      while (f < fresh.size() && firstPosition(doc, fresh.get(f)) < windows.get(w).to()) {
        out.add(fresh.get(f++));
      }
    }
    out.addAll(fresh.subList(f, fresh.size()));
    return out;
  }

  /** Position of the group's first known element, or -1 for a group with none. */
  private static int firstPosition(ParsedDocument doc, List<ElementId> group) {
    for (ElementId id : group) {
      int at = doc.positionOf(id);
      if (at >= 0) {
        return at;
      }
    }
    return -1;
  }
}
