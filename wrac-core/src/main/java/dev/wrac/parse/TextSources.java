package dev.wrac.parse;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/**
 * Chooses how to parse a text that a framework hands over as a string: by the media type the
 * W-RAC parser bridge recorded, else by the {@link DocumentFormats#installed() installed}
 * formats (a whole HTML page, the file name's extension, an HTML fragment), else by the file
 * name's extension when another text
 * parser claims it, else the configured default. A PDF or office file name never selects its
 * binary parser: the framework has already extracted its text. Also gives the text of a
 * document parsed from a binary file ({@link #extractedText}).
 */
public final class TextSources {
  private TextSources() {}

  /**
   * The source to parse.
   *
   * @param name             the document's name (file name if known)
   * @param text             its text
   * @param mediaType        the recorded media type, or {@code null}; a binary format (PDF,
   *                         office) is read as plain text, the text extracted from it
   * @param defaultMediaType used when neither the media type nor the name decides (a binary one
   *                         too is read as plain text)
   * @param parsers          the parsers that will parse it
   */
  public static DocumentSource of(String name, String text, String mediaType,
      String defaultMediaType, DocumentParsers parsers) {
    DocumentSource source = DocumentSource.ofText(name, text);
    if (mediaType != null && !mediaType.isBlank()) {
      return source.withMediaType(readableAsText(mediaType));
    }
    DocumentFormats formats = DocumentFormats.installed();
    Optional<String> detected = formats.detect(name, null, text)
        .filter(t -> !formats.isBinary(t));
    if (detected.isPresent()) {
      return source.withMediaType(detected.get());
    }
    String extension = source.extension();
    if (!extension.isEmpty()) {
      for (DocumentParser p : parsers.all()) {
        if (p.fileExtensions().contains(extension) && isTextParser(p)) {
          return source;
        }
      }
    }
    return source.withMediaType(readableAsText(defaultMediaType));
  }

  /**
   * {@code mediaType}, or plain text for a binary format: a PDF's or DOCX's extracted text whose
   * parsed structure was lost on the way cannot be read as that format again.
   */
  private static String readableAsText(String mediaType) {
    return DocumentFormats.installed().isBinary(mediaType) ? DocumentFormats.PLAIN_TEXT
        : mediaType;
  }

  /** The media type of the parser that takes {@code source}: what a reader records. */
  public static String mediaTypeOf(DocumentSource source, DocumentParsers parsers) {
    Optional<String> declared = source.mediaType();
    if (declared.isPresent()) {
      return declared.get();
    }
    DocumentParser parser = parsers.forSource(source);
    String extension = source.extension();
    Optional<String> byName = DocumentSource.mediaTypeOf(source.name())
        .filter(t -> parser.mediaTypes().contains(t.toLowerCase(Locale.ROOT)));
    return byName.orElseGet(() -> parser.mediaTypes().stream()
        .sorted(Comparator.comparing((String t) -> !t.startsWith("text/"))
            .thenComparing(Comparator.naturalOrder()))
        .findFirst().orElse("text/" + extension));
  }

  /**
   * The text a document parsed from a binary file (PDF, DOCX, PPTX, XLSX) was extracted as:
   * each element's text at its span's offsets, blank lines between, so a chunk's span slices
   * its elements out of it. An element whose span does not fit is appended after a blank line.
   */
  public static String extractedText(ParsedDocument document) {
    StringBuilder text = new StringBuilder();
    for (Element e : document.elements()) {
      SourceSpan span = e.span();
      if (span != null && span.start() >= text.length()
          && span.end() - span.start() == e.text().length()) {
        while (text.length() < span.start()) {
          text.append('\n');
        }
      } else if (text.length() > 0) {
        text.append("\n\n");
      }
      text.append(e.text());
    }
    return text.toString();
  }

  private static boolean isTextParser(DocumentParser parser) {
    return parser.mediaTypes().stream()
        .anyMatch(t -> t.startsWith("text/") || t.endsWith("+xml") || t.endsWith("/xml"));
  }
}
