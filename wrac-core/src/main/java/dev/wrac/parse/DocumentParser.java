package dev.wrac.parse;

import dev.wrac.model.ParsedDocument;
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
