package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.EmbeddingSearchResult;
import dev.langchain4j.store.embedding.EmbeddingStore;
import dev.langchain4j.store.embedding.filter.Filter;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import dev.wrac.ChunkerSpec;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.index.Cleanup;
import dev.wrac.index.Embedder;
import dev.wrac.index.IndexResult;
import dev.wrac.index.IndexStoreException;
import dev.wrac.index.IndexedUnit;
import dev.wrac.index.Indexer;
import dev.wrac.index.JdbcLedger;
import dev.wrac.index.LedgerUnit;
import dev.wrac.index.Sources;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.SourceSpan;
import dev.wrac.testing.FolderEdits;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link LangChain4jIndexStore} kept in sync by wrac-index's {@link Indexer}: a real
 * {@link InMemoryEmbeddingStore}, bge-small in process, an H2 ledger in a file, examples/docs
 * copied and edited on disk. After every run the embedding store (id, text and metadata of every
 * entry) and the parent store equal a from-scratch index of the files as they are, and the
 * embedder was handed exactly the units whose entry is new or changed.
 */
class LangChain4jIndexStoreTest {
  private static final EmbeddingModel MODEL = Bge.MODEL;
  private static final String MODEL_NAME = "bge-small-en-v1.5-q";
  private static final Path EXAMPLES = Path.of("..", "examples", "docs");

  /**
   * The from-scratch indexes' embedder: the same model, each text embedded once per test run
   * (every edit's from-scratch index holds mostly texts an earlier one embedded).
   */
  private static final Embedder SCRATCH_EMBEDDER = memoized(
      LangChain4jEmbedder.of(MODEL, MODEL_NAME));

  @TempDir
  Path dir;

  private int scratchRuns;

  /** What an embedding store holds of one entry. */
  record Entry(String text, Map<String, Object> metadata) {}

  /** The state of the two stores after an index run. */
  record Index(Map<String, Entry> embeddings, Map<String, StoredUnit> units,
      Map<String, float[]> vectors) {}

  // --- the example of docs/indexing.md ------------------------------------------------------

  @Test
  void theDocumentedExampleIndexesAndRetrievesWithCitations() {
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    Path index = dir.resolve("index");
    EmbeddingModel embeddingModel = MODEL;
    // docs/indexing.md, "langchain4j": its lines are these (theDocumentedExampleIsThisCode)
    EmbeddingStore<TextSegment> embeddings = new InMemoryEmbeddingStore<>();
    ParentStore parents = ParentStore.inMemory();
    try (JdbcLedger ledger = JdbcLedger.h2(index.resolve("ledger"))) {
      IndexResult r = Indexer.builder()
          .spec(ChunkerSpec.parse("levels=structural>top-sections"))
          .store(LangChain4jIndexStore.builder()
              .embeddingStore(embeddings).parentStore(parents).build())
          .ledger(ledger)
          .embedder(LangChain4jEmbedder.of(embeddingModel, "bge-small-en-v1.5-q"))
          .cleanup(Cleanup.FULL)
          .build()
          .run(Sources.folder(docs));
      System.out.println(r.toJson());
    }
    WracSmallToBigRetriever retriever = WracSmallToBigRetriever.builder()
        .embeddingStore(embeddings).embeddingModel(embeddingModel).parentStore(parents)
        .queryPrefix("Represent this sentence for searching relevant passages: ")
        .budgetTokens(1024)
        .build();
    List<Content> answer = retriever.retrieve(Query.from("How do I descale the kettle?"));
    // end of the example
    assertDescalingCited(answer);
  }

  @Test
  void theDocumentedExampleIsThisCode() throws IOException {
    List<String> doc = Files.readAllLines(Path.of("..", "docs", "indexing.md"));
    int heading = doc.indexOf("### langchain4j");
    assertThat(heading).as("docs/indexing.md has a '### langchain4j' section").isPositive();
    int open = doc.subList(heading, doc.size()).indexOf("```java") + heading;
    int close = doc.subList(open + 1, doc.size()).indexOf("```") + open + 1;
    String source = Files.readString(
        Path.of("src/test/java/dev/wrac/langchain4j/LangChain4jIndexStoreTest.java"));
    String example = source.substring(source.indexOf("// docs/indexing.md, \"langchain4j\""),
        source.indexOf("// end of the example"));
    List<String> ours = example.lines().map(String::strip).toList();
    List<String> snippet = doc.subList(open + 1, close).stream().map(String::strip)
        .filter(l -> !l.isEmpty() && !l.startsWith("//")).toList();
    assertThat(snippet).as("the snippet's code lines, in order, are the example's")
        .isNotEmpty().isSubsetOf(ours);
    assertThat(ours).containsSubsequence(snippet);
  }

  // --- sync: edits, a second run, a refused write ------------------------------------------

  static Stream<Arguments> cases() {
    return Stream.of(Arguments.of("levels=structural>top-sections", false),
        Arguments.of("", false),
        Arguments.of("levels=structural>top-sections", true));
  }

  @ParameterizedTest(name = "[{0}] readVectorsBack {1}")
  @MethodSource("cases")
  void eachEditSyncsTheEmbeddingStoreToTheFromScratchIndex(String settings,
      boolean readVectorsBack) {
    ChunkerSpec spec = ChunkerSpec.parse(settings);
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    InMemoryEmbeddingStore<TextSegment> embeddings = new InMemoryEmbeddingStore<>();
    ParentStore parents = ParentStore.inMemory();
    CountingEmbedder embedder = new CountingEmbedder(LangChain4jEmbedder.of(MODEL, MODEL_NAME));
    Set<String> everId = new HashSet<>();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      LangChain4jIndexStore.Builder store = LangChain4jIndexStore.builder()
          .embeddingStore(embeddings).parentStore(parents);
      if (readVectorsBack) {
        store.readVectorsBack(MODEL.dimension());
      }
      Indexer indexer = indexer(spec, store.build(), ledger, embedder);
      assertThat(store.build().canUpdateFields()).isEqualTo(readVectorsBack);

      IndexResult first = indexer.run(Sources.folder(docs));
      Index scratch = fromScratch(docs, spec);
      assertSynced(embeddings, parents, ledger, scratch, everId, "from scratch");
      assertThat(first.embedded()).isEqualTo(scratch.embeddings().size())
          .isEqualTo(embedder.texts.size());
      assertThat(first.added()).isEqualTo(scratch.units().size());
      if (!settings.isEmpty()) {
        assertThat(scratch.units().values()).as("parents are records in the parent store")
            .anyMatch(u -> u.level() > 0 && !scratch.embeddings().containsKey(u.id()));
      }
      assertDescalingCited(retriever(embeddings, parents)
          .retrieve(Query.from("How do I descale the kettle?")));

      Edit edit = (name, change) -> editAndCheck(indexer, docs, spec, embeddings, parents,
          ledger, embedder, readVectorsBack, name, change, everId);
      edit.apply("change a paragraph", d -> FolderEdits.replace(d.resolve("password-policy.md"),
          "at least 14 characters long", "at least 16 characters long"));
      // shorter by two characters: the kettle guide's later leaves move (offsets; with levels
      // their parent too), which the default store embeds again and readVectorsBack keeps
      assertThat(edit.apply("change a paragraph under a shared parent",
          d -> FolderEdits.replace(d.resolve("kettle-user-guide.md"), "every three months elsewhere",
              "every two months elsewhere"))).as("entries moved").isPositive();
      edit.apply("add a section", d -> FolderEdits.append(d.resolve("kettle-user-guide.md"),
          "\n## Storage\n\nStore the kettle empty and dry, with its lid open, in a cupboard.\n"));
      edit.apply("delete a document", d -> delete(d.resolve("travel-insurance-faq.md")));
      edit.apply("rename a document", d -> FolderEdits.move(d.resolve("reset-your-router.md"),
          d.resolve("network/reset-your-router.md")));

      assertDescalingCited(retriever(embeddings, parents)
          .retrieve(Query.from("How do I descale the kettle?")));
    }
  }

  @Test
  void aSecondIdenticalRunEmbedsAndWritesNothing() {
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    ChunkerSpec spec = ChunkerSpec.parse("levels=structural>top-sections");
    InMemoryEmbeddingStore<TextSegment> embeddings = new InMemoryEmbeddingStore<>();
    CountingEmbedder embedder = new CountingEmbedder(LangChain4jEmbedder.of(MODEL, MODEL_NAME));
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      LangChain4jIndexStore store =
          LangChain4jIndexStore.builder().embeddingStore(embeddings).build();
      Indexer indexer = indexer(spec, store, ledger, embedder);
      IndexResult first = indexer.run(Sources.folder(docs));
      Map<String, Entry> before = listing(embeddings);
      int texts = embedder.texts.size();

      IndexResult again = indexer.run(Sources.folder(docs));
      assertThat(again.embedded()).isZero();
      assertThat(embedder.texts).hasSize(texts);
      assertThat(again.added() + again.updated() + again.deleted()).isZero();
      assertThat(again.unchanged()).isEqualTo(first.added());
      assertThat(listing(embeddings)).isEqualTo(before);
      assertThat(embeddings.size()).isEqualTo(before.size());
    }
  }

  @Test
  void aStoreThatRefusesAWriteFailsTheRunAndTheNextRunRepairsIt() {
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    ChunkerSpec spec = ChunkerSpec.parse("levels=structural>top-sections");
    InMemoryEmbeddingStore<TextSegment> embeddings = new InMemoryEmbeddingStore<>();
    RefusingEmbeddingStore refusing = new RefusingEmbeddingStore(embeddings);
    ParentStore parents = ParentStore.inMemory();
    CountingEmbedder embedder = new CountingEmbedder(LangChain4jEmbedder.of(MODEL, MODEL_NAME));
    Set<String> everId = new HashSet<>();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Indexer indexer = indexer(spec, LangChain4jIndexStore.builder().embeddingStore(refusing)
          .parentStore(parents).build(), ledger, embedder);
      indexer.run(Sources.folder(docs));
      assertSynced(embeddings, parents, ledger, fromScratch(docs, spec), everId, "from scratch");

      // an edit whose upsert is refused half way through the embedding store's addAll
      FolderEdits.replace(docs.resolve("kettle-user-guide.md"), "every three months elsewhere",
          "every two months elsewhere");
      refusing.refuseNextAddAll = true;
      assertThatThrownBy(() -> indexer.run(Sources.folder(docs)))
          .isInstanceOf(IndexStoreException.class)
          .hasMessageContaining("kettle-user-guide.md")
          .hasMessageContaining("refused")
          .hasMessageContaining("store full");
      assertThat(refusing.refuseNextAddAll).as("the store refused once").isFalse();

      // the next run repairs to exactly the from-scratch index
      IndexResult repair = indexer.run(Sources.folder(docs));
      assertThat(repair.repaired()).isPositive();
      assertSynced(embeddings, parents, ledger, fromScratch(docs, spec), everId, "repaired");
      IndexResult again = indexer.run(Sources.folder(docs));
      assertThat(again.embedded() + again.added() + again.updated() + again.deleted()
          + again.repaired()).isZero();
    }
  }

  @Test
  void readingVectorsBackFromAStoreThatReturnsNoneFailsTheRunAndTheNextRunReembeds() {
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    ChunkerSpec spec = ChunkerSpec.parse("levels=structural>top-sections");
    InMemoryEmbeddingStore<TextSegment> embeddings = new InMemoryEmbeddingStore<>();
    RefusingEmbeddingStore withoutVectors = new RefusingEmbeddingStore(embeddings);
    withoutVectors.matchesWithoutEmbeddings = true;
    ParentStore parents = ParentStore.inMemory();
    CountingEmbedder embedder = new CountingEmbedder(LangChain4jEmbedder.of(MODEL, MODEL_NAME));
    Set<String> everId = new HashSet<>();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Indexer indexer = indexer(spec, LangChain4jIndexStore.builder()
          .embeddingStore(withoutVectors).parentStore(parents)
          .readVectorsBack(MODEL.dimension()).build(), ledger, embedder);
      indexer.run(Sources.folder(docs));
      // moves the leaves after it: their vectors are to be read back, and cannot be
      FolderEdits.replace(docs.resolve("kettle-user-guide.md"), "every three months elsewhere",
          "every two months elsewhere");
      assertThatThrownBy(() -> indexer.run(Sources.folder(docs)))
          .isInstanceOf(IndexStoreException.class)
          .hasMessageContaining("without its embedding")
          .hasMessageContaining("readVectorsBack");

      IndexResult repair = indexer.run(Sources.folder(docs));
      assertThat(repair.repaired()).isPositive();
      assertSynced(embeddings, parents, ledger, fromScratch(docs, spec), everId, "repaired");
    }
  }

  // --- the store's own contract -------------------------------------------------------------

  @Test
  void inMemoryEmbeddingStoreKeepsBothEntriesOfARepeatedIdInAddAll() {
    // why upsert removes before it adds: langchain4j's addAll(ids, ...) does not replace here
    InMemoryEmbeddingStore<TextSegment> raw = new InMemoryEmbeddingStore<>();
    Embedding v = Embedding.from(new float[] {1, 0, 0});
    raw.addAll(List.of("a"), List.of(v), List.of(TextSegment.from("one")));
    raw.addAll(List.of("a"), List.of(v), List.of(TextSegment.from("two")));
    assertThat(raw.size()).isEqualTo(2);
  }

  @Test
  void upsertingAUnitTwiceLeavesOneEntryAndOneRecord() {
    InMemoryEmbeddingStore<TextSegment> embeddings = new InMemoryEmbeddingStore<>();
    LangChain4jIndexStore store =
        LangChain4jIndexStore.builder().embeddingStore(embeddings).build();
    IndexedUnit leaf = unit("0b6b4d5e-0000-4000-8000-000000000001", "p-1", "Descale monthly.",
        vector(384));
    IndexedUnit parent = unit("p-1", null, "Care\n\nDescale monthly.", null);

    store.upsert(List.of(leaf, parent));
    store.upsert(List.of(leaf, parent));
    assertThat(embeddings.size()).isEqualTo(1);
    Map<String, Entry> listed = listing(embeddings);
    assertThat(listed).containsOnlyKeys(leaf.id());
    assertThat(listed.get(leaf.id()).text()).isEqualTo(leaf.embedText());
    assertThat(listed.get(leaf.id()).metadata())
        .containsEntry(ChunkMetadata.DOCUMENT, "care.md")
        .containsEntry(IndexedUnit.SOURCE_ID, "care.md")
        .containsEntry(HierarchySegments.UNIT_ID, leaf.id())
        .containsEntry(HierarchySegments.PARENT_ID, "p-1")
        .containsEntry(ChunkMetadata.HEADING_PATH, "Care")
        .containsEntry(ChunkMetadata.LINE, 3);
    StoredUnit stored = store.parentStore().get(leaf.id());
    assertThat(stored.text()).isEqualTo(leaf.text());
    assertThat(stored.parentId()).isEqualTo("p-1");
    assertThat(stored.citation().document()).isEqualTo("care.md");
    assertThat(stored.citation().headingPath()).containsExactly("Care");
    assertThat(stored.citation().span()).isEqualTo(leaf.span());
    assertThat(store.parentStore().get("p-1").level()).isEqualTo(1);

    // a unit that loses its vector leaves the embedding store, and stays a record
    store.upsert(List.of(leaf.withVector(null)));
    assertThat(embeddings.size()).isZero();
    assertThat(store.parentStore().find(leaf.id())).isPresent();

    store.delete(List.of(leaf.id(), "p-1", "never-stored"));
    assertThat(store.parentStore().find(leaf.id())).isEmpty();
    assertThat(store.parentStore().find("p-1")).isEmpty();
    assertThat(store.canUpdateFields()).isFalse();
    assertThat(store.name()).isEqualTo("langchain4j InMemoryEmbeddingStore");
  }

  @Test
  void theBuilderRequiresAnEmbeddingStoreAndTheEmbedderAName() {
    assertThatThrownBy(() -> LangChain4jIndexStore.builder().build())
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("embeddingStore");
    assertThatThrownBy(() -> LangChain4jIndexStore.builder().embeddingStore(null))
        .isInstanceOf(NullPointerException.class).hasMessageContaining("embeddingStore");
    assertThatThrownBy(() -> LangChain4jIndexStore.builder().readVectorsBack(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("readVectorsBack").hasMessageContaining("was 0");
    assertThatThrownBy(() -> LangChain4jEmbedder.of(MODEL, " "))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("name");
    LangChain4jEmbedder e = LangChain4jEmbedder.of(MODEL, MODEL_NAME);
    List<float[]> vectors = e.embedAll(List.of("descale the kettle", "reset the router"));
    assertThat(vectors).hasSize(2);
    assertThat(vectors.get(0)).hasSize(MODEL.dimension())
        .isEqualTo(MODEL.embed("descale the kettle").content().vector());
  }

  // --- helpers ------------------------------------------------------------------------------

  /**
   * One edit of the files, then a run checked against a from-scratch index; returns how many
   * entries kept their id but moved.
   */
  interface Edit {
    int apply(String name, Consumer<Path> change);
  }

  private int editAndCheck(Indexer indexer, Path docs, ChunkerSpec spec,
      InMemoryEmbeddingStore<TextSegment> embeddings, ParentStore parents, JdbcLedger ledger,
      CountingEmbedder embedder, boolean canUpdateFields, String edit, Consumer<Path> change,
      Set<String> everId) {
    Map<String, Entry> before = listing(embeddings);
    change.accept(docs);
    int texts = embedder.texts.size();
    IndexResult r = indexer.run(Sources.folder(docs));
    Index scratch = fromScratch(docs, spec);
    assertSynced(embeddings, parents, ledger, scratch, everId, edit);

    // embedded: the entries with a new id, and, unless the store reads vectors back, those
    // whose metadata moved (without it the store cannot rewrite an entry but with a new
    // vector), nothing else
    List<String> newIds = scratch.embeddings().keySet().stream()
        .filter(id -> !before.containsKey(id)).toList();
    List<String> rewritten = scratch.embeddings().keySet().stream()
        .filter(id -> !scratch.embeddings().get(id).equals(before.get(id)))
        .toList();
    List<String> embeddedIds = canUpdateFields ? newIds : rewritten;
    List<String> handed = embedder.texts.subList(texts, embedder.texts.size());
    assertThat(handed).as(edit + ": texts embedded")
        .containsExactlyInAnyOrderElementsOf(
            embeddedIds.stream().map(id -> scratch.embeddings().get(id).text()).toList());
    assertThat(r.embedded()).as(edit + ": embedded").isEqualTo(embeddedIds.size());
    System.out.printf("%s [%s]%s: %s; new ids with a vector %d, moved %d (%s), entries %d%n",
        edit, spec.chunkShaping(), canUpdateFields ? " readVectorsBack" : "", r.toJson(),
        newIds.size(), rewritten.size() - newIds.size(),
        canUpdateFields ? "vectors kept" : "embedded again", scratch.embeddings().size());
    return rewritten.size() - newIds.size();
  }

  /**
   * The two stores and the ledger hold exactly {@code scratch}: every embedding entry (id, text,
   * metadata) once, every unit's record, and no unit of an earlier state.
   */
  private static void assertSynced(InMemoryEmbeddingStore<TextSegment> embeddings,
      ParentStore parents, JdbcLedger ledger, Index scratch, Set<String> everId, String when) {
    assertThat(listing(embeddings)).as(when + ": embedding store").isEqualTo(scratch.embeddings());
    assertThat(embeddings.size()).as(when + ": no duplicate entry")
        .isEqualTo(scratch.embeddings().size());
    assertThat(ledgerIds(ledger)).as(when + ": ledger").isEqualTo(scratch.units().keySet());
    // vectors: those kept or read back are the model's for the text (cosine near 1; batches
    // of other sizes may move the last digits)
    vectors(embeddings).forEach((id, v) -> assertThat(Embedder.cosine(v, scratch.vectors().get(id)))
        .as(when + ": vector of " + id).isGreaterThan(0.999));
    everId.addAll(scratch.units().keySet());
    for (String id : everId) {
      assertThat(parents.find(id)).as(when + ": parent store, unit " + id)
          .isEqualTo(java.util.Optional.ofNullable(scratch.units().get(id)));
    }
  }

  /** A from-scratch index of {@code docs} as they are now: new stores, a new ledger. */
  private Index fromScratch(Path docs, ChunkerSpec spec) {
    InMemoryEmbeddingStore<TextSegment> embeddings = new InMemoryEmbeddingStore<>();
    ParentStore parents = ParentStore.inMemory();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("scratch-" + ++scratchRuns + "/ledger"))) {
      indexer(spec, LangChain4jIndexStore.builder().embeddingStore(embeddings)
          .parentStore(parents).build(), ledger, SCRATCH_EMBEDDER).run(Sources.folder(docs));
      Map<String, StoredUnit> units = new TreeMap<>();
      for (String id : ledgerIds(ledger)) {
        units.put(id, parents.get(id));
      }
      return new Index(listing(embeddings), units, vectors(embeddings));
    }
  }

  private static Indexer indexer(ChunkerSpec spec, LangChain4jIndexStore store,
      JdbcLedger ledger, Embedder embedder) {
    return Indexer.builder().spec(spec).store(store).ledger(ledger).embedder(embedder)
        .cleanup(Cleanup.FULL).build();
  }

  private static Set<String> ledgerIds(JdbcLedger ledger) {
    Set<String> ids = new java.util.TreeSet<>();
    for (LedgerUnit u : ledger.units(Indexer.DEFAULT_STORE_NAME)) {
      ids.add(u.id());
    }
    return ids;
  }

  /** Every entry of the store (a search with no minimum score), by id; fails on a duplicate. */
  static Map<String, Entry> listing(InMemoryEmbeddingStore<TextSegment> store) {
    Map<String, Entry> out = new TreeMap<>();
    if (store.isEmpty()) {
      return out;
    }
    List<EmbeddingMatch<TextSegment>> all = store.search(EmbeddingSearchRequest.builder()
        .queryEmbedding(MODEL.embed("list").content()).maxResults(100_000).minScore(0.0)
        .build()).matches();
    assertThat(all).hasSize(store.size());
    for (EmbeddingMatch<TextSegment> m : all) {
      Entry previous = out.put(m.embeddingId(),
          new Entry(m.embedded().text(), m.embedded().metadata().toMap()));
      assertThat(previous).as("entry " + m.embeddingId() + " held twice").isNull();
    }
    return out;
  }

  static Map<String, float[]> vectors(InMemoryEmbeddingStore<TextSegment> store) {
    Map<String, float[]> out = new TreeMap<>();
    if (!store.isEmpty()) {
      store.search(EmbeddingSearchRequest.builder()
          .queryEmbedding(MODEL.embed("list").content()).maxResults(100_000).minScore(0.0)
          .build()).matches().forEach(m -> out.put(m.embeddingId(), m.embedding().vector()));
    }
    return out;
  }

  private static WracSmallToBigRetriever retriever(EmbeddingStore<TextSegment> embeddings,
      ParentStore parents) {
    return WracSmallToBigRetriever.builder().embeddingStore(embeddings).embeddingModel(MODEL)
        .parentStore(parents).queryPrefix(Bge.QUERY_PREFIX).budgetTokens(1024).build();
  }

  private static void assertDescalingCited(List<Content> answer) {
    assertThat(answer).isNotEmpty();
    var best = answer.get(0).textSegment();
    assertThat(best.text()).contains("Descale");
    assertThat(best.metadata().getString(ChunkMetadata.DOCUMENT))
        .isEqualTo("kettle-user-guide.md");
    assertThat(best.metadata().getString(ChunkMetadata.HEADING_PATH)).contains("Descaling");
    assertThat(best.metadata().getInteger(ChunkMetadata.LINE)).isPositive();
  }

  private static float[] vector(int dimensions) {
    float[] v = new float[dimensions];
    v[0] = 1;
    return v;
  }

  private static IndexedUnit unit(String id, String parentId, String text, float[] vector) {
    return new IndexedUnit(id, "care.md", "care.md", parentId == null ? 1 : 0, parentId, 0,
        text, text, 4, List.of("Care"), new SourceSpan(10, 10 + text.length(), 3, 3), vector);
  }

  private static void delete(Path file) {
    try {
      Files.delete(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An embedder that records every text it is handed, then calls the real one. */
  static final class CountingEmbedder implements Embedder {
    final List<String> texts = new ArrayList<>();
    private final Embedder delegate;

    CountingEmbedder(Embedder delegate) {
      this.delegate = delegate;
    }

    @Override
    public String name() {
      return delegate.name();
    }

    @Override
    public List<float[]> embedAll(List<String> batch) {
      texts.addAll(batch);
      return delegate.embedAll(batch);
    }
  }

  /** {@code model} under its name, handed only texts it has not embedded before. */
  static Embedder memoized(Embedder model) {
    Map<String, float[]> vectors = new HashMap<>();
    return Embedder.of(model.name(), batch -> {
      synchronized (vectors) {
        List<String> missing = batch.stream().distinct().filter(t -> !vectors.containsKey(t))
            .toList();
        List<float[]> computed = missing.isEmpty() ? List.of() : model.embedAll(missing);
        for (int i = 0; i < missing.size(); i++) {
          vectors.put(missing.get(i), computed.get(i));
        }
        return batch.stream().map(vectors::get).toList();
      }
    });
  }

  /**
   * A real store behind a decorator that, when armed, refuses one {@code addAll(ids, ...)}
   * half way through it (the first half of the batch is added, then it throws), or returns
   * matches without their embeddings.
   */
  static final class RefusingEmbeddingStore implements EmbeddingStore<TextSegment> {
    private final EmbeddingStore<TextSegment> store;
    boolean refuseNextAddAll;
    /** Matches come back without their embedding, as some stores return them. */
    boolean matchesWithoutEmbeddings;

    RefusingEmbeddingStore(EmbeddingStore<TextSegment> store) {
      this.store = store;
    }

    @Override
    public void addAll(List<String> ids, List<Embedding> embeddings,
        List<TextSegment> segments) {
      if (refuseNextAddAll) {
        refuseNextAddAll = false;
        int half = ids.size() / 2;
        if (half > 0) {
          store.addAll(ids.subList(0, half), embeddings.subList(0, half),
              segments.subList(0, half));
        }
        throw new IllegalStateException("store full after " + half + " of " + ids.size()
            + " entries");
      }
      store.addAll(ids, embeddings, segments);
    }

    @Override
    public String add(Embedding embedding) {
      return store.add(embedding);
    }

    @Override
    public void add(String id, Embedding embedding) {
      store.add(id, embedding);
    }

    @Override
    public String add(Embedding embedding, TextSegment segment) {
      return store.add(embedding, segment);
    }

    @Override
    public List<String> addAll(List<Embedding> embeddings) {
      return store.addAll(embeddings);
    }

    @Override
    public List<String> addAll(List<Embedding> embeddings, List<TextSegment> segments) {
      return store.addAll(embeddings, segments);
    }

    @Override
    public void removeAll(Collection<String> ids) {
      store.removeAll(ids);
    }

    @Override
    public void removeAll(Filter filter) {
      store.removeAll(filter);
    }

    @Override
    public void removeAll() {
      store.removeAll();
    }

    @Override
    public EmbeddingSearchResult<TextSegment> search(EmbeddingSearchRequest request) {
      EmbeddingSearchResult<TextSegment> result = store.search(request);
      if (!matchesWithoutEmbeddings) {
        return result;
      }
      return new EmbeddingSearchResult<>(result.matches().stream().map(m ->
          new EmbeddingMatch<>(m.score(), m.embeddingId(), null, m.embedded())).toList());
    }
  }
}
