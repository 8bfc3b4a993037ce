package dev.wrac.plan;

import dev.wrac.context.PlanningWindow;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.ArrayList;
import java.util.List;

/**
 * The D-RAC budget split: a document with more than {@code maxElements} elements is cut into
 * windows a planner can see at once. A range too large is split at its coarsest heading level
 * present (every heading of that level starts a part), recursively; a run with no heading to
 * split at is cut into fixed-size parts; neighbouring windows are then merged while they fit,
 * so tiny sections do not become windows of their own. Every window carries the headings that
 * enclose it from outside.
 *
 * <pre>{@code
 * List<PlanningWindow> windows = PlanningWindows.split(doc, 60);
 * }</pre>
 * Deterministic; windows cover the document in order without overlap.
 */
public final class PlanningWindows {
  private PlanningWindows() {}

  /** The windows of {@code doc}, each of at most {@code maxElements} elements. */
  public static List<PlanningWindow> split(ParsedDocument doc, int maxElements) {
    if (maxElements < 2) {
      throw new IllegalArgumentException("maxElements must be at least 2, was " + maxElements);
    }
    List<int[]> ranges = new ArrayList<>();
    if (doc.size() > 0) {
      // an explicit stack instead of recursion: heading-less giant documents stay shallow anyway,
      // but deep heading trees must not risk the call stack
      List<int[]> todo = new ArrayList<>();
      todo.add(new int[] {0, doc.size()});
      while (!todo.isEmpty()) {
        int[] r = todo.remove(todo.size() - 1);
        List<int[]> parts = splitOnce(doc, r[0], r[1], maxElements);
        if (parts == null) {
          ranges.add(r);
        } else {
          for (int k = parts.size() - 1; k >= 0; k--) {
            todo.add(parts.get(k));
          }
        }
      }
    }
    List<int[]> merged = mergeNeighbours(ranges, maxElements);
    List<PlanningWindow> windows = new ArrayList<>(merged.size());
    for (int[] r : merged) {
      windows.add(new PlanningWindow(windows.size(), r[0], r[1], ancestors(doc, r[0])));
    }
    return List.copyOf(windows);
  }

  /** Parts of [from, to), or {@code null} if it fits. */
  private static List<int[]> splitOnce(ParsedDocument doc, int from, int to, int max) {
    if (to - from <= max) {
      return null;
    }
    List<Element> elements = doc.elements();
    int coarsest = Integer.MAX_VALUE;
    for (int i = from + 1; i < to; i++) {
      Element e = elements.get(i);
      if (e.kind() == ElementKind.HEADING) {
        coarsest = Math.min(coarsest, e.level());
      }
    }
    List<int[]> parts = new ArrayList<>();
    if (coarsest == Integer.MAX_VALUE) {
      for (int start = from; start < to; start += max) {
        parts.add(new int[] {start, Math.min(to, start + max)});
      }
      return parts;
    }
    int start = from;
    for (int i = from + 1; i < to; i++) {
      Element e = elements.get(i);
      if (e.kind() == ElementKind.HEADING && e.level() == coarsest) {
        parts.add(new int[] {start, i});
        start = i;
      }
    }
    parts.add(new int[] {start, to});
    return parts;
  }

  private static List<int[]> mergeNeighbours(List<int[]> ranges, int max) {
    List<int[]> merged = new ArrayList<>();
    for (int[] r : ranges) {
      if (!merged.isEmpty()) {
        int[] last = merged.get(merged.size() - 1);
        if (r[1] - last[0] <= max) {
          last[1] = r[1];
          continue;
        }
      }
      merged.add(new int[] {r[0], r[1]});
    }
    return merged;
  }

  /** Headings enclosing the element at {@code from}, plus itself excluded; all outside. */
  private static List<ElementId> ancestors(ParsedDocument doc, int from) {
    return doc.elements().get(from).headingPath();
  }
}
