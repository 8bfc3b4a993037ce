package dev.wrac.parsers.internal.html;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.Range;
import org.jsoup.nodes.TextNode;
import org.jsoup.parser.Parser;
import org.jsoup.parser.StreamParser;

/**
 * The blocks of a page too large to hold as one DOM. jsoup's {@link StreamParser} builds the
 * tree as it reads and the walk follows close behind: every text node and every complete
 * subtree it reaches goes to the {@link BlockWalker} and is dropped from the tree; open
 * elements are entered, and left once jsoup has closed them. An element is complete when
 * neither it nor anything in it is on jsoup's stack of open elements ({@link OpenElements}),
 * so the walk never drops what jsoup may still add to. The live tree holds little more than
 * the open elements; the blocks go out as they are found (filtered as they come for the main
 * content), so memory is the page's text and at most about {@value #WINDOW_CHARS} characters'
 * worth of DOM. Everything is iterative.
 *
 * <p>The walk waits at an open element whose treatment depends on what it holds: a list item,
 * quote or table (holding headings or tables makes it a container), a hidden element (jsoup
 * may still move content out of it), and, for the main content, an element whose tag, role,
 * class or id says boilerplate, and a figure caption. Once such an element is complete it is
 * walked whole, as the DOM path walks it; if it is still open {@value #WINDOW_CHARS}
 * characters after its start, it is decided on what it holds so far and entered (a
 * boilerplate-named element that large is taken for a page wrapper and kept, a hidden one is
 * dropped as it arrives).
 *
 * <p>Main content without a whole-page score: what {@link MainContent#markFurniture} leaves
 * out inside the main content (boilerplate by {@link Hints}, here only when smaller than the
 * window; figure captions; block containers that are mostly links) is left out of the whole
 * page, then {@link BlockFilter} drops link lists, repeats, widget labels, datelines and the
 * headline that repeats the title, in the same single pass as the walk. If nothing is left by
 * the end of the page, the page is read again keeping all visible text (nothing has gone out
 * then, so nothing has to be taken back).
 *
 * <p>jsoup rearranges only open elements (reopened formatting, the adoption agency) and
 * inserts only before open tables (foster parenting), where the walk has not been yet or
 * waits: for all visible text, streamed pages give the DOM path's elements, spans included
 * (tested on generated pages and random tag soup).
 */
final class StreamedPage {
  /** The most characters of the page the walk waits behind an open element. */
  static final int WINDOW_CHARS = 1 << 18;
  /** Elements the parser reports complete between two steps of the walk. */
  private static final int REPORTS_PER_STEP = 64;

  /** How an entered open element's children are handled. */
  private enum Mode {
    /** The document and {@code html}: structure only, text ignored, head kept aside. */
    FRAME,
    /** Walked: entered in the block walker, its content goes to it. */
    CONTENT,
    /** Hidden: its content is dropped as it arrives. */
    MUTED
  }

  /** An open element the walk is in. */
  private static final class Open {
    final Element element;
    final String tag;
    final Mode mode;
    /** Children before this index are walked (only within one {@link #advance}). */
    int next;

    Open(Element element, String tag, Mode mode) {
      this.element = element;
      this.tag = tag;
      this.mode = mode;
    }
  }

  /** Where the kept blocks of a streamed page go, as they are read. */
  interface Output {
    /**
     * The page's head, before its first block: the body has begun, so jsoup adds nothing more
     * to the head (a late {@code <html lang>} may still add to the root element).
     */
    void start(PageHead head);

    /** The next kept block; the rest as {@link BlockWalker.Sink#block} says. */
    void block(Block block, boolean boundary, IntPredicate open);

    /**
     * The main content kept nothing, so the page is about to be read again for all visible
     * text; no block has been handed out.
     */
    void fallBack();

    /**
     * The parse has reached character {@code position} of the page: called every few dozen
     * elements, whether or not they are kept (the time budget is checked here).
     */
    default void step(int position) {}
  }

  private final String html;
  private final boolean mainContent;
  private final Output output;
  private final BlockWalker walker;
  private final DomIndex index = DomIndex.empty();
  private final List<Open> path = new ArrayList<>();
  private final List<Open> walked = new ArrayList<>();
  /** What open elements the walk could not wait for held when it entered the first of them. */
  private final Map<Element, Integer> decided = new IdentityHashMap<>();
  private int purgeDecidedAbove = 1024;
  private OpenElements open;
  private boolean[] skip = new boolean[256];
  private int position;
  private Element head;
  private Element root;
  /** Filters the blocks of the main content once the head is known; null for all visible. */
  private BlockFilter filter;
  private boolean started;
  private long kept;

  private StreamedPage(String html, boolean mainContent, boolean sentences, Output output) {
    this.html = html;
    this.mainContent = mainContent;
    this.output = output;
    this.walker = new BlockWalker(sentences, this::found);
  }

  /**
   * Whether pages can be read as a stream here: the walk reads jsoup's stack of open elements
   * (see {@link TreeBuilderState}).
   */
  static boolean isAvailable() {
    return TreeBuilderState.isAvailable();
  }

  /**
   * Reads a page as a stream, handing the kept blocks to {@code output} as they are found. If
   * the main content keeps nothing, the page is read again keeping all visible text: nothing
   * has been handed to {@code output} then but {@link Output#start}.
   *
   * @param mainContent keep the main content as the class comment says, else all visible text
   * @param sentences   table rows as "Header: value; …" sentences
   * @return the page's head as it is at the end of the page
   * @throws IllegalStateException if not {@link #isAvailable}
   */
  static PageHead read(String html, boolean mainContent, boolean sentences, Output output) {
    StreamedPage page = new StreamedPage(html, mainContent, sentences, output);
    PageHead head = page.run();
    if (mainContent && page.kept == 0) {
      output.fallBack();
      return read(html, false, sentences, output);
    }
    return head;
  }

  private void found(Block b, boolean boundary, IntPredicate openGroup) {
    if (!started) {
      started = true;
      PageHead start = PageHead.of(head, root);
      filter = mainContent ? new BlockFilter(start.title()) : null;
      output.start(start);
    }
    if (filter == null || filter.keep(b)) {
      kept++;
      output.block(b, boundary, openGroup);
    }
  }

  private PageHead run() {
    Parser settings = JsoupParser.create();
    try (StreamParser parser = new StreamParser(settings)) {
      parser.parse(TableNestingGuard.reader(html), "");
      TreeBuilderState state = TreeBuilderState.of(settings);
      open = new OpenElements(state.openElements());
      FormattingListTrim trim = new FormattingListTrim(state.formattingElements());
      path.add(new Open(parser.document(), "#root", Mode.FRAME));
      Iterator<Element> complete = parser.iterator();
      int reports = 0;
      while (complete.hasNext()) {
        Range end = complete.next().endSourceRange();
        if (end.isTracked()) {
          position = Math.max(position, end.endPos());
        }
        if (++reports == REPORTS_PER_STEP) {
          reports = 0;
          output.step(position);
          advance(false);
          trim.apply();
        }
      }
      advance(true);
    }
    walker.finish();
    return PageHead.of(head, root);
  }

  /**
   * Walks as far as the parse allows; at the end of input everything is complete. Walked
   * children are dropped from the tree before the parser goes on, so between steps every node
   * in the tree but the open elements the walk is in is still to be walked.
   */
  private void advance(boolean eof) {
    if (!eof) {
      open.refresh();
    }
    while (!path.isEmpty()) {
      Open top = path.get(path.size() - 1);
      Element e = top.element;
      if (top.next < e.childNodeSize()) {
        if (!take(top, e.childNode(top.next), eof)) {
          break;
        }
      } else if (eof || !open.contains(e)) {
        leave(top);
      } else {
        break;
      }
    }
    for (Open o : walked) {
      dropWalked(o);
    }
    walked.clear();
  }

  /** Walks, enters or waits for child {@code node} of {@code top}; false to wait. */
  private boolean take(Open top, Node node, boolean eof) {
    if (!(node instanceof Element e)) {
      if (node instanceof TextNode t && top.mode == Mode.CONTENT) {
        walker.text(t);
      }
      walkedChild(top);
      return true;
    }
    String tag = Tags.name(e);
    boolean complete = eof || !open.contains(e);
    if (top.mode == Mode.FRAME && (tag.equals("head") || tag.equals("html"))) {
      if (tag.equals("head")) {
        head = e; // kept aside for the title; jsoup may still add to it
        walkedChild(top);
      } else {
        root = e;
        path.add(new Open(e, tag, Mode.FRAME));
      }
      return true;
    }
    if (top.mode == Mode.MUTED) {
      if (complete) {
        walkedChild(top);
      } else {
        path.add(new Open(e, tag, Mode.MUTED));
      }
      return true;
    }
    boolean hidden = Tags.isHidden(e, tag);
    if (complete) {
      if (!hidden) {
        walkComplete(e);
      }
      walkedChild(top);
      return true;
    }
    int contains = 0;
    if (hidden || dependsOnContent(e, tag)) {
      Integer known = hidden ? null : decided.get(e);
      if (known == null && e.sourceRange().isTracked()
          && position - e.sourceRange().startPos() <= WINDOW_CHARS) {
        return false; // wait for it to be complete
      }
      if (hidden) {
        path.add(new Open(e, tag, Mode.MUTED));
        return true;
      }
      contains = known != null ? known : decideOpen(e);
    }
    path.add(new Open(e, tag, walker.enter(e, tag, contains) ? Mode.CONTENT : Mode.MUTED));
    return true;
  }

  /**
   * Whether an open element is treated by what it holds: list items, quotes and tables; with
   * main content also boilerplate-named elements and figure captions.
   */
  private boolean dependsOnContent(Element e, String tag) {
    return tag.equals("li") || tag.equals("blockquote") || tag.equals("table")
        || (mainContent && (tag.equals("figcaption") || Hints.of(e, tag) == Hints.BOILERPLATE));
  }

  /**
   * What an open element that outgrew the window holds so far; the same is remembered for the
   * open elements inside it, so they are not indexed again.
   */
  private int decideOpen(Element e) {
    index.rebuild(e);
    for (int i = 1; i < index.size(); i++) {
      if (open.contains(index.element(i))) {
        decided.put(index.element(i), index.contains(i));
      }
    }
    if (decided.size() > purgeDecidedAbove) {
      decided.keySet().removeIf(k -> !open.contains(k));
      purgeDecidedAbove = Math.max(1024, 2 * decided.size());
    }
    return index.contains(0);
  }

  /** Walks a complete subtree whole, as the DOM path would. */
  private void walkComplete(Element e) {
    index.rebuild(e);
    boolean[] leaveOut = null;
    if (mainContent) {
      int n = index.size();
      if (skip.length < n) {
        skip = new boolean[Math.max(n, skip.length * 2)];
      }
      Arrays.fill(skip, 0, n, false);
      MainContent.markFurniture(index, 0, n, this::isBoilerplate, false, skip);
      leaveOut = skip;
    }
    walker.walk(index, 0, leaveOut);
  }

  /** Boilerplate by its names, unless larger than the window (a page wrapper). */
  private boolean isBoilerplate(int i) {
    Element e = index.element(i);
    if (Hints.of(e, index.tag(i)) != Hints.BOILERPLATE) {
      return false;
    }
    Range start = e.sourceRange();
    Range end = e.endSourceRange();
    return !start.isTracked() || !end.isTracked()
        || end.endPos() - start.startPos() <= WINDOW_CHARS;
  }

  private void leave(Open top) {
    path.remove(path.size() - 1);
    if (top.mode == Mode.CONTENT) {
      walker.exit(top.element, top.tag);
    }
    decided.remove(top.element);
    dropWalked(top);
    top.element.remove(); // its parent's walked children end before it
  }

  private void walkedChild(Open o) {
    if (o.next++ == 0) {
      walked.add(o);
    }
  }

  /** Drops the walked children of an element from the tree, in one go. */
  private static void dropWalked(Open o) {
    Element e = o.element;
    int n = e.childNodeSize();
    if (o.next >= n) {
      e.empty();
    } else if (o.next > 0) {
      List<Node> rest = new ArrayList<>(e.childNodes().subList(o.next, n));
      e.empty();
      e.appendChildren(rest);
    }
    o.next = 0;
  }
}
