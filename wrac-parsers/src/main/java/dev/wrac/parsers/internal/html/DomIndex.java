package dev.wrac.parsers.internal.html;

import java.util.Arrays;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * The elements of a page or subtree in document order (pre-order index), with their parents,
 * subtree extents, text statistics and what they contain, built in one pass without recursion.
 * Hidden elements (see {@link Tags#isHidden}) are indexed but their content is not: every walk
 * skips them. Element {@code i}'s subtree is {@code [i, end(i))}. One index can be rebuilt for
 * subtree after subtree ({@link #rebuild}), reusing its arrays.
 */
final class DomIndex {
  /** {@link #contains} flag: a heading ({@code h1}–{@code h6} or ARIA) below the element. */
  static final int HEADING = 1;
  /** {@link #contains} flag: a table below the element. */
  static final int TABLE = 2;

  /** Callbacks of {@link #walk}. */
  interface Visitor {
    /** Entering visible element {@code i}; return false to skip its content. */
    boolean enter(int i, Element e);

    /** A text node in the walked subtree. */
    void text(TextNode t);

    /** Leaving element {@code i} (only called for entered elements). */
    void exit(int i, Element e);
  }

  private int size;
  private Element[] elements = new Element[256];
  private String[] tags = new String[256];
  private int[] parent = new int[256];
  private int[] end = new int[256];
  private int[] chars = new int[256];
  private int[] linkChars = new int[256];
  private int[] ownChars = new int[256];
  private int[] ownLinkChars = new int[256];
  private int[] punctuation = new int[256];
  private boolean[] hidden = new boolean[256];
  private byte[] contains = new byte[256];

  private DomIndex() {}

  /** Indexes the subtree of {@code root}. */
  static DomIndex of(Element root) {
    return new DomIndex().rebuild(root);
  }

  /** An index of nothing yet, to {@link #rebuild}. */
  static DomIndex empty() {
    return new DomIndex();
  }

  /** Forgets what was indexed and indexes the subtree of {@code root}; returns this index. */
  DomIndex rebuild(Element root) {
    Arrays.fill(elements, 0, size, null);
    size = 0;
    build(root);
    return this;
  }

  int size() {
    return size;
  }

  Element element(int i) {
    return elements[i];
  }

  String tag(int i) {
    return tags[i];
  }

  /** The parent's index, or -1 for the root. */
  int parent(int i) {
    return parent[i];
  }

  /** One past the last index of {@code i}'s subtree. */
  int end(int i) {
    return end[i];
  }

  boolean hidden(int i) {
    return hidden[i];
  }

  /** Visible non-whitespace characters in the subtree. */
  int chars(int i) {
    return chars[i];
  }

  /** Of {@link #chars}, those inside links. */
  int linkChars(int i) {
    return linkChars[i];
  }

  /** Characters of the text whose nearest block-level ancestor is {@code i}. */
  int ownChars(int i) {
    return ownChars[i];
  }

  /** Of {@link #ownChars}, those inside links. */
  int ownLinkChars(int i) {
    return ownLinkChars[i];
  }

  /** Commas and sentence ends in the element's own text. */
  int punctuation(int i) {
    return punctuation[i];
  }

  /**
   * What the visible subtree below {@code i} holds: {@link #HEADING} and {@link #TABLE} flags
   * (a table's own flags say whether it has a nested table).
   */
  int contains(int i) {
    return contains[i];
  }

  /** Share of the subtree's characters inside links, 0 for an empty subtree. */
  double linkDensity(int i) {
    return chars[i] == 0 ? 0 : (double) linkChars[i] / chars[i];
  }

  /** Whether {@code i} is {@code ancestor} or lies in its subtree. */
  boolean within(int i, int ancestor) {
    return i >= ancestor && i < end[ancestor];
  }

  private void build(Element root) {
    traverse(root, new Indexing());
  }

  /** What {@link #build} does at each step: index, count, then aggregate on the way up. */
  private final class Indexing implements Steps {
    private int[] blockStack = new int[64];
    private int blocks;
    private int links;

    @Override
    public int enter(Element e, int parentIndex) {
      int i = add(e, parentIndex);
      if (hidden[i]) {
        close(i, e);    // indexed, its content not
        return -1;
      }
      if (Tags.isBlock(tags[i]) || blocks == 0) {
        if (blocks == blockStack.length) {
          blockStack = Arrays.copyOf(blockStack, blocks * 2);
        }
        blockStack[blocks++] = i;
      }
      if (tags[i].equals("a")) {
        links++;
      }
      return i;
    }

    @Override
    public void text(TextNode t, int owner) {
      countText(t.getWholeText(), owner, blockStack[blocks - 1], links > 0);
    }

    @Override
    public void close(int i, Element e) {
      if (!hidden[i]) {
        if (blocks > 0 && blockStack[blocks - 1] == i) {
          blocks--;
        }
        if (tags[i].equals("a")) {
          links--;
        }
      }
      end[i] = size;
      aggregate(i);
    }
  }

  /** Adds a text node's visible characters and punctuation to its owner and its block. */
  private void countText(String s, int owner, int block, boolean inLink) {
    int n = 0;
    int p = 0;
    for (int k = 0, len = s.length(); k < len; k++) {
      char c = s.charAt(k);
      if (!TextBuffer.isSpace(c)) {
        n++;
        if (c == ',' || c == '.' || c == '!' || c == '?' || c == ';' || c == '\u3002'
            || c == '\uff0c') {
          p++;
        }
      }
    }
    chars[owner] += n;
    ownChars[block] += n;
    punctuation[block] += p;
    if (inLink) {
      linkChars[owner] += n;
      ownLinkChars[block] += n;
    }
  }

  private void aggregate(int i) {
    int p = parent[i];
    if (p >= 0) {
      chars[p] += chars[i];
      linkChars[p] += tags[i].equals("a") ? chars[i] : linkChars[i];
      if (!hidden[i]) {
        int own = contains[i];
        if (Tags.headingLevel(elements[i], tags[i]) > 0) {
          own |= HEADING;
        }
        if (tags[i].equals("table")) {
          own |= TABLE;
        }
        contains[p] |= (byte) own;
      }
    }
  }

  private int add(Element e, int parentIndex) {
    if (size == elements.length) {
      int n = size * 2;
      elements = Arrays.copyOf(elements, n);
      tags = Arrays.copyOf(tags, n);
      parent = Arrays.copyOf(parent, n);
      end = Arrays.copyOf(end, n);
      chars = Arrays.copyOf(chars, n);
      linkChars = Arrays.copyOf(linkChars, n);
      ownChars = Arrays.copyOf(ownChars, n);
      ownLinkChars = Arrays.copyOf(ownLinkChars, n);
      punctuation = Arrays.copyOf(punctuation, n);
      hidden = Arrays.copyOf(hidden, n);
      contains = Arrays.copyOf(contains, n);
    }
    int i = size++;
    String tag = Tags.name(e);
    elements[i] = e;
    tags[i] = tag;
    parent[i] = parentIndex;
    hidden[i] = Tags.isHidden(e, tag);
    chars[i] = 0;
    linkChars[i] = 0;
    ownChars[i] = 0;
    ownLinkChars[i] = 0;
    punctuation[i] = 0;
    contains[i] = 0;
    return i;
  }

  /**
   * Walks the subtree of element {@code start} in document order without recursion, skipping
   * hidden elements and the content of elements the visitor declines.
   */
  void walk(int start, Visitor visitor) {
    traverse(elements[start], new Steps() {
      private int counter = start;

      @Override
      public int enter(Element e, int parentIndex) {
        int i = counter++;
        if (hidden[i]) {
          return -1;
        }
        if (!visitor.enter(i, e)) {
          counter = end[i];
          return -1;
        }
        return i;
      }

      @Override
      public void text(TextNode t, int owner) {
        visitor.text(t);
      }

      @Override
      public void close(int i, Element e) {
        visitor.exit(i, e);
      }
    });
  }

  /** The steps of {@link #traverse}. */
  private interface Steps {
    /**
     * Meets element {@code e}, child of the open element {@code parentIndex} (-1 for the root):
     * returns its index to open it (its content is traversed, then it is closed), or -1 when
     * its content is to be skipped (and it is not closed).
     */
    int enter(Element e, int parentIndex);

    /** Meets a text node inside the open element {@code owner}. */
    void text(TextNode t, int owner);

    /** Leaves the opened element {@code i}. */
    void close(int i, Element e);
  }

  /**
   * The one traversal of a subtree, in document order and without recursion (pages nest deeper
   * than a thread's stack): {@link #build} and {@link #walk} differ only in their steps.
   */
  private static void traverse(Element root, Steps steps) {
    int[] stack = new int[64];
    int depth = 0;
    Node node = root;
    while (true) {
      if (node instanceof Element e) {
        int i = steps.enter(e, depth == 0 ? -1 : stack[depth - 1]);
        if (i >= 0) {
          if (e.childNodeSize() > 0) {
            if (depth == stack.length) {
              stack = Arrays.copyOf(stack, depth * 2);
            }
            stack[depth++] = i;
            node = e.childNode(0);
            continue;
          }
          steps.close(i, e);
        }
      } else if (node instanceof TextNode t && depth > 0) {
        steps.text(t, stack[depth - 1]);
      }
      // move on: next sibling, or up, closing the elements we leave
      while (true) {
        if (node == root) {
          return;
        }
        Node next = node.nextSibling();
        if (next != null) {
          node = next;
          break;
        }
        node = node.parent();
        steps.close(stack[--depth], (Element) node);
        if (node == root) {
          return;
        }
      }
    }
  }
}
