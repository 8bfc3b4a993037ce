package dev.wrac.index;

import dev.wrac.hierarchy.UnitMetadata;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.SourceSpan;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One unit an {@link IndexStore} holds: a chunk (a leaf, or a parent of a hierarchy) with its
 * text, its citation and, when its level is embedded, its vector.
 *
 * <pre>{@code
 * store.upsert(List.of(unit));                 // keyed by unit.id()
 * unit.metadata();                              // {wrac_document=guide.md, wrac_source_id=..., ...}
 * }</pre>
 *
 * @param id          the unit's stable, content-derived id ({@link dev.wrac.model.Chunk#id()}
 *                    for flat chunks and leaves, {@link dev.wrac.hierarchy.HierarchyChunk#id()}
 *                    above)
 * @param sourceId    the source the unit came from ({@link Sources}: a path relative to the
 *                    indexed folder, with {@code /})
 * @param document    the document's name, as its chunks carry it (the source id)
 * @param level       0 for flat chunks and leaves, one more per level up
 * @param parentId    the id of the unit one level up, or {@code null} at the top (and for flat
 *                    chunks)
 * @param index       0-based position in its level's chunk list
 * @param text        the verbatim text to show and cite ({@link dev.wrac.model.Chunk#text()})
 * @param embedText   the text embedded ({@link dev.wrac.model.Chunk#embedText()})
 * @param tokens      tokens of {@code text}
 * @param headingPath titles of the enclosing headings, outermost first
 * @param span        where the unit lies in its source (offsets, lines, pages where known); a
 *                    parent's span covers its children's
 * @param vector      the embedding of {@code embedText}, or {@code null} for a unit stored as a
 *                    record only (a parent whose level is not embedded)
 */
public record IndexedUnit(String id, String sourceId, String document, int level,
    String parentId, int index, String text, String embedText, int tokens,
    List<String> headingPath, SourceSpan span, float[] vector) {

  /** Key of {@link #metadata()}: the unit's {@link #sourceId()}. */
  public static final String SOURCE_ID = "wrac_source_id";

  public IndexedUnit {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(sourceId, "sourceId");
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(embedText, "embedText");
    Objects.requireNonNull(span, "span");
    headingPath = List.copyOf(headingPath);
    if (level < 0 || index < 0 || tokens < 0) {
      throw new IllegalArgumentException("Unit " + id + " of '" + sourceId + "': level, index "
          + "and tokens must not be negative (level " + level + ", index " + index + ", tokens "
          + tokens + ")");
    }
    if (id.equals(parentId)) {
      throw new IllegalArgumentException("Unit " + id + " cannot be its own parent");
    }
    vector = vector == null ? null : vector.clone();
  }

  /** This unit with {@code newVector} (a copy); {@code null} makes it a record. */
  public IndexedUnit withVector(float[] newVector) {
    return new IndexedUnit(id, sourceId, document, level, parentId, index, text, embedText,
        tokens, headingPath, span, newVector);
  }

  /** The vector, a copy; {@code null} for a record. */
  @Override
  public float[] vector() {
    return vector == null ? null : vector.clone();
  }

  /** Whether the unit carries a vector (its level is embedded). */
  public boolean hasVector() {
    return vector != null;
  }

  /**
   * The unit's citation and place in the hierarchy as flat keys and values, the keys of
   * {@link ChunkMetadata} and {@link UnitMetadata} (so a retriever reads them whichever adapter
   * wrote them) plus {@link #SOURCE_ID}: document, source id, unit id, level, parent id (below
   * the top), chunk index, heading path (if any), start, end, line, end line, page and end page
   * (where the format has pages), tokens. A new mutable map in that order.
   */
  public Map<String, Object> metadata() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put(ChunkMetadata.DOCUMENT, document);
    m.put(SOURCE_ID, sourceId);
    m.put(UnitMetadata.UNIT_ID, id);
    m.put(UnitMetadata.LEVEL, level);
    if (parentId != null) {
      m.put(UnitMetadata.PARENT_ID, parentId);
    }
    m.put(ChunkMetadata.CHUNK_INDEX, index);
    ChunkMetadata.putCitation(m, headingPath, span);
    m.put(ChunkMetadata.TOKENS, tokens);
    return m;
  }

  /** Whether {@code other} holds the same fields, the vector left out. */
  public boolean sameFields(IndexedUnit other) {
    return id.equals(other.id) && sourceId.equals(other.sourceId)
        && document.equals(other.document) && level == other.level
        && Objects.equals(parentId, other.parentId) && index == other.index
        && text.equals(other.text) && embedText.equals(other.embedText)
        && tokens == other.tokens && headingPath.equals(other.headingPath)
        && span.equals(other.span);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IndexedUnit u && sameFields(u) && Arrays.equals(vector, u.vector);
  }

  @Override
  public int hashCode() {
    return id.hashCode() * 31 + Arrays.hashCode(vector);
  }

  @Override
  public String toString() {
    return "IndexedUnit[" + id + ", " + sourceId + ", level " + level + ", "
        + (vector == null ? "record" : vector.length + " dims") + "]";
  }
}
