package dev.wrac.incremental;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.HierarchyDelta;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.hierarchy.UnitMetadata;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link HierarchyDelta} on generated documents and edits: applied to an index of the previous
 * hierarchy (a vector store of leaves, kept here as the map a store keeps, id to embed text and
 * metadata; and an in-memory {@link ParentStore}), it gives the index a fresh run builds of the
 * new hierarchy.
 */
class HierarchyDeltaProperties {
  private static final Chunker CHUNKER = Wrac.builder().maxChunkTokens(128)
      .planningWindowElements(8).levels("structural:96", "structural", "page").build();

  @Provide
  Arbitrary<Versions> anyEdit() {
    return Versions.anyEdits(30);
  }

  /** What a vector store holds of a leaf: the text it embedded and the leaf's metadata. */
  private record Entry(String embedText, Map<String, Object> metadata) {
    static Entry of(String document, HierarchyChunk leaf) {
      return new Entry(leaf.chunk().embedText(), UnitMetadata.of(document, leaf));
    }
  }

  @Property(tries = 100)
  void theDeltaAppliedToTheOldIndexGivesTheNewIndex(@ForAll("anyEdit") Versions v) {
    ChunkHierarchy old = CHUNKER.hierarchy(v.first());
    ChunkHierarchy now = CHUNKER.hierarchy(v.second());
    ParentStore parents = ParentStore.inMemory();
    parents.putAll(old);
    Map<String, Entry> vectors = index(old);

    HierarchyDelta delta = HierarchyDelta.between(old, now);
    delta.applyTo(parents, () -> {
      delta.leafIdsToRemove().forEach(vectors::remove);
      delta.leavesToIndex().forEach(l -> vectors.put(l.id(), Entry.of(now.document(), l)));
      // meanwhile every stored leaf and the units above it are in the parent store
      for (Entry e : vectors.values()) {
        String id = (String) e.metadata().get(UnitMetadata.UNIT_ID);
        while (id != null) {
          assertThat(parents.find(id)).as(v.edit() + ": unit " + id).isPresent();
          id = parents.get(id).parentId();
        }
      }
    });

    assertThat(vectors).as(v.edit()).isEqualTo(index(now));
    for (HierarchyChunk u : now.all()) {
      assertThat(parents.find(u.id())).as(v.edit()).contains(StoredUnit.of(u));
    }
    Set<String> nowIds = new HashSet<>();
    now.all().forEach(u -> nowIds.add(u.id()));
    for (HierarchyChunk u : old.all()) {
      if (!nowIds.contains(u.id())) {
        assertThat(parents.find(u.id())).as(v.edit()).isEmpty();
      }
    }
    // each unit of either hierarchy is in exactly one list
    assertThat(delta.upserted().size() + delta.unchanged().size() + delta.refreshed().size())
        .isEqualTo(now.all().size());
    assertThat(delta.deleted()).allMatch(u -> !nowIds.contains(u.id()));
    Statistics.label("leaves to index").collect(bucket(delta.leavesToIndex().size(),
        now.leaves().size()));
  }

  @Property(tries = 20)
  void anUneditedDocumentHasAnEmptyDelta(@ForAll("anyEdit") Versions v) {
    HierarchyDelta delta = HierarchyDelta.between(CHUNKER.hierarchy(v.first()),
        CHUNKER.hierarchy(v.first()));
    assertThat(delta.isEmpty()).isTrue();
    assertThat(delta.leavesToIndex()).isEmpty();
    assertThat(delta.leafIdsToRemove()).isEmpty();
  }

  private static Map<String, Entry> index(ChunkHierarchy h) {
    Map<String, Entry> m = new HashMap<>();
    for (HierarchyChunk leaf : h.leaves()) {
      m.put(leaf.id(), Entry.of(h.document(), leaf));
    }
    return m;
  }

  private static String bucket(int indexed, int leaves) {
    if (indexed == 0) {
      return "none";
    }
    return indexed * 2 <= leaves ? "at most half" : "more than half";
  }
}
