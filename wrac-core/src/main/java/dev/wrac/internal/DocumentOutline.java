package dev.wrac.internal;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.function.IntConsumer;

/**
 * A document (or a window of it) as a tree of sections, each with its own elements grouped
 * into units: a list with its lead-in, a table with its header, or a single element. Positions
 * are element indices in the document.
 */
public final class DocumentOutline {
  private final Section root;

  private DocumentOutline(Section root) {
    this.root = root;
  }

  /** The outline of elements {@code [from, to)}. */
  public static DocumentOutline of(ParsedDocument doc, int from, int to) {
    Section root = new Section(doc, -1, 0);
    Deque<Section> open = new ArrayDeque<>();
    open.push(root);
    List<Element> elements = doc.elements();
    for (int i = from; i < to; i++) {
      Element e = elements.get(i);
      if (e.kind() == ElementKind.HEADING) {
        while (open.size() > 1 && open.peek().level >= e.level()) {
          open.pop();
        }
        Section s = new Section(doc, i, e.level());
        open.peek().children.add(s);
        open.push(s);
      } else {
        open.peek().body.add(i);
      }
      for (Section s : open) {
        s.elementTokens += e.contentTokens();
        s.elementCount++;
      }
    }
    return new DocumentOutline(root);
  }

  /** The top: elements before the first heading, and the top-level sections. */
  public Section root() {
    return root;
  }

  /** A heading with its own elements and its subsections. */
  public static final class Section {
    private final ParsedDocument doc;
    private final int heading;
    private final int level;
    private final List<Integer> body = new ArrayList<>();
    private final List<Section> children = new ArrayList<>();
    private int elementTokens;
    private int elementCount;

    Section(ParsedDocument doc, int heading, int level) {
      this.doc = doc;
      this.heading = heading;
      this.level = level;
    }

    /** Position of the heading, -1 for the root. */
    public int heading() {
      return heading;
    }

    public int level() {
      return level;
    }

    public List<Section> children() {
      return children;
    }

    /**
     * The content tokens of the section's elements (heading, own elements, subsections) with
     * one per separator between them: a lower bound of the section's content size as a chunk,
     * which adds heading context from outside.
     */
    public int minimumTokens() {
      return elementCount == 0 ? 0 : elementTokens + elementCount - 1;
    }

    /** Whether the section has no elements at all (only the root can be empty). */
    public boolean isEmpty() {
      return elementCount == 0;
    }

    /** Positions of the section's own elements (not its subsections'), in order. */
    public List<Integer> body() {
      return body;
    }

    /** Heading, own elements and all subsections' elements, in document order. */
    public void forEachElement(IntConsumer action) {
      Deque<Section> todo = new ArrayDeque<>();
      todo.push(this);
      while (!todo.isEmpty()) {
        Section s = todo.pop();
        if (s.heading >= 0) {
          action.accept(s.heading);
        }
        s.body.forEach(action::accept);
        for (int k = s.children.size() - 1; k >= 0; k--) {
          todo.push(s.children.get(k));
        }
      }
    }

    /** The own elements as units: lists with their lead-ins, tables, single elements. */
    public List<Unit> units() {
      List<Element> elements = doc.elements();
      List<Unit> units = new ArrayList<>();
      int k = 0;
      while (k < body.size()) {
        int at = body.get(k);
        Element e = elements.get(at);
        String group = e.group();
        if (group == null) {
          units.add(Unit.single(at));
          k++;
          continue;
        }
        List<Integer> members = new ArrayList<>();
        while (k < body.size() && group.equals(elements.get(body.get(k)).group())) {
          members.add(body.get(k));
          k++;
        }
        Unit previous = units.isEmpty() ? null : units.get(units.size() - 1);
        Integer leadIn = null;
        if (previous != null && previous.elements.length == 1 && e.intro() != null
            && e.kind() == ElementKind.LIST_ITEM
            && Objects.equals(elements.get(previous.elements[0]).id(), e.intro())) {
          leadIn = previous.elements[0];
          units.remove(units.size() - 1);
        }
        units.add(Unit.block(doc, leadIn, members));
      }
      return units;
    }
  }

  /**
   * Elements that belong together.
   *
   * @param elements  positions in order
   * @param procedure whether it is an ordered list (steps)
   * @param parts     where it may be cut: one part per top-level list item or table row, the
   *                  lead-in or header joined to the first
   */
  public record Unit(int[] elements, boolean procedure, List<int[]> parts) {
    static Unit single(int at) {
      return new Unit(new int[] {at}, false, List.of(new int[] {at}));
    }

    static Unit block(ParsedDocument doc, Integer leadIn, List<Integer> members) {
      List<Element> elements = doc.elements();
      int minDepth = Integer.MAX_VALUE;
      boolean ordered = false;
      for (int at : members) {
        Element e = elements.get(at);
        if (e.kind() == ElementKind.LIST_ITEM) {
          minDepth = Math.min(minDepth, e.level());
        }
      }
      List<int[]> parts = new ArrayList<>();
      List<Integer> current = new ArrayList<>();
      if (leadIn != null) {
        current.add(leadIn);
      }
      for (int at : members) {
        Element e = elements.get(at);
        boolean startsPart = (e.kind() == ElementKind.LIST_ITEM && e.level() == minDepth)
            || e.kind() == ElementKind.TABLE_ROW;
        if (e.kind() == ElementKind.LIST_ITEM && e.level() == minDepth && e.ordinal() > 0) {
          ordered = true;
        }
        boolean onlyIntro = current.size() == 1 && leadIn != null && current.get(0).equals(leadIn);
        boolean onlyHeader = current.size() == 1
            && elements.get(current.get(0)).kind() == ElementKind.TABLE_HEADER;
        if (startsPart && !current.isEmpty() && !onlyIntro && !onlyHeader) {
          parts.add(toArray(current));
          current.clear();
        }
        current.add(at);
      }
      if (!current.isEmpty()) {
        parts.add(toArray(current));
      }
      List<Integer> all = new ArrayList<>(members.size() + 1);
      if (leadIn != null) {
        all.add(leadIn);
      }
      all.addAll(members);
      return new Unit(toArray(all), ordered, List.copyOf(parts));
    }

    /** Calls {@code action} for each position. */
    public void forEachElement(IntConsumer action) {
      for (int at : elements) {
        action.accept(at);
      }
    }

    private static int[] toArray(List<Integer> list) {
      int[] a = new int[list.size()];
      for (int k = 0; k < a.length; k++) {
        a[k] = list.get(k);
      }
      return a;
    }
  }
}
