package dev.wrac.langchain4j;

import dev.langchain4j.data.document.Metadata;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;

/**
 * The metadata keys {@link WracDocumentSplitter} writes on each {@code TextSegment}, next to
 * the document's own metadata (the same keys as wrac-spring-ai's documents). Values are
 * strings and integers, which every langchain4j embedding store can keep and filter on.
 *
 * <pre>{@code
 * String ids = segment.metadata().getString(WracMetadata.ELEMENT_IDS);   // "h2,p3,p4"
 * Integer line = segment.metadata().getInteger(WracMetadata.LINE);       // 12
 * }</pre>
 */
public final class WracMetadata {
  private WracMetadata() {}

  /** The document's name (its file name when a loader gave one). */
  public static final String DOCUMENT = ChunkMetadata.DOCUMENT;
  /** The chunk's 0-based position in its document: stable for the same input and settings. */
  public static final String CHUNK_INDEX = ChunkMetadata.CHUNK_INDEX;
  /** The chunk's own element IDs in document order, joined by commas: {@code "h2,p3,p4"}. */
  public static final String ELEMENT_IDS = ChunkMetadata.ELEMENT_IDS;
  /** Element IDs repeated as context (headings, a table header), joined by commas; if any. */
  public static final String CONTEXT_IDS = ChunkMetadata.CONTEXT_IDS;
  /** Titles of the enclosing headings, outermost first, joined by {@code " > "}; if any. */
  public static final String HEADING_PATH = ChunkMetadata.HEADING_PATH;
  /** Character offset of the chunk's first own element in the document text (inclusive). */
  public static final String START = ChunkMetadata.START;
  /** Character offset of the end of the chunk's last own element (exclusive). */
  public static final String END = ChunkMetadata.END;
  /** 1-based line of the chunk's first character. */
  public static final String LINE = ChunkMetadata.LINE;
  /** 1-based line of the chunk's last character. */
  public static final String END_LINE = ChunkMetadata.END_LINE;
  /** 1-based page (PDF), slide (PPTX) or sheet (XLSX) of the first character; only when known. */
  public static final String PAGE = ChunkMetadata.PAGE;
  /** 1-based page of the last character; only when known. */
  public static final String END_PAGE = ChunkMetadata.END_PAGE;
  /**
   * Tokens of the segment's text (o200k_base unless the chunker counts otherwise): the
   * chunk's {@code embedTokens}, or its {@code tokens} for verbatim segments.
   */
  public static final String TOKENS = ChunkMetadata.TOKENS;
  /**
   * The media type of the document's text ({@code text/markdown}, {@code text/html},
   * {@code text/plain}), set by {@link WracDocumentParser} and read by the splitter.
   */
  public static final String MEDIA_TYPE = "wrac_media_type";
  /** Separator of {@link #HEADING_PATH}. */
  public static final String HEADING_SEPARATOR = ChunkMetadata.HEADING_SEPARATOR;

  /**
   * Adds a chunk's keys ({@link ChunkMetadata#of}) to {@code metadata} (which it returns);
   * {@code verbatim}: the segment holds {@link Chunk#text()}, else {@link Chunk#embedText()}.
   */
  static Metadata put(Metadata metadata, Chunk chunk, boolean verbatim) {
    ChunkMetadata.of(chunk, verbatim).forEach((key, value) -> {
      if (value instanceof Integer n) {
        metadata.put(key, n);
      } else {
        metadata.put(key, value.toString());
      }
    });
    return metadata;
  }
}
