package dev.wrac.index;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.ChunkerSpec;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.testing.FolderEdits;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The development corpus' Markdown (every organisation) indexed from scratch, then edited five
 * ways: after each re-run the store equals a from-scratch index of the new state, and only the
 * new ids were embedded. Prints each step's counts (docs/indexing.md quotes them). Needs
 * ../shared/rag-multi-corpus; skipped without it.
 */
@Tag("slow")
class CorpusEditsTest {
  @TempDir
  Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"flat", "levels"})
  void eachEditOfTheCorpusEmbedsOnlyTheChangedIdsAndEqualsAFromScratchIndex(String shape)
      throws IOException {
    Optional<Path> shared = SharedData.ragMultiCorpusIfPresent();
    Assumptions.assumeTrue(shared.isPresent(), "no ../shared/rag-multi-corpus");
    Path corpus = dir.resolve("corpus");
    try (Stream<Path> orgs = Files.list(shared.get().resolve("datasets"))) {
      for (Path org : orgs.sorted().toList()) {
        if (Files.isDirectory(org.resolve("md"))) {
          FolderEdits.copy(org.resolve("md"), corpus.resolve(org.getFileName().toString()));
        }
      }
    }
    ChunkerSpec spec = shape.equals("flat") ? ChunkerSpec.DEFAULT
        : ChunkerSpec.builder()
            .set(ChunkerSpec.Setting.LEVELS, ChunkHierarchy.DEFAULT_LEVELS).build();
    List<Path> files;
    try (Stream<Path> all = Files.walk(corpus)) {
      files = all.filter(p -> p.toString().endsWith(".md")).sorted().toList();
    }
    InMemoryIndexStore store = new InMemoryIndexStore();
    Corpus.CountingEmbedder embedder = new Corpus.CountingEmbedder();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Indexer indexer = Indexer.builder().spec(spec).store(store).ledger(ledger)
          .embedder(embedder).cleanup(Cleanup.FULL).build();
      IndexResult first = indexer.run(Sources.folder(corpus));
      report(shape, "from scratch", first, store.size());
      Path a = files.get(files.size() / 5);
      Path b = files.get(2 * files.size() / 5);
      Path c = files.get(3 * files.size() / 5);
      Path d = files.get(4 * files.size() / 5);
      edit(indexer, corpus, store, spec, shape, "change a paragraph", first.embedded(), x -> {
        String text = read(a);
        int p = text.indexOf(".\n", text.length() / 2);
        write(a, text.substring(0, p + 1) + " This sentence was added for the test."
            + text.substring(p + 1));
      });
      edit(indexer, corpus, store, spec, shape, "add a section", first.embedded(),
          x -> write(b, read(b) + "\n\n## Added section\n\nA new section at the end, written "
              + "for the test, with one paragraph.\n"));
      edit(indexer, corpus, store, spec, shape, "delete a document", first.embedded(),
          x -> FolderEdits.move(c, null));
      edit(indexer, corpus, store, spec, shape, "rename a document", first.embedded(),
          x -> FolderEdits.move(d, d.resolveSibling("renamed-" + d.getFileName())));

      ChunkerSpec other = spec.toBuilder().set(ChunkerSpec.Setting.MAX_TOKENS, 256).build();
      Map<String, IndexedUnit> before = store.snapshot();
      IndexResult re = Indexer.builder().spec(other).store(store).ledger(ledger)
          .embedder(embedder).cleanup(Cleanup.FULL).reindex(true).build()
          .run(Sources.folder(corpus));
      Map<String, IndexedUnit> scratch = Corpus.fromScratch(Sources.folder(corpus), other, dir);
      assertThat(store.snapshot()).isEqualTo(scratch);
      assertThat(re.embedded()).isEqualTo(Corpus.newVectorIds(before, scratch));
      report(shape, "change a setting (max-tokens=256, reindex)", re, store.size());
    }
  }

  private void edit(Indexer indexer, Path corpus, InMemoryIndexStore store, ChunkerSpec spec,
      String shape, String what, int fromScratch, Consumer<Path> change) {
    Map<String, IndexedUnit> before = store.snapshot();
    change.accept(corpus);
    IndexResult r = indexer.run(Sources.folder(corpus));
    Map<String, IndexedUnit> scratch = Corpus.fromScratch(Sources.folder(corpus), spec, dir);
    assertThat(store.snapshot()).as(what).isEqualTo(scratch);
    assertThat(r.embedded()).as(what).isEqualTo(Corpus.newVectorIds(before, scratch));
    report(shape, what + " (embedded " + r.embedded() + " of " + fromScratch + ")", r,
        store.size());
  }

  private static void report(String shape, String what, IndexResult r, int units) {
    System.out.println(String.format(Locale.ROOT, "corpus %s, %s: %s, %d units in the store",
        shape, what, r.toJson(), units));
  }

  private static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void write(Path p, String text) {
    try {
      Files.writeString(p, text);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
