package dev.wrac.documents.pdf.internal;

import dev.wrac.parse.ParseDeadline;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns one page's lines, in reading order, into elements: tables ({@link TableFinder}),
 * headings ({@link DocStyle}), list items and paragraphs. Nothing is carried across pages, so
 * every element lies on one page.
 *
 * <ul>
 *   <li>A paragraph goes on while the next line is at most {@value #LINE_EMS} font sizes below
 *       the last, in about the same size, not indented past it by more than
 *       {@value #INDENT_EMS} font sizes (a first-line indent starts a paragraph), and the last
 *       line did not end a sentence short of the paragraph's right edge.
 *   <li>A list item starts at a list marker ({@link ListMarker}) and takes the lines that
 *       follow it closely, not left of its marker and not starting with a marker; items close
 *       together form one list, their depth the rank of their marker's indentation in it.
 *   <li>A line after a word broken at the last line's end (a letter and a hyphen), starting in
 *       lower case close below (an item's not left of its marker), carries the word on: it joins the paragraph or item whatever
 *       its look (a bold word's second half opens no heading).
 *   <li>Consecutive heading lines of one level, close together, are one heading (three lines at
 *       most). More than {@value #MAX_HEADING_LINES} such lines are a paragraph set in a
 *       heading's look (prose larger than a program's listings, an abstract in bold): none of
 *       them is a heading, since a heading is short.
 * </ul>
 */
public final class PageAssembler {
  static final float LINE_EMS = 1.6f;
  static final float INDENT_EMS = 0.8f;
  static final float LIST_GAP_EMS = 2.8f;
  private static final float SLACK = 2.5f;
  /** The most lines of one heading; a longer run of heading lines is a paragraph. */
  static final int MAX_HEADING_LINES = 3;

  private final DocStyle style;
  private final Vocabulary vocabulary;
  private final ElementSink sink;
  private int page;

  private enum Open { NONE, PARAGRAPH, ITEM, HEADING }

  private Open open = Open.NONE;
  private final List<Line> block = new ArrayList<>();
  private int headingLevel;
  private float itemMarkerX;
  private int itemOrdinal;
  private String listGroup;
  private final List<Float> markerXs = new ArrayList<>();
  private Line lastItemLine;

  private final ParseDeadline deadline;

  public PageAssembler(DocStyle style, Vocabulary vocabulary, ElementSink sink) {
    this(style, vocabulary, sink, null);
  }

  /** An assembler that checks {@code deadline} (if not null) before each line of a page. */
  public PageAssembler(DocStyle style, Vocabulary vocabulary, ElementSink sink,
      ParseDeadline deadline) {
    this.style = style;
    this.vocabulary = vocabulary;
    this.sink = sink;
    this.deadline = deadline;
  }

  /** Adds the elements of page {@code number} whose lines, in reading order, are given. */
  public void page(int number, List<Line> lines) {
    page = number;
    listGroup = null;
    int[] levels = headingLevels(lines);
    for (int i = 0; i < lines.size(); ) {
      if (deadline != null) {
        deadline.check("laying out page", number);
      }
      TableFinder.Table table = TableFinder.at(lines, i, style, vocabulary);
      if (table != null) {
        flush();
        listGroup = null;
        sink.table(table.rows(), page);
        i += table.lineCount();
        continue;
      }
      line(lines.get(i), levels[i]);
      i++;
    }
    flush();
  }

  /**
   * Each line's heading level ({@link DocStyle#headingLevel}), but 0 for the lines of a run of
   * more than {@value #MAX_HEADING_LINES} lines of one level, each close below the last: a
   * paragraph in a heading's look.
   */
  private int[] headingLevels(List<Line> lines) {
    int[] levels = new int[lines.size()];
    for (int i = 0; i < levels.length; i++) {
      if (deadline != null) {
        deadline.check("laying out page", page);
      }
      levels[i] = style.headingLevel(lines.get(i));
    }
    for (int start = 0; start < levels.length; ) {
      int end = start + 1;
      while (levels[start] > 0 && end < levels.length && levels[end] == levels[start]
          && near(lines.get(end - 1), lines.get(end), LINE_EMS)) {
        end++;
      }
      if (end - start > MAX_HEADING_LINES) {
        Arrays.fill(levels, start, end, 0);
      }
      start = end;
    }
    return levels;
  }

  private void line(Line line, int level) {
    String text = line.text();
    int ordinal = ListMarker.ordinal(text);
    if (brokenBefore(line) || level > 0 && boldRunGoesOn(line)) {
      block.add(line);
    } else if (level > 0) {
      if (!(open == Open.HEADING && headingLevel == level && block.size() < 3 && close(line))) {
        flush();
        open = Open.HEADING;
        headingLevel = level;
        listGroup = null;
      }
      block.add(line);
    } else if (ordinal >= 0) {
      startItem(line, ordinal);
    } else if (open == Open.ITEM && close(line) && line.x0() >= itemMarkerX - SLACK) {
      block.add(line);
    } else if (open == Open.PARAGRAPH && continues(line)) {
      block.add(line);
    } else {
      flush();
      if (lastItemLine == null || !near(lastItemLine, line, LIST_GAP_EMS)) {
        listGroup = null;
      }
      open = Open.PARAGRAPH;
      block.add(line);
    }
  }

  private void startItem(Line line, int ordinal) {
    flush();
    Line before = lastItemLine;
    if (listGroup == null || before == null || !near(before, line, LIST_GAP_EMS)) {
      listGroup = sink.builder().newGroup("list");
      markerXs.clear();
    }
    open = Open.ITEM;
    itemOrdinal = ordinal;
    block.add(line);
    itemMarkerX = line.x0();
  }

  /**
   * Whether the open paragraph or item ends in a word broken at its line's end and the line
   * carries it on (close below, in lower case but not a lettered marker such as {@code a)}, an
   * item's not left of its marker): the line continues the block whatever its own look.
   */
  private boolean brokenBefore(Line line) {
    if (open != Open.PARAGRAPH && open != Open.ITEM) {
      return false;
    }
    Line last = block.get(block.size() - 1);
    return DocStyle.brokenWord(last.text()) && close(line)
        && (open == Open.PARAGRAPH || line.x0() >= itemMarkerX - SLACK)
        && !line.text().isEmpty() && Character.isLowerCase(line.text().charAt(0))
        && ListMarker.ordinal(line.text()) < 0;
  }

  /**
   * Whether a line that looks like a bold heading is the next line of bold words that the open
   * paragraph or item ends in: its last line is bold, at the line's size, does not end a
   * sentence, and the line follows at the normal leading (a wrapped bold phrase, such as an
   * item's bold name in a narrow column, whose last word alone looks like a heading).
   */
  private boolean boldRunGoesOn(Line line) {
    if (open != Open.PARAGRAPH && open != Open.ITEM || style.larger(line)) {
      return false;
    }
    Line last = block.get(block.size() - 1);
    return last.bold() && Math.abs(last.size() - line.size()) <= 0.25f && close(line)
        && !endsSentence(last.text())
        && (open == Open.PARAGRAPH || line.x0() >= itemMarkerX - SLACK);
  }

  /** Whether a line ends a sentence (or a lead-in): in {@code . ! ? :}. */
  private static boolean endsSentence(String text) {
    char end = text.charAt(text.length() - 1);
    return end == '.' || end == '!' || end == '?' || end == ':';
  }

  private boolean close(Line line) {
    return near(block.get(block.size() - 1), line, LINE_EMS);
  }

  private static boolean near(Line above, Line line, float ems) {
    float gap = line.y() - above.y();
    return gap > 0 && gap <= ems * Math.max(above.size(), line.size());
  }

  private boolean continues(Line line) {
    Line last = block.get(block.size() - 1);
    if (!close(line) || Math.abs(last.size() - line.size()) > 0.75f) {
      return false;
    }
    float em = line.size();
    if (line.x0() > last.x0() + INDENT_EMS * em && block.size() > 1) {
      return false;
    }
    float right = 0;
    for (Line l : block) {
      right = Math.max(right, l.x1());
    }
    return !(endsSentence(last.text()) && last.x1() < right - 2 * em && block.size() > 1);
  }

  private void flush() {
    if (block.isEmpty()) {
      open = Open.NONE;
      return;
    }
    StringBuilder text = new StringBuilder();
    for (Line l : block) {
      vocabulary.join(text, l.text());
    }
    String joined = text.toString();
    switch (open) {
      case HEADING -> sink.heading(headingLevel, joined, joined, page);
      case ITEM -> {
        sink.listItem(joined, page, listGroup, depth(block.get(0).x0()), itemOrdinal);
        lastItemLine = block.get(block.size() - 1);
      }
      default -> sink.paragraph(joined, page);
    }
    if (open != Open.ITEM) {
      lastItemLine = open == Open.PARAGRAPH ? null : lastItemLine;
    }
    block.clear();
    open = Open.NONE;
  }

  /** The depth of an item whose marker is at {@code x}: its indentation's rank in the list. */
  private int depth(float x) {
    for (int k = 0; k < markerXs.size(); k++) {
      if (Math.abs(markerXs.get(k) - x) <= SLACK) {
        return k + 1;
      }
    }
    int at = 0;
    while (at < markerXs.size() && markerXs.get(at) < x) {
      at++;
    }
    markerXs.add(at, x);
    return at + 1;
  }
}
