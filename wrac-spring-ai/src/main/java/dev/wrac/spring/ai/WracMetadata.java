package dev.wrac.spring.ai;

import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.hierarchy.UnitMetadata;
import dev.wrac.index.IndexedUnit;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import java.util.Map;

/**
 * The adapter's own metadata keys, besides the chunk's ({@link ChunkMetadata}:
 * {@code wrac_document}, {@code wrac_element_ids}, {@code wrac_heading_path},
 * {@code wrac_line}, ...). Together they are the keys {@link WracDocumentTransformer} writes on
 * each chunk {@code Document}, next to the input document's metadata (the same keys as
 * wrac-langchain4j's segments). Values are strings and integers, which every Spring AI vector
 * store can keep and filter on ({@code wrac_line > 10},
 * {@code wrac_heading_path == 'Guide > Fees'}).
 */
public final class WracMetadata {
  private WracMetadata() {}

  /**
   * The media type of the document ({@code text/markdown}, {@code text/html},
   * {@code text/plain}, {@code application/pdf}, ...), set by {@link WracDocumentReader} and
   * read by the transformer; on a chunk, the format its document was parsed as.
   */
  public static final String MEDIA_TYPE = "wrac_media_type";

  /** The id of the document the chunk was cut from. */
  public static final String PARENT_DOCUMENT_ID = "parent_document_id";

  /**
   * Adds a chunk's keys ({@link ChunkMetadata#of}) to {@code metadata} (which it returns);
   * {@code verbatim}: the document holds {@link Chunk#text()}, else {@link Chunk#embedText()}.
   */
  static Map<String, Object> put(Map<String, Object> metadata, Chunk chunk, boolean verbatim) {
    metadata.putAll(ChunkMetadata.of(chunk, verbatim));
    return metadata;
  }

  /**
   * The metadata of a unit {@link WracSmallToBigDocumentRetriever} returns
   * ({@link UnitMetadata#ofRetrieved}): its id, level, leaves (a list), tokens and citation,
   * under the keys the transformer writes.
   */
  static Map<String, Object> retrieved(SmallToBig.Placement placement) {
    return UnitMetadata.ofRetrieved(placement.unit(), placement.stored());
  }

  /**
   * The metadata of a unit {@link VectorStoreIndexStore} writes ({@link IndexedUnit#metadata()}):
   * its document, source id, unit id, level, parent id, index, heading path, span and tokens,
   * under the keys the transformer writes plus {@link IndexedUnit#SOURCE_ID}.
   */
  static Map<String, Object> indexed(IndexedUnit unit) {
    return unit.metadata();
  }
}
