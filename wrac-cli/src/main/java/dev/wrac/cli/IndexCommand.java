package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.index.Cleanup;
import dev.wrac.index.Embedder;
import dev.wrac.index.IndexFailure;
import dev.wrac.index.IndexListener;
import dev.wrac.index.IndexResult;
import dev.wrac.index.IndexSettingsException;
import dev.wrac.index.IndexStore;
import dev.wrac.index.Indexer;
import dev.wrac.index.InMemoryIndexStore;
import dev.wrac.index.JdbcLedger;
import dev.wrac.index.Sources;
import dev.wrac.lucene.LuceneException;
import dev.wrac.lucene.LuceneIndexLockedException;
import dev.wrac.lucene.LuceneIndexStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code wrac index FOLDER --store DIR}: keeps an embedded vector index in sync with a folder.
 * Chunks the folder (the default levels, or {@code --flat}), embeds new leaves with bge-small in
 * process and writes them to a Lucene index under {@code DIR}, through wrac-index's
 * {@link Indexer} with its ledger (an H2 file in {@code DIR}, or {@code --ledger} PostgreSQL).
 * Prints one JSON line of counts on standard output.
 */
@Command(name = "index", mixinStandardHelpOptions = true,
    description = "Index a folder into an embedded vector index (Lucene HNSW, under --store "
        + "DIR/lucene) and keep it in sync run after run: only new or changed chunks are "
        + "embedded (bge-small in process), chunks gone are deleted, a run killed half way is "
        + "repaired by the next. A ledger records what was written (H2 in DIR/ledger.mv.db, or "
        + "--ledger). Prints one JSON line on standard output: {\"documents\":N,\"added\":N,"
        + "\"updated\":N,\"deleted\":N,\"unchanged\":N,\"embedded\":N,\"seconds\":S} (chunks "
        + "of every level; embedded: texts sent to the model). Query it with wrac query DIR.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:every document indexed",
        "1:a document failed (it keeps what the index held), or the store or ledger failed",
        "2:bad option, a store or ledger made otherwise (settings, model), nothing written"})
final class IndexCommand implements Callable<Integer> {
  @Mixin
  PipelineOptions pipeline;

  @Option(names = "--store", paramLabel = "DIR", required = true,
      description = "Where the index lives: DIR/lucene (the Lucene index) and, without "
          + "--ledger, DIR/ledger.mv.db (created on the first run).")
  Path store;

  @Option(names = "--ledger", paramLabel = "JDBC_URL",
      description = "Keep the ledger in this database instead of DIR's H2 file: "
          + "jdbc:postgresql://host/db?user=...&password=... (the store is named by DIR's "
          + "absolute path there, so one database serves several stores).")
  String ledgerUrl;

  @Option(names = "--flat",
      description = "Leaves only, no hierarchy (default: the levels of "
          + "ChunkHierarchy.DEFAULT_LEVELS, structural:96>structural>top-sections, for "
          + "small-to-big placement by wrac query; --levels sets others).")
  boolean flat;

  @Option(names = "--cleanup", paramLabel = "MODE",
      description = "What to delete: none, incremental (default: what changed documents no "
          + "longer hold), full (also documents gone from the folder), scoped (full, within "
          + "the folder's scope).")
  Cleanup cleanup;

  @Option(names = "--dry-run",
      description = "Count what a run would do; write, embed and lock nothing (DIR is not "
          + "created).")
  boolean dryRun;

  @Option(names = "--reindex",
      description = "Accept settings other than those the ledger recorded: documents indexed "
          + "otherwise are chunked again (use with --cleanup full).")
  boolean reindex;

  @Option(names = {"-q", "--quiet"},
      description = "No progress and no summary on standard error; failed documents are "
          + "still reported, one line each.")
  boolean quiet;

  @Parameters(paramLabel = "FOLDER", description = "The folder of documents.")
  Path folder;

  @Override
  public Integer call() {
    long start = System.nanoTime();
    if (!Files.isDirectory(folder)) {
      throw new UsageError(folder + ": " + (Files.exists(folder) ? "not a folder"
          : "no such file or directory"));
    }
    if (Files.exists(store) && !Files.isDirectory(store)) {
      throw new UsageError("--store " + store + ": a file, not a folder");
    }
    if (!dryRun) {
      IndexStores.requireModel("index");
    }
    ChunkerSpec given = pipeline.spec();
    boolean levels = given.isSet(Setting.LEVELS);
    if (flat && levels) {
      throw new UsageError("--flat and --levels conflict: --flat indexes leaves only, "
          + "--levels names the levels of a hierarchy");
    }
    if (flat && given.isSet(Setting.EMBED_PARENTS)) {
      throw new UsageError("--embed-parents is for a chunk hierarchy: leave out --flat");
    }
    ChunkerSpec spec = flat || levels ? given
        : given.toBuilder().set(Setting.LEVELS, ChunkHierarchy.DEFAULT_LEVELS).build();
    Chunker chunker = pipeline.chunker(spec);
    List<Path> files = InputFiles.expand(List.of(folder), chunker.parsers()).files();
    Set<String> ids = new HashSet<>();
    for (Path f : files) {
      ids.add(sourceId(f));
    }
    Progress progress = Progress.onStderr(files, quiet || dryRun);
    IndexListener listener = new IndexListener() {
      @Override
      public void committed(String sourceId) {
        step(sourceId);
      }

      @Override
      public void skipped(String sourceId) {
        step(sourceId);
      }

      private void step(String sourceId) {
        if (ids.remove(sourceId)) {
          progress.step(folder.resolve(sourceId), true);
        }
      }
    };
    IndexResult r;
    try (JdbcLedger ledger = ledger()) {
      if (dryRun) {
        // the indexer writes no store in a dry run: the ledger says what the store holds
        r = run(chunker, spec, new InMemoryIndexStore(), ledger, listener);
      } else {
        try (LuceneIndexStore lucene = LuceneIndexStore.builder(IndexStores.lucene(store))
            .model(IndexStores.MODEL).build()) {
          r = run(chunker, spec, lucene, ledger, listener);
        }
      }
    } catch (IndexSettingsException e) {
      throw new UsageError(Exit.oneLine(e) + " (wrac index --reindex --cleanup full)", e);
    } catch (LuceneIndexLockedException e) {
      throw e;
    } catch (LuceneException e) {
      throw new UsageError(Exit.oneLine(e), e);
    } finally {
      progress.clear();
    }
    for (IndexFailure f : r.failures()) {
      System.err.println("error: " + f.sourceId() + ": " + f.message());
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    System.out.println(String.format(Locale.ROOT, "{\"documents\":%d,\"added\":%d,"
        + "\"updated\":%d,\"deleted\":%d,\"unchanged\":%d,\"embedded\":%d,\"seconds\":%.3f}",
        r.documents(), r.added(), r.updated(), r.deleted(), r.unchanged(), r.embedded(),
        seconds));
    System.out.flush();
    if (!quiet) {
      System.err.println(String.format(Locale.ROOT, "%s %s into %s (%s%s, %s)%s; %.2f s",
          dryRun ? "would index" : "indexed", Exit.count(r.documents(), "document"), store,
          spec.value(Setting.LEVELS).map(l -> "levels " + l).orElse("flat"),
          r.repaired() == 0 ? "" : ", " + r.repaired() + " units of an interrupted run "
              + "repaired", ledgerUrl == null ? "H2 ledger" : "ledger " + ledgerUrl
              .replaceAll("password=[^&]*", "password=***"),
          r.failures().isEmpty() ? "" : ", " + Exit.count(r.failures().size(), "document")
              + " failed", seconds));
    }
    return r.failures().isEmpty() ? Exit.OK : Exit.FAILED;
  }

  private String sourceId(Path file) {
    return folder.relativize(file).toString().replace(java.io.File.separatorChar, '/');
  }

  private IndexResult run(Chunker chunker, ChunkerSpec spec, IndexStore indexStore, JdbcLedger ledger,
      IndexListener listener) {
    Indexer.Builder b = Indexer.builder().chunker(chunker, spec).store(indexStore)
        .ledger(ledger).embedder(new LazyModel()).reindex(reindex).dryRun(dryRun)
        .listener(listener);
    if (ledgerUrl != null) {
      b.storeName("lucene " + store.toAbsolutePath().normalize());
    }
    if (cleanup != null) {
      b.cleanup(cleanup);
    }
    return b.build().run(Sources.folder(folder));
  }

  /**
   * bge-small, loaded on the first texts to embed: a run that embeds nothing (nothing changed,
   * a dry run) does not load it.
   */
  private static final class LazyModel implements Embedder {
    private Embedder model;

    @Override
    public String name() {
      return IndexStores.MODEL;
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
      if (model == null) {
        model = IndexStores.embedder(IndexStores.model("index"));
      }
      return model.embedAll(texts);
    }
  }

  /**
   * The ledger: {@code --ledger}'s database, DIR's H2 file, or, for a dry run before the first
   * run, an empty one in memory (nothing created on disk).
   */
  private JdbcLedger ledger() {
    if (ledgerUrl != null) {
      if (!ledgerUrl.startsWith("jdbc:")) {
        throw new UsageError("--ledger must be a JDBC URL (jdbc:postgresql://...), was '"
            + ledgerUrl + "'");
      }
      return JdbcLedger.of(ledgerUrl);
    }
    Path h2 = IndexStores.h2Ledger(store);
    if (dryRun && !Files.exists(h2.resolveSibling(h2.getFileName() + ".mv.db"))) {
      return JdbcLedger.of("jdbc:h2:mem:wrac-dry-run-" + java.util.UUID.randomUUID()
          + ";DB_CLOSE_DELAY=-1");
    }
    return JdbcLedger.h2(h2);
  }
}
