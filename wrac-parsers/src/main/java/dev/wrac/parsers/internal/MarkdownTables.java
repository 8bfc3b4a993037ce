package dev.wrac.parsers.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * GitHub pipe tables, found in a paragraph's lines: a header line with a pipe, then a delimiter
 * row (cells of {@code -}, optionally {@code :} at either end, separated by pipes), then body
 * rows until the paragraph ends. Lines before the header stay a paragraph. Written for this
 * parser instead of flexmark's table extension, which examines every paragraph with its
 * inline parser and cost a fifth of the parse.
 */
public final class MarkdownTables {
  private MarkdownTables() {}

  /**
   * A table in a paragraph, as offsets into the source text.
   *
   * @param headerStart start of the header line (before it, if anything: paragraph text)
   * @param headerEnd   end of the delimiter row: the header element is
   *                    {@code [headerStart, headerEnd)}
   * @param rows        {@code [start, end)} of each body row line, untrimmed
   * @param headerCells the header line's cells, without markup
   */
  public record Table(int headerStart, int headerEnd, List<int[]> rows, List<String> headerCells) {}

  /** The table in the paragraph {@code [from, to)} of {@code text}, or {@code null}. */
  public static Table find(String text, int from, int to) {
    int previousStart = -1;
    int lineStart = from;
    while (lineStart < to) {
      int lineEnd = lineEnd(text, lineStart, to);
      if (previousStart >= 0 && isDelimiterRow(text, lineStart, lineEnd)
          && indexOfPipe(text, previousStart, lineStart) >= 0) {
        List<int[]> rows = new ArrayList<>();
        int rowStart = lineEnd + 1;
        while (rowStart < to) {
          int rowEnd = lineEnd(text, rowStart, to);
          rows.add(new int[] {rowStart, rowEnd});
          rowStart = rowEnd + 1;
        }
        return new Table(previousStart, lineEnd, rows,
            cells(text, previousStart, lineEnd(text, previousStart, to)));
      }
      previousStart = lineStart;
      lineStart = lineEnd + 1;
    }
    return null;
  }

  private static int lineEnd(String text, int start, int to) {
    int nl = text.indexOf('\n', start);
    return nl < 0 || nl > to ? to : nl;
  }

  private static int indexOfPipe(String text, int from, int to) {
    int at = text.indexOf('|', from);
    return at >= 0 && at < to ? at : -1;
  }

  /** A delimiter row: at least one pipe, and every cell {@code :?-+:?}. */
  public static boolean isDelimiterRow(String text, int start, int end) {
    boolean pipe = false;
    boolean dashInCell = false;
    boolean cellHasContent = false;
    int cells = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      switch (c) {
        case '|' -> {
          pipe = true;
          if (cellHasContent) {
            if (!dashInCell) {
              return false;
            }
            cells++;
          }
          dashInCell = false;
          cellHasContent = false;
        }
        case '-' -> {
          dashInCell = true;
          cellHasContent = true;
        }
        case ':' -> cellHasContent = true;
        case ' ', '\t', '\r' -> {
          // white space around cells
        }
        default -> {
          return false;
        }
      }
    }
    if (cellHasContent) {
      if (!dashInCell) {
        return false;
      }
      cells++;
    }
    return pipe && cells > 0;
  }

  /** The cells of a row line: split at unescaped pipes, outer pipes dropped, plain text. */
  public static List<String> cells(String text, int start, int end) {
    String line = text.substring(start, end).strip();
    if (line.startsWith("|")) {
      line = line.substring(1);
    }
    if (line.endsWith("|") && !line.endsWith("\\|")) {
      line = line.substring(0, line.length() - 1);
    }
    List<String> cells = new ArrayList<>();
    int cellStart = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == '|') {
        cells.add(MarkdownText.plain(line.substring(cellStart, i)));
        cellStart = i + 1;
      }
    }
    cells.add(MarkdownText.plain(line.substring(cellStart)));
    return cells;
  }
}
