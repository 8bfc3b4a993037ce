package dev.wrac.hierarchy;

import dev.wrac.model.ChunkMetadata;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The metadata a hierarchy's units carry into a vector store, the same keys for every framework
 * adapter (langchain4j's {@code HierarchySegments}, Spring AI's {@code HierarchyDocuments}), so
 * a retriever finds a stored leaf's unit id, level and parent whichever adapter indexed it.
 *
 * <pre>{@code
 * Map<String, Object> m = UnitMetadata.of(hierarchy.document(), leaf);
 * // {wrac_unit_id=…, wrac_level=0, wrac_tokens=212, wrac_document=guide.md, wrac_parent_id=…}
 * }</pre>
 */
public final class UnitMetadata {
  /** Key: the unit's id in the hierarchy (and the parent store). */
  public static final String UNIT_ID = "wrac_unit_id";
  /** Key: the unit's level, 0 for a leaf. */
  public static final String LEVEL = "wrac_level";
  /** Key: the id of the unit one level up; absent at the top level. */
  public static final String PARENT_ID = "wrac_parent_id";
  /** Key: what placing the unit costs, in tokens ({@link ChunkMetadata#TOKENS}). */
  public static final String TOKENS = ChunkMetadata.TOKENS;
  /** Key: the name of the chunked document ({@link ChunkMetadata#DOCUMENT}). */
  public static final String DOCUMENT = ChunkMetadata.DOCUMENT;
  /** Key on retrieved units: the ranked leaves that led to the unit, in rank order. */
  public static final String LEAF_IDS = "wrac_leaf_ids";

  private UnitMetadata() {}

  /**
   * The metadata of a unit a small-to-big retriever returns, the same keys for every framework
   * adapter: {@link #UNIT_ID}, {@link #LEVEL}, {@link #LEAF_IDS} (a list, in rank order) and
   * {@link #TOKENS}, then its {@link Citation} under the keys the splitters write
   * ({@link ChunkMetadata}): {@code wrac_document}, {@code wrac_heading_path} (titles joined by
   * {@code " > "}; absent when empty), {@code wrac_start}, {@code wrac_end}, {@code wrac_line},
   * {@code wrac_end_line}, and {@code wrac_page}, {@code wrac_end_page} where the format has
   * pages, slides or sheets. A unit stored without a citation has only the first four. A new
   * mutable map in that order.
   */
  public static Map<String, Object> ofRetrieved(PlacedUnit unit, StoredUnit stored) {
    Objects.requireNonNull(unit, "unit");
    Objects.requireNonNull(stored, "stored");
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(UNIT_ID, unit.id());
    m.put(LEVEL, stored.level());
    m.put(LEAF_IDS, unit.leafIds());
    m.put(TOKENS, unit.tokens());
    Citation c = stored.citation();
    if (c != null) {
      m.put(ChunkMetadata.DOCUMENT, c.document());
      ChunkMetadata.putCitation(m, c.headingPath(), c.span());
    }
    return m;
  }

  /**
   * The metadata of {@code unit} of document {@code document}: {@link #UNIT_ID}, {@link #LEVEL},
   * {@link #TOKENS}, {@link #DOCUMENT} and, below the top level, {@link #PARENT_ID}; a new
   * mutable map in that order.
   */
  public static Map<String, Object> of(String document, HierarchyChunk unit) {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(unit, "unit");
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(UNIT_ID, unit.id());
    m.put(LEVEL, unit.level());
    m.put(TOKENS, unit.chunk().tokens());
    m.put(DOCUMENT, document);
    if (unit.parentId() != null) {
      m.put(PARENT_ID, unit.parentId());
    }
    return m;
  }
}
