package dev.wrac.internal;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Split-then-merge over a run of element positions: split by a priority list of boundaries
 * (before headings of level 1, then 2, ... 6, then between any two elements) until every piece
 * fits, then merge neighbouring pieces greedily while they fit. A piece fits when its content
 * ({@link ChunkLayout.Measure#contentTokens()}, heading context included) is at most
 * {@code sizeTokens} and its {@link ChunkLayout.Measure#size() size} at most {@code maxTokens}.
 *
 * <p>Finer separators (line, sentence, word) are not needed here: the parser already cut every
 * element longer than its cap at those boundaries, so an element is the smallest piece. A
 * context element that need not be placed (a heading, a table header) is never a piece alone:
 * it goes with the element after it. A single element that does not fit is a piece of its own.
 */
public final class SplitMerge {
  private static final int ELEMENTS = 7;

  private final ChunkLayout layout;
  private final ParsedDocument doc;
  private final int sizeTokens;
  private final int maxTokens;

  /**
   * @param layout     measures pieces as the assembler will build them
   * @param sizeTokens the largest content of a piece
   * @param maxTokens  the largest size (verbatim or content) of a piece of several elements
   */
  public SplitMerge(ChunkLayout layout, int sizeTokens, int maxTokens) {
    if (sizeTokens < 1 || maxTokens < 1) {
      throw new IllegalArgumentException("sizes must be positive, were " + sizeTokens + " and "
          + maxTokens);
    }
    this.layout = layout;
    this.doc = layout.document();
    this.sizeTokens = sizeTokens;
    this.maxTokens = maxTokens;
  }

  /** Whether a measured piece fits both limits. */
  public boolean fits(ChunkLayout.Measure m) {
    return m.contentTokens() <= sizeTokens && m.size() <= maxTokens;
  }

  /** The run (positions in document order) as pieces that fit, in order. */
  public List<int[]> apply(int[] run) {
    List<int[]> atoms = new ArrayList<>();
    if (run.length > 0) {
      split(run, 1, atoms);
    }
    return merge(joinContext(atoms));
  }

  private void split(int[] run, int level, List<int[]> atoms) {
    if (run.length <= 1 || fits(measure(run))) {
      atoms.add(run);
    } else if (level == ELEMENTS) {
      atoms.addAll(elements(run));
    } else {
      for (int[] part : beforeHeadings(run, level)) {
        split(part, level + 1, atoms);
      }
    }
  }

  /** The run cut before each heading of at most {@code level} (not before its first element). */
  private List<int[]> beforeHeadings(int[] run, int level) {
    List<int[]> parts = new ArrayList<>();
    int start = 0;
    for (int k = 1; k < run.length; k++) {
      Element e = doc.elements().get(run[k]);
      if (e.kind() == ElementKind.HEADING && e.level() <= level) {
        parts.add(Arrays.copyOfRange(run, start, k));
        start = k;
      }
    }
    parts.add(Arrays.copyOfRange(run, start, run.length));
    return parts;
  }

  /** One piece per element. */
  private static List<int[]> elements(int[] run) {
    List<int[]> pieces = new ArrayList<>(run.length);
    for (int at : run) {
      pieces.add(new int[] {at});
    }
    return pieces;
  }

  /**
   * The pieces with every piece that holds no element to place (only headings or table headers
   * that introduce what follows) joined to the piece after it, or to the last piece at the end.
   */
  private List<int[]> joinContext(List<int[]> pieces) {
    List<int[]> out = new ArrayList<>(pieces.size());
    int[] pending = new int[0];
    for (int[] piece : pieces) {
      int[] joined = concat(pending, piece);
      if (hasContent(piece)) {
        out.add(joined);
        pending = new int[0];
      } else {
        pending = joined;
      }
    }
    if (pending.length > 0) {
      if (out.isEmpty()) {
        out.add(pending);
      } else {
        out.add(concat(out.remove(out.size() - 1), pending));
      }
    }
    return out;
  }

  private boolean hasContent(int[] piece) {
    for (int at : piece) {
      if (doc.mustBePlaced(at)) {
        return true;
      }
    }
    return false;
  }

  private static int[] concat(int[] a, int[] b) {
    int[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  private List<int[]> merge(List<int[]> atoms) {
    List<int[]> out = new ArrayList<>();
    ChunkLayout.Measure current = null;
    for (int[] atom : atoms) {
      if (current != null) {
        ChunkLayout.Measure grown = current.with(atom);
        if (fits(grown)) {
          current = grown;
          continue;
        }
        out.add(current.members());
      }
      current = measure(atom);
    }
    if (current != null) {
      out.add(current.members());
    }
    return out;
  }

  private ChunkLayout.Measure measure(int[] run) {
    ChunkLayout.Measure m = layout.measure();
    for (int at : run) {
      m.add(at);
    }
    return m;
  }
}
