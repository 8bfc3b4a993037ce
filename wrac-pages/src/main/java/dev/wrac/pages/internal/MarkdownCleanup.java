package dev.wrac.pages.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The deterministic post-processing of transcribed Markdown: code fence lines removed (their
 * content kept), image references removed, and (unless the transcriber keeps its tables) any
 * pipe table left in the text turned into one paragraph per row, a sentence naming each column header with its cell ("Header: cell;
 * Header: cell."). Rows are never merged. Runs of blank lines become one.
 */
public final class MarkdownCleanup {
  private static final Pattern FENCE = Pattern.compile("^\\s{0,3}(```|~~~).*$");
  private static final Pattern IMAGE = Pattern.compile(
      "!\\[[^\\]\\n]*\\]\\([^)\\n]*\\)|!\\[[^\\]\\n]*\\]\\[[^\\]\\n]*\\]|<img\\b[^>]*>",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern SEPARATOR = Pattern.compile(
      "^\\s*\\|?\\s*:?-{2,}:?\\s*(\\|\\s*:?-{2,}:?\\s*)*\\|?\\s*$");

  private static final Pattern BLANK_RUN = Pattern.compile("\n{3,}");

  private MarkdownCleanup() {}

  /** The cleaned Markdown of one page, pipe tables turned into row sentences. */
  public static String clean(String markdown) {
    return clean(markdown, true);
  }

  /**
   * The cleaned Markdown of one page; pipe tables turned into row sentences if
   * {@code rowSentences}, else kept as they are.
   */
  public static String clean(String markdown, boolean rowSentences) {
    List<String> lines = new ArrayList<>();
    for (String line : markdown.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1)) {
      if (FENCE.matcher(line).matches()) {
        continue;
      }
      String kept = IMAGE.matcher(line).replaceAll("");
      lines.add(kept.isBlank() && !line.isBlank() ? "" : kept.stripTrailing());
    }
    String text = rowSentences ? tables(lines) : String.join("\n", lines);
    return BLANK_RUN.matcher(text).replaceAll("\n\n").strip();
  }

  /** The lines with every pipe table replaced by row sentences. */
  static String tables(List<String> lines) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < lines.size()) {
      int end = tableEnd(lines, i);
      if (end > i) {
        out.append(out.length() == 0 ? "" : "\n").append(rowSentences(lines.subList(i, end)))
            .append("\n\n");
        i = end;
      } else {
        out.append(lines.get(i)).append('\n');
        i++;
      }
    }
    return out.toString();
  }

  /**
   * The end of a pipe table starting at {@code i}, or {@code i} if none starts there: a row
   * with a pipe followed by a separator row, or two or more rows framed by pipes.
   */
  static int tableEnd(List<String> lines, int i) {
    String first = lines.get(i).strip();
    if (!first.contains("|") || SEPARATOR.matcher(first).matches()) {
      return i;
    }
    boolean separated = i + 1 < lines.size() && SEPARATOR.matcher(lines.get(i + 1)).matches();
    int end = i + 1;
    while (end < lines.size() && isRow(lines.get(end), separated)) {
      end++;
    }
    boolean framed = first.startsWith("|") && first.endsWith("|") && end - i >= 2;
    return separated || framed ? end : i;
  }

  private static boolean isRow(String line, boolean separated) {
    String s = line.strip();
    return separated ? s.contains("|") : s.startsWith("|") && s.endsWith("|");
  }

  /** One paragraph per body row; the first row is the header. */
  static String rowSentences(List<String> rows) {
    List<String> header = cells(rows.get(0));
    StringBuilder out = new StringBuilder();
    for (String row : rows.subList(1, rows.size())) {
      if (SEPARATOR.matcher(row).matches()) {
        continue;
      }
      String sentence = sentence(header, cells(row));
      if (!sentence.isEmpty()) {
        out.append(out.length() == 0 ? "" : "\n\n").append(sentence);
      }
    }
    if (out.length() == 0) {
      // a header without rows: keep its words as a line of text
      return String.join("; ", header.stream().filter(c -> !c.isEmpty()).toList());
    }
    return out.toString();
  }

  /** "Header: cell; Header: cell." with empty cells left out. */
  static String sentence(List<String> header, List<String> cells) {
    List<String> parts = new ArrayList<>();
    for (int c = 0; c < cells.size(); c++) {
      String cell = cells.get(c);
      if (cell.isEmpty()) {
        continue;
      }
      String name = c < header.size() ? header.get(c) : "";
      parts.add(name.isEmpty() ? cell : name + ": " + cell);
    }
    if (parts.isEmpty()) {
      return "";
    }
    String s = String.join("; ", parts);
    return s.matches(".*[.!?]$") ? s : s + ".";
  }

  /** A row's cells, trimmed, border pipes dropped, escaped pipes kept as text. */
  static List<String> cells(String row) {
    String s = row.strip();
    s = s.startsWith("|") ? s.substring(1) : s;
    s = s.endsWith("|") && !s.endsWith("\\|") ? s.substring(0, s.length() - 1) : s;
    List<String> cells = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '|') {
        cell.append('|');
        i++;
      } else if (ch == '|') {
        cells.add(cell.toString().strip());
        cell.setLength(0);
      } else {
        cell.append(ch);
      }
    }
    cells.add(cell.toString().strip());
    return cells;
  }
}
