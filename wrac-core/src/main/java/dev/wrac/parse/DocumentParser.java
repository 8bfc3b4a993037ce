package dev.wrac.parse;

import dev.wrac.model.ParsedDocument;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Turns a source document into elements with stable IDs. The service-provider interface of
 * {@code wrac-parsers}: implementations are listed in
 * {@code META-INF/services/dev.wrac.parse.DocumentParser} and found by {@link DocumentParsers}
 * through {@link java.util.ServiceLoader}; explicit wiring with
 * {@code Wrac.builder().parser(myParser)} works without it.
 *
 * <p>Contract: deterministic (the same source and options give an equal document); element
 * text is verbatim; failures are {@link DocumentParseException}s naming the document; no
 * network access. Implementations are thread-safe. {@link DocumentBuilder} does the
 * bookkeeping (IDs, heading paths, token counts, oversized elements).
 *
 * <p>A parser also declares the {@link DocumentFormat}s it reads ({@link #formats()}): that is
 * how {@link DocumentFormats} tells a file's format from its name and content, so a new format
 * needs no change to {@code wrac-core}.
 */
public interface DocumentParser {

  /** A short unique name, such as {@code "markdown"}; lookups ignore case. */
  String name();

  /** Media types handled, lower-case, such as {@code "text/markdown"}. */
  Set<String> mediaTypes();

  /** File extensions handled, lower-case without the dot, such as {@code "md"}. */
  Set<String> fileExtensions();

  /**
   * Among parsers claiming the same media type or extension, the highest priority wins, then
   * the alphabetically first name. Built-in parsers use 0; override to replace one.
   */
  default int priority() {
    return 0;
  }

  /**
   * The formats this parser reads, for {@link DocumentFormats} to detect them; each one's media
   * type and extensions are among {@link #mediaTypes()} and {@link #fileExtensions()}. The
   * default is one text format named {@link #name()}, of all the extensions, without content
   * signatures, whose media type is the first of {@link #mediaTypes()} with {@code text/}
   * types first, then alphabetically; none if the parser claims no media type. Override it to
   * declare a binary format, content signatures, or several formats (HTML and XHTML).
   */
  default List<DocumentFormat> formats() {
    return mediaTypes().stream()
        .min(Comparator.comparing((String t) -> !t.startsWith("text/"))
            .thenComparing(Comparator.naturalOrder()))
        .map(type -> List.of(new DocumentFormat(name(), type,
            fileExtensions().stream().sorted().toList(), false, List.of())))
        .orElse(List.of());
  }

  /**
   * Parses a document.
   *
   * @throws DocumentParseException naming the document and the problem
   */
  ParsedDocument parse(DocumentSource source, ParseOptions options);

  /**
   * Parses a document as consecutive segments, each a document of its own that can be planned
   * alone (it starts with copies of the headings its elements sit under; IDs are unique across
   * segments). Lets huge documents be chunked with bounded memory. The default hands out the
   * whole document as one segment; parsers of large formats override it.
   *
   * @throws DocumentParseException naming the document and the problem
   */
  default void parseSegments(DocumentSource source, ParseOptions options,
      Consumer<ParsedDocument> segments) {
    segments.accept(parse(source, options));
  }
}
