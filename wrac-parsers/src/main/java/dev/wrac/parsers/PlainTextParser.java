package dev.wrac.parsers;

import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentBuilder;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parse.Trim;
import dev.wrac.parsers.internal.LineIndex;
import java.util.Set;

/**
 * Parses plain text: paragraphs are separated by blank lines; each becomes a paragraph element
 * with its exact text. No headings. Thread-safe.
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
    LineIndex lines = new LineIndex(text);
    int n = text.length();
    int i = 0;
    while (i < n) {
      int start = Trim.start(text, i, n);
      if (start >= n) {
        break;
      }
      int end = paragraphEnd(text, start);
      int trimmedEnd = Trim.end(text, start, end);
      builder.block(ElementKind.PARAGRAPH, text.substring(start, trimmedEnd),
          lines.span(start, trimmedEnd));
      i = end;
    }
    return builder.build();
  }

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
