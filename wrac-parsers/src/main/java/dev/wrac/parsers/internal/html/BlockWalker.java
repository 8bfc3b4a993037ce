package dev.wrac.parsers.internal.html;

import dev.wrac.model.ElementKind;
import dev.wrac.parse.RowContent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.IntPredicate;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Range;
import org.jsoup.nodes.TextNode;

/**
 * Turns the visible content of DOM subtrees into {@link Block}s in document order: headings,
 * paragraphs (also text between {@code <br><br>} and loose text in containers), list items
 * (own text without nested lists, with depth, group and number), preformatted code, quotes,
 * captions, definitions (term and description), and data tables as a header plus one block
 * per row. Every visible text node of a walked subtree ends up in exactly one block.
 *
 * <p>The walker is fed elements as they are entered and left and text as it comes, either by
 * {@link #walk} over an indexed subtree or by a caller that walks a page as it is parsed; it
 * needs to know, on entering an element, only what the element contains
 * ({@link DomIndex#contains} flags), which decides whether a list item, quote or table is a
 * container.
 */
final class BlockWalker {
  private enum Kind { HEADING, ITEM, CODE, QUOTE, CAPTION, DEF, CELL, ROW, TABLE }

  /** An open element that decides what the text inside it becomes. */
  private static final class Frame {
    final Kind kind;
    final Element element;
    int level;
    int group;
    int ordinal;
    boolean hasDescription;
    // tables
    int headRows;
    boolean inHead;
    boolean allHeaderCells = true;
    List<String> cells;
    List<String> headerCells;
    List<String> headerLines;
    int headerStart = -1;
    int headerEnd = -1;
    boolean bodySeen;

    Frame(Kind kind, Element element) {
      this.kind = kind;
      this.element = element;
    }
  }

  /** An open list: its group and the depth and numbering of its items. */
  private record ListContext(Element element, int group, int depth, boolean ordered,
      int[] next) {}

  /** Where the blocks go, as they are found. */
  interface Sink {
    /**
     * The next block; {@code boundary} when it is outside every list and table and no list
     * or table is open (every list or table before it is complete), so a document may be cut
     * before it without parting a list or table from its items or its lead-in. A list or
     * table ({@link Block#group}) other than this block's for which {@code open} is false at
     * this call is complete: no later block is in it.
     */
    void block(Block block, boolean boundary, IntPredicate open);
  }

  private final boolean sentences;
  private final List<Block> blocks;
  private final Sink sink;
  private final TextBuffer buffer = new TextBuffer();
  private final Deque<Frame> frames = new ArrayDeque<>();
  private final Deque<ListContext> lists = new ArrayDeque<>();
  private int bufferStart = -1;
  private int bufferEnd = -1;
  private int bufferLinkChars;
  private Element openedBy;
  private int bold;
  private int links;
  private int pre;
  private int groups;

  /**
   * A walker collecting its blocks ({@link #blocks}).
   *
   * @param sentences whether table rows read "Header: value; …" instead of "value | …"
   */
  BlockWalker(boolean sentences) {
    this.sentences = sentences;
    this.blocks = new ArrayList<>();
    this.sink = (b, boundary, open) -> blocks.add(b);
  }

  /** A walker handing each block to {@code sink} as it is found, keeping none. */
  BlockWalker(boolean sentences, Sink sink) {
    this.sentences = sentences;
    this.blocks = List.of();
    this.sink = sink;
  }

  /**
   * Walks the subtree of element {@code root} of {@code dom}, leaving out the elements marked
   * in {@code skip} ({@code null} for none). Open blocks stay open: call {@link #finish} after
   * the last subtree of a run.
   */
  void walk(DomIndex dom, int root, boolean[] skip) {
    dom.walk(root, new DomIndex.Visitor() {
      @Override
      public boolean enter(int i, Element e) {
        return (skip == null || !skip[i]) && BlockWalker.this.enter(e, dom.tag(i),
            dom.contains(i));
      }

      @Override
      public void text(TextNode t) {
        BlockWalker.this.text(t);
      }

      @Override
      public void exit(int i, Element e) {
        BlockWalker.this.exit(e, dom.tag(i));
      }
    });
  }

  /** Ends a run of walked subtrees: emits the open block and forgets open lists and frames. */
  void finish() {
    flush(null);
    frames.clear();
    lists.clear();
    bold = 0;
    links = 0;
    pre = 0;
  }

  /** The blocks found so far (empty for a walker with a sink of its own). */
  List<Block> blocks() {
    return blocks;
  }

  private boolean insideLeaf() {
    Frame top = frames.peek();
    if (top == null) {
      return false;
    }
    return switch (top.kind) {
      case HEADING, ITEM, CODE, QUOTE, CAPTION, DEF, CELL -> true;
      default -> false;
    };
  }

  private boolean inTextFrame() {
    Frame top = frames.peek();
    return top != null && (top.kind != Kind.ITEM && insideLeaf());
  }

  /**
   * Entering visible element {@code e} with lower-case {@code tag}, whose subtree holds what
   * the {@link DomIndex#contains} flags {@code contains} say; false if its content is not
   * walked (then {@link #exit} is not called).
   */
  boolean enter(Element e, String tag, int contains) {
    if (tag.equals("br") || tag.equals("hr") || tag.equals("wbr")) {
      enterBreak(tag);
      return false;
    }
    int level = Tags.headingLevel(e, tag);
    if (level > 0) {
      enterHeading(e, level);
    } else if (!enterStructure(e, tag, contains)) {
      enterGeneric(e, tag);
    }
    return true;
  }

  /** {@code br}, {@code hr}, {@code wbr}: breaks, never walked into. */
  private void enterBreak(String tag) {
    if (tag.equals("br")) {
      if (pre > 0) {
        buffer.rawLineBreak();
      } else if (buffer.endsWithBreak() && !insideLeaf()) {
        flush(null);
      } else {
        buffer.lineBreak();
      }
    } else if (tag.equals("hr") && !insideLeaf()) {
      flush(null);
    }
  }

  private void enterHeading(Element e, int level) {
    if (insideLeaf()) {
      buffer.lineBreak();
    } else {
      open(e, new Frame(Kind.HEADING, e)).level = level;
    }
  }

  /** Lists, code, quotes, captions, tables and definitions; false if {@code tag} is none. */
  private boolean enterStructure(Element e, String tag, int contains) {
    Frame top = frames.peek();
    return switch (tag) {
      case "ul", "ol", "menu", "dir" -> enterList(e, tag, top);
      case "li" -> enterItem(e, contains);
      case "pre", "listing", "xmp", "plaintext" -> enterCode(e, top);
      case "blockquote" -> enterQuote(e, contains);
      case "figcaption" -> enterFigureCaption(e);
      case "table" -> enterTable(e, contains);
      case "caption", "thead", "tr", "td", "th" -> enterTablePart(e, tag, top);
      case "dt", "dd" -> enterDefinition(e, tag, top);
      default -> false;
    };
  }

  private boolean enterList(Element e, String tag, Frame top) {
    boolean ordered = tag.equals("ol");
    int[] next = {ordered ? startNumber(e) : 0};
    if (top != null && top.kind == Kind.ITEM) {
      flush(null);
      lists.push(new ListContext(e, top.group, top.level + 1, ordered, next));
    } else if (inTextFrame()) {
      buffer.lineBreak(); // a list inside a quote, caption or cell stays part of its text
    } else {
      flush(null);
      ListContext outer = lists.peek();
      lists.push(outer == null
          ? new ListContext(e, ++groups, 1, ordered, next)
          : new ListContext(e, outer.group(), outer.depth() + 1, ordered, next));
    }
    return true;
  }

  private boolean enterItem(Element e, int contains) {
    if (inTextFrame()) {
      buffer.lineBreak();
      return true;
    }
    if ((contains & (DomIndex.HEADING | DomIndex.TABLE)) != 0) {
      flush(null); // a list item holding headings or tables is a container, not an item
      return true;
    }
    ListContext list = lists.peek();
    Frame item = open(e, new Frame(Kind.ITEM, e));
    if (list == null) {
      item.group = ++groups;
      item.level = 1;
    } else {
      item.group = list.group();
      item.level = list.depth();
      if (list.ordered()) {
        int value = intAttr(e, "value", -1);
        if (value >= 0) {
          list.next()[0] = value;
        }
        item.ordinal = Math.max(1, list.next()[0]);
        list.next()[0] = item.ordinal + 1;
      }
    }
    return true;
  }

  private boolean enterCode(Element e, Frame top) {
    if (insideLeaf() && top.kind != Kind.ITEM) {
      buffer.lineBreak();
    } else {
      open(e, new Frame(Kind.CODE, e));
    }
    pre++;
    return true;
  }

  private boolean enterQuote(Element e, int contains) {
    if (insideLeaf()) {
      buffer.lineBreak();
    } else if ((contains & (DomIndex.HEADING | DomIndex.TABLE)) != 0) {
      flush(null);
    } else {
      open(e, new Frame(Kind.QUOTE, e));
    }
    return true;
  }

  private boolean enterFigureCaption(Element e) {
    if (insideLeaf()) {
      buffer.lineBreak();
    } else {
      open(e, new Frame(Kind.CAPTION, e));
    }
    return true;
  }

  private boolean enterTable(Element e, int contains) {
    if (insideLeaf()) {
      buffer.lineBreak();
      return true;
    }
    flush(null);
    if (isDataTable(e, contains)) {
      Frame table = new Frame(Kind.TABLE, e);
      table.group = ++groups;
      table.headerLines = new ArrayList<>();
      table.headerCells = List.of();
      frames.push(table);
    }
    return true;
  }

  /** Caption, head, rows and cells of a data table; false outside one (then generic). */
  private boolean enterTablePart(Element e, String tag, Frame top) {
    switch (tag) {
      case "caption", "thead" -> {
        if (top == null || top.kind != Kind.TABLE) {
          return false;
        }
        if (tag.equals("caption")) {
          open(e, new Frame(Kind.CAPTION, e));
        } else {
          top.inHead = true;
        }
      }
      case "tr" -> {
        if (top == null || top.kind != Kind.TABLE) {
          return false;
        }
        flush(null);
        Frame row = new Frame(Kind.ROW, e);
        row.cells = new ArrayList<>();
        row.inHead = top.inHead;
        frames.push(row);
      }
      default -> { // td, th
        if (top == null || top.kind != Kind.ROW) {
          return false;
        }
        flush(null);
        if (tag.equals("td")) {
          top.allHeaderCells = false;
        }
        frames.push(new Frame(Kind.CELL, e));
      }
    }
    return true;
  }

  private boolean enterDefinition(Element e, String tag, Frame top) {
    if (top != null && top.kind == Kind.DEF) {
      if (tag.equals("dt") && top.hasDescription) {
        flush(top.element);
        top.hasDescription = false;
      } else {
        buffer.lineBreak();
      }
      top.hasDescription |= tag.equals("dd");
      return true;
    }
    if (insideLeaf()) {
      return false;
    }
    Frame def = open(e, new Frame(Kind.DEF, e.parent()));
    def.hasDescription = tag.equals("dd");
    return true;
  }

  /** Any other element: a block boundary, or inline emphasis and links counted. */
  private void enterGeneric(Element e, String tag) {
    if (Tags.isBlock(tag)) {
      if (insideLeaf()) {
        buffer.lineBreak();
      } else {
        flush(null);
        openedBy = e;
      }
    } else {
      if (Tags.isBold(e, tag)) {
        bold++;
      }
      if (tag.equals("a")) {
        links++;
      }
    }
  }

  /** A text node inside the entered elements. */
  void text(TextNode t) {
    String s = t.getWholeText();
    int before = buffer.visibleChars();
    if (pre > 0) {
      buffer.appendRaw(s);
    } else {
      buffer.append(s, bold > 0);
    }
    int added = buffer.visibleChars() - before;
    if (added > 0) {
      Range r = t.sourceRange();
      if (r.isTracked()) {
        if (bufferStart < 0) {
          bufferStart = r.startPos();
        }
        bufferEnd = Math.max(bufferEnd, r.endPos());
      }
      if (links > 0) {
        bufferLinkChars += added;
      }
    }
  }

  /** Leaving entered element {@code e}. */
  void exit(Element e, String tag) {
    Frame top = frames.peek();
    if (top != null && top.element == e && top.kind != Kind.DEF) {
      frames.pop();
      switch (top.kind) {
        case HEADING -> emit(ElementKind.HEADING, top.level, top, e);
        case ITEM -> emit(ElementKind.LIST_ITEM, top.level, top, e);
        case CODE -> {
          pre--;
          emit(ElementKind.CODE, 0, top, e);
        }
        case QUOTE -> emit(ElementKind.QUOTE, 0, top, e);
        case CAPTION -> emit(ElementKind.CAPTION, 0, top, e);
        case CELL -> {
          Frame row = frames.peek();
          row.cells.add(buffer.text().replace('\n', ' '));
          bufferEndRow(row);
          clearBuffer();
        }
        case ROW -> endRow(top, e);
        case TABLE -> endTable(top);
        default -> {
          // no other kind is pushed
        }
      }
      return;
    }
    if (top != null && top.kind == Kind.DEF) {
      if (top.element == e) {
        frames.pop();
        emit(ElementKind.DEFINITION, 0, top, e);
        return;
      }
      if (top.element == e.parent() && (tag.equals("dt") || tag.equals("dd"))) {
        buffer.lineBreak();
        return;
      }
    }
    if (top != null && top.kind == Kind.TABLE && tag.equals("thead")) {
      top.inHead = false;
      return;
    }
    if (tag.equals("pre") || tag.equals("listing") || tag.equals("xmp")
        || tag.equals("plaintext")) {
      pre--;
      buffer.lineBreak();
      return;
    }
    ListContext list = lists.peek();
    if (list != null && list.element() == e) {
      lists.pop();
      return;
    }
    if (Tags.headingLevel(e, tag) > 0 || Tags.isBlock(tag)) {
      if (insideLeaf()) {
        buffer.lineBreak();
      } else {
        flush(openedBy == e ? e : null);
      }
    } else {
      if (Tags.isBold(e, tag)) {
        bold--;
      }
      if (tag.equals("a")) {
        links--;
      }
    }
  }

  private Frame open(Element e, Frame frame) {
    flush(null);
    frames.push(frame);
    openedBy = e;
    return frame;
  }

  /**
   * Emits the buffer as a paragraph (or as the kind of the enclosing leaf frame); a paragraph
   * spans all of {@code closing} if that element opened it.
   */
  private void flush(Element closing) {
    Frame top = frames.peek();
    if (top != null && top.kind == Kind.CELL) {
      return; // cell text is collected by its row
    }
    if (top != null && insideLeaf()) {
      ElementKind kind = switch (top.kind) {
        case HEADING -> ElementKind.HEADING;
        case ITEM -> ElementKind.LIST_ITEM;
        case CODE -> ElementKind.CODE;
        case QUOTE -> ElementKind.QUOTE;
        case CAPTION -> ElementKind.CAPTION;
        case DEF -> ElementKind.DEFINITION;
        default -> ElementKind.PARAGRAPH;
      };
      emit(kind, top.kind == Kind.HEADING || top.kind == Kind.ITEM ? top.level : 0, top, null);
      return;
    }
    emit(ElementKind.PARAGRAPH, 0, null, closing);
  }

  private void emit(ElementKind kind, int level, Frame frame, Element closing) {
    if (buffer.isBlank()) {
      clearBuffer();
      return;
    }
    String text = buffer.text();
    int start = bufferStart;
    int end = bufferEnd;
    if (closing != null && openedBy == closing) {
      Range open = closing.sourceRange();
      Range close = closing.endSourceRange();
      if (open.isTracked()) {
        start = start < 0 ? open.startPos() : Math.min(start, open.startPos());
      }
      if (close.isTracked()) {
        end = Math.max(end, close.endPos());
      }
    }
    if (start < 0) {
      start = 0;
      end = 0;
    }
    int group = 0;
    int ordinal = 0;
    if (frame != null && frame.kind == Kind.ITEM) {
      group = frame.group;
      ordinal = frame.ordinal;
      frame.ordinal = 0; // the text after a nested list continues the same item, unnumbered
    }
    add(new Block(kind, level, text, start, Math.max(start, end), group, ordinal,
        List.of(), List.of(), buffer.allBold(), buffer.visibleChars(), bufferLinkChars));
    clearBuffer();
  }

  private void add(Block b) {
    ElementKind kind = b.kind();
    sink.block(b, frames.isEmpty() && lists.isEmpty() && kind != ElementKind.LIST_ITEM
        && kind != ElementKind.TABLE_ROW && kind != ElementKind.TABLE_HEADER, this::isOpen);
  }

  /** Whether list or table {@code group} is open (may get more blocks). */
  private boolean isOpen(int group) {
    for (ListContext l : lists) {
      if (l.group() == group) {
        return true;
      }
    }
    for (Frame f : frames) {
      if ((f.kind == Kind.ITEM || f.kind == Kind.TABLE) && f.group == group) {
        return true;
      }
    }
    return false;
  }

  private void clearBuffer() {
    buffer.clear();
    bufferStart = -1;
    bufferEnd = -1;
    bufferLinkChars = 0;
    openedBy = null;
  }

  private int rowStart = -1;
  private int rowEnd = -1;
  private int rowChars;
  private int rowLinkChars;

  private void bufferEndRow(Frame row) {
    if (bufferStart >= 0) {
      rowStart = rowStart < 0 ? bufferStart : rowStart;
      rowEnd = Math.max(rowEnd, bufferEnd);
    }
    rowChars += buffer.visibleChars();
    rowLinkChars += bufferLinkChars;
  }

  private void endRow(Frame row, Element e) {
    flush(null);
    Frame table = frames.peek();
    boolean blank = row.cells.stream().allMatch(String::isBlank);
    if (!blank) {
      Range open = e.sourceRange();
      Range close = e.endSourceRange();
      int start = open.isTracked() ? open.startPos() : Math.max(0, rowStart);
      int end = close.isTracked() ? close.endPos() : Math.max(start, rowEnd);
      boolean header = !table.bodySeen && (row.inHead || row.allHeaderCells);
      if (header) {
        table.headerLines.add(RowContent.cells(row.cells));
        table.headerCells = List.copyOf(row.cells);
        table.headerStart = table.headerStart < 0 ? start : table.headerStart;
        table.headerEnd = end;
      } else {
        if (!table.bodySeen) {
          table.bodySeen = true;
          emitHeader(table);
        }
        String text = sentences && !table.headerCells.isEmpty()
            ? RowContent.sentence(table.headerCells, row.cells)
            : RowContent.cells(row.cells);
        add(new Block(ElementKind.TABLE_ROW, 0, text, start, Math.max(start, end),
            table.group, 0, row.cells, table.headerCells, false, rowChars, rowLinkChars));
      }
    }
    rowStart = -1;
    rowEnd = -1;
    rowChars = 0;
    rowLinkChars = 0;
  }

  private void emitHeader(Frame table) {
    if (table.headerLines.isEmpty()) {
      return;
    }
    String text = String.join("\n", table.headerLines);
    int chars = 0;
    for (int k = 0; k < text.length(); k++) {
      chars += TextBuffer.isSpace(text.charAt(k)) ? 0 : 1;
    }
    add(new Block(ElementKind.TABLE_HEADER, 0, text, Math.max(0, table.headerStart),
        Math.max(Math.max(0, table.headerStart), table.headerEnd), table.group, 0,
        table.headerCells, List.of(), false, chars, 0));
  }

  private void endTable(Frame table) {
    flush(null);
    if (!table.bodySeen) {
      emitHeader(table);
    }
  }

  /**
   * A table that holds data rather than layout: not {@code role=presentation}, no nested
   * table, no heading inside.
   */
  private static boolean isDataTable(Element e, int contains) {
    String role = e.attr("role");
    if (role.equalsIgnoreCase("presentation") || role.equalsIgnoreCase("none")) {
      return false;
    }
    return (contains & (DomIndex.TABLE | DomIndex.HEADING)) == 0;
  }

  private static int startNumber(Element e) {
    return intAttr(e, "start", 1);
  }

  private static int intAttr(Element e, String name, int fallback) {
    String v = e.attr(name).trim();
    if (v.isEmpty() || v.length() > 9) {
      return fallback;
    }
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException ex) {
      return fallback;
    }
  }
}
