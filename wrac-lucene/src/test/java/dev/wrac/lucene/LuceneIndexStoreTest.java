package dev.wrac.lucene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.ChunkerSpec;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.index.Cleanup;
import dev.wrac.index.HashingEmbedder;
import dev.wrac.index.IndexResult;
import dev.wrac.index.IndexedUnit;
import dev.wrac.index.Indexer;
import dev.wrac.index.JdbcLedger;
import dev.wrac.index.Sources;
import dev.wrac.model.SourceSpan;
import dev.wrac.testing.FolderEdits;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link LuceneIndexStore} on a real folder: writes replace by id and are committed when they
 * return (a reopened store sees them), the indexer keeps it equal to a from-scratch index
 * through edits, search and small-to-big placement cite their units, and bad folders, vectors
 * and a second writer are refused with typed one-line errors.
 */
class LuceneIndexStoreTest {
  private static final Path EXAMPLES = Path.of("..", "examples", "docs");
  private static final HashingEmbedder EMBEDDER = new HashingEmbedder(64);

  @TempDir
  Path dir;

  private static IndexedUnit unit(String id, String parent, int level, String text,
      float[] vector) {
    return new IndexedUnit(id, "a/guide.md", "a/guide.md", level, parent, 0, text,
        "embed " + text, 3, List.of("Guide", "Setup"), SourceSpan.onPage(4, 40, 2, 3, 1),
        vector);
  }

  @Test
  void upsertReplacesByIdDeleteRemovesAndAReopenedStoreSeesEveryCommit() {
    Path folder = dir.resolve("lucene");
    IndexedUnit leaf = unit("leaf-1", "parent-1", 0, "first", new float[] {1, 0, 0});
    IndexedUnit parent = unit("parent-1", null, 1, "the section", null);
    try (LuceneIndexStore store = LuceneIndexStore.open(folder)) {
      store.upsert(List.of(leaf, parent, unit("leaf-2", "parent-1", 0, "second",
          new float[] {0, 1, 0})));
      store.upsert(List.of(unit("leaf-2", "parent-1", 0, "second, rewritten",
          new float[] {0, 0, 1})));
      store.delete(List.of("leaf-1", "not-held"));
      store.upsert(List.of(leaf));
      assertThat(store.size()).isEqualTo(3);
      // the read-only view of another reader sees the last commit while the writer is open
      try (LuceneIndexStore reader = LuceneIndexStore.openReadOnly(folder)) {
        assertThat(reader.snapshot()).isEqualTo(store.snapshot());
      }
    }
    try (LuceneIndexStore reopened = LuceneIndexStore.open(folder)) {
      Map<String, IndexedUnit> all = reopened.snapshot();
      assertThat(all.keySet()).containsExactly("leaf-1", "leaf-2", "parent-1");
      assertThat(all.get("leaf-1")).isEqualTo(leaf); // every field and the vector, exactly
      assertThat(all.get("parent-1")).isEqualTo(parent);
      assertThat(all.get("parent-1").hasVector()).isFalse();
      assertThat(all.get("leaf-2").text()).isEqualTo("second, rewritten");
      assertThat(all.get("leaf-2").vector()).containsExactly(0, 0, 1);
      assertThat(reopened.dimension()).isEqualTo(3);
    }
  }

  @Test
  void updateFieldsKeepsTheStoredVector() {
    try (LuceneIndexStore store = LuceneIndexStore.open(dir.resolve("lucene"))) {
      store.upsert(List.of(unit("leaf-1", null, 0, "first", new float[] {0.5f, 0.25f, 1})));
      store.updateFields(List.of(unit("leaf-1", "parent-9", 0, "moved", null),
          unit("absent", null, 0, "not held", null)));
      IndexedUnit held = store.get("leaf-1").orElseThrow();
      assertThat(held.text()).isEqualTo("moved");
      assertThat(held.parentId()).isEqualTo("parent-9");
      assertThat(held.vector()).containsExactly(0.5f, 0.25f, 1);
      assertThat(store.get("absent")).isEmpty();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "levels=structural>top-sections"})
  void theIndexerKeepsItEqualToAFromScratchIndexThroughEdits(String settings) {
    ChunkerSpec spec = ChunkerSpec.parse(settings);
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"));
        LuceneIndexStore store = LuceneIndexStore.open(dir.resolve("lucene"))) {
      Indexer indexer = Indexer.builder().spec(spec).store(store).ledger(ledger)
          .embedder(EMBEDDER).cleanup(Cleanup.FULL).build();
      IndexResult first = indexer.run(Sources.folder(docs));
      assertThat(store.snapshot()).isEqualTo(fromScratch(docs, spec));
      assertThat(first.added()).isEqualTo(store.size());
      Consumer<Runnable> edit = change -> {
        change.run();
        indexer.run(Sources.folder(docs));
        assertThat(store.snapshot()).isEqualTo(fromScratch(docs, spec));
      };
      edit.accept(() -> FolderEdits.replace(docs.resolve("password-policy.md"),
          "at least 14 characters long", "at least 16 characters long"));
      edit.accept(() -> FolderEdits.append(docs.resolve("kettle-user-guide.md"),
          "\n## Storage\n\nStore the kettle empty and dry, with its lid open.\n"));
      edit.accept(() -> FolderEdits.move(docs.resolve("travel-insurance-faq.md"), null));
      edit.accept(() -> FolderEdits.move(docs.resolve("reset-your-router.md"),
          docs.resolve("network/reset-your-router.md")));
      IndexResult again = indexer.run(Sources.folder(docs));
      assertThat(again.added() + again.updated() + again.deleted() + again.embedded())
          .as("a further run changes nothing").isZero();
    }
    // the committed state, reopened
    try (LuceneIndexStore reopened = LuceneIndexStore.openReadOnly(dir.resolve("lucene"))) {
      assertThat(reopened.snapshot()).isEqualTo(fromScratch(docs, spec));
    }
  }

  private Map<String, IndexedUnit> fromScratch(Path docs, ChunkerSpec spec) {
    Path scratch = dir.resolve("scratch-" + System.nanoTime());
    try (JdbcLedger ledger = JdbcLedger.h2(scratch.resolve("ledger"));
        LuceneIndexStore store = LuceneIndexStore.open(scratch.resolve("lucene"))) {
      Indexer.builder().spec(spec).store(store).ledger(ledger).embedder(EMBEDDER).build()
          .run(Sources.folder(docs));
      return store.snapshot();
    }
  }

  @Test
  void searchFindsLeavesAndSmallToBigPlacesThemWithCitations() {
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"));
        LuceneIndexStore store = LuceneIndexStore.open(dir.resolve("lucene"))) {
      Indexer.builder().spec(ChunkerSpec.parse("levels=structural>top-sections"))
          .store(store).ledger(ledger).embedder(EMBEDDER).build().run(Sources.folder(docs));
      List<LuceneIndexStore.Hit> hits = store.search(
          EMBEDDER.embed("descale the kettle with citric acid"), 5);
      assertThat(hits).hasSize(5).allSatisfy(h -> assertThat(h.unit().level()).isZero());
      assertThat(hits.get(0).unit().sourceId()).isEqualTo("kettle-user-guide.md");
      assertThat(hits).isSortedAccordingTo((a, b) -> Double.compare(b.score(), a.score()));
      assertThat(hits.get(0).score()).isBetween(-1.0, 1.0);

      List<SmallToBig.Placement> placed = SmallToBig.budgetTokens(1024).placeHits(
          hits.stream().map(LuceneIndexStore.Hit::scoredLeaf).toList(), store.parents());
      assertThat(placed).isNotEmpty();
      assertThat(placed).allSatisfy(p -> {
        assertThat(p.stored().citation()).isNotNull();
        assertThat(p.stored().citation().document()).endsWith(".md");
        assertThat(p.stored().citation().span().line()).isPositive();
      });
      assertThat(placed.get(0).stored().citation().document())
          .isEqualTo("kettle-user-guide.md");
      assertThatThrownBy(() -> store.parents().putAll(List.of()))
          .isInstanceOf(UnsupportedOperationException.class)
          .hasMessageContaining("written by its IndexStore methods");
    }
  }

  @Test
  void aFolderThatIsNotALuceneIndexIsRefused() throws IOException {
    Path other = Files.createDirectories(dir.resolve("notes"));
    Files.writeString(other.resolve("todo.txt"), "not an index");
    assertThatThrownBy(() -> LuceneIndexStore.open(other))
        .isInstanceOf(NotALuceneIndexException.class)
        .hasMessage("'" + other + "' is not a Lucene index: it holds files but no segments_N "
            + "file; give a new or empty folder");
    Path file = other.resolve("todo.txt");
    assertThatThrownBy(() -> LuceneIndexStore.open(file))
        .isInstanceOf(NotALuceneIndexException.class).hasMessageContaining("is a file");
    assertThatThrownBy(() -> LuceneIndexStore.openReadOnly(dir.resolve("missing")))
        .isInstanceOf(NotALuceneIndexException.class)
        .hasMessageContaining("the folder does not exist");
    assertThat(dir.resolve("missing")).doesNotExist();
    // a corrupt segments file
    Path corrupt = dir.resolve("corrupt");
    try (LuceneIndexStore store = LuceneIndexStore.open(corrupt)) {
      store.upsert(List.of(unit("leaf-1", null, 0, "first", new float[] {1, 0})));
    }
    try (var files = Files.list(corrupt)) {
      for (Path f : files.filter(f -> f.getFileName().toString().startsWith("segments_"))
          .toList()) {
        Files.writeString(f, "garbage");
      }
    }
    assertThatThrownBy(() -> LuceneIndexStore.open(corrupt))
        .isInstanceOf(NotALuceneIndexException.class)
        .hasMessageStartingWith("'" + corrupt + "' is not a readable Lucene index: ");
  }

  @Test
  void anIndexOfLangChain4jSegmentsIsNotAnIndexOfUnits() {
    Path folder = dir.resolve("segments");
    LuceneEmbeddingStore.open(folder).close();
    assertThatThrownBy(() -> LuceneIndexStore.open(folder))
        .isInstanceOf(NotALuceneIndexException.class)
        .hasMessageContaining("is a wrac-lucene index of segments, not of units");
  }

  @Test
  void aVectorOfAnotherDimensionIsRefusedAndNothingOfTheBatchIsWritten() {
    try (LuceneIndexStore store = LuceneIndexStore.open(dir.resolve("lucene"))) {
      store.upsert(List.of(unit("leaf-1", null, 0, "first", new float[] {1, 0, 0})));
      assertThatThrownBy(() -> store.upsert(List.of(
          unit("leaf-2", null, 0, "second", new float[] {0, 1, 0}),
          unit("leaf-3", null, 0, "third", new float[] {1, 1}))))
          .isInstanceOf(VectorDimensionException.class)
          .hasMessage("Lucene index '" + dir.resolve("lucene") + "' holds vectors of 3 "
              + "dimensions, unit leaf-3 of 'a/guide.md' has 2 (another embedding model?)");
      assertThatThrownBy(() -> store.search(new float[] {1, 0}, 3))
          .isInstanceOf(VectorDimensionException.class)
          .hasMessageContaining("the query has 2");
    }
    try (LuceneIndexStore reopened = LuceneIndexStore.open(dir.resolve("lucene"))) {
      assertThat(reopened.snapshot().keySet()).as("the failed batch left nothing")
          .containsExactly("leaf-1");
    }
  }

  @Test
  void anIndexMadeWithAnotherModelIsRefused() {
    Path folder = dir.resolve("lucene");
    try (LuceneIndexStore store = LuceneIndexStore.builder(folder).model("model-a").build()) {
      store.upsert(List.of(unit("leaf-1", null, 0, "first", new float[] {1, 0})));
    }
    try (LuceneIndexStore same = LuceneIndexStore.builder(folder).model("model-a")
        .readOnly(true).build()) {
      assertThat(same.model()).contains("model-a");
    }
    assertThatThrownBy(() -> LuceneIndexStore.builder(folder).model("model-b").build())
        .isInstanceOf(LuceneException.class)
        .hasMessage("Lucene index '" + folder + "' was made with model 'model-a', this run "
            + "uses 'model-b': use that model, or index into a new folder");
  }

  @Test
  void anIndexAnotherProcessWritesIsLocked() throws Exception {
    Path folder = dir.resolve("lucene");
    LuceneIndexStore.open(folder).close();
    Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
        .toString(), "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
        HoldLock.class.getName(), folder.toString()).redirectErrorStream(true).start();
    try {
      BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(),
          StandardCharsets.UTF_8));
      String line = out.readLine();
      assertThat(line).startsWith("HELD");
      assertThatThrownBy(() -> LuceneIndexStore.open(folder))
          .isInstanceOf(LuceneIndexLockedException.class)
          .hasMessage("Lucene index '" + folder + "' is locked by another writer (its "
              + "write.lock is held: another wrac index run, or another open store)");
      try (LuceneIndexStore reader = LuceneIndexStore.openReadOnly(folder)) {
        assertThat(reader.size()).as("a reader needs no lock").isZero();
      }
    } finally {
      holder.destroyForcibly();
      assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
    }
    // the killed writer's lock is gone with its process
    LuceneIndexStore.open(folder).close();
  }
}
