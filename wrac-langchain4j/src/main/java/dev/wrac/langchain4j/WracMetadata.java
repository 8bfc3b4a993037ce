package dev.wrac.langchain4j;

import dev.langchain4j.data.document.Metadata;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.hierarchy.UnitMetadata;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import java.util.Map;

/**
 * The adapter's own metadata keys, besides the chunk's ({@link ChunkMetadata}:
 * {@code wrac_document}, {@code wrac_element_ids}, {@code wrac_heading_path},
 * {@code wrac_line}, ...). Together they are the keys {@link WracDocumentSplitter} writes on
 * each {@code TextSegment}, next to the document's own metadata (the same keys as
 * wrac-spring-ai's documents). Values are strings and integers, which every langchain4j
 * embedding store can keep and filter on.
 *
 * <pre>{@code
 * String ids = segment.metadata().getString(ChunkMetadata.ELEMENT_IDS);   // "h2,p3,p4"
 * Integer line = segment.metadata().getInteger(ChunkMetadata.LINE);       // 12
 * }</pre>
 */
public final class WracMetadata {
  private WracMetadata() {}

  /**
   * The media type of the document ({@code text/markdown}, {@code text/html},
   * {@code text/plain}, {@code application/pdf}, ...), set by {@link WracDocumentParser} and read
   * by the splitter; on a segment, the format the splitter parsed the document as.
   */
  public static final String MEDIA_TYPE = "wrac_media_type";

  /**
   * {@code "true"} when {@link WracDocumentParser} detected {@link #MEDIA_TYPE} from the content
   * rather than being given it: the splitter then lets the {@code file_name} decide between
   * text formats ({@code .txt}, {@code .md}, {@code .html}), as {@code wrac chunk} does.
   */
  public static final String MEDIA_TYPE_DETECTED = "wrac_media_type_detected";

  /**
   * Adds a chunk's keys ({@link ChunkMetadata#of}) to {@code metadata} (which it returns);
   * {@code verbatim}: the segment holds {@link Chunk#text()}, else {@link Chunk#embedText()}.
   */
  static Metadata put(Metadata metadata, Chunk chunk, boolean verbatim) {
    return put(metadata, ChunkMetadata.of(chunk, verbatim));
  }

  /**
   * The metadata of a unit {@link WracSmallToBigRetriever} returns
   * ({@link UnitMetadata#ofRetrieved}): its id, level, leaves (comma-separated), tokens and
   * citation, under the keys the splitter writes.
   */
  static Metadata retrieved(SmallToBig.Placement placement) {
    Map<String, Object> m = UnitMetadata.ofRetrieved(placement.unit(), placement.stored());
    m.put(UnitMetadata.LEAF_IDS, String.join(",", placement.unit().leafIds()));
    return put(new Metadata(), m);
  }

  /**
   * Puts integers as integers and everything else as strings, which every store keeps; also
   * what {@link LangChain4jIndexStore} writes an indexed unit's metadata with.
   */
  static Metadata put(Metadata metadata, Map<String, Object> values) {
    values.forEach((key, value) -> {
      if (value instanceof Integer n) {
        metadata.put(key, n);
      } else {
        metadata.put(key, value.toString());
      }
    });
    return metadata;
  }
}
