package dev.wrac.spring.ai;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.TextSources;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.springframework.ai.document.Document;
import org.springframework.ai.document.DocumentTransformer;

/**
 * The splitter step of a Spring AI ETL pipeline, chunking with W-RAC: each document is parsed
 * into elements (Markdown, HTML or plain text), planned and assembled; each chunk becomes a
 * {@link Document} whose metadata holds the input's metadata plus the {@link WracMetadata}
 * keys (element IDs, heading path, span, tokens, chunk index, parent id). Its text is the
 * chunk's {@link Chunk#embedText() embed text} (the elements' content without markup), or its
 * verbatim source text when asked ({@code wrac.verbatim-text=true}).
 *
 * <pre>{@code
 * vectorStore.add(transformer.apply(new WracDocumentReader(chunker, resources).get()));
 * }</pre>
 *
 * <p>A PDF, DOCX, PPTX or XLSX document read by {@link WracDocumentReader} is chunked from the
 * structure the reader returned with it, so its chunks carry the element IDs, heading paths and
 * pages {@code wrac chunk} gives the same file (a binary document rebuilt from its text and
 * metadata has lost that structure: its text is chunked as plain text). A text's format
 * is the {@link WracMetadata#MEDIA_TYPE} that {@link WracDocumentReader} recorded, else what
 * {@link dev.wrac.parse.DocumentFormats} finds from the {@code source} (or {@code file_name})
 * and the content, else the default media type (Markdown). A chunk's id is derived from its document's
 * id and the chunk's content-derived {@link Chunk#id() id}, so ingesting an unchanged document
 * again writes the same ids, while a changed chunk gets a new id (find a document's earlier
 * chunks by {@link WracMetadata#PARENT_DOCUMENT_ID} to delete them). Documents without
 * text (media) are passed through unchanged. Deterministic and thread-safe; a document that
 * cannot be parsed fails with a {@link dev.wrac.parse.DocumentParseException} naming it.
 */
public final class WracDocumentTransformer implements DocumentTransformer {
  private final Chunker chunker;
  private final String defaultMediaType;
  private final boolean verbatimText;

  /** A transformer with the default chunker, reading unnamed formats as Markdown. */
  public WracDocumentTransformer() {
    this(Wrac.defaults(), "text/markdown", false);
  }

  /**
   * A transformer with {@code chunker}'s planner, budget and parsers.
   *
   * @param defaultMediaType the media type of documents whose format nothing names
   * @param verbatimText     {@code true}: chunk documents hold {@link Chunk#text()} (markup
   *                         included); {@code false}: {@link Chunk#embedText()}
   */
  public WracDocumentTransformer(Chunker chunker, String defaultMediaType,
      boolean verbatimText) {
    this.chunker = Objects.requireNonNull(chunker, "chunker");
    this.verbatimText = verbatimText;
    this.defaultMediaType = Objects.requireNonNull(defaultMediaType, "defaultMediaType");
    if (defaultMediaType.isBlank()) {
      throw new IllegalArgumentException("defaultMediaType must not be blank");
    }
  }

  /** The chunker in use. */
  public Chunker chunker() {
    return chunker;
  }

  @Override
  public List<Document> apply(List<Document> documents) {
    List<Document> out = new ArrayList<>();
    for (Document document : documents) {
      if (!document.isText()) {
        out.add(document);
        continue;
      }
      out.addAll(split(document));
    }
    return out;
  }

  /** The chunks of one document. */
  public List<Document> split(Document document) {
    Map<String, Object> metadata = new LinkedHashMap<>(document.getMetadata());
    String name = nameOf(document);
    ParsedDocument parsed = parse(document, name);
    metadata.put(WracMetadata.MEDIA_TYPE, parsed.mediaType());
    List<Document> out = new ArrayList<>();
    for (Chunk chunk : chunker.chunk(parsed)) {
      Map<String, Object> m = WracMetadata.put(new LinkedHashMap<>(metadata), chunk,
          verbatimText);
      m.put(WracMetadata.PARENT_DOCUMENT_ID, document.getId());
      String id = UUID.nameUUIDFromBytes((document.getId() + "#" + chunk.id())
          .getBytes(StandardCharsets.UTF_8)).toString();
      out.add(Document.builder().id(id).text(verbatimText ? chunk.text() : chunk.embedText())
          .metadata(m).build());
    }
    return out;
  }

  /**
   * The document's elements: a binary document's from the structure the reader recorded,
   * renamed to its name; a text's parsed by the recorded format, else the one its name and
   * content show.
   */
  private ParsedDocument parse(Document document, String name) {
    if (document instanceof StructuredDocument structured) {
      ParsedDocument recorded = structured.structure();
      return new ParsedDocument(name, recorded.mediaType(), recorded.title().orElse(null),
          recorded.metadata(), recorded.elements());
    }
    Object recorded = document.getMetadata().get(WracMetadata.MEDIA_TYPE);
    return chunker.parse(TextSources.of(name, document.getText(),
        recorded == null ? null : recorded.toString(), defaultMediaType, chunker.parsers()));
  }

  private static String nameOf(Document document) {
    for (String key : new String[] {"source", "file_name", "filename", ChunkMetadata.DOCUMENT}) {
      Object value = document.getMetadata().get(key);
      if (value != null && !value.toString().isBlank()) {
        return value.toString();
      }
    }
    return document.getId();
  }
}
