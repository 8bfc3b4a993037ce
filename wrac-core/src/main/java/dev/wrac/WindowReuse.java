package dev.wrac;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.AssemblyOptions;
import dev.wrac.context.PlanningWindow;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
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
 *   <li>those chunks place every element of the window that must be placed, each once, and
 *       each of them places at least one; and
 *   <li>each of them, assembled again from the new version, is the same chunk: same
 *       {@link Chunk#id()} (so the same own element ids and the same text, heading context
 *       included), embed text, context ids and token counts. Only the index, the span (an edit
 *       above moves them) and the heading path (an enclosing heading renamed that is not
 *       repeated as context) may differ; the chunk is then taken over with the new ones.
 * </ol>
 * Any other window is changed and goes to the planner. Stateless.
 */
final class WindowReuse {
  private WindowReuse() {}

  /**
   * What can be taken over: for each window, the previous groups (in chunk order) and their
   * chunks assembled again from the new version (equal to the previous ones but for index and
   * span), or {@code null} for both when the window changed.
   */
  public record Reuse(List<List<List<ElementId>>> groups, List<List<Chunk>> chunks) {
    /** Whether window {@code w} changed. */
    public boolean changed(int w) {
      return groups.get(w) == null;
    }
  }

  /** Which windows are unchanged, and their chunks. */
  public static Reuse match(ParsedDocument doc,
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
    List<List<Chunk>> again = compareAssembled(doc, held, changed, assembly);
    List<List<List<ElementId>>> groups = new ArrayList<>(windows.size());
    for (int w = 0; w < windows.size(); w++) {
      groups.add(changed[w] ? null : held.get(w).stream().map(Chunk::elementIds).toList());
      again.set(w, changed[w] ? null : again.get(w));
    }
    return new Reuse(groups, again);
  }

  /**
   * The window holding all of the chunk's own elements, or -1 (and the windows holding any of
   * them marked changed) when they are unknown, out of order or in several windows.
   */
  private static int windowOf(ParsedDocument doc, int[] starts, Chunk c, boolean[] changed) {
    boolean ok = !c.elementIds().isEmpty();
    int window = -1;
    int last = -1;
    for (ElementId id : c.elementIds()) {
      int at = doc.positionOf(id);
      int w = at < 0 ? -1 : windowAt(starts, at);
      ok &= at > last && (window < 0 || window == w);
      window = window < 0 ? w : window;
      last = Math.max(last, at);
    }
    if (ok) {
      return window;
    }
    for (ElementId id : c.elementIds()) {
      int at = doc.positionOf(id);
      if (at >= 0) {
        changed[windowAt(starts, at)] = true;
      }
    }
    return -1;
  }

  private static int windowAt(int[] starts, int position) {
    int k = Arrays.binarySearch(starts, position);
    return k >= 0 ? k : -k - 2;
  }

  /**
   * Whether the chunks place each element of the window that must be placed exactly once, and
   * each places at least one.
   */
  private static boolean placesAll(ParsedDocument doc, PlanningWindow w, List<Chunk> chunks) {
    boolean[] seen = new boolean[w.size()];
    int placed = 0;
    for (Chunk c : chunks) {
      int before = placed;
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
      if (placed == before) {
        return false;  // a chunk of context only (a heading) is no chunk of a valid plan
      }
    }
    int toPlace = 0;
    for (int i = w.from(); i < w.to(); i++) {
      toPlace += doc.mustBePlaced(i) ? 1 : 0;
    }
    return placed == toPlace;
  }

  /**
   * Assembles the held chunks of the windows still unchanged, once, compares them with the
   * previous ones (marking the windows of those that differ), and answers them by window.
   */
  private static List<List<Chunk>> compareAssembled(ParsedDocument doc,
      List<List<Chunk>> held, boolean[] changed, AssemblyOptions assembly) {
    List<List<ElementId>> groups = new ArrayList<>();
    for (int w = 0; w < held.size(); w++) {
      if (!changed[w]) {
        held.get(w).forEach(c -> groups.add(c.elementIds()));
      }
    }
    ChunkPlan plan = ChunkPlan.of(doc, groups, PlanProvenance.local("previous", "0", Map.of()));
    List<Chunk> again = new ChunkAssembler(assembly).assemble(doc, plan);
    List<List<Chunk>> out = new ArrayList<>(held.size());
    int k = 0;
    for (int w = 0; w < held.size(); w++) {
      List<Chunk> mine = new ArrayList<>();
      if (!changed[w]) {
        for (Chunk before : held.get(w)) {
          Chunk now = again.get(k++);
          boolean same = sameChunk(before, now);
          changed[w] |= !same;
          // the previous chunk's strings, with the new position and heading path
          mine.add(same ? new Chunk(before.document(), now.index(), before.text(),
              before.elementIds(), before.contextIds(), now.headingPath(), now.span(),
              now.tokens(), before.embedText(), now.embedTokens()) : now);
        }
      }
      out.add(mine);
    }
    return out;
  }

  private static boolean sameChunk(Chunk a, Chunk b) {
    // the same document, own element ids and text: the same id, without hashing the text
    return a.elementIds().equals(b.elementIds()) && a.text().equals(b.text())
        && a.embedText().equals(b.embedText())
        && a.contextIds().equals(b.contextIds()) && a.tokens() == b.tokens() && a.embedTokens() == b.embedTokens();
  }

  /**
   * The whole plan: the taken-over groups of unchanged windows and the planner's groups of the
   * changed ones ({@code fresh}, in window order), in window order. A fresh group goes with
   * the changed window holding its first element; one the planner put outside any changed
   * window is kept at the end, for repair to place.
   */
  public static List<List<ElementId>> merge(ParsedDocument doc, List<PlanningWindow> windows,
      Reuse reused, List<List<ElementId>> fresh) {
    List<List<ElementId>> out = new ArrayList<>();
    int f = 0;
    for (int w = 0; w < windows.size(); w++) {
      if (!reused.changed(w)) {
        out.addAll(reused.groups().get(w));
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

  /**
   * The chunks of a merged plan that repair left as it was: the taken-over windows' chunks as
   * {@link #match} assembled them, the changed windows' groups ({@code fresh}, the same as in
   * {@link #merge}) assembled now, in plan order, indexed from 0. Equal to assembling the
   * whole merged plan, without assembling the unchanged windows twice.
   */
  public static List<Chunk> assemble(ParsedDocument doc, List<PlanningWindow> windows,
      Reuse reused, List<List<ElementId>> fresh, AssemblyOptions assembly) {
    List<Chunk> made = new ChunkAssembler(assembly).assemble(doc,
        ChunkPlan.of(doc, fresh, PlanProvenance.local("fresh", "0", Map.of())));
    List<Chunk> out = new ArrayList<>();
    int f = 0;
    for (int w = 0; w < windows.size(); w++) {
      if (!reused.changed(w)) {
        out.addAll(reused.chunks().get(w));
        continue;
      }
      while (f < fresh.size() && firstPosition(doc, fresh.get(f)) < windows.get(w).to()) {
        out.add(made.get(f++));
      }
    }
    out.addAll(made.subList(f, made.size()));
    for (int i = 0; i < out.size(); i++) {
      if (out.get(i).index() != i) {
        out.set(i, out.get(i).withIndex(i));
      }
    }
    return out;
  }
}
