package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.HierarchyDelta;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.hierarchy.UnitMetadata;
import dev.wrac.index.JdbcParentStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.document.Document;
import org.springframework.ai.rag.Query;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.SimpleVectorStore;

/**
 * {@link HierarchyDocuments#update} on a real edit of examples/docs' kettle guide: a real
 * {@link SimpleVectorStore} embedding with bge-small, units in a JDBC parent store on H2.
 */
class HierarchyDocumentsUpdateTest {
  private static final Chunker CHUNKER = Wrac.builder().build(); // the default levels

  @Test
  void anEditedSentenceAddsOnlyItsSectionsLeavesAndTheIndexEqualsAFreshOne(@TempDir Path dir)
      throws IOException {
    String guide = Files.readString(Path.of("../examples/docs/kettle-user-guide.md"));
    String edited = guide.replace("Hold it only by the handle.",
        "Hold it only by the handle, never by the lid or the spout.");
    assertThat(edited).isNotEqualTo(guide);
    ChunkHierarchy before = hierarchy(dir.resolve("v1"), guide);
    ChunkHierarchy now = hierarchy(dir.resolve("v2"), edited);
    SimpleVectorStore store = SimpleVectorStore.builder(SharedBge.MODEL).build();
    JdbcDataSource h2 = new JdbcDataSource();
    h2.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    ParentStore parents = JdbcParentStore.create(h2);
    HierarchyDocuments.index(before, store, parents);

    HierarchyDelta delta = HierarchyDelta.between(before, now);
    List<String> added = HierarchyDocuments.update(delta, store, parents);

    assertThat(added).isNotEmpty().hasSizeLessThan(now.leaves().size() / 2);
    // what a fresh index of the new version would store, leaf by leaf
    assertThat(contents(store)).isEqualTo(HierarchyDocuments.leaves(now).stream()
        .collect(Collectors.toMap(Document::getId, HierarchyDocumentsUpdateTest::entry)));
    // the longer sentence moved the units after it: stored again with their new spans, not
    // embedded again
    assertThat(delta.refreshed()).isNotEmpty().allMatch(u -> !added.contains(u.id()));
    for (HierarchyChunk u : now.all()) {
      assertThat(parents.find(u.id())).contains(StoredUnit.of(u)); // citations included
    }
    for (HierarchyChunk gone : delta.deleted()) {
      assertThat(parents.find(gone.id())).isEmpty();
    }
    List<Document> found = WracSmallToBigDocumentRetriever.builder().vectorStore(store)
        .parentStore(parents).queryPrefix(SharedBge.QUERY_PREFIX).budgetTokens(512).build()
        .retrieve(new Query("May I hold the kettle by its lid?"));
    assertThat(found).anyMatch(d -> d.getText().contains("never by the lid"));
  }

  private static ChunkHierarchy hierarchy(Path dir, String markdown) throws IOException {
    Files.createDirectories(dir);
    Path file = Files.writeString(dir.resolve("kettle-user-guide.md"), markdown);
    return CHUNKER.hierarchy(CHUNKER.parse(file));
  }

  /** Every stored document by id: its text and the hierarchy's metadata. */
  private static Map<String, String> contents(SimpleVectorStore store) {
    List<Document> all = store.similaritySearch(SearchRequest.builder().query("kettle")
        .topK(10_000).similarityThresholdAll().build());
    return all.stream().collect(Collectors.toMap(Document::getId,
        HierarchyDocumentsUpdateTest::entry));
  }

  /** A document's text and the hierarchy's metadata (the store adds a distance of its own). */
  private static String entry(Document d) {
    return d.getText() + " " + List.of(UnitMetadata.UNIT_ID, UnitMetadata.LEVEL,
        UnitMetadata.PARENT_ID, UnitMetadata.TOKENS, UnitMetadata.DOCUMENT).stream()
        .map(k -> k + "=" + d.getMetadata().get(k)).toList();
  }
}
