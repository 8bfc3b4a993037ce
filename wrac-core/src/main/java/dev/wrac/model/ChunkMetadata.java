package dev.wrac.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A chunk's metadata as flat keys and values (strings and integers), the form every vector
 * store can keep and filter on. The framework adapters (wrac-langchain4j, wrac-spring-ai) write
 * these keys on their segments and documents, so a filter such as {@code wrac_line > 10} means
 * the same in both.
 *
 * <pre>{@code
 * Map<String, Object> m = ChunkMetadata.of(chunk, false);   // {wrac_document=guide.md, ...}
 * }</pre>
 */
public final class ChunkMetadata {
  /** The document's name (its file name when known). */
  public static final String DOCUMENT = "wrac_document";
  /** The chunk's stable, content-derived {@link Chunk#id() id} (a UUID string). */
  public static final String ID = "wrac_chunk_id";
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
   * Tokens of the text the segment or document holds: the chunk's {@code embedTokens}, or its
   * {@code tokens} for verbatim text.
   */
  public static final String TOKENS = "wrac_tokens";
  /** Separator of {@link #HEADING_PATH}. */
  public static final String HEADING_SEPARATOR = " > ";

  private ChunkMetadata() {}

  /**
   * The chunk's keys and values, in the order above.
   *
   * @param verbatim whether the text stored with them is {@link Chunk#text()} (else
   *                 {@link Chunk#embedText()}): decides {@link #TOKENS}
   */
  public static Map<String, Object> of(Chunk chunk, boolean verbatim) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(DOCUMENT, chunk.document());
    m.put(ID, chunk.id());
    m.put(CHUNK_INDEX, chunk.index());
    m.put(ELEMENT_IDS, join(chunk.elementIds()));
    if (!chunk.contextIds().isEmpty()) {
      m.put(CONTEXT_IDS, join(chunk.contextIds()));
    }
    putCitation(m, chunk.headingPath(), chunk.span());
    m.put(TOKENS, verbatim ? chunk.tokens() : chunk.embedTokens());
    return m;
  }

  /**
   * Puts where a text comes from under the keys above, into {@code m} (which it returns):
   * {@link #HEADING_PATH} (absent when {@code headingPath} is empty), {@link #START},
   * {@link #END}, {@link #LINE}, {@link #END_LINE}, and {@link #PAGE}, {@link #END_PAGE} when
   * the span has pages. The one writer of these keys, for chunks, retrieved units and indexed
   * units alike.
   */
  public static Map<String, Object> putCitation(Map<String, Object> m, List<String> headingPath,
      SourceSpan span) {
    if (!headingPath.isEmpty()) {
      m.put(HEADING_PATH, String.join(HEADING_SEPARATOR, headingPath));
    }
    m.put(START, span.start());
    m.put(END, span.end());
    m.put(LINE, span.line());
    m.put(END_LINE, span.endLine());
    if (span.hasPage()) {
      m.put(PAGE, span.page());
      m.put(END_PAGE, span.endPage());
    }
    return m;
  }

  private static String join(List<ElementId> ids) {
    return ids.stream().map(ElementId::value).collect(Collectors.joining(","));
  }
}
