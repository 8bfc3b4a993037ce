package dev.wrac.documents.pdf.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Tables drawn cell by cell, read in the order they were drawn. Many writers draw a table one
 * row after the other and, in a row, one cell after the other, each cell's lines top to bottom.
 * Where cells wrap, the page's lines then cut across the cells (one line holds the first line
 * of every cell, the next their second lines), and columns set close together leave no gap to
 * find them by; the drawing order finds both:
 * <ul>
 *   <li>a <b>row</b> is a run of lines drawn interleaved: a line whose first glyph was drawn
 *       before the last glyph of the lines above it in the row belongs to that row;
 *   <li>in a row, its fragments in drawing order make its <b>cells</b>: a fragment lower than
 *       the one drawn before it and overlapping it horizontally continues that cell (its next
 *       line, joined as {@link Vocabulary} joins lines, which mends words hyphenated at the
 *       cell's edge); any other starts a cell;
 *   <li>the first row is the header, its cells' left edges the columns; a later row's cells go
 *       to the last column starting left of them (within {@value #ALIGN_EMS} body sizes). The
 *       table ends at a row with a cell left of the first column, set larger than the body, with fewer than two
 *       cells, or more than {@value TableFinder#ROW_EMS} font sizes below the row above;
 *   <li>a cell drawn touching the one before it, with no gap, is cut from it where one of its
 *       glyphs starts at a column start ({@link Frag#cut}): the header's, and those the header
 *       does not show (two columns under one header cell) where cells start at the same x in
 *       two rows or more; a cell so cut from one under the same header cell stays in its
 *       column, after it.
 * </ul>
 * A table needs {@value TableFinder#MIN_ROWS} rows, one of its first two drawn interleaved
 * (wrapped cells), or two rows both drawn interleaved (the header and one row, as on the last
 * page of a table); anything else is left to {@link TableFinder}'s layout rules.
 */
final class DrawnTable {
  static final float ALIGN_EMS = 0.6f;

  private DrawnTable() {}

  private record Cell(StringBuilder text, float x0, float x1, float y) {}

  /** The table starting at {@code lines[from]}, or null. */
  static TableFinder.Table at(List<Line> lines, int from, DocStyle style,
      Vocabulary vocabulary) {
    int end = rowEnd(lines, from, style);
    if (end < 0 || (end - from == 1
        && (end >= lines.size() || rowEnd(lines, end, style) - end < 2))) {
      return null; // neither of the first two rows is drawn interleaved
    }
    List<Cell> header = cells(lines, from, end, vocabulary, null);
    if (header.size() < 2) {
      return null;
    }
    boolean interleaved = end - from > 1;
    boolean allInterleaved = interleaved;
    float[] starts = new float[header.size()];
    List<List<String>> rows = new ArrayList<>();
    List<String> head = new ArrayList<>();
    for (int k = 0; k < starts.length; k++) {
      Cell c = header.get(k);
      starts[k] = c.x0();
      if (k > 0 && starts[k] <= starts[k - 1]) {
        return null;
      }
      head.add(c.text().toString());
    }
    rows.add(head);
    float[] cutAt = withRepeated(starts, lines, from, end, style);
    int at = end;
    while (at < lines.size()) {
      int next = followingRowEnd(lines, at, style);
      if (next < 0) {
        break;
      }
      List<String> row = place(cells(lines, at, next, vocabulary, cutAt), starts,
          style.body());
      if (row == null) {
        break;
      }
      interleaved |= rows.size() == 1 && next - at > 1;
      allInterleaved &= next - at > 1;
      rows.add(row);
      at = next;
    }
    boolean enough = rows.size() >= TableFinder.MIN_ROWS ? interleaved
        : rows.size() == 2 && allInterleaved;
    if (!enough) {
      return null;
    }
    return new TableFinder.Table(rows, at - from);
  }

  /**
   * The end of the row that starts at {@code lines[at]} when it follows the line above as a
   * table's next row (below it, within {@link TableFinder#ROW_EMS} line sizes), else -1.
   */
  private static int followingRowEnd(List<Line> lines, int at, DocStyle style) {
    Line above = lines.get(at - 1);
    Line first = lines.get(at);
    float gap = first.y() - above.y();
    if (gap <= 0 || gap > TableFinder.ROW_EMS * Math.max(first.size(), above.size())) {
      return -1;
    }
    return rowEnd(lines, at, style);
  }

  /**
   * The header's column starts {@code starts} and the starts of columns the header does not
   * show (a header cell glued to the next one): the left edges of fragments of the rows below
   * {@code lines[from]} (as far as rows follow each other as in {@link #at} and hold two
   * fragments or more, none left of the first column) that start at the
   * same x, within {@value #ALIGN_EMS} body sizes, in at least two rows, right of the first
   * header column and not at a header column's start (within {@value Frag#ALIGN_EMS} body
   * sizes: a column's cells may start a little right of its header); and the starts of
   * columns shown as a word inside a header cell of {@code lines[head, from)}
   * ({@link #wordColumn}); ascending.
   */
  private static float[] withRepeated(float[] starts, List<Line> lines, int head, int from,
      DocStyle style) {
    float align = ALIGN_EMS * style.body();
    List<float[]> edges = new ArrayList<>(); // {x0, row}
    List<Integer> rowOf = new ArrayList<>(); // the row of each line from lines[from]
    int at = from;
    for (int row = 0; at < lines.size(); row++) {
      int next = followingRowEnd(lines, at, style);
      if (next < 0 || !rowLike(lines, at, next, starts[0] - align)) {
        break;
      }
      for (int i = at; i < next; i++) {
        rowOf.add(row);
        for (Frag f : lines.get(i).frags()) {
          edges.add(new float[] {f.x0(), row});
        }
      }
      at = next;
    }
    edges.sort((a, b) -> Float.compare(a[0], b[0]));
    List<Float> learned = new ArrayList<>();
    for (int h = head; h < from; h++) {
      for (Frag f : lines.get(h).frags()) {
        Frag.Glyphs g = f.glyphs();
        for (int k = 0; g != null && k < g.at().length; k++) {
          if (g.at()[k] > 0 && f.text().charAt(g.at()[k] - 1) == ' ') {
            Float x = wordColumn(g.left()[k], starts, lines, from, rowOf, style);
            if (x != null) {
              learned.add(x);
            }
          }
        }
      }
    }
    int i = 0;
    while (i < edges.size()) {
      int j = i + 1;
      while (j < edges.size() && edges.get(j)[0] - edges.get(j - 1)[0] <= align) {
        j++;
      }
      long rows = edges.subList(i, j).stream().mapToDouble(e -> e[1]).distinct().count();
      float x = edges.get(i + (j - i) / 2)[0]; // the median edge
      boolean header = false;
      for (float s : starts) {
        header |= Math.abs(x - s) <= Frag.ALIGN_EMS * style.body();
      }
      if (rows >= 2 && !header && x > starts[0]) {
        learned.add(x);
      }
      i = j;
    }
    if (learned.isEmpty()) {
      return starts;
    }
    float[] all = java.util.Arrays.copyOf(starts, starts.length + learned.size());
    for (int k = 0; k < learned.size(); k++) {
      all[starts.length + k] = learned.get(k);
    }
    java.util.Arrays.sort(all);
    return all;
  }

  /**
   * The start of a column the header shows as a word inside a header cell ("City State/UT"),
   * at {@code word}: the x, within {@value #ALIGN_EMS} body sizes of it and not at a header
   * column's start, where a fragment or a glyph starts on every line of the rows
   * {@code lines[from, from + rowOf.size())} with text there (within {@value Frag#ALIGN_EMS}
   * body sizes), in two rows at least, and where a glyph inside a fragment starts there, it
   * starts a word glued to the one before it ({@link #glued}); null otherwise.
   */
  private static Float wordColumn(float word, float[] starts, List<Line> lines, int from,
      List<Integer> rowOf, DocStyle style) {
    float align = ALIGN_EMS * style.body();
    float tight = Frag.ALIGN_EMS * style.body();
    for (float s : starts) {
      if (Math.abs(word - s) <= align) {
        return null;
      }
    }
    float min = word;
    float max = word;
    java.util.Set<Integer> rows = new java.util.HashSet<>();
    for (int i = 0; i < rowOf.size(); i++) {
      for (Frag f : lines.get(from + i).frags()) {
        if (f.x1() <= word - align || f.x0() >= word + align) {
          continue;
        }
        float edge = Float.NaN;
        if (Math.abs(f.x0() - word) <= align) {
          edge = f.x0();
        } else if (f.glyphs() != null) {
          int glyph = -1;
          float[] left = f.glyphs().left();
          for (int k = 0; k < left.length; k++) {
            if (Math.abs(left[k] - word) <= align
                && (glyph < 0 || Math.abs(left[k] - word) < Math.abs(edge - word))) {
              edge = left[k];
              glyph = k;
            }
          }
          if (glyph >= 0 && !glued(f.text(), f.glyphs().at()[glyph])) {
            return null; // a glyph inside a word: no cell starts there
          }
        }
        if (Float.isNaN(edge)) {
          if (f.x0() < word - align && f.x1() > word + align) {
            return null; // text runs across with no glyph starting near
          }
          continue;
        }
        min = Math.min(min, edge);
        max = Math.max(max, edge);
        rows.add(rowOf.get(i));
      }
    }
    return rows.size() >= 2 && max - min <= tight ? (min + max) / 2 : null;
  }

  /**
   * Whether the lines {@code lines[from, to)} may be a row of a table starting at {@code left}:
   * two fragments at least, none starting left of it (as {@link #place} wants its cells).
   */
  private static boolean rowLike(List<Line> lines, int from, int to, float left) {
    int n = 0;
    for (int i = from; i < to; i++) {
      for (Frag f : lines.get(i).frags()) {
        if (f.x0() < left) {
          return false;
        }
        n++;
      }
    }
    return n >= 2;
  }

  /**
   * Whether {@code text} reads as two words glued at {@code at}: a lower-case letter followed by
   * a capital or a digit ("NoidaUttar", "Gujarat3rd").
   */
  private static boolean glued(String text, int at) {
    if (at <= 0 || at >= text.length()) {
      return false;
    }
    char c = text.charAt(at);
    return Character.isLowerCase(text.charAt(at - 1))
        && (Character.isUpperCase(c) || Character.isDigit(c));
  }

  /**
   * The end (exclusive) of the row starting at {@code lines[from]}: the lines after it drawn
   * interleaved with it; -1 if a line's drawing order is unknown or a line is set larger than
   * the body.
   */
  private static int rowEnd(List<Line> lines, int from, DocStyle style) {
    Line first = lines.get(from);
    if (style.larger(first) || first.drawnFirst() < 0) {
      return -1;
    }
    int last = first.drawnLast();
    int i = from + 1;
    for (; i < lines.size(); i++) {
      Line line = lines.get(i);
      Line above = lines.get(i - 1);
      float gap = line.y() - above.y();
      if (line.drawnFirst() < 0 || gap <= 0
          || gap > TableFinder.ROW_EMS * Math.max(line.size(), above.size())
          || line.drawnFirst() > last || style.larger(line)) {
        break;
      }
      last = Math.max(last, line.drawnLast());
    }
    return i;
  }

  /**
   * The cells of the row {@code lines[from, to)}, left to right; its fragments first cut at the
   * column starts {@code starts} ({@link Frag#cut}) unless null.
   */
  private static List<Cell> cells(List<Line> lines, int from, int to, Vocabulary vocabulary,
      float[] starts) {
    List<Frag> frags = new ArrayList<>();
    List<Float> ys = new ArrayList<>();
    for (int i = from; i < to; i++) {
      float[] free = starts == null ? null : free(lines.get(i), starts);
      for (Frag f : lines.get(i).frags()) {
        for (Frag piece : free == null ? List.of(f) : f.cut(free)) {
          frags.add(piece);
          ys.add(lines.get(i).y());
        }
      }
    }
    Integer[] order = new Integer[frags.size()];
    for (int k = 0; k < order.length; k++) {
      order[k] = k;
    }
    java.util.Arrays.sort(order, (a, b) -> Integer.compare(frags.get(a).drawnFirst(),
        frags.get(b).drawnFirst()));
    List<Cell> cells = new ArrayList<>();
    Cell cell = null;
    Frag before = null;
    for (int k : order) {
      Frag f = frags.get(k);
      float y = ys.get(k);
      if (cell != null && y > cell.y() && f.x0() < before.x1() && f.x1() > before.x0()) {
        vocabulary.join(cell.text(), f.text());
        cell = new Cell(cell.text(), Math.min(cell.x0(), f.x0()), Math.max(cell.x1(), f.x1()),
            y);
      } else {
        if (cell != null) {
          cells.add(cell);
        }
        cell = new Cell(new StringBuilder(f.text()), f.x0(), f.x1(), y);
      }
      before = f;
    }
    if (cell != null) {
      cells.add(cell);
    }
    cells.sort((a, b) -> Float.compare(a.x0(), b.x0()));
    return cells;
  }

  /**
   * The column starts of {@code starts} at which no fragment of {@code line} starts (within
   * {@value #ALIGN_EMS} font sizes): where a fragment of the line crossing one may hold a
   * touching cell; one crossing a column that has its own text on the line overflows into it.
   */
  private static float[] free(Line line, float[] starts) {
    float[] free = new float[starts.length];
    int n = 0;
    for (float s : starts) {
      boolean taken = false;
      for (Frag f : line.frags()) {
        taken |= Math.abs(f.x0() - s) <= ALIGN_EMS * f.size();
      }
      if (!taken) {
        free[n++] = s;
      }
    }
    return java.util.Arrays.copyOf(free, n);
  }

  /**
   * The row's cells placed in the columns (the last one starting left of the cell, within
   * {@value #ALIGN_EMS} body sizes; cells of one column joined), or null if a cell starts left
   * of the first column or the row has fewer than two cells.
   */
  private static List<String> place(List<Cell> cells, float[] starts, float body) {
    if (cells.size() < 2) {
      return null;
    }
    StringBuilder[] row = new StringBuilder[starts.length];
    for (int k = 0; k < row.length; k++) {
      row[k] = new StringBuilder();
    }
    float align = ALIGN_EMS * body;
    for (Cell c : cells) {
      int column = -1;
      for (int k = 0; k < starts.length; k++) {
        if (c.x0() >= starts[k] - align) {
          column = k;
        }
      }
      if (column < 0) {
        return null;
      }
      row[column].append(row[column].length() == 0 ? "" : " ").append(c.text());
    }
    List<String> out = new ArrayList<>(row.length);
    for (StringBuilder b : row) {
      out.add(b.toString());
    }
    return out;
  }
}
