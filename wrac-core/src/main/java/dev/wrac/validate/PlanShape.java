package dev.wrac.validate;

import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.internal.BudgetCut;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The shape every valid plan has besides coverage, and the repair that gives it:
 * <ol>
 *   <li><b>contiguous</b>: the elements a chunk must place are consecutive among the
 *       document's elements to place, so no other chunk's element lies between two of its own
 *       and chunk spans never overlap. A chunk holding non-adjacent elements is cut into its
 *       runs; a context element it names (heading, table header, lead-in) goes with the first
 *       run after it. Context elements may repeat across chunks and do not count here;
 *   <li><b>in budget</b>: a chunk of more than one element to place is at most
 *       {@link TokenBudget#maxTokens()} (heading context included), or at most
 *       {@link TokenBudget#procedureMaxTokens()} when it is one ordered list (steps) with its
 *       lead-in. An oversized chunk is cut at element boundaries, greedily in document order.
 *       A single element larger than the maximum stays whole (parsers cut elements at
 *       {@code maxElementTokens});
 *   <li><b>in document order</b>: chunks are ordered by their first element.
 * </ol>
 * Works on positions in the document; the input groups are sorted sets of positions.
 */
final class PlanShape {
  private final ParsedDocument doc;
  private final TokenBudget budget;
  private final ChunkLayout layout;
  /** For each position: its index among the elements to place, or -1. */
  private final int[] rank;
  /** For each position {@code i}: how many elements to place lie before it, in {@code [0, i)}. */
  private final int[] placedBefore;

  PlanShape(ParsedDocument doc, PlanningContext context) {
    this.doc = doc;
    this.budget = context.budget();
    this.layout = new ChunkLayout(doc, context.assembly());
    this.rank = new int[doc.size()];
    this.placedBefore = new int[doc.size() + 1];
    int count = 0;
    for (int i = 0; i < doc.size(); i++) {
      placedBefore[i] = count;
      rank[i] = doc.mustBePlaced(i) ? count++ : -1;
    }
    placedBefore[doc.size()] = count;
  }

  /** Whether the groups (each in document order, each with content) already have the shape. */
  boolean holds(List<int[]> groups) {
    int previousLast = -1;
    for (int[] group : groups) {
      int first = firstPlaced(group);
      if (first <= previousLast || !contiguous(group) || !inBudget(group)
          || withoutStrayContext(group).length != group.length) {
        return false;
      }
      previousLast = lastPlaced(group);
    }
    return true;
  }

  /** The groups with the shape; {@code cuts[0]} counts the chunks that had to be cut. */
  List<int[]> repair(List<int[]> groups, int[] cuts) {
    List<int[]> out = new ArrayList<>(groups.size());
    for (int[] group : groups) {
      List<int[]> runs = runs(group);
      List<int[]> pieces = new ArrayList<>(runs.size());
      for (int[] whole : runs) {
        int[] run = withoutStrayContext(whole);
        pieces.addAll(inBudget(run) ? List.of(run) : BudgetCut.cut(layout, run, budget.maxTokens()));
      }
      if (pieces.size() > 1) {
        cuts[0]++;
      }
      out.addAll(pieces);
    }
    out.sort(Comparator.comparingInt(this::firstPlaced));
    return out;
  }

  /** The group's runs of consecutive elements to place, each with the context before it. */
  private List<int[]> runs(int[] group) {
    List<int[]> runs = new ArrayList<>(1);
    int start = 0;
    int previousPlaced = -1;
    for (int k = 0; k < group.length; k++) {
      int at = group[k];
      if (rank[at] < 0) {
        continue;
      }
      if (previousPlaced >= 0 && rank[at] != rank[previousPlaced] + 1) {
        int end = k;
        while (end > start && rank[group[end - 1]] < 0) {
          end--; // context just before this element goes with it
        }
        runs.add(Arrays.copyOfRange(group, start, end));
        start = end;
      }
      previousPlaced = at;
    }
    runs.add(Arrays.copyOfRange(group, start, group.length));
    return runs;
  }

  /**
   * The group without the context elements (headings that need not be placed) that lie away
   * from its elements to place: a heading named far before its chunk's content, with other
   * chunks' content in between, would put the chunk out of document order. Such a heading is
   * shown as context wherever it is needed, so leaving it out loses nothing.
   */
  private int[] withoutStrayContext(int[] group) {
    int first = -1;
    int last = -1;
    for (int at : group) {
      if (rank[at] >= 0) {
        first = first < 0 ? at : first;
        last = at;
      }
    }
    if (first < 0) {
      return group;
    }
    int[] kept = new int[group.length];
    int n = 0;
    for (int at : group) {
      boolean stray = rank[at] < 0
          && (at < first && placedBefore[first] - placedBefore[at + 1] > 0
              || at > last && placedBefore[at] - placedBefore[last + 1] > 0);
      if (!stray) {
        kept[n++] = at;
      }
    }
    return n == group.length ? group : Arrays.copyOf(kept, n);
  }

  private boolean contiguous(int[] group) {
    int previous = -1;
    for (int at : group) {
      if (rank[at] >= 0) {
        if (previous >= 0 && rank[at] != rank[previous] + 1) {
          return false;
        }
        previous = at;
      }
    }
    return true;
  }

  private boolean inBudget(int[] group) {
    int placedCount = 0;
    for (int at : group) {
      if (rank[at] >= 0) {
        placedCount++;
      }
    }
    if (placedCount <= 1) {
      return true;
    }
    int tokens = BudgetCut.tokens(layout, group);  // measured once for both maxima
    return tokens <= budget.maxTokens()
        || tokens <= budget.procedureMaxTokens() && isOneProcedure(group);
  }

  /** Whether the elements to place are the items of one ordered list, with its lead-in. */
  private boolean isOneProcedure(int[] group) {
    String list = null;
    boolean ordered = false;
    Set<ElementId> leadIns = new HashSet<>();
    for (int at : group) {
      Element e = doc.elements().get(at);
      if (e.kind() == ElementKind.LIST_ITEM) {
        if (e.group() == null || list != null && !list.equals(e.group())) {
          return false;
        }
        list = e.group();
        ordered |= e.ordinal() > 0;
        if (e.intro() != null) {
          leadIns.add(e.intro());
        }
      }
    }
    if (list == null || !ordered) {
      return false;
    }
    for (int at : group) {
      Element e = doc.elements().get(at);
      if (rank[at] >= 0 && e.kind() != ElementKind.LIST_ITEM && !leadIns.contains(e.id())) {
        return false;
      }
    }
    return true;
  }

  private int firstPlaced(int[] group) {
    for (int at : group) {
      if (rank[at] >= 0) {
        return at;
      }
    }
    throw new IllegalArgumentException("a group without an element to place");
  }

  private int lastPlaced(int[] group) {
    for (int k = group.length - 1; k >= 0; k--) {
      if (rank[group[k]] >= 0) {
        return group[k];
      }
    }
    throw new IllegalArgumentException("a group without an element to place");
  }
}
