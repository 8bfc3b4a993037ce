package dev.wrac.context;

import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import java.util.List;

/**
 * A run of consecutive elements {@code [from, to)} planned together, with the headings that
 * enclose it from outside (so a planner seeing only the window knows where it sits).
 *
 * @param index            0-based window number
 * @param from             position of the first element
 * @param to               position after the last element
 * @param ancestorHeadings enclosing headings outside the window, outermost first
 */
public record PlanningWindow(int index, int from, int to, List<ElementId> ancestorHeadings) {
  public PlanningWindow {
    if (from < 0 || to <= from) {
      throw new IllegalArgumentException("Invalid window [" + from + ", " + to + ")");
    }
    ancestorHeadings = List.copyOf(ancestorHeadings);
  }

  /** Number of elements. */
  public int size() {
    return to - from;
  }

  /** The window's elements. */
  public List<Element> elements(ParsedDocument doc) {
    return doc.elements().subList(from, to);
  }
}
