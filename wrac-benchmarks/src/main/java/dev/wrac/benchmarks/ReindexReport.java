package dev.wrac.benchmarks;

import dev.wrac.ChunkerSpec;
import dev.wrac.Wrac;
import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.index.Cleanup;
import dev.wrac.index.Embedder;
import dev.wrac.index.IndexResult;
import dev.wrac.index.IndexedUnit;
import dev.wrac.index.Indexer;
import dev.wrac.index.InMemoryIndexStore;
import dev.wrac.index.JdbcLedger;
import dev.wrac.index.Sources;
import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * Re-indexing RAG-Multi-Corpus (the Markdown of every organisation) after a 1% edit, against a
 * from-scratch re-index, with the real in-process model (bge-small, no embedding cache): an
 * {@link Indexer} over an {@link InMemoryIndexStore} with an H2 ledger, for the default levels
 * ({@link ChunkHierarchy#DEFAULT_LEVELS}) and flat ({@link ChunkerSpec#DEFAULT}).
 *
 * <p>The corpus is copied to a temporary folder ({@code ORG/FILE.md}); per shape:
 * <ol>
 *   <li><b>from scratch</b>: a fresh ledger and store, every document indexed;
 *   <li><b>the 1% edit</b>: every 100th document by sorted source id (indices 0, 100, ...;
 *       at least 2) gets {@link #SENTENCE} appended to its first paragraph (the next document
 *       where one has no paragraph); then the <b>incremental</b> run on the same ledger and
 *       store;
 *   <li><b>from-scratch re-index</b> of the edited folder: a fresh ledger and store.
 * </ol>
 * Each run is timed once with {@link System#nanoTime} (a report, not a timed test); the model
 * is loaded, and embeds one warm-up text, before the first run. Embedding calls and texts are
 * counted at the model. Last, the incremental store is compared with the from-scratch
 * re-index: the same id set, the same fields but the vector, vectors within cosine 0.999.
 *
 * <pre>
 * java -cp wrac-benchmarks/target/benchmarks.jar dev.wrac.benchmarks.ReindexReport [text|markdown] [levels|flat]
 * java -jar wrac-benchmarks/target/benchmarks.jar reindex [text|markdown] [levels|flat]
 * </pre>
 * {@code markdown} prints the tables as Markdown; naming a shape runs that one only (default
 * both: levels, then flat).
 */
public final class ReindexReport {
  /** The sentence the edit appends to the first paragraph of each edited document. */
  static final String SENTENCE = " This sentence was appended by the re-index benchmark.";
  private static final int EVERY = 100;

  private ReindexReport() {}

  public static void main(String[] args) throws IOException {
    boolean markdown = false;
    List<String> shapes = new ArrayList<>();
    for (String a : args) {
      switch (a) {
        case "markdown", "md" -> markdown = true;
        case "text" -> markdown = false;
        case "levels", "flat" -> shapes.add(a);
        default -> {
          System.err.println("Unknown argument '" + a + "'; usage: reindex [text|markdown] "
              + "[levels|flat]");
          System.exit(2);
        }
      }
    }
    if (shapes.isEmpty()) {
      shapes = List.of("levels", "flat");
    }
    Path tmp = Files.createTempDirectory("wrac-reindex");
    try {
      int status = run(tmp, shapes, markdown);
      if (status != 0) {
        System.exit(status);
      }
    } finally {
      deleteTree(tmp);
    }
  }

  private static int run(Path tmp, List<String> shapes, boolean markdown) throws IOException {
    Path datasets = BenchmarkData.corpus().resolve("datasets");
    Path corpus = tmp.resolve("corpus");
    int copied = copyMarkdown(datasets, corpus);
    List<String> ids = sourceIds(corpus);
    long bytes = 0;
    for (String id : ids) {
      bytes += Files.size(corpus.resolve(id));
    }
    System.out.printf(Locale.ROOT, "Corpus: %s, %d Markdown documents (%.2f MB) of %d "
        + "organisations, copied to a temporary folder%n", datasets, copied, bytes / 1e6,
        countOrganisations(corpus));

    long t0 = System.nanoTime();
    BgeSmallEmbedder bge = BgeSmallEmbedder.create();
    bge.embed(List.of("warm-up"));
    System.out.printf(Locale.ROOT, "Model: %s in process (%d threads), no embedding cache; "
        + "loaded and warmed up (one text) in %.1f s, not counted below%n", bge.name(),
        Runtime.getRuntime().availableProcessors(), (System.nanoTime() - t0) / 1e9);
    System.out.println("One run of each, timed with System.nanoTime: a report, not a timed "
        + "test. The machine is shared (other builds may run): read the times as indicative.");

    Path pristine = tmp.resolve("pristine");
    copyTree(corpus, pristine);
    int status = 0;
    for (String shape : shapes) {
      // each shape starts from the unedited corpus
      deleteTree(corpus);
      copyTree(pristine, corpus);
      ChunkerSpec spec = shape.equals("flat") ? ChunkerSpec.DEFAULT
          : ChunkerSpec.builder()
          .set(ChunkerSpec.Setting.LEVELS, ChunkHierarchy.DEFAULT_LEVELS).build();
      status |= shape(tmp.resolve(shape), corpus, ids, spec, shape, bge, markdown);
    }
    return status;
  }

  private static int shape(Path dir, Path corpus, List<String> ids, ChunkerSpec spec,
      String shape, BgeSmallEmbedder bge, boolean markdown) throws IOException {
    Files.createDirectories(dir);
    String settings = spec.chunkShaping().toString();
    settings = settings.isEmpty() ? "the defaults" : settings;
    System.out.println();
    System.out.printf("== %s (%s), Cleanup.FULL, InMemoryIndexStore, H2 ledger ==%n", shape,
        settings);

    Counting embedder = new Counting(bge);
    Run scratch;
    Run incremental;
    List<String> edited;
    InMemoryIndexStore store = new InMemoryIndexStore();
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger"))) {
      Indexer indexer = indexer(spec, store, ledger, embedder);
      scratch = Run.of("from scratch", indexer, corpus, store, embedder);
      edited = edit(corpus, ids);
      incremental = Run.of("incremental after the 1% edit", indexer, corpus, store, embedder);
    }
    System.out.printf("1%% edit: %d of %d documents (every %dth by sorted source id), the "
        + "sentence \"%s\" appended to the first paragraph of each: %s%n", edited.size(),
        ids.size(), EVERY, SENTENCE.strip(), String.join(", ", edited));

    InMemoryIndexStore fresh = new InMemoryIndexStore();
    Run reindex;
    try (JdbcLedger ledger = JdbcLedger.h2(dir.resolve("ledger-reindex"))) {
      reindex = Run.of("from-scratch re-index of the edited state",
          indexer(spec, fresh, ledger, embedder), corpus, fresh, embedder);
    }

    table(List.of(scratch, incremental, reindex), markdown);
    System.out.printf(Locale.ROOT, "incremental / from-scratch re-index: time %.4f (%.2f%%), "
        + "embedded texts %.4f (%.2f%%), embedding calls %d / %d%n",
        incremental.seconds / reindex.seconds, 100 * incremental.seconds / reindex.seconds,
        (double) incremental.texts / reindex.texts, 100.0 * incremental.texts / reindex.texts,
        incremental.calls, reindex.calls);
    System.out.printf("incremental run's counts: %s%n", incremental.result.toJson());
    return check(store.snapshot(), fresh.snapshot());
  }

  private static Indexer indexer(ChunkerSpec spec, InMemoryIndexStore store, JdbcLedger ledger,
      dev.wrac.index.Embedder embedder) {
    return Indexer.builder().spec(spec).store(store).ledger(ledger).embedder(embedder)
        .cleanup(Cleanup.FULL).build();
  }

  /** One timed run of an indexer over the corpus folder. */
  private record Run(String what, IndexResult result, int units, long calls, long texts,
      double seconds) {
    static Run of(String what, Indexer indexer, Path corpus, InMemoryIndexStore store,
        Counting embedder) {
      long calls = embedder.calls.get();
      long texts = embedder.texts.get();
      long t0 = System.nanoTime();
      IndexResult r = indexer.run(Sources.folder(corpus));
      double seconds = (System.nanoTime() - t0) / 1e9;
      if (!r.failures().isEmpty()) {
        throw new IllegalStateException(what + ": documents failed: " + r.failures());
      }
      return new Run(what, r, store.size(), embedder.calls.get() - calls,
          embedder.texts.get() - texts, seconds);
    }
  }

  private static void table(List<Run> runs, boolean markdown) {
    if (markdown) {
      System.out.println("| run | documents | units | embedded texts (calls) | wall s |");
      System.out.println("|---|---:|---:|---:|---:|");
      for (Run r : runs) {
        System.out.printf(Locale.ROOT, "| %s | %,d | %,d | %,d (%,d) | %.2f |%n", r.what,
            r.result.documents(), r.units, r.texts, r.calls, r.seconds);
      }
      return;
    }
    System.out.printf("%-42s %9s %7s %15s %8s%n", "run", "documents", "units",
        "embedded (calls)", "wall s");
    for (Run r : runs) {
      System.out.printf(Locale.ROOT, "%-42s %9d %7d %15s %8.2f%n", r.what,
          r.result.documents(), r.units, r.texts + " (" + r.calls + ")", r.seconds);
    }
  }

  /** Prints whether the incremental store equals the from-scratch one; 0 if it does. */
  private static int check(Map<String, IndexedUnit> incremental,
      Map<String, IndexedUnit> scratch) {
    boolean sameIds = incremental.keySet().equals(scratch.keySet());
    int fieldsDiffer = 0;
    double minCosine = 1;
    for (Map.Entry<String, IndexedUnit> e : scratch.entrySet()) {
      IndexedUnit a = incremental.get(e.getKey());
      IndexedUnit b = e.getValue();
      if (a == null) {
        continue;
      }
      if (!a.withVector(null).equals(b.withVector(null)) || a.hasVector() != b.hasVector()) {
        fieldsDiffer++;
      } else if (a.hasVector()) {
        minCosine = Math.min(minCosine, Embedder.cosine(a.vector(), b.vector()));
      }
    }
    boolean ok = sameIds && fieldsDiffer == 0 && minCosine >= 0.999;
    System.out.printf(Locale.ROOT, "check, incremental store vs from-scratch re-index: id sets "
        + "%s (%d / %d ids); units whose fields (all but the vector) differ: %d; lowest "
        + "vector cosine %.6f: %s%n", sameIds ? "equal" : "DIFFER", incremental.size(),
        scratch.size(), fieldsDiffer, minCosine, ok ? "EQUAL" : "NOT EQUAL");
    return ok ? 0 : 1;
  }

  /**
   * The 1% edit: documents 0, 100, 200, ... of {@code ids} (at least 2), each the next one
   * where a document has no paragraph, get {@link #SENTENCE} after their first paragraph.
   */
  static List<String> edit(Path corpus, List<String> ids) throws IOException {
    int count = Math.max(2, (ids.size() + EVERY - 1) / EVERY);
    int stride = Math.min(EVERY, ids.size() / count);
    List<String> edited = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      for (int i = k * stride; i < ids.size(); i++) {
        Path file = corpus.resolve(ids.get(i));
        String source = Files.readString(file, StandardCharsets.UTF_8);
        String after = appendToFirstParagraph(ids.get(i), source);
        if (after != null && !edited.contains(ids.get(i))) {
          Files.writeString(file, after, StandardCharsets.UTF_8);
          edited.add(ids.get(i));
          break;
        }
      }
    }
    return edited;
  }

  /** {@code source} with {@link #SENTENCE} at the end of its first paragraph; null without. */
  static String appendToFirstParagraph(String name, String source) {
    ParsedDocument doc = Wrac.parse(DocumentSource.ofText(name, source));
    for (Element e : doc.elements()) {
      if (e.kind() == ElementKind.PARAGRAPH) {
        int end = e.span().end();
        return source.substring(0, end) + SENTENCE + source.substring(end);
      }
    }
    return null;
  }

  /** Copies {@code datasets/ORG/md/*.md} (any depth) to {@code target/ORG/...}. */
  private static int copyMarkdown(Path datasets, Path target) throws IOException {
    int n = 0;
    try (Stream<Path> walk = Files.walk(datasets)) {
      for (Path p : walk.filter(f -> Files.isRegularFile(f)
          && f.toString().toLowerCase(Locale.ROOT).endsWith(".md")).sorted().toList()) {
        Path rel = datasets.relativize(p);
        String org = rel.getName(0).toString();
        Path inOrg = rel.subpath(1, rel.getNameCount());
        if (inOrg.getNameCount() > 1 && inOrg.getName(0).toString().equals("md")) {
          inOrg = inOrg.subpath(1, inOrg.getNameCount());
        }
        Path to = target.resolve(org).resolve(inOrg.toString());
        Files.createDirectories(to.getParent());
        Files.copy(p, to);
        n++;
      }
    }
    return n;
  }

  private static int countOrganisations(Path corpus) throws IOException {
    try (Stream<Path> list = Files.list(corpus)) {
      return (int) list.filter(Files::isDirectory).count();
    }
  }

  /** The source ids {@link Sources#folder} gives the Markdown files: relative, {@code /}. */
  private static List<String> sourceIds(Path corpus) throws IOException {
    try (Stream<Path> walk = Files.walk(corpus)) {
      return walk.filter(Files::isRegularFile)
          .map(p -> corpus.relativize(p).toString().replace('\\', '/'))
          .sorted().toList();
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : walk.sorted().toList()) {
        Path t = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(t);
        } else {
          Files.copy(p, t);
        }
      }
    }
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        try {
          Files.delete(p);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
  }

  /** The wrac-index boundary over bge-small, counting calls and texts at the model. */
  static final class Counting implements dev.wrac.index.Embedder {
    final AtomicLong calls = new AtomicLong();
    final AtomicLong texts = new AtomicLong();
    private final dev.wrac.index.Embedder model;

    Counting(BgeSmallEmbedder bge) {
      this.model = dev.wrac.index.Embedder.of(bge.name(), bge::embed);
    }

    @Override
    public String name() {
      return model.name();
    }

    @Override
    public List<float[]> embedAll(List<String> batch) {
      calls.incrementAndGet();
      texts.addAndGet(batch.size());
      return model.embedAll(batch);
    }
  }
}
