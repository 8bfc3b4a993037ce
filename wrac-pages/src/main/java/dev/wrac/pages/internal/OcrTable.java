package dev.wrac.pages.internal;

import dev.wrac.pages.internal.OcrLayout.Line;
import dev.wrac.pages.internal.OcrLayout.Word;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A table found in OCR lines by its column gaps: runs of lines whose words are split by gaps
 * of at least {@link #COLUMN_GAP} body line heights (a word space is about a third of one),
 * with at least two such lines whose second columns start at the same place. Columns start
 * where cells of two or more lines start; each word goes to the column it starts in. A line
 * with text in the first column and in (nearly) as many columns as the fullest line starts a
 * row; any other line (cells wrapped over several lines) adds its words to the row above, or to
 * the header before the first row. The first
 * row is the header. Rendered as a pipe table, which the route keeps
 * ({@link dev.wrac.pages.TesseractTranscriber#keepsTables()}) for the Markdown parser.
 *
 * @param lines the OCR lines of the table, in order
 * @param rows  the cells of each row (the first row the header), one per column
 */
record OcrTable(List<Line> lines, List<List<String>> rows) {
  /** Least gap between two cells, in body line heights. */
  static final double COLUMN_GAP = 1.5;
  /** Largest vertical gap between two lines of one table, in body line heights. */
  static final double ROW_GAP = 1.5;
  private static final Pattern MARKER =
      Pattern.compile("[•●▪◦■□➢►✓·»«©@*+–—-]|\\d{1,3}[.)]");

  /** A cell: its text and where it starts and ends, in pixels. */
  record Cell(String text, int left, int right) {}

  /** The tables among a page's lines (in reading order), the body text's line height given. */
  static List<OcrTable> find(List<Line> lines, double bodyHeight) {
    List<OcrTable> tables = new ArrayList<>();
    if (bodyHeight <= 0) {
      return tables;
    }
    int i = 0;
    while (i < lines.size()) {
      if (cells(lines.get(i), bodyHeight).size() < 2) {
        i++;
        continue;
      }
      int end = i + 1;
      int lastGapped = i;
      int left = lines.get(i).left();
      int second = cells(lines.get(i), bodyHeight).get(1).left();
      while (end < lines.size() && close(lines.get(end - 1), lines.get(end), bodyHeight)) {
        Line l = lines.get(end);
        List<Cell> cs = cells(l, bodyHeight);
        if (cs.size() >= 2) {
          second = Math.min(second, cs.get(1).left());
          lastGapped = end;
        } else if (!inColumns(l, left, second, bodyHeight)) {
          break; // a line of text across the columns: the table has ended
        }
        left = Math.min(left, l.left());
        end++;
      }
      while (end - 1 > lastGapped && !inColumns(lines.get(end - 1), left, second, bodyHeight)) {
        end--;
      }
      OcrTable table = build(lines.subList(i, end), bodyHeight);
      if (table != null) {
        tables.add(table);
        i = end;
      } else {
        i++;
      }
    }
    return tables;
  }

  /**
   * Whether a line without column gaps can be part of a table whose first column starts at
   * {@code left} and second at {@code second}: it starts right of the first column, or ends
   * before the second.
   */
  private static boolean inColumns(Line l, int left, int second, double bodyHeight) {
    List<Word> ws = l.boxes();
    return !ws.isEmpty() && (l.left() > left + bodyHeight
        || ws.get(ws.size() - 1).right() < second);
  }

  /** Whether {@code b} is the line below {@code a}, at most {@link #ROW_GAP} lines lower. */
  private static boolean close(Line a, Line b, double bodyHeight) {
    int gap = b.top() - (a.top() + a.height());
    return b.top() > a.top() && gap <= ROW_GAP * bodyHeight;
  }

  /** A line's cells: its words split at column gaps (not after a leading list marker). */
  static List<Cell> cells(Line line, double bodyHeight) {
    List<Cell> cells = new ArrayList<>();
    List<Word> words = line.boxes();
    double gap = COLUMN_GAP * Math.max(bodyHeight, line.height());
    StringBuilder text = new StringBuilder();
    int start = 0;
    for (int w = 0; w < words.size(); w++) {
      Word word = words.get(w);
      if (w > 0 && word.left() - words.get(w - 1).right() >= gap
          && !(w == 1 && MARKER.matcher(words.get(0).text()).matches())) {
        cells.add(new Cell(text.toString(), words.get(start).left(), words.get(w - 1).right()));
        text.setLength(0);
        start = w;
      }
      text.append(text.length() == 0 ? "" : " ").append(word.text());
    }
    if (!words.isEmpty()) {
      cells.add(new Cell(text.toString(), words.get(start).left(),
          words.get(words.size() - 1).right()));
    }
    return cells;
  }

  /**
   * The table of these lines, or null unless two gapped lines start a column at the same
   * place (within a body line height) beyond their first cell.
   */
  static OcrTable build(List<Line> lines, double bodyHeight) {
    List<List<Cell>> cellsOf = new ArrayList<>();
    List<Integer> starts = new ArrayList<>();
    for (Line l : lines) {
      List<Cell> cs = cells(l, bodyHeight);
      cellsOf.add(cs);
      cs.forEach(c -> starts.add(c.left()));
    }
    // column starts: clusters of cell starts, each within a body line height of the next
    starts.sort(null);
    List<Integer> columns = new ArrayList<>();
    List<Integer> support = new ArrayList<>();
    int prev = 0;
    for (int x : starts) {
      if (columns.isEmpty() || x - prev > bodyHeight) {
        columns.add(x);
        support.add(0);
      }
      support.set(support.size() - 1, support.get(support.size() - 1) + 1);
      prev = x;
    }
    // a column needs cells from two lines; lone starts belong to the column on their left
    for (int c = columns.size() - 1; c > 0; c--) {
      if (support.get(c) < 2) {
        columns.remove(c);
        support.remove(c);
      }
    }
    if (columns.size() < 2) {
      return null;
    }
    int aligned = 0;
    for (List<Cell> cs : cellsOf) {
      aligned += cs.size() >= 2 && column(columns, cs.get(1).left(), bodyHeight) > 0 ? 1 : 0;
    }
    if (aligned < 2) {
      return null;
    }
    // each word goes to the column it starts in (never left of the word before it)
    double tolerance = bodyHeight / 2;
    List<List<Integer>> columnOf = new ArrayList<>();
    int full = 0;
    for (Line l : lines) {
      List<Integer> cols = new ArrayList<>();
      int col = 0;
      for (Word w : l.boxes()) {
        col = Math.max(col, column(columns, w.left(), tolerance));
        cols.add(col);
      }
      columnOf.add(cols);
      full = Math.max(full, (int) cols.stream().distinct().count());
    }
    List<List<StringBuilder>> rows = new ArrayList<>();
    List<StringBuilder> pending = null; // cells seen before the first row starts
    for (int i = 0; i < lines.size(); i++) {
      List<Integer> cols = columnOf.get(i);
      if (cols.isEmpty()) {
        continue;
      }
      long filled = cols.stream().distinct().count();
      boolean startsRow = cols.get(0) == 0 && filled >= full - full / 6;
      List<StringBuilder> row;
      if (startsRow) {
        row = pending != null && rows.isEmpty() ? pending : emptyRow(columns.size());
        pending = null;
        rows.add(row);
      } else if (!rows.isEmpty()) {
        row = rows.get(rows.size() - 1);
      } else {
        row = pending != null ? pending : (pending = emptyRow(columns.size()));
      }
      List<Word> words = lines.get(i).boxes();
      for (int w = 0; w < words.size(); w++) {
        StringBuilder cell = row.get(cols.get(w));
        cell.append(cell.length() == 0 ? "" : " ").append(words.get(w).text());
      }
    }
    if (pending != null) {
      rows.add(0, pending);
    }
    if (rows.size() < 2) {
      return null;
    }
    List<List<String>> texts = new ArrayList<>();
    for (List<StringBuilder> r : rows) {
      texts.add(r.stream().map(StringBuilder::toString).toList());
    }
    return new OcrTable(List.copyOf(lines), texts);
  }

  private static List<StringBuilder> emptyRow(int columns) {
    List<StringBuilder> row = new ArrayList<>();
    for (int c = 0; c < columns; c++) {
      row.add(new StringBuilder());
    }
    return row;
  }

  /** The column a cell starting at {@code x} falls in: the last one starting before it. */
  private static int column(List<Integer> columns, int x, double tolerance) {
    int c = 0;
    while (c + 1 < columns.size() && columns.get(c + 1) <= x + tolerance) {
      c++;
    }
    return c;
  }

  /** The table as a pipe table (pipes in cells escaped), the first row its header. */
  String markdown() {
    StringBuilder md = new StringBuilder();
    for (int r = 0; r < rows.size(); r++) {
      md.append(r == 0 ? "" : "\n").append('|');
      for (String cell : rows.get(r)) {
        md.append(' ').append(cell.replace("|", "\\|")).append(" |");
      }
      if (r == 0) {
        md.append("\n|");
        md.append(" --- |".repeat(rows.get(0).size()));
      }
    }
    return md.toString();
  }
}
