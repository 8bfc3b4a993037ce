package dev.wrac.langchain4j;

import dev.langchain4j.data.document.BlankDocumentException;
import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentParser;
import dev.langchain4j.data.document.Metadata;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentFormats;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.TextSources;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A langchain4j {@link DocumentParser} that reads every format the {@code wrac} command reads
 * (Markdown, HTML, plain text and, with {@code wrac-documents} on the class path, PDF, DOCX,
 * PPTX and XLSX) through the W-RAC parsers, so langchain4j's loaders
 * ({@code FileSystemDocumentLoader}, {@code UrlDocumentLoader}, ...) feed
 * {@link WracDocumentSplitter} with the document's structure intact.
 *
 * <pre>{@code
 * WracDocumentParser parser = new WracDocumentParser();
 * List<Document> docs = FileSystemDocumentLoader.loadDocuments(dir, parser);
 * if (!parser.failures().isEmpty()) { ... }   // the loader skips what failed
 * }</pre>
 *
 * <p><b>Format.</b> The one given to {@link #WracDocumentParser(String)}, else detected from the
 * content by the {@link DocumentFormats#installed() installed} formats (a langchain4j loader
 * hands a parser the bytes, not the file name): {@code %PDF-} is PDF, an OOXML package is DOCX,
 * PPTX or XLSX by its parts, a page or fragment that opens with an HTML tag ({@code <html>},
 * {@code <h1>}, {@code <p>}, {@code <div>}, ...) is HTML, anything else is
 * {@link DocumentFormats#MARKDOWN Markdown} (nothing else can name it) until the splitter sees the
 * {@code file_name} the loader recorded: a detected text format is recorded with
 * {@link WracMetadata#MEDIA_TYPE_DETECTED}, and the splitter lets the file name ({@code .txt},
 * {@code .html}) decide then, as the {@code wrac} command does. Binary content always wins over
 * a given format.
 *
 * <p><b>Text and metadata.</b> A text document's text is its source text, decoded (BOM, else
 * UTF-8; an HTML page as its markup), so the splitter's spans point into the file. A binary
 * document's text is the text extracted from it ({@link TextSources#extractedText}), and its
 * parsed structure travels with the returned document object (a field, not metadata), which
 * {@link WracDocumentSplitter} chunks exactly as {@code wrac chunk} does (same element IDs,
 * headings, pages); a splitter of another kind sees only the text and the small metadata
 * below, and copies nothing else onto its segments. A document rebuilt from its text and
 * metadata (by a transformer, or read back from a store) has lost the structure: the splitter
 * then chunks its text as plain text. The metadata also holds {@link WracMetadata#MEDIA_TYPE}, the {@code title}
 * when the document has one (front matter, {@code <title>}, first heading, document
 * properties) and what the parser reports (an HTML page's {@code canonicalUrl},
 * {@code language}, {@code description}).
 *
 * <p><b>Failures are loud.</b> Every source is parsed here, so a document the parsers refuse
 * (damaged, encrypted, of a format no parser on the class path reads) fails at load time with a
 * {@link DocumentParseException}, a blank one with langchain4j's {@link BlankDocumentException}.
 * langchain4j's {@code FileSystemDocumentLoader.loadDocuments} catches such exceptions, logs
 * them through SLF4J (with the file's path) and skips the file; so this parser also keeps every
 * failure in {@link #failures()}, and when the application has no SLF4J provider (where that
 * log line would vanish) writes one {@code WARN} line per failure to {@code System.err}.
 */
public final class WracDocumentParser implements DocumentParser {
  private static final Set<String> RESERVED = Set.of("index", WracDocumentSplitter.FILE_NAME,
      "absolute_directory_path", "url");

  private final String mediaType;
  private final Chunker chunker;
  private final List<DocumentParseException> failures = new CopyOnWriteArrayList<>();

  /** A parser that detects the format, with the default parsers. */
  public WracDocumentParser() {
    this(null, Wrac.defaults());
  }

  /**
   * A parser for one format (binary content still wins: a PDF is read as PDF).
   *
   * @param mediaType {@code text/markdown}, {@code text/html}, {@code text/plain} or any media
   *                  type a W-RAC parser claims
   */
  public WracDocumentParser(String mediaType) {
    this(Objects.requireNonNull(mediaType, "mediaType"), Wrac.defaults());
  }

  /**
   * A parser for one format ({@code null}: detect) with the parsers and limits of
   * {@code chunker}.
   */
  public WracDocumentParser(String mediaType, Chunker chunker) {
    this.mediaType = mediaType == null ? null : mediaType.toLowerCase(Locale.ROOT).strip();
    this.chunker = Objects.requireNonNull(chunker, "chunker");
    if (this.mediaType != null) {
      chunker.parsers().forSource(DocumentSource.ofText("document", "x")
          .withMediaType(this.mediaType));   // fails now, naming the parsers, if none fits
    }
  }

  /**
   * The documents this parser refused so far, oldest first (a loader that skips them leaves
   * no other trace without a logging provider). Thread-safe; never cleared.
   */
  public List<DocumentParseException> failures() {
    return List.copyOf(failures);
  }

  @Override
  public Document parse(InputStream inputStream) {
    try {
      return read(inputStream);
    } catch (DocumentParseException e) {
      if (e.reason() == DocumentParseException.Reason.EMPTY) {
        throw new BlankDocumentException();
      }
      failures.add(e);
      Warnings.warn("wrac-langchain4j: a document could not be parsed; langchain4j's "
          + "loader skips it (WracDocumentParser.failures() keeps it): " + e.getMessage());
      throw e;
    }
  }

  private Document read(InputStream inputStream) {
    byte[] bytes;
    try {
      bytes = inputStream.readAllBytes();
    } catch (IOException e) {
      throw new DocumentParseException("document", DocumentParseException.Reason.UNREADABLE,
          e.toString(), e);
    }
    if (bytes.length == 0) {
      throw new BlankDocumentException();
    }
    DocumentFormats formats = DocumentFormats.installed();
    Optional<String> detected = formats.detect(null, mediaType, bytes);
    String type = detected.orElse(DocumentFormats.MARKDOWN);
    boolean given = mediaType != null && type.equals(mediaType);
    Metadata metadata = new Metadata();
    String text;
    ParsedDocument parsed;
    if (formats.isBinary(type)) {
      parsed = chunker.parse(DocumentSource.ofBytes("document", bytes).withMediaType(type));
      text = TextSources.extractedText(parsed);
      if (text.isBlank()) {
        throw new BlankDocumentException();
      }
    } else {
      DocumentSource source = DocumentSource.ofBytes("document", bytes).withMediaType(type);
      text = source.text(chunker.parseOptions().maxSourceChars());
      parsed = chunker.parse(DocumentSource.ofText("document", text).withMediaType(type));
    }
    for (Map.Entry<String, String> e : parsed.metadata().entrySet()) {
      if (!RESERVED.contains(e.getKey()) && !e.getKey().startsWith("wrac_")) {
        metadata.put(e.getKey(), e.getValue());
      }
    }
    parsed.title().ifPresent(t -> metadata.put("title", t));
    metadata.put(WracMetadata.MEDIA_TYPE, type);
    if (!given) {
      metadata.put(WracMetadata.MEDIA_TYPE_DETECTED, "true");
    }
    return formats.isBinary(type) ? new StructuredDocument(text, metadata, parsed)
        : Document.from(text, metadata);
  }
}
