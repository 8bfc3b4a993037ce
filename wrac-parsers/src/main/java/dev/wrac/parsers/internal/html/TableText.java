package dev.wrac.parsers.internal.html;

import java.util.List;

/** The text of a table row: its cells. (Row sentences: {@link dev.wrac.parse.RowContent}.) */
public final class TableText {
  private TableText() {}

  /** The cells joined by {@code " | "}, an empty cell left empty: {@code "a | | c"}. */
  public static String cells(List<String> cells) {
    StringBuilder s = new StringBuilder();
    for (int k = 0; k < cells.size(); k++) {
      String cell = cells.get(k).strip();
      if (k > 0) {
        s.append(s.length() == 0 ? "|" : " |");
        if (!cell.isEmpty()) {
          s.append(' ');
        }
      }
      s.append(cell);
    }
    return s.toString();
  }
}
