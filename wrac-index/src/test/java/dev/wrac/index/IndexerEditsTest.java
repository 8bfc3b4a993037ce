package dev.wrac.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.ChunkerSpec;
import dev.wrac.testing.FolderEdits;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examples indexed from scratch, then edited five ways, re-indexed after each: the store
 * equals a from-scratch index of the new state (every unit, every field, every vector), and
 * only the new ids are embedded. Flat chunks and levels, on H2 and PostgreSQL.
 */
class IndexerEditsTest {
  @TempDir
  Path dir;

  static Stream<Arguments> cases() {
    return TestLedgers.kinds().flatMap(kind -> Stream.of(
        Arguments.of(kind, ""),
        Arguments.of(kind, "levels=structural>page"),
        Arguments.of(kind, "levels=structural>page,embed-parents=true")));
  }

  @ParameterizedTest(name = "{0} [{1}]")
  @MethodSource("cases")
  void eachEditReindexesToExactlyTheFromScratchStoreEmbeddingOnlyNewIds(String kind,
      String settings) {
    ChunkerSpec spec = ChunkerSpec.parse(settings);
    Path docs = Corpus.copyExamples(dir);
    TestLedgers.Database db = TestLedgers.create(kind, dir);
    InMemoryIndexStore store = new InMemoryIndexStore();
    Corpus.CountingEmbedder embedder = new Corpus.CountingEmbedder();
    try (JdbcLedger ledger = db.open()) {
      Indexer indexer = Indexer.builder().spec(spec).store(store).ledger(ledger)
          .embedder(embedder).cleanup(Cleanup.FULL).build();

      IndexResult first = indexer.run(Sources.folder(docs));
      Map<String, IndexedUnit> expected = Corpus.fromScratch(Sources.folder(docs), spec, dir);
      assertThat(store.snapshot()).isEqualTo(expected);
      assertThat(first.documents()).isEqualTo(4);
      assertThat(first.added()).isEqualTo(expected.size());
      assertThat(first.embedded()).isEqualTo(Corpus.newVectorIds(Map.of(), expected))
          .isEqualTo(embedder.texts.get());
      if (!settings.isEmpty()) {
        assertThat(expected.values()).anyMatch(u -> u.level() == 1);
        assertThat(expected.values().stream().filter(u -> u.level() > 0)
            .allMatch(IndexedUnit::hasVector)).isEqualTo(settings.contains("embed-parents"));
      }

      editAndCheck(indexer, docs, store, embedder, spec, "change a paragraph",
          d -> FolderEdits.replace(d.resolve("password-policy.md"), "at least 14 characters long",
              "at least 16 characters long"));
      editAndCheck(indexer, docs, store, embedder, spec, "add a section",
          d -> FolderEdits.append(d.resolve("kettle-user-guide.md"), "\n## Storage\n\nStore the "
              + "kettle empty and dry, with its lid open, in a cupboard.\n"));
      editAndCheck(indexer, docs, store, embedder, spec, "delete a document",
          d -> FolderEdits.move(d.resolve("travel-insurance-faq.md"), null));
      editAndCheck(indexer, docs, store, embedder, spec, "rename a document",
          d -> FolderEdits.move(d.resolve("reset-your-router.md"),
              d.resolve("network/reset-your-router.md")));

      // a setting changed: refused, naming both settings, nothing written
      ChunkerSpec smaller = spec.toBuilder().set(ChunkerSpec.Setting.MAX_TOKENS, 200).build();
      Map<String, IndexedUnit> before = store.snapshot();
      Indexer other = Indexer.builder().spec(smaller).store(store).ledger(ledger)
          .embedder(embedder).cleanup(Cleanup.FULL).build();
      assertThatThrownBy(() -> other.run(Sources.folder(docs)))
          .isInstanceOf(IndexSettingsException.class)
          .hasMessageContaining(settings.isEmpty() ? "the defaults" : "'" + settings + "'")
          .hasMessageContaining("'" + smaller.chunkShaping() + "'")
          .hasMessageNotContaining("\n");
      assertThat(store.snapshot()).isEqualTo(before);

      // accepted with reindex: exactly the from-scratch store of the new settings
      int calls = embedder.texts.get();
      IndexResult re = Indexer.builder().spec(smaller).store(store).ledger(ledger)
          .embedder(embedder).cleanup(Cleanup.FULL).reindex(true).build()
          .run(Sources.folder(docs));
      Map<String, IndexedUnit> scratch = Corpus.fromScratch(Sources.folder(docs), smaller, dir);
      assertThat(store.snapshot()).isEqualTo(scratch);
      assertThat(re.embedded()).isEqualTo(Corpus.newVectorIds(before, scratch))
          .isEqualTo(embedder.texts.get() - calls);
      // and the ledger now holds the new settings: a plain run of them changes nothing
      IndexResult again = Indexer.builder().spec(smaller).store(store).ledger(ledger)
          .embedder(embedder).cleanup(Cleanup.FULL).build().run(Sources.folder(docs));
      assertThat(again.added() + again.updated() + again.deleted() + again.embedded())
          .isZero();
      assertThat(again.unchanged()).isEqualTo(scratch.size());
    }
  }

  private void editAndCheck(Indexer indexer, Path docs, InMemoryIndexStore store,
      Corpus.CountingEmbedder embedder, ChunkerSpec spec, String edit, Consumer<Path> change) {
    Map<String, IndexedUnit> before = store.snapshot();
    change.accept(docs);
    int calls = embedder.texts.get();
    IndexResult r = indexer.run(Sources.folder(docs));
    Map<String, IndexedUnit> expected = Corpus.fromScratch(Sources.folder(docs), spec, dir);
    assertThat(store.snapshot()).as(edit).isEqualTo(expected);
    assertThat(r.embedded()).as(edit + ": embedded")
        .isEqualTo(Corpus.newVectorIds(before, expected))
        .isEqualTo(embedder.texts.get() - calls);
    assertThat(r.added()).as(edit + ": added")
        .isEqualTo((int) expected.keySet().stream().filter(id -> !before.containsKey(id))
            .count());
    assertThat(r.deleted()).as(edit + ": deleted")
        .isEqualTo((int) before.keySet().stream().filter(id -> !expected.containsKey(id))
            .count());
    assertThat(r.added() + r.updated() + r.unchanged()).as(edit + ": every unit counted")
        .isEqualTo(expected.size());
    IndexResult again = indexer.run(Sources.folder(docs));
    assertThat(again.embedded() + again.added() + again.updated() + again.deleted())
        .as(edit + ": a second run changes nothing").isZero();
  }
}
