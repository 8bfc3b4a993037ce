package dev.wrac.langchain4j;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.store.embedding.EmbeddingStore;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.HierarchyDelta;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.UnitMetadata;
import java.util.List;
import java.util.Objects;

/**
 * The leaves of a {@link ChunkHierarchy} as langchain4j {@link TextSegment}s, ready for any
 * {@link EmbeddingStore}, and the one call that indexes a hierarchy for
 * {@link WracSmallToBigRetriever}.
 *
 * <pre>{@code
 * HierarchySegments.index(hierarchy, embeddingModel, embeddingStore, parents);
 * // the document changed: embed only what changed
 * HierarchySegments.update(HierarchyDelta.between(hierarchy, newHierarchy), embeddingModel,
 *     embeddingStore, parents);
 * }</pre>
 *
 * <p>Each segment's text is the leaf's {@link dev.wrac.model.Chunk#embedText()}; its metadata
 * carries {@link #UNIT_ID} (the leaf's {@link HierarchyChunk#id()}, a UUID), {@link #LEVEL},
 * {@link #PARENT_ID} (absent for a leaf without parent), {@link #TOKENS} and {@link #DOCUMENT}.
 */
public final class HierarchySegments {
  /** Metadata key: the unit's id in the hierarchy (and the parent store). */
  public static final String UNIT_ID = UnitMetadata.UNIT_ID;
  /** Metadata key: the unit's level, 0 for a leaf. */
  public static final String LEVEL = UnitMetadata.LEVEL;
  /** Metadata key: the id of the unit one level up. */
  public static final String PARENT_ID = UnitMetadata.PARENT_ID;
  /** Metadata key: what placing the unit costs, in tokens. */
  public static final String TOKENS = UnitMetadata.TOKENS;
  /** Metadata key: the name of the chunked document. */
  public static final String DOCUMENT = UnitMetadata.DOCUMENT;
  /** Metadata key on retrieved units: the ranked leaves that led to the unit, comma-separated. */
  public static final String LEAF_IDS = UnitMetadata.LEAF_IDS;

  private HierarchySegments() {}

  /** The leaves of {@code hierarchy}, in document order. */
  public static List<TextSegment> leaves(ChunkHierarchy hierarchy) {
    Objects.requireNonNull(hierarchy, "hierarchy");
    return hierarchy.leaves().stream().map(l -> segment(hierarchy.document(), l)).toList();
  }

  /**
   * Embeds the leaves with {@code model}, adds them to {@code store} under their ids
   * ({@link HierarchyChunk#id()}, a UUID: re-indexing a document replaces its leaves) and puts
   * every unit of every level into {@code parents}.
   *
   * @return the ids of the indexed leaves, in document order
   */
  public static List<String> index(ChunkHierarchy hierarchy, EmbeddingModel model,
      EmbeddingStore<TextSegment> store, ParentStore parents) {
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(store, "store");
    Objects.requireNonNull(parents, "parents");
    List<TextSegment> segments = leaves(hierarchy);
    List<String> ids = hierarchy.leaves().stream().map(HierarchyChunk::id).toList();
    parents.putAll(hierarchy);
    if (!segments.isEmpty()) {
      List<Embedding> vectors = model.embedAll(segments).content();
      store.addAll(ids, vectors, segments);
    }
    return ids;
  }

  /**
   * Brings an index made by {@link #index} of a document's previous hierarchy to its new one:
   * stores the upserted units in {@code parents}, removes from {@code store} the deleted leaves
   * and those to index again, embeds and adds the leaves to index again
   * ({@link HierarchyDelta#leavesToIndex()}: new, edited, or under a parent with a new id), then
   * removes the deleted units from {@code parents} ({@link HierarchyDelta#applyTo}). In that
   * order a leaf that a retriever finds meanwhile always has its units in {@code parents}.
   *
   * <pre>{@code
   * HierarchySegments.update(HierarchyDelta.between(before, now), model, store, parents);
   * }</pre>
   *
   * @return the ids of the leaves embedded, in document order
   * @throws UnsupportedOperationException if {@code store} cannot remove by id, or
   *     {@code parents} cannot {@link ParentStore#removeAll}
   */
  public static List<String> update(HierarchyDelta delta, EmbeddingModel model,
      EmbeddingStore<TextSegment> store, ParentStore parents) {
    Objects.requireNonNull(delta, "delta");
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(store, "store");
    List<HierarchyChunk> leaves = delta.leavesToIndex();
    List<String> ids = leaves.stream().map(HierarchyChunk::id).toList();
    delta.applyTo(parents, () -> {
      List<String> gone = delta.leafIdsToRemove();
      if (!gone.isEmpty()) {
        store.removeAll(gone);
      }
      if (!leaves.isEmpty()) {
        List<TextSegment> segments =
            leaves.stream().map(l -> segment(delta.document(), l)).toList();
        store.addAll(ids, model.embedAll(segments).content(), segments);
      }
    });
    return ids;
  }

  private static TextSegment segment(String document, HierarchyChunk leaf) {
    return TextSegment.from(leaf.chunk().embedText(),
        Metadata.from(UnitMetadata.of(document, leaf)));
  }
}
