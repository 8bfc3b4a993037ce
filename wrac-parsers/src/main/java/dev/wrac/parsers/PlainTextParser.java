package dev.wrac.parsers;

import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseDeadline;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parse.Trim;
import dev.wrac.parsers.internal.LineIndex;
import dev.wrac.parsers.internal.TextHeadings;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses plain text: paragraphs are separated by blank lines; each becomes a paragraph element
 * with its exact text. Headings come from the document's own numbering: a paragraph's first
 * line (90 characters and 14 words at most, not ending in {@code . , ;}) that opens with
 * {@code 1.}, {@code 2.1}, {@code 第2章}, {@code 제2장} or {@code Chapter 3}, or a paragraph
 * that is one all-capitals line, is a heading when the document has two such lines of the same
 * scheme followed by text (so a numbered list, its items back to back or its lines indented
 * under the first, stays text). Its level: a chapter ({@code 第2章}, {@code 제2장},
 * {@code Chapter}, {@code Part}) 1, a section ({@code 第2節}, {@code 제2절}, {@code Section}) 2;
 * {@code 2.1} one level per number, counted from the document's shallowest (under chapters,
 * {@code 2.1} is 2 and {@code 1.} is 2); an
 * all-capitals line 1. The lines under a heading in its paragraph become a paragraph.
 * Thread-safe.
 */
public final class PlainTextParser implements DocumentParser {
  /** The parser's name. */
  public static final String NAME = "text";

  /** For {@link java.util.ServiceLoader}; prefer {@link #create()}. */
  public PlainTextParser() {}

  /** A plain-text parser. */
  public static PlainTextParser create() {
    return new PlainTextParser();
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public Set<String> mediaTypes() {
    return Set.of("text/plain");
  }

  @Override
  public Set<String> fileExtensions() {
    return Set.of("txt", "text");
  }

  @Override
  public ParsedDocument parse(DocumentSource source, ParseOptions options) {
    String text = source.text(options.maxSourceChars());
    DocumentBuilder builder = new DocumentBuilder(source.name(),
        source.mediaType().orElse("text/plain"), options);
    ParseDeadline deadline = ParseDeadline.start(source.name(), options);
    LineIndex lines = new LineIndex(text);
    int n = text.length();
    List<int[]> blocks = new ArrayList<>();
    int i = 0;
    while (i < n) {
      int start = Trim.start(text, i, n);
      if (start >= n) {
        break;
      }
      deadline.check(READING, start);
      int end = paragraphEnd(text, start);
      blocks.add(new int[] {start, Trim.end(text, start, end)});
      i = end;
    }
    int[] levels = TextHeadings.levels(blocks.stream()
        .map(b -> text.substring(b[0], b[1])).toList());
    for (int b = 0; b < blocks.size(); b++) {
      int start = blocks.get(b)[0];
      int end = blocks.get(b)[1];
      deadline.check(READING, start);
      if (levels[b] > 0) {
        int nl = text.indexOf('\n', start);
        int lineEnd = nl < 0 || nl > end ? end : Trim.end(text, start, nl);
        String heading = text.substring(start, lineEnd);
        builder.heading(levels[b], heading, heading, lines.span(start, lineEnd));
        start = lineEnd < end ? Trim.start(text, lineEnd, end) : end;
      }
      if (start < end) {
        builder.block(ElementKind.PARAGRAPH, text.substring(start, end), lines.span(start, end));
      }
    }
    return builder.build();
  }

  /** The stage the time budget names, with the character reached. */
  private static final String READING = "reading the text at character";

  /** The offset of the blank line that ends the paragraph starting at {@code start}. */
  private static int paragraphEnd(String text, int start) {
    int i = start;
    int n = text.length();
    while (i < n) {
      int nl = text.indexOf('\n', i);
      if (nl < 0) {
        return n;
      }
      int next = nl + 1;
      int lineEnd = text.indexOf('\n', next);
      lineEnd = lineEnd < 0 ? n : lineEnd;
      if (Trim.start(text, next, lineEnd) == lineEnd) {
        return nl;
      }
      i = next;
    }
    return n;
  }
}
