package dev.wrac.parse;

import java.util.List;

/**
 * What a table row's content ({@link dev.wrac.model.Element#content()}) holds: the basis of
 * its size and of the chunk's {@code embedText}. The verbatim text is never changed.
 */
public enum RowContent {
  /** The format's own default: {@link #SENTENCES} for office documents and PDF, else CELLS. */
  FORMAT_DEFAULT,
  /**
   * The cells in order, separated by {@code " | "}: {@code "Basic | 5 EUR"}. A visible
   * separator, not a tab: on RAG-Multi-Corpus, rows embedded with tabs between their cells
   * retrieved worse (R@512 0.711 against 0.722 for the HTML documents, whose text is this).
   */
  CELLS,
  /**
   * One self-contained sentence per row built from the column headers (the D-RAC rule):
   * {@code "Plan: Basic; Price: 5 EUR"}. Rows are never merged.
   */
  SENTENCES;

  /** Whether rows become sentences, given the format's default. */
  public boolean sentences(boolean formatDefault) {
    return this == SENTENCES || this == FORMAT_DEFAULT && formatDefault;
  }

  /**
   * The cells stripped and separated by {@code " | "}, an empty cell left empty:
   * {@code "a | | c"}.
   */
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
  public static String sentence(List<String> headerCells, List<String> cells) {
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
