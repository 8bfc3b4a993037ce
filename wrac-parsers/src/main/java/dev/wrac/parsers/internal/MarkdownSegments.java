package dev.wrac.parsers.internal;

import dev.wrac.model.ElementKind;
import java.io.IOException;
import java.io.Reader;
import java.util.Locale;

/**
 * Cuts a large Markdown text, read piece by piece, into segments that parse the same alone as
 * together, so a huge document never needs one giant syntax tree. A segment ends before a line
 * that starts a new top-level block whatever precedes it: an ATX heading at column 0, or, once
 * a segment is twice the target size (or the target and {@code blockChars}, if less), a
 * paragraph line at column 0 after a blank line (never a list marker). Lines inside fenced code, front matter and HTML blocks that may contain blank
 * lines ({@code <pre>}, {@code <script>}, comments, …) are never split points. A text shorter
 * than the target is one segment. Lines end at {@code \n}, {@code \r\n} or {@code \r}, as
 * in CommonMark.
 *
 * <p>Where no such line comes, a document longer than the target is still cut, so no segment
 * grows with the document (documents within the target are never cut this way):
 * <ul>
 *   <li>past the target and twice {@code blockChars}, or after twice {@code blockChars} without
 *       a blank line, before any line starting with a letter at column 0, even one a paragraph,
 *       list item or quote continues lazily (the rest of that block reads as a paragraph);
 *   <li>a fenced code block or front matter holding more than {@code blockChars} characters in
 *       one segment is cut at a line start; the segments that follow, up to and including its
 *       closing line, are {@linkplain Segment#verbatim() verbatim continuations} of the block,
 *       which are not Markdown and are kept whole as elements of the block's kind;
 *   <li>a line longer than {@code blockChars} is cut inside, before a letter
 *       (after white space if there is some): outside a block, the rest reads as a paragraph;
 *       inside fenced code or front matter, as its continuation. Long lines inside HTML blocks
 *       and lines without letters are not cut.
 * </ul>
 */
public final class MarkdownSegments {
  /**
   * A piece of the text and where it starts in the whole; {@code verbatim} is the kind of
   * the block it continues (code, front matter) when it is a verbatim continuation, otherwise
   * {@code null} (Markdown).
   */
  public record Segment(String text, int offset, int line, ElementKind verbatim) {
    /** A Markdown segment. */
    public Segment(String text, int offset, int line) {
      this(text, offset, line, null);
    }
  }

  /** Default for {@code blockChars}: the most characters of one block in one segment. */
  public static final int BLOCK_CHARS = 64 * 1024;

  private static final int READ_CHARS = 64 * 1024;

  private final Reader reader;
  private final int targetChars;
  private final int blockChars;
  private final StringBuilder buffer = new StringBuilder();
  private final char[] chunk = new char[READ_CHARS];
  private boolean eof;
  private int offset;
  private int line = 1;
  /** Position in the buffer of the next line not yet classified. */
  private int scan;
  /** Position from which the buffer holds no line terminator (a search not to repeat). */
  private int searched;
  private int linesBeforeScan;
  private boolean previousBlank = true;
  private String closer;
  /** Where the open block with a closer starts in the buffer (0 if it began before). */
  private int blockStart;
  /** The kind of the block the current segment continues verbatim, or {@code null}. */
  private ElementKind continuing;
  /** Whether the line at {@code scan} is the rest of a line cut in the previous segment. */
  private boolean partialLine;
  private boolean firstLine = true;
  /** Where the last blank line of the segment ends in the buffer (0 if none). */
  private int blankEnd;

  public MarkdownSegments(Reader reader, int targetChars) {
    this(reader, targetChars, BLOCK_CHARS);
  }

  /** Segments of about {@code targetChars}, blocks cut after {@code blockChars} (see above). */
  public MarkdownSegments(Reader reader, int targetChars, int blockChars) {
    this.reader = reader;
    this.targetChars = targetChars;
    this.blockChars = Math.max(1, blockChars);
  }

  /** The next segment, or {@code null} at the end. */
  public Segment next() throws IOException {
    while (true) {
      int lineEnd = terminator();
      int known = lineEnd < 0 ? buffer.length() : lineEnd;
      if (known - scan > blockChars) {
        if (!large() && !eof) {
          fill(); // is the document over the target? a smaller one is never cut this way
          continue;
        }
        if (scan > 0 && closer == null && continuing == null && isSplitLine(scan, known)) {
          return take(scan); // a long heading starts a segment, as a short one would
        }
        int cut = longLineCut(known);
        if (cut > 0) {
          return takeInsideLine(cut);
        }
      }
      if (lineEnd < 0 || (buffer.charAt(lineEnd) == '\r' && lineEnd + 1 == buffer.length())) {
        if (!eof) {
          fill();
          continue;
        }
        if (lineEnd < 0) {
          lineEnd = buffer.length();
          if (scan >= lineEnd) {
            return take(buffer.length());
          }
        }
      }
      int lineStart = scan;
      if (scan - blankEnd >= 2L * blockChars && !large() && !eof && closer == null) {
        fill(); // a long run without a blank line: is the document over the target?
        continue;
      }
      if (scan > 0 && closer == null && continuing == null && isSplitLine(lineStart, lineEnd)) {
        return take(lineStart);
      }
      if (scan > 0 && closer != null && lineStart - blockStart >= blockChars && !isSmall()) {
        if (!large() && !eof) {
          fill(); // is the document over the target? a smaller one is never cut this way
          continue;
        }
        if (verbatimKind() != null) {
          return takeInsideBlock(lineStart, verbatimKind());
        }
      }
      boolean inside = closer != null;
      classify(lineStart, lineEnd);
      scan = nextLineStart(lineEnd);
      if (continuing != null && inside && closer == null) {
        return take(scan); // the continued block closed on this line: Markdown follows
      }
    }
  }

  /** Whether the whole text is known to fit the target (it is then never cut). */
  private boolean isSmall() {
    return eof && offset == 0 && buffer.length() <= targetChars;
  }

  private boolean large() {
    return (long) offset + buffer.length() > targetChars;
  }

  /** The first line terminator at or after {@code scan}, or -1. */
  private int terminator() {
    for (int i = Math.max(scan, searched), n = buffer.length(); i < n; i++) {
      char c = buffer.charAt(i);
      if (c == '\n' || c == '\r') {
        searched = i;
        return i;
      }
    }
    searched = buffer.length();
    return -1;
  }

  /** The start of the line after the one ending at {@code lineEnd}; counts its line break. */
  private int nextLineStart(int lineEnd) {
    int n = buffer.length();
    if (lineEnd >= n) {
      return n;
    }
    int next = lineEnd + 1;
    if (buffer.charAt(lineEnd) == '\r' && next < n && buffer.charAt(next) == '\n') {
      next++;
    }
    if (buffer.charAt(next - 1) == '\n') {
      linesBeforeScan++; // lines are counted at '\n', as LineIndex does
    }
    partialLine = false;
    return next;
  }

  /** The kind of a block whose lines may be continued verbatim, or {@code null} (HTML). */
  private ElementKind verbatimKind() {
    if (closer.equals("---")) {
      return ElementKind.FRONT_MATTER;
    }
    return closer.startsWith("`") || closer.startsWith("~") ? ElementKind.CODE : null;
  }

  /**
   * Where to cut the line from {@code scan} (to {@code lineEnd} or beyond), or -1:
   * only in a document over the target, once it is longer than {@code blockChars}, before a
   * letter and after the line's first letter, preferably
   * after white space, in its second half.
   */
  private int longLineCut(int lineEnd) {
    int limit = blockChars;
    if (lineEnd - scan <= limit || !large() || (closer != null && verbatimKind() == null)
        || (closer == null && startsHtml())) {
      return -1;
    }
    int end = scan + limit;
    int half = scan + Math.max(1, limit / 2);
    // the part before the cut holds a letter, so it is never only markup ("# ", "1.") dropped
    int firstLetter = scan;
    while (firstLetter < end && !startsLetter(firstLetter)) {
      firstLetter++;
    }
    half = Math.max(half, firstLetter);
    for (int i = end; i > half; i--) {
      if (Character.isWhitespace(buffer.charAt(i - 1)) && startsLetter(i)) {
        return i;
      }
    }
    for (int i = end; i > half; i--) {
      if (startsLetter(i) && !Character.isHighSurrogate(buffer.charAt(i - 1))) {
        return i;
      }
    }
    return -1;
  }

  /** Whether the line at {@code scan} starts like an HTML block (never cut inside). */
  private boolean startsHtml() {
    int i = scan;
    while (i < buffer.length() && i < scan + 3 && buffer.charAt(i) == ' ') {
      i++;
    }
    return i < buffer.length() && buffer.charAt(i) == '<';
  }

  private boolean startsLetter(int at) {
    return Character.isLetter(Character.codePointAt(buffer, at))
        && !Character.isLowSurrogate(buffer.charAt(at));
  }

  private boolean isSplitLine(int start, int end) {
    boolean longRun = isLongRun(start);
    if (start < targetChars && !longRun) {
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
    if (!Character.isLetter(c)) {
      return false;
    }
    // a paragraph's first line; past twice that bound, any line a paragraph may continue with
    long paragraphStart = Math.min(2L * targetChars, (long) targetChars + blockChars);
    return (previousBlank && start >= paragraphStart)
        || start >= (long) targetChars + 2L * blockChars || longRun;
  }

  /** Whether the line at {@code start} of a large document follows a long run of lines. */
  private boolean isLongRun(int start) {
    return start - blankEnd >= 2L * blockChars && large();
  }

  /** Updates the fence and HTML-block state with one line. */
  private void classify(int start, int end) {
    if (partialLine) {
      // the rest of a line cut before a letter: it neither opens nor closes a block
      firstLine = false;
      previousBlank = false;
      return;
    }
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
      boolean open = closer != null;
      classifySlow(buffer.substring(start, end), indent);
      if (!open && closer != null) {
        blockStart = start;
      }
    }
    firstLine = false;
    previousBlank = blank;
    if (blank) {
      blankEnd = end;
    }
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

  /** Ends the segment inside the open block at a line start: the next one continues it. */
  private Segment takeInsideBlock(int end, ElementKind kind) {
    Segment segment = take(end);
    continuing = kind;
    return segment;
  }

  /** Ends the segment inside the line at {@code scan}, at {@code end}. */
  private Segment takeInsideLine(int end) {
    if (closer == null) {
      classify(scan, end); // the line's start may open a fence
    }
    ElementKind kind = closer != null ? verbatimKind() : null;
    Segment segment = take(end);
    continuing = kind;
    partialLine = true;
    firstLine = false;
    previousBlank = false;
    return segment;
  }

  private Segment take(int end) {
    if (end == 0) {
      return null;
    }
    Segment segment = new Segment(buffer.substring(0, end), offset, line, continuing);
    buffer.delete(0, end);
    offset += end;
    line += linesBeforeScan;
    scan = 0;
    searched = Math.max(0, searched - end);
    blockStart = 0;
    blankEnd = 0;
    continuing = null;
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
