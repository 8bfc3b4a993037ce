package dev.wrac.parsers.internal.html;

import java.util.List;

/** The deterministic sentence of a table row: {@code "Header1: v1; Header2: v2"}. */
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

  /**
   * Pairs each cell with its column header: {@code "Plan: Basic; Price: 5 EUR"}. Empty cells
   * are left out; a cell without a header (more cells than headers, or a blank header) stands
   * alone. Deterministic.
   */
  public static String rowSentence(List<String> headerCells, List<String> cells) {
    StringBuilder s = new StringBuilder();
    for (int k = 0; k < cells.size(); k++) {
      String cell = cells.get(k).strip();
      if (cell.isEmpty()) {
        continue;
      }
      if (s.length() > 0) {
        s.append("; ");
      }
      String header = k < headerCells.size() ? headerCells.get(k).strip() : "";
      if (!header.isEmpty()) {
        s.append(header).append(": ");
      }
      s.append(cell);
    }
    return s.toString();
  }
}
