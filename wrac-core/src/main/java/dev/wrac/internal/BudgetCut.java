package dev.wrac.internal;

import dev.wrac.model.ParsedDocument;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a run of elements that is over a chunk maximum at element boundaries, greedily in
 * document order: each piece takes elements while it fits (heading context included, verbatim
 * text and content both, as {@link ChunkLayout} measures it). Context elements (those that need not be placed) go with
 * the element that follows them, so no piece is context alone. A single element larger than
 * the maximum is a piece of its own.
 */
public final class BudgetCut {
  private BudgetCut() {}

  /**
   * The run's size in tokens, measured with its context as {@link ChunkLayout} does: the larger
   * of its verbatim and its content tokens ({@link ChunkLayout.Measure#size()}).
   */
  public static int tokens(ChunkLayout layout, int[] run) {
    ChunkLayout.Measure m = layout.measure();
    for (int at : run) {
      m.add(at);
    }
    return m.size();
  }

  /** The run (positions in document order) cut into pieces of at most {@code maxTokens}. */
  public static List<int[]> cut(ChunkLayout layout, int[] run, int maxTokens) {
    ParsedDocument doc = layout.document();
    List<int[]> pieces = new ArrayList<>();
    ChunkLayout.Measure current = layout.measure();
    List<Integer> members = new ArrayList<>();
    List<Integer> pending = new ArrayList<>();
    boolean hasContent = false;
    for (int at : run) {
      if (!doc.mustBePlaced(at)) {
        pending.add(at);
        continue;
      }
      if (hasContent && current.with(with(pending, at)).size() > maxTokens) {
        pieces.add(toArray(members));
        current = layout.measure();
        members.clear();
      }
      for (int p : pending) {
        current.add(p);
        members.add(p);
      }
      pending.clear();
      current.add(at);
      members.add(at);
      hasContent = true;
    }
    members.addAll(pending);
    if (!members.isEmpty()) {
      pieces.add(toArray(members));
    }
    return pieces;
  }

  private static int[] with(List<Integer> pending, int at) {
    int[] out = new int[pending.size() + 1];
    for (int k = 0; k < pending.size(); k++) {
      out[k] = pending.get(k);
    }
    out[pending.size()] = at;
    return out;
  }

  private static int[] toArray(List<Integer> list) {
    int[] out = new int[list.size()];
    for (int k = 0; k < out.length; k++) {
      out[k] = list.get(k);
    }
    return out;
  }
}
