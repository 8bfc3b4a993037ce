package dev.wrac.parsers.internal;

import java.io.IOException;
import java.io.Reader;
import java.util.Locale;

/**
 * Cuts a large Markdown text, read piece by piece, into segments that parse the same alone as
 * together, so a huge document never needs one giant syntax tree. A segment ends before a line
 * that starts a new top-level block whatever precedes it: an ATX heading at column 0, or, once
 * a segment is twice the target size, a paragraph line at column 0 after a blank line (never a
 * list marker). Lines inside fenced code, front matter and HTML blocks that may contain blank
 * lines ({@code <pre>}, {@code <script>}, comments, …) are never split points. A text shorter
 * than the target is one segment.
 */
public final class MarkdownSegments {
  /** A piece of the text and where it starts in the whole. */
  public record Segment(String text, int offset, int line) {}

  private static final int READ_CHARS = 64 * 1024;

  private final Reader reader;
  private final int targetChars;
  private final StringBuilder buffer = new StringBuilder();
  private final char[] chunk = new char[READ_CHARS];
  private boolean eof;
  private int offset;
  private int line = 1;
  /** Position in the buffer of the next line not yet classified. */
  private int scan;
  private int linesBeforeScan;
  private boolean previousBlank = true;
  private String closer;
  private boolean firstLine = true;

  public MarkdownSegments(Reader reader, int targetChars) {
    this.reader = reader;
    this.targetChars = targetChars;
  }

  /** The next segment, or {@code null} at the end. */
  public Segment next() throws IOException {
    while (true) {
      int lineEnd = buffer.indexOf("\n", scan);
      if (lineEnd < 0 && !eof) {
        fill();
        continue;
      }
      if (lineEnd < 0) {
        lineEnd = buffer.length();
        if (scan >= lineEnd) {
          return take(buffer.length());
        }
      }
      int lineStart = scan;
      boolean split = scan > 0 && closer == null && isSplitLine(lineStart, lineEnd);
      if (split) {
        return take(lineStart);
      }
      classify(lineStart, lineEnd);
      scan = Math.min(buffer.length(), lineEnd + 1);
      linesBeforeScan++;
    }
  }

  private boolean isSplitLine(int start, int end) {
    if (start < targetChars) {
      return false;
    }
    char c = buffer.charAt(start);
    if (c == '#') {
      int hashes = 0;
      while (start + hashes < end && buffer.charAt(start + hashes) == '#') {
        hashes++;
      }
      int after = start + hashes;
      return hashes <= 6 && (after >= end || buffer.charAt(after) == ' '
          || buffer.charAt(after) == '\t' || buffer.charAt(after) == '\r');
    }
    return start >= 2 * targetChars && previousBlank && Character.isLetter(c);
  }

  /** Updates the fence and HTML-block state with one line. */
  private void classify(int start, int end) {
    boolean blank = true;
    for (int i = start; i < end && blank; i++) {
      blank = Character.isWhitespace(buffer.charAt(i));
    }
    int indent = 0;
    while (start + indent < end && indent < 4 && buffer.charAt(start + indent) == ' ') {
      indent++;
    }
    char first = start + indent < end ? buffer.charAt(start + indent) : '\n';
    boolean interesting = closer != null || (indent < 4
        && (first == '`' || first == '~' || first == '<' || (firstLine && first == '-')));
    if (interesting) {
      classifySlow(buffer.substring(start, end), indent);
    }
    firstLine = false;
    previousBlank = blank;
  }

  private void classifySlow(String text, int indent) {
    if (closer != null) {
      if (closesFence(text) || (!closer.startsWith("`") && !closer.startsWith("~")
          && !closer.equals("---") && text.toLowerCase(Locale.ROOT).contains(closer))) {
        closer = null;
      }
      return;
    }
    String rest = text.substring(indent);
    if (firstLine && rest.stripTrailing().equals("---")) {
      closer = "---";
    } else if (rest.startsWith("```") || rest.startsWith("~~~")) {
      char f = rest.charAt(0);
      int n = 0;
      while (n < rest.length() && rest.charAt(n) == f) {
        n++;
      }
      if (f == '~' || rest.indexOf('`', n) < 0) {
        closer = String.valueOf(f).repeat(n);
      }
    } else if (rest.startsWith("<")) {
      String lower = rest.toLowerCase(Locale.ROOT);
      String html = htmlBlockCloser(lower);
      if (html != null && !lower.substring(1).contains(html)) {
        closer = html;
      }
    }
  }

  private boolean closesFence(String line) {
    if (closer.equals("---")) {
      String t = line.stripTrailing();
      return t.equals("---") || t.equals("...");
    }
    if (!(closer.startsWith("`") || closer.startsWith("~"))) {
      return false;
    }
    String t = line.strip();
    char f = closer.charAt(0);
    int n = 0;
    while (n < t.length() && t.charAt(n) == f) {
      n++;
    }
    int indent = line.length() - line.stripLeading().length();
    return indent < 4 && n >= closer.length() && n == t.length();
  }

  /** The end marker of an HTML block that may contain blank lines, or {@code null}. */
  private static String htmlBlockCloser(String lower) {
    if (lower.startsWith("<!--")) {
      return "-->";
    }
    if (lower.startsWith("<?")) {
      return "?>";
    }
    if (lower.startsWith("<![cdata[")) {
      return "]]>";
    }
    if (lower.startsWith("<!") && lower.length() > 2 && Character.isLetter(lower.charAt(2))) {
      return ">";
    }
    for (String tag : new String[] {"script", "pre", "style", "textarea"}) {
      if (lower.startsWith("<" + tag)) {
        int at = tag.length() + 1;
        if (at >= lower.length() || " \t>".indexOf(lower.charAt(at)) >= 0) {
          return "</" + tag + ">";
        }
      }
    }
    return null;
  }

  private Segment take(int end) {
    if (end == 0) {
      return null;
    }
    Segment segment = new Segment(buffer.substring(0, end), offset, line);
    buffer.delete(0, end);
    offset += end;
    line += linesBeforeScan;
    scan = 0;
    linesBeforeScan = 0;
    return segment;
  }

  private void fill() throws IOException {
    int n = reader.read(chunk);
    if (n < 0) {
      eof = true;
    } else {
      buffer.append(chunk, 0, n);
    }
  }
}
