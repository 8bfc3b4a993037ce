package dev.wrac.spring.ai;

import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.HierarchyDelta;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.UnitMetadata;
import java.util.List;
import java.util.Objects;
import org.springframework.ai.document.Document;
import org.springframework.ai.vectorstore.VectorStore;

/**
 * The leaves of a {@link ChunkHierarchy} as Spring AI {@link Document}s, ready for any
 * {@link VectorStore}, and the one call that indexes a hierarchy for
 * {@link WracSmallToBigDocumentRetriever}.
 *
 * <pre>{@code
 * HierarchyDocuments.index(hierarchy, vectorStore, parents);
 * // the document changed: embed only what changed
 * HierarchyDocuments.update(HierarchyDelta.between(hierarchy, newHierarchy), vectorStore,
 *     parents);
 * }</pre>
 *
 * <p>Each document's id is the leaf's {@link HierarchyChunk#id()} (a UUID: re-indexing a
 * document replaces its leaves in stores that upsert by id), its text the leaf's
 * {@link dev.wrac.model.Chunk#embedText()}; its metadata carries {@link #UNIT_ID},
 * {@link #LEVEL}, {@link #PARENT_ID} (absent for a leaf without parent), {@link #TOKENS} and
 * {@link #DOCUMENT}.
 */
public final class HierarchyDocuments {
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
  /** Metadata key on retrieved units: the ranked leaves that led to the unit, in rank order. */
  public static final String LEAF_IDS = UnitMetadata.LEAF_IDS;

  private HierarchyDocuments() {}

  /** The leaves of {@code hierarchy}, in document order. */
  public static List<Document> leaves(ChunkHierarchy hierarchy) {
    Objects.requireNonNull(hierarchy, "hierarchy");
    return hierarchy.leaves().stream().map(l -> document(hierarchy.document(), l)).toList();
  }

  /**
   * Adds the leaves to {@code store} (which embeds them) and puts every unit of every level
   * into {@code parents}.
   *
   * @return the ids of the indexed leaves, in document order
   */
  public static List<String> index(ChunkHierarchy hierarchy, VectorStore store,
      ParentStore parents) {
    Objects.requireNonNull(store, "store");
    Objects.requireNonNull(parents, "parents");
    List<Document> leaves = leaves(hierarchy);
    parents.putAll(hierarchy);
    if (!leaves.isEmpty()) {
      store.add(leaves);
    }
    return leaves.stream().map(Document::getId).toList();
  }

  /**
   * Brings an index made by {@link #index} of a document's previous hierarchy to its new one:
   * stores the upserted units in {@code parents}, deletes from {@code store} the deleted leaves
   * and those to index again, adds the leaves to index again ({@link
   * HierarchyDelta#leavesToIndex()}: new, edited, or under a parent with a new id; the store
   * embeds them), then removes the deleted units from {@code parents}
   * ({@link HierarchyDelta#applyTo}). In that order a leaf that a retriever finds meanwhile
   * always has its units in {@code parents}.
   *
   * <pre>{@code
   * HierarchyDocuments.update(HierarchyDelta.between(before, now), vectorStore, parents);
   * }</pre>
   *
   * @return the ids of the leaves added, in document order
   * @throws UnsupportedOperationException if {@code parents} cannot
   *     {@link ParentStore#removeAll}
   */
  public static List<String> update(HierarchyDelta delta, VectorStore store,
      ParentStore parents) {
    Objects.requireNonNull(delta, "delta");
    Objects.requireNonNull(store, "store");
    List<Document> leaves =
        delta.leavesToIndex().stream().map(l -> document(delta.document(), l)).toList();
    List<String> ids = leaves.stream().map(Document::getId).toList();
    delta.applyTo(parents, () -> {
      List<String> gone = delta.leafIdsToRemove();
      if (!gone.isEmpty()) {
        store.delete(gone);
      }
      if (!leaves.isEmpty()) {
        store.add(leaves);
      }
    });
    return ids;
  }

  private static Document document(String name, HierarchyChunk leaf) {
    return Document.builder().id(leaf.id()).text(leaf.chunk().embedText())
        .metadata(UnitMetadata.of(name, leaf)).build();
  }
}
