package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.HierarchyDelta;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link HierarchySegments#update} on a real edit of examples/docs' kettle guide, embedded by
 * bge-small in process into a real {@link InMemoryEmbeddingStore}.
 */
class HierarchySegmentsUpdateTest {
  private static final EmbeddingModel MODEL = Bge.MODEL;
  private static final Chunker CHUNKER = Wrac.builder().build(); // the default levels

  @Test
  void anEditedSentenceReembedsOnlyItsSectionsLeavesAndTheIndexEqualsAFreshOne(
      @TempDir Path dir) throws IOException {
    String guide = Files.readString(Path.of("../examples/docs/kettle-user-guide.md"));
    String edited = guide.replace("Hold it only by the handle.",
        "Hold it only by the handle, never by the lid or the spout.");
    assertThat(edited).isNotEqualTo(guide);
    ChunkHierarchy before = hierarchy(dir.resolve("v1"), guide);
    ChunkHierarchy now = hierarchy(dir.resolve("v2"), edited);
    InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();
    ParentStore parents = ParentStore.inMemory();
    HierarchySegments.index(before, MODEL, store, parents);

    HierarchyDelta delta = HierarchyDelta.between(before, now);
    List<String> embedded = HierarchySegments.update(delta, MODEL, store, parents);

    assertThat(embedded).isNotEmpty().hasSizeLessThan(now.leaves().size() / 2);
    // what a fresh index of the new version would store, leaf by leaf
    List<TextSegment> leaves = HierarchySegments.leaves(now);
    Map<String, String> fresh = new java.util.HashMap<>();
    for (int i = 0; i < leaves.size(); i++) {
      fresh.put(now.leaves().get(i).id(), entry(leaves.get(i)));
    }
    assertThat(contents(store)).isEqualTo(fresh);
    for (HierarchyChunk u : now.all()) {
      assertThat(parents.find(u.id())).contains(StoredUnit.of(u));
    }
    for (HierarchyChunk gone : delta.deleted()) {
      assertThat(parents.find(gone.id())).isEmpty();
    }
    List<Content> found = WracSmallToBigRetriever.builder().embeddingStore(store)
        .embeddingModel(MODEL).parentStore(parents).queryPrefix(Bge.QUERY_PREFIX)
        .budgetTokens(512).build().retrieve(Query.from("May I hold the kettle by its lid?"));
    assertThat(found).anyMatch(c -> c.textSegment().text().contains("never by the lid"));
  }

  private static ChunkHierarchy hierarchy(Path dir, String markdown) throws IOException {
    Files.createDirectories(dir);
    Path file = Files.writeString(dir.resolve("kettle-user-guide.md"), markdown);
    return CHUNKER.hierarchy(CHUNKER.parse(file));
  }

  /** Every stored segment by id: its text and metadata. */
  private static Map<String, String> contents(InMemoryEmbeddingStore<TextSegment> store) {
    List<EmbeddingMatch<TextSegment>> all = store.search(EmbeddingSearchRequest.builder()
        .queryEmbedding(MODEL.embed("kettle").content()).maxResults(10_000).minScore(0.0)
        .build()).matches();
    return all.stream().collect(Collectors.toMap(EmbeddingMatch::embeddingId,
        m -> entry(m.embedded())));
  }

  private static String entry(TextSegment s) {
    return s.text() + " " + s.metadata().toMap();
  }
}
