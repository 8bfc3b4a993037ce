package dev.wrac.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.ChunkerListener;
import dev.wrac.ChunkerSpec;
import dev.wrac.Wrac;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.FixtureCorpus;
import dev.wrac.testing.FolderEdits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The indexer's behaviours besides edits and kills: skips, dry runs, bad input, locking. */
class IndexerTest {
  @TempDir
  Path dir;

  private static Indexer.Builder indexer(IndexStore store, Ledger ledger) {
    return Indexer.builder().store(store).ledger(ledger).embedder(new HashingEmbedder(64))
        .cleanup(Cleanup.FULL);
  }

  @Test
  void anUnchangedDocumentIsSkippedWithoutParsingOrChunking() {
    Path docs = Corpus.copyExamples(dir);
    AtomicInteger parsed = new AtomicInteger();
    Chunker counting = Wrac.builder().build().withListener(new ChunkerListener() {
      @Override
      public void parsed(ParsedDocument document, long nanos) {
        parsed.incrementAndGet();
      }
    });
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Indexer indexer = indexer(store, ledger).chunker(counting, ChunkerSpec.DEFAULT).build();
      indexer.run(Sources.folder(docs));
      assertThat(parsed.get()).isEqualTo(4);
      FolderEdits.replace(docs.resolve("password-policy.md"), "14 characters", "15 characters");
      IndexResult r = indexer.run(Sources.folder(docs));
      assertThat(parsed.get()).as("only the edited document parsed again").isEqualTo(5);
      assertThat(r.documents()).isEqualTo(4);
      assertThat(r.unchanged()).isEqualTo(store.size() - r.added() - r.updated());
    }
  }

  @Test
  void aDryRunCountsWhatTheRunWouldDoAndWritesNothing() {
    Path docs = Corpus.copyExamples(dir);
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      IndexResult dryFirst = indexer(store, ledger).dryRun(true).build()
          .run(Sources.folder(docs));
      assertThat(store.size()).isZero();
      assertThat(ledger.documents(Indexer.DEFAULT_STORE_NAME)).isEmpty();
      IndexResult first = indexer(store, ledger).build().run(Sources.folder(docs));
      assertThat(counts(dryFirst)).isEqualTo(counts(first));

      Corpus.editAll(docs);
      Map<String, IndexedUnit> before = store.snapshot();
      List<LedgerUnit> ledgerBefore = ledger.units(Indexer.DEFAULT_STORE_NAME);
      IndexResult dry = indexer(store, ledger).dryRun(true).build().run(Sources.folder(docs));
      assertThat(store.snapshot()).isEqualTo(before);
      assertThat(ledger.units(Indexer.DEFAULT_STORE_NAME)).isEqualTo(ledgerBefore);
      IndexResult real = indexer(store, ledger).build().run(Sources.folder(docs));
      assertThat(counts(dry)).isEqualTo(counts(real));
      assertThat(real.added() + real.deleted()).isPositive();
    }
  }

  private static List<Integer> counts(IndexResult r) {
    return List.of(r.documents(), r.added(), r.updated(), r.deleted(), r.unchanged(),
        r.embedded(), r.repaired(), r.failures().size());
  }

  @Test
  void aMissingDocumentIsAFailureNamingItAndKeepsItsUnits() throws Exception {
    Path docs = Corpus.copyExamples(dir);
    Path policy = docs.resolve("password-policy.md");
    Sources sources = Sources.builder().file("policy.md", policy)
        .file("router.md", docs.resolve("reset-your-router.md")).build();
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      indexer(store, ledger).build().run(sources);
      Map<String, IndexedUnit> before = store.snapshot();
      Files.delete(policy);
      FolderEdits.append(docs.resolve("reset-your-router.md"), "\nCall us if it still fails.\n");
      IndexResult r = indexer(store, ledger).build().run(sources);
      assertThat(r.failures()).singleElement().satisfies(f -> {
        assertThat(f.sourceId()).isEqualTo("policy.md");
        assertThat(f.message()).contains("'policy.md'").contains(policy.toString())
            .doesNotContain("\n");
      });
      assertThat(r.added()).as("the other document went on").isPositive();
      assertThat(store.snapshot().values()).filteredOn(u -> u.sourceId().equals("policy.md"))
          .containsExactlyInAnyOrderElementsOf(before.values().stream()
              .filter(u -> u.sourceId().equals("policy.md")).toList());
    }
  }

  /** A store that refuses its n-th write call half way through it, then works. */
  private static final class RefusingStore implements IndexStore {
    final InMemoryIndexStore inner = new InMemoryIndexStore();
    int refuseAt;
    int calls;

    private void call() {
      if (++calls == refuseAt) {
        throw new IllegalStateException("disk full");
      }
    }

    @Override
    public void upsert(List<IndexedUnit> units) {
      inner.upsert(units.subList(0, units.size() / 2));
      call();
      inner.upsert(units);
    }

    @Override
    public void delete(Collection<String> ids) {
      inner.delete(List.copyOf(ids).subList(0, ids.size() / 2));
      call();
      inner.delete(ids);
    }

    @Override
    public String name() {
      return "refusing store";
    }
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void aStoreThatRefusesAWriteStopsTheRunNamingItAndTheNextRunRepairs(String kind) {
    Path docs = Corpus.copyExamples(dir);
    RefusingStore store = new RefusingStore();
    try (JdbcLedger ledger = TestLedgers.create(kind, dir).open()) {
      indexer(store, ledger).build().run(Sources.folder(docs));
      Corpus.editAll(docs);
      store.calls = 0;
      store.refuseAt = 2;
      assertThatThrownBy(() -> indexer(store, ledger).build().run(Sources.folder(docs)))
          .isInstanceOf(IndexStoreException.class)
          .hasMessageContaining("(refusing store)")
          .hasMessageContaining("disk full")
          .hasMessageNotContaining("\n");
      IndexResult r = indexer(store, ledger).build().run(Sources.folder(docs));
      assertThat(r.repaired()).isPositive();
      assertThat(store.inner.snapshot()).isEqualTo(Corpus.fromScratch(Sources.folder(docs),
          ChunkerSpec.DEFAULT, dir));
    }
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void twoRunsOnOneLedgerNeverInterleave(String kind) throws Exception {
    Path docs = Corpus.copyExamples(dir);
    TestLedgers.Database db = TestLedgers.create(kind, dir);
    InMemoryIndexStore store = new InMemoryIndexStore();
    CountDownLatch inside = new CountDownLatch(1);
    CountDownLatch proceed = new CountDownLatch(1);
    try (JdbcLedger one = db.open(); JdbcLedger two = db.open()) {
      Indexer first = indexer(store, one).listener(new IndexListener() {
        @Override
        public void stored(String sourceId) {
          inside.countDown();
          try {
            proceed.await(60, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
      }).build();
      CompletableFuture<IndexResult> running = CompletableFuture.supplyAsync(
          () -> first.run(Sources.folder(docs)));
      assertThat(inside.await(60, TimeUnit.SECONDS)).isTrue();
      assertThatThrownBy(() -> indexer(store, two).build().run(Sources.folder(docs)))
          .isInstanceOf(LedgerBusyException.class).hasMessageContaining("another run");
      CompletableFuture<IndexResult> waiting = CompletableFuture.supplyAsync(
          () -> indexer(store, two).lockWait(Duration.ofSeconds(60)).build()
              .run(Sources.folder(docs)));
      Thread.sleep(300);
      assertThat(waiting).isNotDone();
      proceed.countDown();
      assertThat(running.get(60, TimeUnit.SECONDS).added()).isPositive();
      IndexResult second = waiting.get(60, TimeUnit.SECONDS);
      assertThat(second.added() + second.embedded() + second.deleted()).isZero();
      assertThat(store.snapshot()).isEqualTo(Corpus.fromScratch(Sources.folder(docs),
          ChunkerSpec.DEFAULT, dir));
    }
  }

  @Test
  void anotherEmbeddingModelIsRefusedNamingBothModels() {
    Path docs = Corpus.copyExamples(dir);
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      indexer(store, ledger).build().run(Sources.folder(docs));
      Indexer other = indexer(store, ledger).embedder(new HashingEmbedder(32)).build();
      assertThatThrownBy(() -> other.run(Sources.folder(docs)))
          .isInstanceOf(IndexSettingsException.class)
          .hasMessageContaining("'hashing-64'").hasMessageContaining("'hashing-32'");
      IndexResult r = indexer(store, ledger).embedder(new HashingEmbedder(32)).reindex(true)
          .build().run(Sources.folder(docs));
      assertThat(r.embedded()).as("every vector made again").isEqualTo(store.size());
      assertThat(r.added()).isZero();
      assertThat(store.snapshot().values()).allMatch(u -> u.vector().length == 32);
    }
  }

  @Test
  void everyUnitCarriesItsCitationAndAParentSpansItsChildren() {
    Path docs = Corpus.copyExamples(dir);
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      indexer(store, ledger).spec(ChunkerSpec.parse("levels=structural>page")).build()
          .run(Sources.folder(docs));
    }
    Map<String, IndexedUnit> units = store.snapshot();
    for (IndexedUnit u : units.values()) {
      Map<String, Object> m = u.metadata();
      assertThat(m).containsEntry(ChunkMetadata.DOCUMENT, u.sourceId())
          .containsEntry(IndexedUnit.SOURCE_ID, u.sourceId())
          .containsKeys(ChunkMetadata.START, ChunkMetadata.END, ChunkMetadata.LINE,
              ChunkMetadata.END_LINE);
      assertThat(u.hasVector()).isEqualTo(u.level() == 0);
      if (u.parentId() != null) {
        IndexedUnit parent = units.get(u.parentId());
        assertThat(parent).as("parent of " + u).isNotNull();
        assertThat(parent.level()).isEqualTo(u.level() + 1);
        assertThat(parent.span().start()).isLessThanOrEqualTo(u.span().start());
        assertThat(parent.span().end()).isGreaterThanOrEqualTo(u.span().end());
      }
    }
    assertThat(units.values()).anyMatch(u -> !u.headingPath().isEmpty()
        && u.metadata().containsKey(ChunkMetadata.HEADING_PATH));
  }

  @Test
  void parsedDocumentsAreSkippedWhileTheirFingerprintHolds() {
    Chunker chunker = Wrac.builder().build();
    ParsedDocument v1 = chunker.parse(Corpus.EXAMPLES.resolve("password-policy.md"));
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Indexer indexer = indexer(store, ledger).build();
      IndexResult first = indexer.run(Sources.builder().document("policy", v1).build());
      assertThat(first.added()).isPositive();
      IndexResult again = indexer.run(Sources.builder().document("policy", chunker.parse(
          Corpus.EXAMPLES.resolve("password-policy.md"))).build());
      assertThat(again.unchanged()).isEqualTo(first.added());
      assertThat(again.added() + again.embedded()).isZero();
      assertThat(store.snapshot().values()).allMatch(u -> u.document().equals(v1.name())
          && u.sourceId().equals("policy"));
    }
  }

  @Test
  void twoSourcesGivingTheSameUnitIdsAreRefusedNamingBoth() {
    ParsedDocument doc = Wrac.builder().build().parse(Corpus.EXAMPLES.resolve(
        "password-policy.md"));
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Sources both = Sources.builder().document("one", doc).document("two", doc).build();
      assertThatThrownBy(() -> indexer(store, ledger).build().run(both))
          .isInstanceOf(IndexException.class)
          .hasMessageContaining("of 'two' is already indexed for 'one'");
      assertThat(store.snapshot().values()).extracting(IndexedUnit::sourceId)
          .containsOnly("one");
    }
  }

  @Test
  void theFixtureCorpusOfMarkdownAndHtmlIndexesLikeAFromScratchRun() {
    Sources corpus = Sources.folder(FixtureCorpus.root());
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      IndexResult r = indexer(store, ledger).build().run(corpus);
      assertThat(r.failures()).isEmpty();
      assertThat(r.documents()).isEqualTo((int) FixtureCorpus.files().stream()
          .filter(f -> f.endsWith(".md") || f.endsWith(".html")).count());
      IndexResult again = indexer(store, ledger).build().run(corpus);
      assertThat(again.unchanged()).isEqualTo(store.size());
    }
    assertThat(store.snapshot()).isEqualTo(Corpus.fromScratch(corpus, ChunkerSpec.DEFAULT,
        dir));
    assertThat(store.snapshot().values()).extracting(IndexedUnit::sourceId)
        .anyMatch(id -> id.contains("/md/")).anyMatch(id -> id.contains("/html/"));
  }

  @Test
  void aSourceIdGivenTwiceIsRefusedBeforeAnythingIsWritten() {
    Path docs = Corpus.copyExamples(dir);
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Sources twice = Sources.builder().folder(docs)
          .file("password-policy.md", docs.resolve("password-policy.md")).build();
      assertThatThrownBy(() -> indexer(store, ledger).build().run(twice))
          .isInstanceOf(IndexException.class)
          .hasMessageContaining("'password-policy.md' is given twice");
      assertThat(store.size()).isZero();
    }
  }

  @Test
  void aFolderGoneSinceTheSourcesWereMadeIsAnErrorNamingIt() throws Exception {
    Path docs = Corpus.copyExamples(dir);
    Sources sources = Sources.folder(docs);
    try (java.util.stream.Stream<Path> files = Files.list(docs)) {
      for (Path f : files.toList()) {
        Files.delete(f);
      }
    }
    Files.delete(docs);
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      assertThatThrownBy(() -> indexer(new InMemoryIndexStore(), ledger).build().run(sources))
          .isInstanceOf(IndexException.class)
          .hasMessageStartingWith("Cannot walk folder " + docs);
    }
  }

  @Test
  void theBuilderRefusesABadValueNamingTheOption() {
    assertThatThrownBy(() -> Indexer.builder().embedBatchUnits(0))
        .hasMessage("embedBatchUnits must be 1-10000, was 0");
    assertThatThrownBy(() -> Indexer.builder().storeName(" "))
        .hasMessageContaining("storeName");
    assertThatThrownBy(() -> Indexer.builder().lockWait(Duration.ofSeconds(-1)))
        .hasMessageContaining("lockWait must not be negative");
    assertThatThrownBy(() -> Indexer.builder().embedder(new HashingEmbedder(8)).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("missing: store ledger");
    assertThatThrownBy(() -> new HashingEmbedder(1)).hasMessageContaining("dimensions");
    assertThatThrownBy(() -> Sources.builder().folder(dir, "wiki"))
        .hasMessageContaining("prefix");
  }

  @Test
  void theHashingEmbedderIsDeterministicAndOfUnitLength() {
    HashingEmbedder e = new HashingEmbedder(128);
    float[] a = e.embed("Reset the router: hold the button for ten seconds.");
    assertThat(e.embed("Reset the router: hold the button for ten seconds.")).isEqualTo(a);
    double norm = 0;
    for (float x : a) {
      norm += x * x;
    }
    assertThat(norm).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-5));
    InMemoryIndexStore store = new InMemoryIndexStore();
    store.upsert(List.of(unit("router", "hold the reset button of the router"),
        unit("kettle", "descale the kettle with vinegar")));
    assertThat(store.search(e.embed("how do I reset my router"), 1)).extracting(
        IndexedUnit::id).containsExactly("router");
  }

  private static IndexedUnit unit(String id, String text) {
    return new IndexedUnit(id, "s", "s", 0, null, 0, text, text, 5, List.of(),
        new dev.wrac.model.SourceSpan(0, text.length(), 1, 1), new HashingEmbedder(128)
            .embed(text));
  }
}
