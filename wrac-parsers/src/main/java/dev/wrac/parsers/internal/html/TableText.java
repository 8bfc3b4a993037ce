package dev.wrac.parsers.internal.html;

import dev.wrac.parse.RowContent;
import java.util.List;

/** The text of a table row: its cells. (Row sentences: {@link dev.wrac.parse.RowContent}.) */
public final class TableText {
  private TableText() {}

  /** The cells joined by {@code " | "}: {@link RowContent#cells}. */
  public static String cells(List<String> cells) {
    return RowContent.cells(cells);
  }
}
