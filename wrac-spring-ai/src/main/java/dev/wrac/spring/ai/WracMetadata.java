package dev.wrac.spring.ai;

import dev.wrac.model.Chunk;
import dev.wrac.model.ElementId;
import dev.wrac.model.SourceSpan;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The metadata keys {@link WracDocumentTransformer} writes on each chunk {@code Document}, next
 * to the input document's metadata (the same keys as wrac-langchain4j's segments). Values are
 * strings and integers, which every Spring AI vector store can keep and filter on
 * ({@code wrac_line > 10}, {@code wrac_heading_path == 'Guide > Fees'}).
 */
public final class WracMetadata {
  private WracMetadata() {}

  /** The document's name (the reader's {@code source}, a file name). */
  public static final String DOCUMENT = "wrac_document";
  /** The chunk's 0-based position in its document: stable for the same input and settings. */
  public static final String CHUNK_INDEX = "wrac_chunk_index";
  /** The chunk's own element IDs in document order, joined by commas: {@code "h2,p3,p4"}. */
  public static final String ELEMENT_IDS = "wrac_element_ids";
  /** Element IDs repeated as context (headings, a table header), joined by commas; if any. */
  public static final String CONTEXT_IDS = "wrac_context_ids";
  /** Titles of the enclosing headings, outermost first, joined by {@code " > "}; if any. */
  public static final String HEADING_PATH = "wrac_heading_path";
  /** Character offset of the chunk's first own element in the document text (inclusive). */
  public static final String START = "wrac_start";
  /** Character offset of the end of the chunk's last own element (exclusive). */
  public static final String END = "wrac_end";
  /** 1-based line of the chunk's first character. */
  public static final String LINE = "wrac_line";
  /** 1-based line of the chunk's last character. */
  public static final String END_LINE = "wrac_end_line";
  /** 1-based page (PDF), slide (PPTX) or sheet (XLSX) of the first character; only when known. */
  public static final String PAGE = "wrac_page";
  /** 1-based page of the last character; only when known. */
  public static final String END_PAGE = "wrac_end_page";
  /**
   * Tokens of the document's text (o200k_base unless the chunker counts otherwise): the
   * chunk's {@code embedTokens}, or its {@code tokens} for verbatim text.
   */
  public static final String TOKENS = "wrac_tokens";
  /**
   * The media type of the document's text ({@code text/markdown}, {@code text/html},
   * {@code text/plain}), set by {@link WracDocumentReader} and read by the transformer.
   */
  public static final String MEDIA_TYPE = "wrac_media_type";
  /** The id of the document the chunk was cut from. */
  public static final String PARENT_DOCUMENT_ID = "parent_document_id";
  /** Separator of {@link #HEADING_PATH}. */
  public static final String HEADING_SEPARATOR = " > ";

  /**
   * Adds a chunk's keys to {@code metadata} (which it returns); {@code verbatim}: the document
   * holds {@link Chunk#text()}, else {@link Chunk#embedText()}.
   */
  static Map<String, Object> put(Map<String, Object> metadata, Chunk chunk, boolean verbatim) {
    metadata.put(DOCUMENT, chunk.document());
    metadata.put(CHUNK_INDEX, chunk.index());
    metadata.put(ELEMENT_IDS, join(chunk.elementIds()));
    if (!chunk.contextIds().isEmpty()) {
      metadata.put(CONTEXT_IDS, join(chunk.contextIds()));
    }
    if (!chunk.headingPath().isEmpty()) {
      metadata.put(HEADING_PATH, String.join(HEADING_SEPARATOR, chunk.headingPath()));
    }
    SourceSpan span = chunk.span();
    metadata.put(START, span.start());
    metadata.put(END, span.end());
    metadata.put(LINE, span.line());
    metadata.put(END_LINE, span.endLine());
    if (span.hasPage()) {
      metadata.put(PAGE, span.page());
      metadata.put(END_PAGE, span.endPage());
    }
    metadata.put(TOKENS, verbatim ? chunk.tokens() : chunk.embedTokens());
    return metadata;
  }

  private static String join(List<ElementId> ids) {
    return ids.stream().map(ElementId::value).collect(Collectors.joining(","));
  }
}
