package dev.wrac.parsers.internal;

import dev.wrac.model.ElementKind;
import dev.wrac.parse.Markup;
import dev.wrac.parse.RowContent;

/**
 * Markdown's {@link Markup}: an element's text as a reader of the rendered page sees it, so
 * that its content equals the text the HTML parser finds in the same document rendered to
 * HTML. Block markers go (heading marks, list bullets and numbers, task boxes, quote markers,
 * code fences, table pipes and rule rows, front matter fences), then inline markup
 * ({@link MarkdownInline}). As in a rendered page, a soft line break is a space and a hard one
 * (two trailing spaces or a backslash) a newline; white space inside a line is collapsed.
 * Code keeps its lines and spacing. Linear in the text.
 */
public final class MarkdownContent implements Markup {
  /** The rule (stateless, shared). */
  public static final MarkdownContent INSTANCE = new MarkdownContent();

  private MarkdownContent() {}

  @Override
  public String content(ElementKind kind, String text) {
    return switch (kind) {
      case CODE -> code(text);
      case FRONT_MATTER -> frontMatter(text);
      case TABLE_HEADER, TABLE_ROW -> tableRow(text);
      case HTML -> lines(MarkdownInline.strip(text), Block.PLAIN);
      case HEADING -> lines(text, Block.HEADING);
      case LIST_ITEM -> lines(text, Block.LIST_ITEM);
      case QUOTE -> lines(text, Block.QUOTE);
      default -> lines(text, Block.PLAIN);
    };
  }

  private enum Block { PLAIN, HEADING, LIST_ITEM, QUOTE }

  /** Paragraph-like text: line by line, markers off, then inline markup off. */
  private static String lines(String text, Block block) {
    StringBuilder out = new StringBuilder(text.length());
    int start = 0;
    boolean first = true;
    boolean hardBreak = false;
    while (start <= text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      int from = skipSpace(text, start, end);
      if (block == Block.QUOTE) {
        from = quoteMarkers(text, from, end);
      }
      if (first && block == Block.LIST_ITEM) {
        from = listMarker(text, from, end);
      }
      int to = end;
      boolean nextHard = false;
      if (to - from >= 2 && text.startsWith("  ", to - 2) || to > from && text.charAt(to - 1) == '\\'
          && (to - 1 == from || text.charAt(to - 2) != '\\')) {
        nextHard = true;
        to = text.charAt(to - 1) == '\\' ? to - 1 : to;
      }
      if (block == Block.HEADING) {
        if (isSetextUnderline(text, from, end)) {
          from = end;
        }
        from = headingMarks(text, from, end);
        to = closingHashes(text, from, to);
      }
      while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
        to--;
      }
      if (to > from) {
        if (out.length() > 0) {
          out.append(hardBreak ? '\n' : ' ');
        }
        appendCollapsed(out, text, from, to);
      }
      hardBreak = nextHard;
      first = false;
      start = end + 1;
    }
    String stripped = MarkdownInline.strip(out.toString());
    return stripped.contains("  ") ? collapseSpaces(stripped) : stripped;
  }

  /** Runs of spaces left where markup stood (an unmatched backtick, a tag) become one. */
  private static String collapseSpaces(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != ' ' || out.length() == 0 || out.charAt(out.length() - 1) != ' ') {
        out.append(c);
      }
    }
    return out.toString().strip();
  }

  private static void appendCollapsed(StringBuilder out, String text, int from, int to) {
    boolean space = false;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c == ' ' || c == '\t') {
        space = true;
        continue;
      }
      if (space) {
        out.append(' ');
        space = false;
      }
      out.append(c);
    }
  }

  private static int skipSpace(String text, int from, int to) {
    int i = from;
    while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }

  private static int quoteMarkers(String text, int from, int to) {
    int i = from;
    while (i < to && text.charAt(i) == '>') {
      i = skipSpace(text, i + 1, to);
    }
    return i;
  }

  /** Past a bullet or number marker and a task box, if the line starts with one. */
  private static int listMarker(String text, int from, int to) {
    int i = from;
    if (i < to && (text.charAt(i) == '-' || text.charAt(i) == '*' || text.charAt(i) == '+')) {
      i++;
    } else {
      int digits = 0;
      while (i < to && digits < 10 && Character.isDigit(text.charAt(i))) {
        i++;
        digits++;
      }
      if (digits == 0 || i >= to || text.charAt(i) != '.' && text.charAt(i) != ')') {
        return from;
      }
      i++;
    }
    if (i < to && text.charAt(i) != ' ' && text.charAt(i) != '\t') {
      return from; // "-5 degrees" is not a marker
    }
    i = skipSpace(text, i, to);
    if (i + 3 <= to && text.charAt(i) == '[' && text.charAt(i + 2) == ']'
        && " xX".indexOf(text.charAt(i + 1)) >= 0) {
      i = skipSpace(text, i + 3, to);
    }
    return i;
  }

  private static int headingMarks(String text, int from, int to) {
    int i = from;
    while (i < to && i - from < 6 && text.charAt(i) == '#') {
      i++;
    }
    return i > from && (i == to || text.charAt(i) == ' ' || text.charAt(i) == '\t')
        ? skipSpace(text, i, to) : from;
  }

  private static int closingHashes(String text, int from, int to) {
    int i = to;
    while (i > from && Character.isWhitespace(text.charAt(i - 1))) {
      i--;
    }
    int hashes = i;
    while (hashes > from && text.charAt(hashes - 1) == '#') {
      hashes--;
    }
    return hashes < i && (hashes == from || text.charAt(hashes - 1) == ' ') ? hashes : to;
  }

  private static boolean isSetextUnderline(String text, int from, int to) {
    if (from >= to || text.charAt(from) != '=' && text.charAt(from) != '-') {
      return false;
    }
    char c = text.charAt(from);
    for (int i = from; i < to; i++) {
      if (text.charAt(i) != c && !Character.isWhitespace(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** A table line (or lines): each line's cells ({@link RowContent#cells}), rule rows dropped. */
  private static String tableRow(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int start = 0;
    while (start <= text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      if (!MarkdownTables.isDelimiterRow(text, start, end) && skipSpace(text, start, end) < end) {
        if (out.length() > 0) {
          out.append('\n');
        }
        out.append(RowContent.cells(MarkdownTables.cells(text, start, end)));
      }
      start = end + 1;
    }
    return out.toString();
  }

  /** Code as written: fences and the indentation of indented code removed. */
  private static String code(String text) {
    int from = 0;
    int to = text.length();
    int firstEnd = text.indexOf('\n');
    if (isFence(text, 0, firstEnd < 0 ? to : firstEnd)) {
      from = firstEnd < 0 ? to : firstEnd + 1;
      int lastStart = text.lastIndexOf('\n') + 1;
      if (lastStart >= from && isFence(text, lastStart, to)) {
        to = lastStart - 1;
      }
      return text.substring(from, Math.max(from, to));
    }
    if (text.startsWith("    ") || text.startsWith("\t")) {
      StringBuilder out = new StringBuilder(text.length());
      int start = 0;
      while (start <= text.length()) {
        int end = text.indexOf('\n', start);
        if (end < 0) {
          end = text.length();
        }
        int indent = start;
        while (indent < end && indent - start < 4 && text.charAt(indent) == ' ') {
          indent++;
        }
        if (indent == start && indent < end && text.charAt(indent) == '\t') {
          indent++;
        }
        if (start > 0) {
          out.append('\n');
        }
        out.append(text, indent, end);
        start = end + 1;
      }
      return out.toString();
    }
    return text;
  }

  private static boolean isFence(String text, int from, int to) {
    int i = from;
    while (i < to && i - from < 3 && text.charAt(i) == ' ') {
      i++;
    }
    return to - i >= 3 && (text.startsWith("```", i) || text.startsWith("~~~", i));
  }

  /** YAML as written, without its {@code ---} / {@code ...} fences. */
  private static String frontMatter(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int start = 0;
    while (start <= text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      String line = text.substring(start, end).strip();
      if (!line.equals("---") && !line.equals("...") && !line.isEmpty()) {
        if (out.length() > 0) {
          out.append('\n');
        }
        out.append(text, start, end);
      }
      start = end + 1;
    }
    return out.toString();
  }
}
