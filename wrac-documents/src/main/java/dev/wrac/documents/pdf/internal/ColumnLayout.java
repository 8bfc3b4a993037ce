package dev.wrac.documents.pdf.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Puts a page's lines in reading order when the page is set in two columns: the left column
 * from top to bottom, then the right one, and lines that cross the gutter (a title, a
 * full-width figure caption, a footer) where they stand, each cutting the columns into a band
 * read left then right.
 *
 * <p>The gutter is the widest vertical strip in the middle 60% of the text's width, at least
 * half the body size wide, that the fewest fragments cross. The page is read as two columns
 * only when that strip has at least {@value #MIN_COLUMN_LINES} lines on each side, side by
 * side (their heights overlap by half the shorter side at least), whose fragments average
 * {@value #MIN_PROSE_CHARS} characters or more (prose, not table cells), and when fewer
 * fragments cross it than stand beside it. Otherwise the lines keep PDFBox's top-to-bottom
 * order. Each side of a band is read the same way again (its own gutter in its own middle),
 * so that three or four columns are read one after the other.
 *
 * <p>Margin notes: when one side's lines, one under the other, fill less than a third of its
 * height and the other side's more (names in the margin of a program's documentation, beside
 * its text), each block of notes (lines close together) is read before the text beside it and
 * below, down to the next block, rather than all notes before all the text.
 */
public final class ColumnLayout {
  static final int MIN_COLUMN_LINES = 4;
  static final int MIN_PROSE_CHARS = 25;
  /** How many times a side is split again: three levels read up to eight columns. */
  static final int MAX_DEPTH = 3;
  /** The least share of its height that a column's lines fill, at {@link #LEADING}. */
  static final float MIN_DENSITY = 0.35f;
  /** Notes this many font sizes apart, or closer, are one block. */
  private static final float NOTE_LINE_EMS = 1.6f;
  /** A text line's height in body sizes (the usual leading, 1.2). */
  private static final float LEADING = 1.2f;
  private static final float MIDDLE = 0.2f;
  /** The widest page PDF allows (ISO 32000, annex C: 14,400 units); bounds the gutter's bins. */
  private static final float MAX_PAGE_WIDTH = 14_400;

  private ColumnLayout() {}

  /** The lines in reading order; lines cut by the gutter become one line per side. */
  public static List<Line> order(List<Line> lines, float bodySize) {
    return order(lines, bodySize, MAX_DEPTH);
  }

  /** {@link #order}, each side read as columns again while {@code depth} is above 1. */
  private static List<Line> order(List<Line> lines, float bodySize, int depth) {
    int frags = 0;
    for (Line l : lines) {
      frags += l.frags().size();
    }
    if (frags < 2 * MIN_COLUMN_LINES) {
      return lines;
    }
    float left = Float.MAX_VALUE;
    float right = -Float.MAX_VALUE;
    for (Line l : lines) {
      left = Math.min(left, l.x0());
      right = Math.max(right, l.x1());
    }
    float width = right - left;
    if (width < 100) {
      return lines;
    }
    float[] gutter = gutter(lines, left, width, Math.max(4f, bodySize / 2));
    if (gutter == null || !columns(lines, gutter, bodySize)) {
      return lines;
    }
    int notes = notesSide(lines, gutter, bodySize);
    return notes == 0 ? reorder(lines, gutter, bodySize, depth)
        : withNotes(lines, gutter, notes);
  }

  /**
   * Lines beside margin notes: each block of notes (lines close one under the other) before
   * the text that stands beside it and below, down to the next block; lines that cross the
   * gutter where they stand.
   */
  private static List<Line> withNotes(List<Line> lines, float[] gutter, int notesSide) {
    List<Line> out = new ArrayList<>(lines.size() + 16);
    List<Line> notes = new ArrayList<>();
    List<Line> text = new ArrayList<>();
    for (Line l : lines) {
      List<Frag> noteFrags = new ArrayList<>();
      List<Frag> textFrags = new ArrayList<>();
      boolean crosses = false;
      for (Frag f : l.frags()) {
        boolean left = f.x1() <= gutter[0] + 1;
        boolean right = f.x0() >= gutter[1] - 1;
        if (!left && !right) {
          crosses = true;
        } else if (left == (notesSide < 0)) {
          noteFrags.add(f);
        } else {
          textFrags.add(f);
        }
      }
      if (crosses) {
        out.addAll(notes);
        out.addAll(text);
        notes.clear();
        text.clear();
        out.add(l);
        continue;
      }
      if (!noteFrags.isEmpty()) {
        Line note = new Line(noteFrags, l.y());
        Line last = notes.isEmpty() ? null : notes.get(notes.size() - 1);
        if (last == null || note.y() - last.y() > NOTE_LINE_EMS * Math.max(last.size(),
            note.size())) {
          out.addAll(notes);
          out.addAll(text);
          notes.clear();
          text.clear();
        }
        notes.add(note);
      }
      if (!textFrags.isEmpty()) {
        text.add(new Line(textFrags, l.y()));
      }
    }
    out.addAll(notes);
    out.addAll(text);
    return out;
  }

  /** The least crossed strip of the middle, as {@code [x0, x1]}, or null. */
  private static float[] gutter(List<Line> lines, float left, float width, float minWidth) {
    if (!(width <= MAX_PAGE_WIDTH)) { // wider than a PDF page can be (or NaN): no columns
      return null;
    }
    int bins = (int) Math.ceil(width) + 1;
    int[] cover = new int[bins];
    for (Line l : lines) {
      for (Frag f : l.frags()) {
        int from = Math.max(0, (int) (f.x0() - left));
        int to = Math.min(bins, (int) Math.ceil(f.x1() - left));
        for (int b = from; b < to; b++) {
          cover[b]++;
        }
      }
    }
    int from = (int) (MIDDLE * width);
    int to = (int) ((1 - MIDDLE) * width);
    int least = Integer.MAX_VALUE;
    for (int b = from; b < to; b++) {
      least = Math.min(least, cover[b]);
    }
    int bestStart = -1;
    int bestLength = 0;
    for (int b = from; b < to; ) {
      if (cover[b] != least) {
        b++;
        continue;
      }
      int start = b;
      while (b < to && cover[b] == least) {
        b++;
      }
      if (b - start > bestLength) {
        bestLength = b - start;
        bestStart = start;
      }
    }
    if (bestLength < minWidth) {
      return null;
    }
    return new float[] {left + bestStart, left + bestStart + bestLength};
  }

  private static boolean columns(List<Line> lines, float[] gutter, float bodySize) {
    int leftLines = 0;
    int rightLines = 0;
    int crossing = 0;
    long leftChars = 0;
    long rightChars = 0;
    int leftFrags = 0;
    int rightFrags = 0;
    float leftTop = Float.MAX_VALUE;
    float leftBottom = -Float.MAX_VALUE;
    float rightTop = Float.MAX_VALUE;
    float rightBottom = -Float.MAX_VALUE;
    for (Line l : lines) {
      boolean hasLeft = false;
      boolean hasRight = false;
      for (Frag f : l.frags()) {
        if (f.x1() <= gutter[0] + 1) {
          hasLeft = true;
          leftChars += f.chars();
          leftFrags++;
        } else if (f.x0() >= gutter[1] - 1) {
          hasRight = true;
          rightChars += f.chars();
          rightFrags++;
        } else {
          crossing++;
        }
      }
      if (hasLeft) {
        leftLines++;
        leftTop = Math.min(leftTop, l.y());
        leftBottom = Math.max(leftBottom, l.y());
      }
      if (hasRight) {
        rightLines++;
        rightTop = Math.min(rightTop, l.y());
        rightBottom = Math.max(rightBottom, l.y());
      }
    }
    if (leftLines < MIN_COLUMN_LINES || rightLines < MIN_COLUMN_LINES
        || crossing >= Math.min(leftLines, rightLines)) {
      return false;
    }
    if (leftChars < (long) MIN_PROSE_CHARS * leftFrags
        || rightChars < (long) MIN_PROSE_CHARS * rightFrags) {
      return false;
    }
    float overlap = Math.min(leftBottom, rightBottom) - Math.max(leftTop, rightTop);
    float shorter = Math.min(leftBottom - leftTop, rightBottom - rightTop);
    return overlap >= shorter / 2;
  }

  /**
   * The side of the gutter whose lines are margin notes, -1 for the left, 1 for the right, 0
   * if both are columns: a side whose lines, one under the other, fill less than
   * {@value #MIN_DENSITY} of its height while the other side's fill more.
   */
  private static int notesSide(List<Line> lines, float[] gutter, float bodySize) {
    int[] count = new int[2];
    float[] top = {Float.MAX_VALUE, Float.MAX_VALUE};
    float[] bottom = {-Float.MAX_VALUE, -Float.MAX_VALUE};
    for (Line l : lines) {
      for (int side = 0; side < 2; side++) {
        for (Frag f : l.frags()) {
          if (side == 0 ? f.x1() <= gutter[0] + 1 : f.x0() >= gutter[1] - 1) {
            count[side]++;
            top[side] = Math.min(top[side], l.y());
            bottom[side] = Math.max(bottom[side], l.y());
            break;
          }
        }
      }
    }
    boolean leftDense = dense(count[0], bottom[0] - top[0], bodySize);
    boolean rightDense = dense(count[1], bottom[1] - top[1], bodySize);
    return leftDense == rightDense ? 0 : leftDense ? 1 : -1;
  }

  /**
   * Whether a side's lines fill its height as a column's do: set one under the other, they
   * take at least {@value #MIN_DENSITY} of it (margin notes beside a text are a few lines
   * spread over the page, and read best where they stand).
   */
  private static boolean dense(int lines, float height, float bodySize) {
    return lines * LEADING * Math.max(bodySize, 1) >= MIN_DENSITY * height;
  }

  private static List<Line> reorder(List<Line> lines, float[] gutter, float bodySize,
      int depth) {
    List<Line> out = new ArrayList<>(lines.size() + 16);
    List<Line> leftBand = new ArrayList<>();
    List<Line> rightBand = new ArrayList<>();
    for (Line l : lines) {
      List<Frag> leftFrags = new ArrayList<>();
      List<Frag> rightFrags = new ArrayList<>();
      boolean crosses = false;
      for (Frag f : l.frags()) {
        if (f.x1() <= gutter[0] + 1) {
          leftFrags.add(f);
        } else if (f.x0() >= gutter[1] - 1) {
          rightFrags.add(f);
        } else {
          crosses = true;
        }
      }
      if (crosses) {
        out.addAll(side(leftBand, bodySize, depth));
        out.addAll(side(rightBand, bodySize, depth));
        leftBand.clear();
        rightBand.clear();
        out.add(l);
        continue;
      }
      if (!leftFrags.isEmpty()) {
        leftBand.add(new Line(leftFrags, l.y()));
      }
      if (!rightFrags.isEmpty()) {
        rightBand.add(new Line(rightFrags, l.y()));
      }
    }
    out.addAll(side(leftBand, bodySize, depth));
    out.addAll(side(rightBand, bodySize, depth));
    return out;
  }

  /** A side of a band in reading order: itself read as columns again (a third column). */
  private static List<Line> side(List<Line> band, float bodySize, int depth) {
    return depth > 1 ? order(band, bodySize, depth - 1) : band;
  }
}
