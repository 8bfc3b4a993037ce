package dev.wrac.examples;

import dev.wrac.ChunkerSpec;
import dev.wrac.index.Cleanup;
import dev.wrac.index.HashingEmbedder;
import dev.wrac.index.IndexResult;
import dev.wrac.index.Indexer;
import dev.wrac.index.InMemoryIndexStore;
import dev.wrac.index.JdbcLedger;
import dev.wrac.index.Sources;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Keeps a store in sync with a folder (wrac-index): the first run indexes every document, the
 * second finds nothing changed and embeds nothing. The ledger is an H2 file (nothing to
 * install); the store and the embedder are the module's dependency-free ones: give the indexer
 * your own {@code IndexStore} and {@code Embedder.of(name, model::embedAll)}.
 *
 * <pre>
 * mvn -q -pl examples -am compile exec:java -Dexec.mainClass=dev.wrac.examples.IndexingExample
 * </pre>
 */
public final class IndexingExample {
  private IndexingExample() {}

  public static void main(String[] args) throws IOException {
    Path docs = Path.of(args.length > 0 ? args[0] : "examples/docs");
    // the store here lives in memory, so the ledger must be new too: a ledger records what a
    // store holds, and one kept from an earlier run would say this empty store holds it all
    Path ledgerFile = args.length > 1 ? Path.of(args[1])
        : Files.createTempDirectory("wrac-ledger").resolve("ledger");
    InMemoryIndexStore store = new InMemoryIndexStore();
    IndexResult first = sync(docs, ledgerFile, store);
    IndexResult second = sync(docs, ledgerFile, store);
    System.out.println("first run:  " + first.toJson());
    System.out.println("second run: " + second.toJson());
  }

  static IndexResult sync(Path docs, Path ledgerFile, InMemoryIndexStore store) {
    IndexResult result;
    try (JdbcLedger ledger = JdbcLedger.h2(ledgerFile)) {   // ledgerFile.mv.db; or JdbcLedger.of(jdbcUrl)
      Indexer indexer = Indexer.builder()
          .spec(ChunkerSpec.parse("levels=structural>top-sections"))   // or flat: ChunkerSpec.DEFAULT
          .store(store)                                  // your IndexStore
          .ledger(ledger)
          .embedder(new HashingEmbedder(256))            // your model: Embedder.of(name, texts -> ...)
          .cleanup(Cleanup.FULL)                         // NONE, INCREMENTAL, FULL or SCOPED
          .build();
      result = indexer.run(Sources.folder(docs));        // embeds only what is new
    }
    return result;   // result.toJson(): {"documents":4,"added":15,...,"embedded":10,...}
  }
}
