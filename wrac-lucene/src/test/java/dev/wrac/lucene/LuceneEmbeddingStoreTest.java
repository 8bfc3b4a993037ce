package dev.wrac.lucene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.filter.MetadataFilterBuilder;
import dev.wrac.ChunkerSpec;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.index.Cleanup;
import dev.wrac.index.IndexResult;
import dev.wrac.index.Indexer;
import dev.wrac.index.JdbcLedger;
import dev.wrac.index.Sources;
import dev.wrac.langchain4j.LangChain4jEmbedder;
import dev.wrac.langchain4j.LangChain4jIndexStore;
import dev.wrac.testing.FolderEdits;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link LuceneEmbeddingStore} as a langchain4j user meets it: entries written, replaced,
 * filtered, removed and reopened; and wrac-langchain4j's {@link LangChain4jIndexStore} over it,
 * kept in sync by the {@link Indexer} with bge-small in process, equal to a from-scratch index
 * after every edit (ids, texts and metadata of the entries; the parent store's units).
 */
class LuceneEmbeddingStoreTest {
  private static final EmbeddingModel MODEL = new BgeSmallEnV15QuantizedEmbeddingModel();
  private static final Path EXAMPLES = Path.of("..", "examples", "docs");

  @TempDir
  Path dir;

  @Test
  void entriesAreReplacedByIdFilteredRemovedAndKeptOnDisk() {
    Path folder = dir.resolve("segments");
    UUID uuid = UUID.randomUUID();
    Metadata meta = new Metadata().put("doc", "a.md").put("line", 3).put("big", 5L)
        .put("f", 0.5f).put("d", 0.25).put("u", uuid);
    try (LuceneEmbeddingStore store = LuceneEmbeddingStore.open(folder)) {
      store.addAll(List.of("x", "y", "z"),
          List.of(Embedding.from(new float[] {1, 0, 0}), Embedding.from(new float[] {0, 1, 0}),
              Embedding.from(new float[] {0, 0, 1})),
          List.of(TextSegment.from("ex", meta), TextSegment.from("why", new Metadata()
              .put("doc", "b.md")), TextSegment.from("zed", new Metadata().put("doc", "a.md"))));
      store.add("y", Embedding.from(new float[] {0.9f, 0.1f, 0}));  // replaces y, no text
      String generated = store.add(Embedding.from(new float[] {0, 0.5f, 0.5f}));
      assertThat(store.size()).isEqualTo(4);

      List<EmbeddingMatch<TextSegment>> top = store.search(EmbeddingSearchRequest.builder()
          .queryEmbedding(Embedding.from(new float[] {1, 0, 0})).maxResults(2).build())
          .matches();
      assertThat(top).extracting(EmbeddingMatch::embeddingId).containsExactly("x", "y");
      assertThat(top.get(0).score()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-6));
      assertThat(top.get(0).embedded().metadata()).isEqualTo(meta); // every type kept
      assertThat(top.get(1).embedded()).isNull();

      List<EmbeddingMatch<TextSegment>> filtered = store.search(EmbeddingSearchRequest
          .builder().queryEmbedding(Embedding.from(new float[] {0, 0, 1})).maxResults(5)
          .filter(MetadataFilterBuilder.metadataKey("doc").isEqualTo("a.md")).build())
          .matches();
      assertThat(filtered).extracting(EmbeddingMatch::embeddingId).containsExactly("z", "x");
      assertThat(filtered.get(0).embedding().vector()).containsExactly(0, 0, 1);

      store.removeAll(MetadataFilterBuilder.metadataKey("doc").isEqualTo("a.md"));
      store.removeAll(List.of(generated));
      assertThatThrownBy(() -> store.add("w", Embedding.from(new float[] {1, 0})))
          .isInstanceOf(VectorDimensionException.class);
    }
    try (LuceneEmbeddingStore reopened = LuceneEmbeddingStore.openReadOnly(folder)) {
      assertThat(reopened.entries().keySet()).containsExactly("y");
      assertThat(reopened.entries().get("y").embedding().vector()).containsExactly(0.9f, 0.1f,
          0);
    }
  }

  /** What the two stores of the langchain4j path hold: entries and the parent store's units. */
  record Index(Map<String, String> texts, Map<String, Map<String, Object>> metadata,
      Map<String, StoredUnit> units) {}

  @Test
  void langChain4jIndexStoreOverLuceneEqualsAFromScratchIndexAfterEachEdit() {
    ChunkerSpec spec = ChunkerSpec.parse("levels=structural>top-sections");
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    ParentStore parents = ParentStore.inMemory();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"));
        LuceneEmbeddingStore embeddings = LuceneEmbeddingStore.open(dir.resolve("segments"))) {
      Indexer indexer = Indexer.builder().spec(spec)
          .store(LangChain4jIndexStore.builder().embeddingStore(embeddings)
              .parentStore(parents).readVectorsBack(MODEL.dimension()).build())
          .ledger(ledger).embedder(LangChain4jEmbedder.of(MODEL, "bge-small-en-v1.5-q"))
          .cleanup(Cleanup.FULL).build();
      IndexResult first = indexer.run(Sources.folder(docs));
      Index scratch = fromScratch(docs, spec);
      assertThat(index(embeddings, parents)).isEqualTo(scratch);
      assertThat(first.embedded()).isEqualTo(scratch.texts().size());
      assertThat(scratch.units().size()).isGreaterThan(scratch.texts().size());

      FolderEdits.replace(docs.resolve("password-policy.md"), "at least 14 characters long",
          "at least 16 characters long");
      FolderEdits.append(docs.resolve("kettle-user-guide.md"),
          "\n## Storage\n\nStore the kettle empty and dry, with its lid open.\n");
      FolderEdits.move(docs.resolve("travel-insurance-faq.md"), null);
      FolderEdits.move(docs.resolve("reset-your-router.md"),
          docs.resolve("network/reset-your-router.md"));
      IndexResult edited = indexer.run(Sources.folder(docs));
      assertThat(edited.added()).isPositive();
      assertThat(edited.deleted()).isPositive();
      assertThat(index(embeddings, parents)).isEqualTo(fromScratch(docs, spec));
    }
  }

  private Index fromScratch(Path docs, ChunkerSpec spec) {
    Path scratch = dir.resolve("scratch-" + System.nanoTime());
    ParentStore parents = ParentStore.inMemory();
    try (JdbcLedger ledger = JdbcLedger.h2(scratch.resolve("ledger"));
        LuceneEmbeddingStore embeddings = LuceneEmbeddingStore.open(scratch.resolve("seg"))) {
      Indexer.builder().spec(spec)
          .store(LangChain4jIndexStore.builder().embeddingStore(embeddings)
              .parentStore(parents).build())
          .ledger(ledger).embedder(LangChain4jEmbedder.of(MODEL, "bge-small-en-v1.5-q"))
          .build().run(Sources.folder(docs));
      return index(embeddings, parents);
    }
  }

  private static Index index(LuceneEmbeddingStore embeddings, ParentStore parents) {
    Map<String, String> texts = new TreeMap<>();
    Map<String, Map<String, Object>> metadata = new TreeMap<>();
    Map<String, StoredUnit> units = new TreeMap<>();
    embeddings.entries().forEach((id, m) -> {
      texts.put(id, m.embedded().text());
      metadata.put(id, m.embedded().metadata().toMap());
    });
    // every unit id the entries' metadata names, with its ancestors
    for (Map<String, Object> m : metadata.values()) {
      String id = (String) m.get("wrac_unit_id");
      while (id != null) {
        StoredUnit u = parents.get(id);
        units.put(id, u);
        id = u.parentId();
      }
    }
    return new Index(texts, metadata, units);
  }
}
