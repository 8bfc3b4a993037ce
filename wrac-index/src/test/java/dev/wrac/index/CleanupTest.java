package dev.wrac.index;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.ChunkerSpec;
import dev.wrac.testing.FolderEdits;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The four cleanup modes, with LangChain's meaning, on an H2 ledger. */
class CleanupTest {
  @TempDir
  Path dir;

  private Indexer indexer(InMemoryIndexStore store, JdbcLedger ledger, Cleanup cleanup) {
    return Indexer.builder().store(store).ledger(ledger).embedder(new HashingEmbedder(64))
        .cleanup(cleanup).build();
  }

  private Map<String, IndexedUnit> scratch(Sources sources) {
    return Corpus.fromScratch(sources, ChunkerSpec.DEFAULT, dir);
  }

  @Test
  void noneDeletesNothingAndALaterIncrementalRunDeletesWhatItLeft() {
    Path docs = Corpus.copyExamples(dir);
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      indexer(store, ledger, Cleanup.NONE).run(Sources.folder(docs));
      Map<String, IndexedUnit> before = store.snapshot();
      FolderEdits.replace(docs.resolve("password-policy.md"), "at least 14 characters long",
          "at least 16 characters long");
      FolderEdits.move(docs.resolve("travel-insurance-faq.md"), null);
      IndexResult r = indexer(store, ledger, Cleanup.NONE).run(Sources.folder(docs));
      assertThat(r.deleted()).isZero();
      assertThat(r.added()).isPositive();
      Map<String, IndexedUnit> union = new HashMap<>(before);
      union.putAll(scratch(Sources.folder(docs)));
      assertThat(store.snapshot()).isEqualTo(union);

      IndexResult incremental = indexer(store, ledger, Cleanup.INCREMENTAL)
          .run(Sources.folder(docs));
      assertThat(incremental.deleted()).isPositive();
      assertThat(incremental.added() + incremental.embedded()).isZero();
      // the deleted document is not in the run: incremental keeps its units
      Map<String, IndexedUnit> kept = new HashMap<>(scratch(Sources.folder(docs)));
      before.values().stream().filter(u -> u.sourceId().equals("travel-insurance-faq.md"))
          .forEach(u -> kept.put(u.id(), u));
      assertThat(store.snapshot()).isEqualTo(kept);

      indexer(store, ledger, Cleanup.FULL).run(Sources.folder(docs));
      assertThat(store.snapshot()).isEqualTo(scratch(Sources.folder(docs)));
    }
  }

  @Test
  void fullDeletesTheDocumentsAbsentFromTheRun() {
    Path docs = Corpus.copyExamples(dir);
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      indexer(store, ledger, Cleanup.FULL).run(Sources.folder(docs));
      Sources one = Sources.builder().file("password-policy.md",
          docs.resolve("password-policy.md")).build();
      IndexResult r = indexer(store, ledger, Cleanup.FULL).run(one);
      assertThat(r.documents()).isEqualTo(1);
      assertThat(r.added() + r.embedded()).isZero();
      assertThat(store.snapshot()).isEqualTo(scratch(one));
      assertThat(ledger.documents(Indexer.DEFAULT_STORE_NAME)).extracting(
          LedgerDocument::sourceId).containsExactly("password-policy.md");
    }
  }

  @Test
  void scopedDeletesOnlyAbsentDocumentsUnderTheScopesOfTheRun() {
    Path a = dir.resolve("a");
    Path b = dir.resolve("b");
    FolderEdits.copy(Corpus.EXAMPLES, a);
    FolderEdits.copy(Corpus.EXAMPLES, b);
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Sources both = Sources.builder().folder(a, "a/").folder(b, "b/").build();
      indexer(store, ledger, Cleanup.FULL).run(both);
      assertThat(store.snapshot().values()).extracting(IndexedUnit::sourceId)
          .contains("a/password-policy.md", "b/password-policy.md");
      Map<String, IndexedUnit> bBefore = new HashMap<>();
      store.snapshot().values().stream().filter(u -> u.sourceId().startsWith("b/"))
          .forEach(u -> bBefore.put(u.id(), u));
      FolderEdits.move(a.resolve("password-policy.md"), null);
      FolderEdits.move(b.resolve("travel-insurance-faq.md"), null);

      // only folder a is in the run: a's deleted document goes, b is left whole
      IndexResult r = indexer(store, ledger, Cleanup.SCOPED)
          .run(Sources.builder().folder(a, "a/").build());
      Map<String, IndexedUnit> expected = new HashMap<>(scratch(
          Sources.builder().folder(a, "a/").build()));
      expected.putAll(bBefore);
      assertThat(store.snapshot()).isEqualTo(expected);
      assertThat(store.snapshot().values()).extracting(IndexedUnit::sourceId)
          .contains("b/travel-insurance-faq.md")
          .doesNotContain("a/password-policy.md");
      assertThat(r.deleted()).isPositive();
      assertThat(r.unchanged()).isEqualTo(scratch(Sources.builder().folder(a, "a/").build())
          .size());

      // FULL on the same run would have deleted all of b
      indexer(store, ledger, Cleanup.FULL).run(Sources.builder().folder(a, "a/").build());
      assertThat(store.snapshot().values()).extracting(IndexedUnit::sourceId)
          .allMatch(id -> id.startsWith("a/"));
    }
  }
}
