package dev.wrac.hierarchy;

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
  /** Key: what placing the unit costs, in tokens. */
  public static final String TOKENS = "wrac_tokens";
  /** Key: the name of the chunked document. */
  public static final String DOCUMENT = "wrac_document";
  /** Key on retrieved units: the ranked leaves that led to the unit, in rank order. */
  public static final String LEAF_IDS = "wrac_leaf_ids";

  private UnitMetadata() {}

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
