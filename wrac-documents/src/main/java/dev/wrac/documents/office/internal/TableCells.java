package dev.wrac.documents.office.internal;

import java.util.List;
import java.util.regex.Pattern;

/** Cell text helpers shared by the office parsers. */
public final class TableCells {
  private static final Pattern WHITE_SPACE = Pattern.compile("(?U)\\s+");

  private TableCells() {}

  /** The cells without the empty ones at the end. */
  public static List<String> withoutTrailingBlanks(List<String> cells) {
    int end = cells.size();
    while (end > 0 && cells.get(end - 1).isBlank()) {
      end--;
    }
    return cells.subList(0, end);
  }

  /**
   * The cells joined by {@code " | "}, an empty cell left empty ({@code "a | | c"}), trailing
   * empty cells dropped; blank if every cell is.
   */
  public static String join(List<String> cells) {
    int last = cells.size() - 1;
    while (last >= 0 && cells.get(last).isBlank()) {
      last--;
    }
    StringBuilder s = new StringBuilder();
    for (int k = 0; k <= last; k++) {
      String cell = cells.get(k).strip();
      if (k > 0) {
        s.append(cell.isEmpty() ? " |" : " | ");
      }
      s.append(cell);
    }
    return s.toString();
  }

  /**
   * White space runs (line breaks and no-break spaces included) collapsed to single spaces,
   * ends stripped.
   */
  public static String collapse(String text) {
    return WHITE_SPACE.matcher(text).replaceAll(" ").strip();
  }

  /**
   * A table as one text, as a table nested in a cell is read: rows joined by {@code "; "}, a
   * row's non-blank cells by {@code ", "}, blank rows left out.
   */
  public static String flatten(List<List<String>> rows) {
    StringBuilder s = new StringBuilder();
    for (List<String> row : rows) {
      StringBuilder r = new StringBuilder();
      for (String cell : row) {
        if (!cell.isBlank()) {
          r.append(r.length() > 0 ? ", " : "").append(cell);
        }
      }
      if (r.length() > 0) {
        s.append(s.length() > 0 ? "; " : "").append(r);
      }
    }
    return s.toString();
  }

  /** Whether every cell is blank. */
  public static boolean blank(List<String> cells) {
    for (String cell : cells) {
      if (!cell.isBlank()) {
        return false;
      }
    }
    return true;
  }
}
