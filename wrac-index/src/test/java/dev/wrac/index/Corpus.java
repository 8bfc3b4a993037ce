package dev.wrac.index;

import dev.wrac.ChunkerSpec;
import dev.wrac.testing.FolderEdits;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/** The example documents copied to a folder the tests edit, and the index they should give. */
final class Corpus {
  /** The repository's examples/docs (tests run in the module's folder). */
  static final Path EXAMPLES = Path.of("..", "examples", "docs");

  private Corpus() {}

  /** A copy of examples/docs under {@code dir}. */
  static Path copyExamples(Path dir) {
    Path out = dir.resolve("docs");
    FolderEdits.copy(EXAMPLES, out);
    return out;
  }

  /** The four edits (paragraph changed, section added, document deleted, document renamed). */
  static void editAll(Path docs) {
    FolderEdits.replace(docs.resolve("password-policy.md"), "at least 14 characters long",
        "at least 16 characters long");
    FolderEdits.append(docs.resolve("kettle-user-guide.md"), "\n## Storage\n\nStore the kettle empty and "
        + "dry, with its lid open, in a cupboard away from the cooker.\n");
    FolderEdits.move(docs.resolve("travel-insurance-faq.md"), null);
    FolderEdits.move(docs.resolve("reset-your-router.md"), docs.resolve("network/reset-your-router.md"));
  }

  /** An embedder that counts the texts it is given. */
  static final class CountingEmbedder implements Embedder {
    private final HashingEmbedder model = new HashingEmbedder(64);
    final AtomicInteger texts = new AtomicInteger();

    @Override
    public String name() {
      return model.name();
    }

    @Override
    public List<float[]> embedAll(List<String> batch) {
      texts.addAndGet(batch.size());
      return model.embedAll(batch);
    }
  }

  /** What a from-scratch run over {@code sources} gives: a new store and a new H2 ledger. */
  static Map<String, IndexedUnit> fromScratch(Sources sources, ChunkerSpec spec, Path dir) {
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("scratch-" + UUID.randomUUID()))) {
      Indexer.builder().spec(spec).store(store).ledger(ledger)
          .embedder(new HashingEmbedder(64)).build().run(sources);
    }
    return store.snapshot();
  }

  /** Ids in {@code now} that {@code before} does not hold, of units with a vector. */
  static int newVectorIds(Map<String, IndexedUnit> before, Map<String, IndexedUnit> now) {
    Set<String> ids = new TreeSet<>();
    now.forEach((id, u) -> {
      if (u.hasVector() && !before.containsKey(id)) {
        ids.add(id);
      }
    });
    return ids.size();
  }
}
