package dev.wrac.hierarchy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What changed between two hierarchies of one document, unit by unit: what a small-to-big index
 * (the leaves in a vector store, every unit in a {@link ParentStore}) must do to go from the
 * previous hierarchy to the new one. Each id of either hierarchy is in exactly one list.
 *
 * <pre>{@code
 * ChunkHierarchy now = chunker.hierarchy(chunker.parse(Path.of("guide.md")));
 * HierarchyDelta delta = HierarchyDelta.between(before, now);
 * delta.applyTo(parents, () -> {
 *   vectors.delete(delta.leafIdsToRemove());
 *   delta.leavesToIndex().forEach(l -> vectors.upsert(l.id(), embed(l.chunk().embedText())));
 * });
 * }</pre>
 *
 * <p>An edit changes a leaf's id (its text changed) and, since a parent's id is made of its text
 * too, the ids of the units above it; the parent's other leaves keep their ids but point to the
 * new parent, so they are upserted again (a vector store's leaf carries its parent id,
 * {@link UnitMetadata#PARENT_ID}). Units after the edit keep their ids but may have moved (their
 * {@link Citation}'s offsets and lines): they are refreshed, stored again without being
 * embedded again. Units elsewhere in the document are unchanged.
 *
 * @param document  the name of the document ({@link ChunkHierarchy#document()})
 * @param deleted   units of the previous hierarchy whose id the new one does not have, every
 *                  level, in the previous hierarchy's order ({@link ChunkHierarchy#all()})
 * @param upserted  units of the new hierarchy to store: an id the previous one did not have,
 *                  or what is stored of it changed (text, tokens, level, parent; for a leaf
 *                  also its embed text); in the new hierarchy's order
 * @param unchanged units of the new hierarchy stored as they are
 * @param refreshed units of the new hierarchy whose id and what a vector store holds of them
 *                  are unchanged but whose {@link StoredUnit#citation()} is not (an edit above
 *                  moved them): to store again in the parent store, not to embed; in the new
 *                  hierarchy's order
 */
public record HierarchyDelta(String document, List<HierarchyChunk> deleted,
    List<HierarchyChunk> upserted, List<HierarchyChunk> unchanged,
    List<HierarchyChunk> refreshed) {

  public HierarchyDelta {
    Objects.requireNonNull(document, "document");
    deleted = List.copyOf(deleted);
    upserted = List.copyOf(upserted);
    unchanged = List.copyOf(unchanged);
    refreshed = refreshed == null ? List.of() : List.copyOf(refreshed);
  }

  /** A delta with nothing to refresh. */
  public HierarchyDelta(String document, List<HierarchyChunk> deleted,
      List<HierarchyChunk> upserted, List<HierarchyChunk> unchanged) {
    this(document, deleted, upserted, unchanged, List.of());
  }

  /**
   * The delta from {@code previous} to {@code current}.
   *
   * @throws IllegalArgumentException if they are hierarchies of differently named documents
   */
  public static HierarchyDelta between(ChunkHierarchy previous, ChunkHierarchy current) {
    Objects.requireNonNull(previous, "previous");
    Objects.requireNonNull(current, "current");
    if (!previous.document().equals(current.document())) {
      throw new IllegalArgumentException("A delta is between hierarchies of one document, not "
          + previous.document() + " and " + current.document());
    }
    Map<String, HierarchyChunk> before = new LinkedHashMap<>();
    previous.all().forEach(u -> before.put(u.id(), u));
    List<HierarchyChunk> upserted = new ArrayList<>();
    List<HierarchyChunk> unchanged = new ArrayList<>();
    List<HierarchyChunk> refreshed = new ArrayList<>();
    for (HierarchyChunk u : current.all()) {
      HierarchyChunk was = before.remove(u.id());
      if (was == null || !sameIndexed(was, u)) {
        upserted.add(u);
      } else {
        (StoredUnit.of(was).equals(StoredUnit.of(u)) ? unchanged : refreshed).add(u);
      }
    }
    return new HierarchyDelta(current.document(), new ArrayList<>(before.values()), upserted,
        unchanged, refreshed);
  }

  /**
   * Whether a vector store and a parent store hold the two alike but for the citation: the
   * same text, tokens, level and parent, and for a leaf the same embed text.
   */
  private static boolean sameIndexed(HierarchyChunk a, HierarchyChunk b) {
    StoredUnit x = StoredUnit.of(a);
    StoredUnit y = StoredUnit.of(b);
    return x.level() == y.level() && x.tokens() == y.tokens() && x.text().equals(y.text())
        && Objects.equals(x.parentId(), y.parentId())
        && (!b.isLeaf() || a.chunk().embedText().equals(b.chunk().embedText()));
  }

  /** Whether nothing changed, citations included. */
  public boolean isEmpty() {
    return deleted.isEmpty() && upserted.isEmpty() && refreshed.isEmpty();
  }

  /** The upserted leaves: what a vector store of leaves must embed and store again. */
  public List<HierarchyChunk> leavesToIndex() {
    return upserted.stream().filter(HierarchyChunk::isLeaf).toList();
  }

  /**
   * What a vector store of leaves must delete before it adds {@link #leavesToIndex()}: the
   * deleted leaves' ids, then those of the leaves to index again (a store that adds by id may
   * otherwise keep both copies).
   */
  public List<String> leafIdsToRemove() {
    List<String> ids = new ArrayList<>();
    deleted.stream().filter(HierarchyChunk::isLeaf).forEach(u -> ids.add(u.id()));
    leavesToIndex().forEach(u -> ids.add(u.id()));
    return List.copyOf(ids);
  }

  /**
   * Brings {@code parents} from the previous hierarchy to the new one: stores the upserted
   * and refreshed units, runs {@code updateVectors} (which deletes {@link #leafIdsToRemove()} from the vector
   * store and adds {@link #leavesToIndex()} to it), then removes the deleted units. In that order
   * every leaf a retriever finds meanwhile has its units in the store.
   *
   * @throws UnsupportedOperationException if the store cannot {@link ParentStore#removeAll}
   */
  public void applyTo(ParentStore parents, Runnable updateVectors) {
    Objects.requireNonNull(parents, "parents");
    Objects.requireNonNull(updateVectors, "updateVectors");
    List<StoredUnit> store = new ArrayList<>();
    upserted.forEach(u -> store.add(StoredUnit.of(u)));
    refreshed.forEach(u -> store.add(StoredUnit.of(u)));
    parents.putAll(store);
    updateVectors.run();
    if (!deleted.isEmpty()) {
      parents.removeAll(deleted.stream().map(HierarchyChunk::id).toList());
    }
  }
}
