package dev.wrac.documents.pdf.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Tables shown by the layout alone (PDF has no table markup), found conservatively: a run of
 * lines, each cut into fragments at wide gaps, whose fragments all start in the columns set by
 * the run's first line (a column runs from its first fragment's left edge to the next column's)
 * and stay inside them. A line of fewer fragments than columns, closer than
 * {@value #WRAP_EMS} font sizes to the line above, continues the row above (wrapped cells,
 * joined as {@link Vocabulary} joins lines);
 * other lines start rows. A table needs {@value #MIN_ROWS} rows (the header and two more) of
 * two cells at least; anything else stays text. The first row is the header.
 */
public final class TableFinder {
  static final int MIN_ROWS = 3;
  static final float WRAP_EMS = 1.6f;
  static final float ROW_EMS = 3.2f;
  private static final float SLACK = 3f;

  /** A table: the header's cells, then each row's, and the lines it took. */
  public record Table(List<List<String>> rows, int lineCount) {}

  private TableFinder() {}

  /** The table starting at {@code lines[from]}, or null. */
  public static Table at(List<Line> lines, int from, DocStyle style, Vocabulary vocabulary) {
    TableFinder.Table drawn = DrawnTable.at(lines, from, style, vocabulary);
    if (drawn != null) {
      return drawn;
    }
    Line first = lines.get(from);
    if (first.frags().size() < 2 || style.larger(first)) {
      return null;
    }
    float[] starts = new float[first.frags().size()];
    for (int k = 0; k < starts.length; k++) {
      starts[k] = first.frags().get(k).x0();
    }
    StringBuilder[] header = cells(first, starts);
    if (header == null) {
      return null;
    }
    List<StringBuilder[]> rows = new ArrayList<>();
    rows.add(header);
    int rowFilled = filled(rows.get(0));
    int i = from + 1;
    for (; i < lines.size(); i++) {
      Line line = lines.get(i);
      Line above = lines.get(i - 1);
      float gap = line.y() - above.y();
      float size = Math.max(line.size(), above.size());
      StringBuilder[] cells = gap > 0 && gap <= ROW_EMS * size && !style.larger(line)
          ? cells(line, starts) : null;
      if (cells == null) {
        break;
      }
      int filled = filled(cells);
      if (filled >= 2 && (filled >= rowFilled || filled == starts.length)) {
        rows.add(cells);
        rowFilled = filled;
      } else if (gap <= WRAP_EMS * size) {
        StringBuilder[] last = rows.get(rows.size() - 1);
        for (int k = 0; k < cells.length; k++) {
          if (cells[k].length() > 0) {
            vocabulary.join(last[k], cells[k].toString());
          }
        }
      } else {
        break;
      }
    }
    int fullRows = rows.size();
    if (fullRows < MIN_ROWS) {
      return null;
    }
    List<List<String>> out = new ArrayList<>(rows.size());
    for (StringBuilder[] r : rows) {
      out.add(Arrays.stream(r).map(StringBuilder::toString).toList());
    }
    return new Table(out, i - from);
  }

  private static int filled(StringBuilder[] cells) {
    int n = 0;
    for (StringBuilder c : cells) {
      n += c.length() > 0 ? 1 : 0;
    }
    return n;
  }

  /**
   * The line's fragments placed in the columns (the one holding a fragment's centre), or null
   * if a fragment reaches over the start of the next column or back over its column's left
   * neighbour.
   */
  private static StringBuilder[] cells(Line line, float[] starts) {
    StringBuilder[] cells = new StringBuilder[starts.length];
    for (int k = 0; k < cells.length; k++) {
      cells[k] = new StringBuilder();
    }
    for (Frag f : line.frags()) {
      float center = (f.x0() + f.x1()) / 2;
      int column = 0;
      while (column + 1 < starts.length && center >= starts[column + 1] - SLACK) {
        column++;
      }
      boolean spills = column + 1 < starts.length && f.x1() > starts[column + 1] + SLACK;
      boolean reachesBack = column > 0 ? f.x0() < starts[column - 1] + SLACK
          : f.x0() < starts[0] - SLACK;
      if (spills || reachesBack) {
        return null;
      }
      StringBuilder cell = cells[column];
      cell.append(cell.length() == 0 ? "" : " ").append(f.text());
    }
    return cells;
  }
}
