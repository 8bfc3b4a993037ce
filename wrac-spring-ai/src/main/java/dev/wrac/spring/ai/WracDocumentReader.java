package dev.wrac.spring.ai;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.ParsedDocument;
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
 * Reads Markdown, HTML and plain-text files ({@link Resource}s) through the W-RAC parsers into
 * Spring AI {@link Document}s, one per file, for {@link WracDocumentTransformer} to chunk.
 *
 * <pre>{@code
 * List<Document> docs = new WracDocumentReader(chunker, List.of(resourceArray)).get();
 * }</pre>
 *
 * <p>A document's text is the file's decoded text (BOM, else UTF-8; an HTML page as its
 * markup), so chunk spans point into the file; its metadata holds {@code source} (the file
 * name), {@link WracMetadata#MEDIA_TYPE}, {@code title} when the document has one and what the
 * parser reports (an HTML page's {@code canonicalUrl}, {@code language}, {@code description}).
 * Its id is derived from the resource's description, so reading the same file again gives the
 * same id. Each file is parsed once here, so a file the parsers refuse (empty, binary, badly
 * encoded, too large, of a format no text parser reads) fails with a
 * {@link DocumentParseException} naming it.
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

  @Override
  public List<Document> get() {
    List<Document> out = new ArrayList<>(resources.size());
    for (Resource resource : resources) {
      out.add(read(resource));
    }
    return out;
  }

  private Document read(Resource resource) {
    String name = resource.getFilename() != null ? resource.getFilename()
        : resource.getDescription();
    byte[] bytes;
    try (InputStream in = resource.getInputStream()) {
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new DocumentParseException(name, DocumentParseException.Reason.UNREADABLE,
          e.toString(), e);
    }
    DocumentSource source = DocumentSource.ofBytes(name, bytes);
    String mediaType = TextSources.mediaTypeOf(source, chunker.parsers());
    String text = source.withMediaType(mediaType)
        .text(chunker.parseOptions().maxSourceChars());
    ParsedDocument parsed = chunker.parse(DocumentSource.ofText(name, text)
        .withMediaType(mediaType));
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("source", name);
    metadata.put(WracMetadata.MEDIA_TYPE, mediaType);
    parsed.title().ifPresent(t -> metadata.put("title", t));
    parsed.metadata().forEach((k, v) -> {
      if (!RESERVED.contains(k) && !k.startsWith("wrac_")) {
        metadata.putIfAbsent(k, v);
      }
    });
    String id = UUID.nameUUIDFromBytes(("wrac:" + resource.getDescription())
        .getBytes(StandardCharsets.UTF_8)).toString();
    return Document.builder().id(id).text(text).metadata(metadata).build();
  }
}
