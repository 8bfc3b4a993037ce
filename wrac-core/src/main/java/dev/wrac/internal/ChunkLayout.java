package dev.wrac.internal;

import dev.wrac.context.AssemblyOptions;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import java.util.Arrays;
import java.util.List;

/**
 * The one definition of what a chunk contains besides its own elements (heading context,
 * repeated intros) and of its token size. Used by the assembler to build chunks and by the
 * planners to estimate them, so estimates and results agree.
 *
 * <p>Size of a chunk = the tokens of every rendered element (own and context) plus one token
 * per separator between them, counted both on the verbatim text and on the content.
 */
public final class ChunkLayout {
  private final ParsedDocument doc;
  private final AssemblyOptions options;
  private final int[][] contexts;

  public ChunkLayout(ParsedDocument doc, AssemblyOptions options) {
    this.doc = doc;
    this.options = options;
    this.contexts = new int[doc.size()][];
  }

  public ParsedDocument document() {
    return doc;
  }

  /** The positions of the context elements that element {@code i} brings, in any order. */
  public int[] contextOf(int i) {
    int[] context = contexts[i];
    if (context == null) {
      context = computeContext(i);
      contexts[i] = context;
    }
    return context;
  }

  private int[] computeContext(int i) {
    Element e = doc.elements().get(i);
    List<ElementId> path = e.headingPath();
    int levels = options.headingLevels();
    int[] out = new int[Math.min(path.size(), levels) * 2 + 1 + levels];
    int n = 0;
    n = addHeadings(path, levels, out, n);
    if (options.repeatIntros() && e.intro() != null) {
      int intro = doc.indexOf(e.intro());
      out[n++] = intro;
      n = addHeadings(doc.elements().get(intro).headingPath(), levels, out, n);
    }
    return Arrays.copyOf(out, n);
  }

  private int addHeadings(List<ElementId> path, int levels, int[] out, int n) {
    int size = path.size();
    if (levels == 0 || size == 0) {
      return n;
    }
    if (size <= levels) {
      for (ElementId h : path) {
        out[n++] = doc.indexOf(h);
      }
    } else if (levels == 1) {
      out[n++] = doc.indexOf(path.get(size - 1));
    } else {
      out[n++] = doc.indexOf(path.get(0));
      for (int k = size - (levels - 1); k < size; k++) {
        out[n++] = doc.indexOf(path.get(k));
      }
    }
    return n;
  }

  /** A chunk under construction: add members, read its size. */
  public Measure measure() {
    return new Measure();
  }

  /**
   * Incrementally measures a chunk as members are added, in any order, in two ways: its
   * verbatim {@link #tokens()} (what {@code Chunk.text} holds) and its {@link #contentTokens()}
   * (what {@code Chunk.embedText} holds: element contents, headings by title). Planners aim at
   * their targets in content tokens, so a document sizes the same in every format, and keep
   * {@link #size()}, the larger of the two, within the maximum, so every text a chunk hands
   * out fits.
   */
  public final class Measure {
    private SortedIntSet members = new SortedIntSet();
    private SortedIntSet rendered = new SortedIntSet();
    private int tokens;
    private int content;
    private int count;

    private Measure() {}

    /** The chunk's {@link #size()} if member {@code i} were added. */
    public int sizeWith(int i) {
      return Math.max(with(i, false), with(i, true));
    }

    /** The chunk's {@link #contentTokens()} if member {@code i} were added. */
    public int contentWith(int i) {
      return with(i, true);
    }

    private int with(int i, boolean ofContent) {
      if (members.contains(i)) {
        return ofContent ? contentTokens() : tokens();
      }
      int extra = 0;
      int extraCount = 0;
      if (!rendered.contains(i)) {
        extra += tokensOf(i, ofContent);
        extraCount++;
      }
      int[] context = contextOf(i);
      for (int k = 0; k < context.length; k++) {
        int c = context[k];
        if (!rendered.contains(c) && c != i && !seenBefore(context, k)) {
          extra += tokensOf(c, ofContent);
          extraCount++;
        }
      }
      return size((ofContent ? content : tokens) + extra, count + extraCount);
    }

    private int tokensOf(int i, boolean ofContent) {
      Element e = doc.elements().get(i);
      return ofContent ? e.contentTokens() : e.tokens();
    }

    /** A copy with the elements at {@code positions} added (this one is unchanged). */
    public Measure with(int[] positions) {
      Measure copy = copy();
      for (int at : positions) {
        copy.add(at);
      }
      return copy;
    }

    /** A copy with all of {@code others}'s members added (this one is unchanged). */
    public Measure with(Measure others) {
      return copy().addAll(others);
    }

    /** Adds member {@code i}. */
    public Measure add(int i) {
      if (!members.add(i)) {
        return this;
      }
      // contexts lie before the element: render them first, so positions mostly arrive in order
      for (int c : contextOf(i)) {
        render(c);
      }
      render(i);
      return this;
    }

    /** Adds every member of {@code other}. */
    public Measure addAll(Measure other) {
      for (int k = 0; k < other.members.size(); k++) {
        add(other.members.get(k));
      }
      return this;
    }

    private void render(int i) {
      if (rendered.add(i)) {
        Element e = doc.elements().get(i);
        tokens += e.tokens();
        content += e.contentTokens();
        count++;
      }
    }

    /** Size of the verbatim text in tokens (0 when empty). */
    public int tokens() {
      return size(tokens, count);
    }

    /** Size of the content (the chunk's embed text) in tokens (0 when empty). */
    public int contentTokens() {
      return size(content, count);
    }

    /** The larger of {@link #tokens()} and {@link #contentTokens()}: what a maximum limits. */
    public int size() {
      return Math.max(tokens(), contentTokens());
    }

    public boolean isEmpty() {
      return members.isEmpty();
    }

    /** Every element the chunk shows (members and context), in document order. */
    public int[] rendered() {
      return rendered.toArray();
    }

    /** The members in document order. */
    public int[] members() {
      return members.toArray();
    }

    public Measure copy() {
      Measure m = new Measure();
      m.members = members.copy();
      m.rendered = rendered.copy();
      m.tokens = tokens;
      m.content = content;
      m.count = count;
      return m;
    }

    private static int size(int tokens, int count) {
      return count == 0 ? 0 : tokens + count - 1;
    }

    private static boolean seenBefore(int[] a, int k) {
      for (int j = 0; j < k; j++) {
        if (a[j] == a[k]) {
          return true;
        }
      }
      return false;
    }
  }
}
