package dev.wrac.spring.ai;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentFormats;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.TextSources;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.springframework.ai.document.Document;
import org.springframework.ai.document.DocumentReader;
import org.springframework.core.io.Resource;

/**
 * Reads files ({@link Resource}s: files, class-path entries, URLs) of every format the
 * {@code wrac} command reads (Markdown, HTML, plain text and, with {@code wrac-documents} on the
 * class path, PDF, DOCX, PPTX, XLSX) through the W-RAC parsers into Spring AI
 * {@link Document}s, one per file, for {@link WracDocumentTransformer} to chunk.
 * Auto-configured (with the application's {@code Chunker}) by {@link WracAutoConfiguration}.
 *
 * <pre>{@code
 * List<Document> docs = reader.read(resolver.getResources("file:docs/*"));   // the bean
 * List<Document> same = new WracDocumentReader(chunker, List.of(resources)).get();
 * }</pre>
 *
 * <p>The format follows the {@link DocumentFormats#installed() installed} formats: binary
 * content ({@code %PDF-}, an OOXML package) first, then a whole HTML page, then the file name's
 * extension, then an HTML fragment ({@code <h1>}, {@code <p>}, {@code <div>} ...); a name
 * without an extension is then read as {@link DocumentFormats#MARKDOWN Markdown}, and one whose
 * extension no parser reads fails with {@code UNSUPPORTED_FORMAT}, as
 * {@link dev.wrac.parse.DocumentParsers#forSource} rules for every front end. A text document's text is the
 * file's decoded text (BOM, else UTF-8; an HTML page as its markup), so chunk spans point into
 * the file; a binary document's text is the text extracted from it
 * ({@link TextSources#extractedText}), and its parsed structure travels with the returned
 * document object (a field, not metadata), which the transformer chunks exactly as
 * {@code wrac chunk} does (same element IDs, headings, pages); another transformer sees only
 * the text and the small metadata below. A document rebuilt from its text and metadata
 * ({@code mutate()}, another transformer) has lost the structure: the transformer then chunks
 * its text as plain text. The
 * metadata also holds {@code source} (the file name), {@link WracMetadata#MEDIA_TYPE},
 * {@code title} when the document has one and what the parser reports (an HTML page's
 * {@code canonicalUrl}, {@code language}, {@code description}). Its id is derived from the
 * resource's description, so reading the same file again gives the same id.
 *
 * <p><b>Failures are loud.</b> Each file is parsed here, so a file the parsers refuse (empty,
 * damaged, encrypted, badly encoded, too large, of a format no parser on the class path reads)
 * fails {@link #get()} with a {@link DocumentParseException} naming it; nothing is skipped.
 */
public final class WracDocumentReader implements DocumentReader {
  private static final Set<String> RESERVED = Set.of("source", WracMetadata.MEDIA_TYPE);

  private final Chunker chunker;
  private final List<Resource> resources;

  /** Reads {@code resources} with the default parsers. */
  public WracDocumentReader(List<? extends Resource> resources) {
    this(Wrac.defaults(), resources);
  }

  /** Reads {@code resources} with {@code chunker}'s parsers and limits. */
  public WracDocumentReader(Chunker chunker, List<? extends Resource> resources) {
    this.chunker = Objects.requireNonNull(chunker, "chunker");
    this.resources = List.copyOf(resources);
  }

  /** A reader of no resources yet (what is auto-configured): use {@link #read(Resource...)}. */
  public WracDocumentReader(Chunker chunker) {
    this(chunker, List.of());
  }

  /** The documents of the resources given to the constructor, in their order. */
  @Override
  public List<Document> get() {
    return read(resources);
  }

  /**
   * The documents of these resources, in their order, with this reader's parsers and limits.
   *
   * @throws DocumentParseException naming the first resource that cannot be read or parsed
   */
  public List<Document> read(Resource... more) {
    return read(List.of(more));
  }

  /** {@link #read(Resource...)} for a list. */
  public List<Document> read(List<? extends Resource> more) {
    List<Document> out = new ArrayList<>(more.size());
    for (Resource resource : more) {
      out.add(read(resource));
    }
    return out;
  }

  private Document read(Resource resource) {
    String name = resource.getFilename() != null && !resource.getFilename().isBlank()
        ? resource.getFilename() : resource.getDescription();
    byte[] bytes;
    try (InputStream in = resource.getInputStream()) {
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new DocumentParseException(name, DocumentParseException.Reason.UNREADABLE,
          e.toString(), e);
    }
    DocumentSource source = DocumentSource.ofBytes(name, bytes);
    DocumentFormats formats = DocumentFormats.installed();
    String mediaType = formats.detect(name, null, bytes)
        .orElseGet(() -> TextSources.mediaTypeOf(source, chunker.parsers()));
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("source", name);
    metadata.put(WracMetadata.MEDIA_TYPE, mediaType);
    String text;
    ParsedDocument parsed;
    if (formats.isBinary(mediaType)) {
      parsed = chunker.parse(source.withMediaType(mediaType));
      text = TextSources.extractedText(parsed);
      if (text.isBlank()) {
        throw new DocumentParseException(name, DocumentParseException.Reason.EMPTY,
            "no text could be extracted");
      }
    } else {
      text = source.withMediaType(mediaType).text(chunker.parseOptions().maxSourceChars());
      parsed = chunker.parse(DocumentSource.ofText(name, text).withMediaType(mediaType));
    }
    parsed.title().ifPresent(t -> metadata.put("title", t));
    parsed.metadata().forEach((k, v) -> {
      if (!RESERVED.contains(k) && !k.startsWith("wrac_")) {
        metadata.putIfAbsent(k, v);
      }
    });
    String id = UUID.nameUUIDFromBytes(("wrac:" + resource.getDescription())
        .getBytes(StandardCharsets.UTF_8)).toString();
    return formats.isBinary(mediaType) ? new StructuredDocument(id, text, metadata, parsed)
        : Document.builder().id(id).text(text).metadata(metadata).build();
  }
}
