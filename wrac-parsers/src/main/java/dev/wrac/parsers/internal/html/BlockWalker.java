package dev.wrac.parsers.internal.html;

import dev.wrac.model.ElementKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Range;
import org.jsoup.nodes.TextNode;

/**
 * Turns the visible content of DOM subtrees into {@link Block}s in document order: headings,
 * paragraphs (also text between {@code <br><br>} and loose text in containers), list items
 * (own text without nested lists, with depth, group and number), preformatted code, quotes,
 * captions, definitions (term and description), and data tables as a header plus one block
 * per row. Every visible text node of a walked subtree ends up in exactly one block.
 */
final class BlockWalker implements DomIndex.Visitor {
  private static final int F_HEADING = 1;
  private static final int F_TABLE = 2;
  private static final int F_NESTED_TABLE = 4;
  private static final int F_BLOCK = 8;

  private enum Kind { HEADING, ITEM, CODE, QUOTE, CAPTION, DEF, CELL, ROW, TABLE }

  /** An open element that decides what the text inside it becomes. */
  private static final class Frame {
    final Kind kind;
    final int index;
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

    Frame(Kind kind, int index) {
      this.kind = kind;
      this.index = index;
    }
  }

  /** An open list: its group and the depth and numbering of its items. */
  private record ListContext(int index, int group, int depth, boolean ordered, int[] next) {}

  private final DomIndex dom;
  private final boolean[] skip;
  private final boolean sentences;
  private final byte[] contains;
  private final List<Block> blocks = new ArrayList<>();
  private final TextBuffer buffer = new TextBuffer();
  private final Deque<Frame> frames = new ArrayDeque<>();
  private final Deque<ListContext> lists = new ArrayDeque<>();
  private int bufferStart = -1;
  private int bufferEnd = -1;
  private int bufferOwner = -1;
  private int bufferLinkChars;
  private int openedBy = -1;
  private int bold;
  private int links;
  private int pre;
  private int groups;

  /**
   * @param dom       the indexed page
   * @param skip      elements whose subtree is left out (boilerplate), or {@code null}
   * @param sentences whether table rows read "Header: value; …" instead of "value | …"
   */
  BlockWalker(DomIndex dom, boolean[] skip, boolean sentences) {
    this.dom = dom;
    this.skip = skip;
    this.sentences = sentences;
    this.contains = containment(dom);
  }

  /** What each element contains (headings, tables, blocks), computed bottom-up. */
  private static byte[] containment(DomIndex dom) {
    int n = dom.size();
    byte[] flags = new byte[n];
    for (int i = n - 1; i >= 0; i--) {
      if (dom.hidden(i)) {
        continue;
      }
      int p = dom.parent(i);
      if (p < 0) {
        continue;
      }
      String tag = dom.tag(i);
      int own = flags[i];
      if (Tags.headingLevel(dom.element(i), tag) > 0) {
        own |= F_HEADING;
      }
      if (tag.equals("table")) {
        own |= (flags[i] & F_TABLE) != 0 ? F_NESTED_TABLE | F_TABLE : F_TABLE;
      }
      if (tag.equals("p") || tag.equals("div") || tag.equals("ul") || tag.equals("ol")
          || tag.equals("blockquote") || tag.equals("pre") || tag.equals("section")) {
        own |= F_BLOCK;
      }
      flags[p] |= (byte) own;
    }
    return flags;
  }

  /** Walks the subtree of element {@code root}; call for several roots in document order. */
  void walk(int root) {
    dom.walk(root, this);
    flush(-1);
    frames.clear();
    lists.clear();
    bold = 0;
    links = 0;
    pre = 0;
  }

  /** The blocks found so far. */
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

  @Override
  public boolean enter(int i, Element e) {
    if (skip != null && skip[i]) {
      return false;
    }
    String tag = dom.tag(i);
    if (tag.equals("br")) {
      if (pre > 0) {
        buffer.rawLineBreak();
      } else if (buffer.endsWithBreak() && !insideLeaf()) {
        flush(-1);
      } else {
        buffer.lineBreak();
      }
      return false;
    }
    if (tag.equals("hr") || tag.equals("wbr")) {
      if (!insideLeaf() && tag.equals("hr")) {
        flush(-1);
      }
      return false;
    }
    Frame top = frames.peek();
    int level = Tags.headingLevel(e, tag);
    if (level > 0) {
      if (insideLeaf()) {
        buffer.lineBreak();
        return true;
      }
      open(i, new Frame(Kind.HEADING, i)).level = level;
      return true;
    }
    switch (tag) {
      case "ul", "ol", "menu", "dir" -> {
        boolean ordered = tag.equals("ol");
        int[] next = {ordered ? startNumber(e) : 0};
        if (top != null && top.kind == Kind.ITEM) {
          flush(-1);
          lists.push(new ListContext(i, top.group, top.level + 1, ordered, next));
        } else if (inTextFrame()) {
          buffer.lineBreak(); // a list inside a quote, caption or cell stays part of its text
        } else {
          flush(-1);
          ListContext outer = lists.peek();
          lists.push(outer == null
              ? new ListContext(i, ++groups, 1, ordered, next)
              : new ListContext(i, outer.group(), outer.depth() + 1, ordered, next));
        }
        return true;
      }
      case "li" -> {
        if (inTextFrame()) {
          buffer.lineBreak();
          return true;
        }
        if ((contains[i] & (F_HEADING | F_TABLE)) != 0) {
          flush(-1); // a list item holding headings or tables is a container, not an item
          return true;
        }
        ListContext list = lists.peek();
        Frame item = open(i, new Frame(Kind.ITEM, i));
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
      case "pre", "listing", "xmp", "plaintext" -> {
        if (insideLeaf() && top.kind != Kind.ITEM) {
          buffer.lineBreak();
        } else {
          open(i, new Frame(Kind.CODE, i));
        }
        pre++;
        return true;
      }
      case "blockquote" -> {
        if (insideLeaf()) {
          buffer.lineBreak();
        } else if ((contains[i] & (F_HEADING | F_TABLE)) != 0) {
          flush(-1);
        } else {
          open(i, new Frame(Kind.QUOTE, i));
        }
        return true;
      }
      case "figcaption" -> {
        if (insideLeaf()) {
          buffer.lineBreak();
        } else {
          open(i, new Frame(Kind.CAPTION, i));
        }
        return true;
      }
      case "table" -> {
        if (insideLeaf()) {
          buffer.lineBreak();
          return true;
        }
        flush(-1);
        if (isDataTable(i, e)) {
          Frame table = new Frame(Kind.TABLE, i);
          table.group = ++groups;
          table.headerLines = new ArrayList<>();
          table.headerCells = List.of();
          frames.push(table);
        }
        return true;
      }
      case "caption" -> {
        if (top != null && top.kind == Kind.TABLE) {
          open(i, new Frame(Kind.CAPTION, i));
          return true;
        }
      }
      case "thead" -> {
        if (top != null && top.kind == Kind.TABLE) {
          top.inHead = true;
          return true;
        }
      }
      case "tr" -> {
        if (top != null && top.kind == Kind.TABLE) {
          flush(-1);
          Frame row = new Frame(Kind.ROW, i);
          row.cells = new ArrayList<>();
          row.inHead = top.inHead;
          frames.push(row);
          return true;
        }
      }
      case "td", "th" -> {
        if (top != null && top.kind == Kind.ROW) {
          flush(-1);
          if (tag.equals("td")) {
            top.allHeaderCells = false;
          }
          frames.push(new Frame(Kind.CELL, i));
          return true;
        }
      }
      case "dt", "dd" -> {
        if (top != null && top.kind == Kind.DEF) {
          if (tag.equals("dt") && top.hasDescription) {
            flush(top.index);
            top.hasDescription = false;
          } else {
            buffer.lineBreak();
          }
          top.hasDescription |= tag.equals("dd");
          return true;
        }
        if (!insideLeaf()) {
          Frame def = open(i, new Frame(Kind.DEF, dom.parent(i)));
          def.hasDescription = tag.equals("dd");
          return true;
        }
      }
      default -> {
        // generic elements below
      }
    }
    if (Tags.isBlock(tag)) {
      if (insideLeaf()) {
        buffer.lineBreak();
      } else {
        flush(-1);
        openedBy = i;
      }
    } else {
      if (Tags.isBold(e, tag)) {
        bold++;
      }
      if (tag.equals("a")) {
        links++;
      }
    }
    return true;
  }

  @Override
  public void text(TextNode t, int parent) {
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
      if (bufferOwner < 0) {
        bufferOwner = parent;
      }
      if (links > 0) {
        bufferLinkChars += added;
      }
    }
  }

  @Override
  public void exit(int i, Element e) {
    String tag = dom.tag(i);
    Frame top = frames.peek();
    if (top != null && top.index == i && top.kind != Kind.DEF) {
      frames.pop();
      switch (top.kind) {
        case HEADING -> emit(ElementKind.HEADING, top.level, top, i);
        case ITEM -> emit(ElementKind.LIST_ITEM, top.level, top, i);
        case CODE -> {
          pre--;
          emit(ElementKind.CODE, 0, top, i);
        }
        case QUOTE -> emit(ElementKind.QUOTE, 0, top, i);
        case CAPTION -> emit(ElementKind.CAPTION, 0, top, i);
        case CELL -> {
          Frame row = frames.peek();
          row.cells.add(buffer.text().replace('\n', ' '));
          bufferEndRow(row);
          clearBuffer();
        }
        case ROW -> endRow(top, i);
        case TABLE -> endTable(top, i);
        default -> {
          // no other kind is pushed
        }
      }
      return;
    }
    if (top != null && top.kind == Kind.DEF) {
      if (top.index == i) {
        frames.pop();
        emit(ElementKind.DEFINITION, 0, top, i);
        return;
      }
      if (top.index == dom.parent(i) && (tag.equals("dt") || tag.equals("dd"))) {
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
    if (list != null && list.index() == i) {
      lists.pop();
      return;
    }
    if (Tags.headingLevel(e, tag) > 0 || Tags.isBlock(tag)) {
      if (insideLeaf()) {
        buffer.lineBreak();
      } else {
        flush(openedBy == i ? i : -1);
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

  private Frame open(int i, Frame frame) {
    flush(-1);
    frames.push(frame);
    openedBy = i;
    return frame;
  }

  /** Emits the buffer as a paragraph (or as the kind of the enclosing leaf frame). */
  private void flush(int closing) {
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
      emit(kind, top.kind == Kind.HEADING || top.kind == Kind.ITEM ? top.level : 0, top, -1);
      return;
    }
    emit(ElementKind.PARAGRAPH, 0, null, closing);
  }

  private void emit(ElementKind kind, int level, Frame frame, int closing) {
    if (buffer.isBlank()) {
      clearBuffer();
      return;
    }
    String text = buffer.text();
    int start = bufferStart;
    int end = bufferEnd;
    if (closing >= 0 && openedBy == closing) {
      Element e = dom.element(closing);
      Range open = e.sourceRange();
      Range close = e.endSourceRange();
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
    blocks.add(new Block(kind, level, text, start, Math.max(start, end), bufferOwner, group,
        ordinal, List.of(), List.of(), buffer.allBold(), buffer.visibleChars(), bufferLinkChars));
    clearBuffer();
  }

  private void clearBuffer() {
    buffer.clear();
    bufferStart = -1;
    bufferEnd = -1;
    bufferOwner = -1;
    bufferLinkChars = 0;
    openedBy = -1;
  }

  private int rowStart = -1;
  private int rowEnd = -1;
  private int rowOwner = -1;
  private int rowChars;
  private int rowLinkChars;

  private void bufferEndRow(Frame row) {
    if (bufferStart >= 0) {
      rowStart = rowStart < 0 ? bufferStart : rowStart;
      rowEnd = Math.max(rowEnd, bufferEnd);
    }
    if (rowOwner < 0) {
      rowOwner = bufferOwner;
    }
    rowChars += buffer.visibleChars();
    rowLinkChars += bufferLinkChars;
  }

  private void endRow(Frame row, int i) {
    flush(-1);
    Frame table = frames.peek();
    boolean blank = row.cells.stream().allMatch(String::isBlank);
    if (!blank) {
      Range open = dom.element(i).sourceRange();
      Range close = dom.element(i).endSourceRange();
      int start = open.isTracked() ? open.startPos() : Math.max(0, rowStart);
      int end = close.isTracked() ? close.endPos() : Math.max(start, rowEnd);
      boolean header = !table.bodySeen && (row.inHead || row.allHeaderCells);
      if (header) {
        table.headerLines.add(TableText.cells(row.cells));
        table.headerCells = List.copyOf(row.cells);
        table.headerStart = table.headerStart < 0 ? start : table.headerStart;
        table.headerEnd = end;
      } else {
        if (!table.bodySeen) {
          table.bodySeen = true;
          emitHeader(table);
        }
        String text = sentences && !table.headerCells.isEmpty()
            ? TableText.rowSentence(table.headerCells, row.cells)
            : TableText.cells(row.cells);
        blocks.add(new Block(ElementKind.TABLE_ROW, 0, text, start, Math.max(start, end),
            rowOwner, table.group, 0, row.cells, table.headerCells, false, rowChars,
            rowLinkChars));
      }
    }
    rowStart = -1;
    rowEnd = -1;
    rowOwner = -1;
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
    blocks.add(new Block(ElementKind.TABLE_HEADER, 0, text, Math.max(0, table.headerStart),
        Math.max(Math.max(0, table.headerStart), table.headerEnd), table.index, table.group, 0,
        table.headerCells, List.of(), false, chars, 0));
  }

  private void endTable(Frame table, int i) {
    flush(-1);
    if (!table.bodySeen) {
      emitHeader(table);
    }
  }

  /**
   * A table that holds data rather than layout: not {@code role=presentation}, no nested
   * table, no heading inside.
   */
  private boolean isDataTable(int i, Element e) {
    String role = e.attr("role");
    if (role.equalsIgnoreCase("presentation") || role.equalsIgnoreCase("none")) {
      return false;
    }
    return (contains[i] & (F_TABLE | F_HEADING)) == 0;
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
