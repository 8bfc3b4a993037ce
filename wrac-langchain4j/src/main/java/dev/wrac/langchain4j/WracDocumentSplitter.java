package dev.wrac.langchain4j;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.DocumentSplitter;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.TextSources;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A langchain4j {@link DocumentSplitter} that chunks with W-RAC: the document is parsed into
 * elements (Markdown, HTML or plain text), planned and assembled, and each chunk becomes a
 * {@link TextSegment} whose metadata holds the document's metadata plus the
 * {@link WracMetadata} keys (element IDs, heading path, span, tokens, chunk index) and
 * langchain4j's own {@code index}. The segment's text is the chunk's
 * {@link Chunk#embedText() embed text} (its elements' content without markup: what retrieves
 * best and reads well), or with {@link Builder#verbatimText(boolean)} its verbatim source text.
 *
 * <pre>{@code
 * EmbeddingStoreIngestor.builder()
 *     .documentSplitter(WracDocumentSplitter.builder().maxChunkTokens(512).build())
 *     .embeddingModel(model).embeddingStore(store).build()
 *     .ingest(FileSystemDocumentLoader.loadDocuments(dir, new WracDocumentParser()));
 * }</pre>
 *
 * <p>A PDF, DOCX, PPTX or XLSX document read by {@link WracDocumentParser} is chunked from the
 * structure the parser returned with it, so its segments carry the element IDs, heading paths
 * and pages {@code wrac chunk} gives the same file (a binary document rebuilt from its text and
 * metadata has lost that structure: its text is chunked as plain text). A text's
 * format is the {@link WracMetadata#MEDIA_TYPE} given to the parser; else, when the parser only
 * detected it, or nothing recorded one, what {@link dev.wrac.parse.DocumentFormats} finds from
 * the {@code file_name} the loader recorded and the content (a whole HTML page, the extension,
 * an HTML fragment), else the detected type, else {@link Builder#defaultMediaType} (Markdown).
 * Spans are offsets and lines in {@link Document#text()}. Deterministic and thread-safe; a document that cannot be parsed
 * fails with a {@link dev.wrac.parse.DocumentParseException} naming it.
 */
public final class WracDocumentSplitter implements DocumentSplitter {
  /** The metadata key langchain4j's loaders give the file name under. */
  public static final String FILE_NAME = "file_name";

  private final Chunker chunker;
  private final String defaultMediaType;
  private final boolean verbatimText;

  private WracDocumentSplitter(Builder builder) {
    this.chunker = builder.chunker;
    this.defaultMediaType = builder.defaultMediaType;
    this.verbatimText = builder.verbatimText;
  }

  /** A splitter with the default chunker ({@link Wrac#defaults()}). */
  public static WracDocumentSplitter create() {
    return builder().build();
  }

  /** A builder; every option has a default. */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public List<TextSegment> split(Document document) {
    Objects.requireNonNull(document, "document");
    Metadata metadata = document.metadata();
    String name = nameOf(metadata);
    ParsedDocument parsed = parse(document, name);
    List<Chunk> chunks = chunker.chunk(parsed);
    List<TextSegment> segments = new ArrayList<>(chunks.size());
    Metadata base = metadata.copy();
    base.remove(WracMetadata.MEDIA_TYPE_DETECTED);
    base.put(WracMetadata.MEDIA_TYPE, parsed.mediaType());
    for (Chunk chunk : chunks) {
      Metadata m = WracMetadata.put(base.copy(), chunk, verbatimText);
      m.put("index", String.valueOf(chunk.index()));
      segments.add(TextSegment.from(verbatimText ? chunk.text() : chunk.embedText(), m));
    }
    return segments;
  }

  /**
   * The document's elements: a binary document's from the structure the parser recorded,
   * renamed to its file name; a text's parsed by the recorded format, or the one its file name
   * and content show when the parser only detected it.
   */
  private ParsedDocument parse(Document document, String name) {
    Metadata metadata = document.metadata();
    if (document instanceof StructuredDocument structured) {
      ParsedDocument recorded = structured.structure();
      return new ParsedDocument(name, recorded.mediaType(), recorded.title().orElse(null),
          recorded.metadata(), recorded.elements());
    }
    String recorded = metadata.getString(WracMetadata.MEDIA_TYPE);
    boolean detected = "true".equals(metadata.getString(WracMetadata.MEDIA_TYPE_DETECTED));
    DocumentSource source = detected
        ? TextSources.of(name, document.text(), null, recorded, chunker.parsers())
        : TextSources.of(name, document.text(), recorded, defaultMediaType, chunker.parsers());
    return chunker.parse(source);
  }

  private static String nameOf(Metadata metadata) {
    String name = metadata.getString(FILE_NAME);
    if (name == null || name.isBlank()) {
      name = metadata.getString(ChunkMetadata.DOCUMENT);
    }
    return name == null || name.isBlank() ? "document" : name;
  }

  /** Configures a {@link WracDocumentSplitter}. */
  public static final class Builder {
    private Chunker chunker = Wrac.defaults();
    private String defaultMediaType = "text/markdown";
    private boolean verbatimText;

    private Builder() {}

    /**
     * {@code true}: segments hold the chunk's verbatim source text (Markdown markup, table
     * pipes), as {@link Chunk#text()}; default {@code false}: its embed text.
     */
    public Builder verbatimText(boolean verbatimText) {
      this.verbatimText = verbatimText;
      return this;
    }

    /** The chunker (planner, budget, parsers, heading context); default {@link Wrac#defaults()}. */
    public Builder chunker(Chunker chunker) {
      this.chunker = Objects.requireNonNull(chunker, "chunker");
      return this;
    }

    /**
     * Shorthand for a default chunker with {@code Wrac.builder().maxChunkTokens(n)}: at most
     * {@code n} tokens per segment, the rest of the budget scaled with it.
     */
    public Builder maxChunkTokens(int maxChunkTokens) {
      this.chunker = Wrac.builder().maxChunkTokens(maxChunkTokens).build();
      return this;
    }

    /** The media type of documents whose format nothing names; default {@code text/markdown}. */
    public Builder defaultMediaType(String mediaType) {
      Objects.requireNonNull(mediaType, "mediaType");
      if (mediaType.isBlank()) {
        throw new IllegalArgumentException("defaultMediaType must not be blank");
      }
      this.defaultMediaType = mediaType;
      return this;
    }

    /** The splitter. */
    public WracDocumentSplitter build() {
      return new WracDocumentSplitter(this);
    }
  }
}
