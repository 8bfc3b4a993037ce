package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.index.IndexedUnit;
import dev.wrac.lucene.LuceneIndexStore;
import dev.wrac.model.SourceSpan;
import dev.wrac.testing.FolderEdits;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wrac index} and {@code wrac query} in process, on real folders, with the real model
 * (bge-small): the JSON counts of each run, the store after edits equal to a from-scratch
 * index, a dry run that writes nothing, citations in the query's output, one-line errors.
 */
class IndexCommandTest {
  private static final Path EXAMPLES = Path.of("..", "examples", "docs");
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  /** One run's JSON line, parsed; the run must have printed exactly one line. */
  private static JsonNode counts(CliRun run) throws IOException {
    assertThat(run.exit()).as(run.err()).isZero();
    List<String> lines = run.out().lines().toList();
    assertThat(lines).as("one JSON line on stdout").hasSize(1);
    JsonNode n = JSON.readTree(lines.get(0));
    List<String> keys = new ArrayList<>();
    n.fieldNames().forEachRemaining(keys::add);
    assertThat(keys).containsExactly("documents", "added", "updated", "deleted", "unchanged",
        "embedded", "seconds");
    return n;
  }

  private static Map<String, IndexedUnit> units(Path store) {
    try (LuceneIndexStore s = LuceneIndexStore.openReadOnly(store.resolve("lucene"))) {
      return s.snapshot();
    }
  }

  /** The store's ids and, for each, every field but the vector (text included). */
  private static Map<String, String> fields(Map<String, IndexedUnit> units) {
    Map<String, String> out = new TreeMap<>();
    units.forEach((id, u) -> out.put(id, u.withVector(null).toString() + "|" + u.text() + "|"
        + u.embedText() + "|" + u.parentId() + "|" + u.index() + "|" + u.span() + "|"
        + u.headingPath() + "|" + u.hasVector()));
    return out;
  }

  private Map<String, IndexedUnit> fromScratch(Path docs, String... options) throws IOException {
    Path scratch = dir.resolve("scratch-" + System.nanoTime());
    List<String> args = new ArrayList<>(List.of("index", docs.toString(), "--store",
        scratch.toString(), "-q"));
    args.addAll(List.of(options));
    counts(CliRun.of(args.toArray(String[]::new)));
    return units(scratch);
  }

  @Test
  void editsAndReRunsCountRightAndEqualAFromScratchIndex() throws IOException {
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    Path store = dir.resolve("store");
    JsonNode first = counts(CliRun.of("index", docs.toString(), "--store", store.toString()));
    Map<String, IndexedUnit> before = units(store);
    assertThat(first.get("documents").asInt()).isEqualTo(4);
    assertThat(first.get("added").asInt()).isEqualTo(before.size());
    assertThat(before.values()).as("the default levels: parents as records")
        .anyMatch(u -> u.level() > 0 && !u.hasVector());
    assertThat(first.get("embedded").asInt())
        .isEqualTo(before.values().stream().filter(IndexedUnit::hasVector).count());
    assertThat(Files.exists(store.resolve("ledger.mv.db"))).isTrue();

    // a paragraph changed, a file added, a file deleted, a file renamed
    FolderEdits.replace(docs.resolve("password-policy.md"), "at least 14 characters long",
        "at least 16 characters long");
    Files.writeString(docs.resolve("descaling-tips.md"), "# Descaling tips\n\nUse citric acid "
        + "rather than vinegar: it leaves no smell in the kettle.\n");
    FolderEdits.move(docs.resolve("travel-insurance-faq.md"), null);
    FolderEdits.move(docs.resolve("reset-your-router.md"), docs.resolve("network/router.md"));
    CliRun rerun = CliRun.of("index", docs.toString(), "--store", store.toString(),
        "--cleanup", "full");
    JsonNode again = counts(rerun);
    Map<String, IndexedUnit> after = units(store);

    assertThat(fields(after)).isEqualTo(fields(fromScratch(docs)));
    Set<String> added = new HashSet<>(after.keySet());
    added.removeAll(before.keySet());
    Set<String> deleted = new HashSet<>(before.keySet());
    deleted.removeAll(after.keySet());
    assertThat(again.get("documents").asInt()).isEqualTo(4);
    assertThat(again.get("added").asInt()).isEqualTo(added.size()).isPositive();
    assertThat(again.get("deleted").asInt()).isEqualTo(deleted.size()).isPositive();
    assertThat(again.get("updated").asInt() + again.get("unchanged").asInt())
        .isEqualTo(after.size() - added.size());
    assertThat(again.get("embedded").asInt()).as("only new leaves are embedded")
        .isEqualTo(added.stream().filter(id -> after.get(id).hasVector()).count());
    assertThat(rerun.err()).contains("indexed 4 documents into " + store);

    // nothing changed: nothing embedded, written or deleted
    JsonNode idle = counts(CliRun.of("index", docs.toString(), "--store", store.toString()));
    assertThat(idle.get("unchanged").asInt()).isEqualTo(after.size());
    assertThat(idle.get("added").asInt() + idle.get("updated").asInt()
        + idle.get("deleted").asInt() + idle.get("embedded").asInt()).isZero();

    // query: placed units with their citations
    CliRun query = CliRun.of("query", store.toString(), "How do I descale the kettle?",
        "--budget", "600");
    assertThat(query.exit()).as(query.err()).isZero();
    assertThat(query.out()).startsWith("[1] ").contains("kettle-user-guide.md > ")
        .containsPattern("lines? \\d+").contains("chars ").contains("    | ");
    CliRun json = CliRun.of("query", store.toString(), "How do I descale the kettle?",
        "--units", "2", "--json");
    List<JsonNode> placed = new ArrayList<>();
    for (String line : json.out().lines().toList()) {
      placed.add(JSON.readTree(line));
    }
    assertThat(placed).hasSize(2);
    JsonNode top = placed.get(0);
    IndexedUnit unit = after.get(top.get("id").asText());
    assertThat(top.get("document").asText()).isEqualTo("kettle-user-guide.md");
    assertThat(top.get("sourceId").asText()).isEqualTo(unit.sourceId());
    assertThat(top.get("text").asText()).isEqualTo(unit.text());
    assertThat(top.get("line").asInt()).isEqualTo(unit.span().line());
    assertThat(top.get("end").asInt()).isEqualTo(unit.span().end());
    assertThat(top.get("headingPath").get(0).asText()).isEqualTo(unit.headingPath().get(0));
    assertThat(top.get("leaves").size()).isPositive();
  }

  @Test
  void aDryRunWritesNothingAndCountsWhatTheRunWillDo() throws IOException {
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    Path store = dir.resolve("store");
    JsonNode dry = counts(CliRun.of("index", docs.toString(), "--store", store.toString(),
        "--flat", "--dry-run"));
    assertThat(store).as("a dry run before the first run creates nothing").doesNotExist();
    JsonNode real = counts(CliRun.of("index", docs.toString(), "--store", store.toString(),
        "--flat"));
    assertThat(real.get("added")).isEqualTo(dry.get("added"));
    assertThat(real.get("embedded")).as("what a dry run counts as to embed")
        .isEqualTo(dry.get("embedded"));
    assertThat(real.get("documents")).isEqualTo(dry.get("documents"));

    FolderEdits.replace(docs.resolve("password-policy.md"), "at least 14 characters long",
        "at least 16 characters long");
    Map<String, IndexedUnit> held = units(store);
    List<String> files = listing(store.resolve("lucene"));
    JsonNode dryEdit = counts(CliRun.of("index", docs.toString(), "--store", store.toString(),
        "--flat", "--dry-run"));
    assertThat(units(store)).isEqualTo(held);
    assertThat(listing(store.resolve("lucene"))).as("no Lucene file written").isEqualTo(files);
    JsonNode edit = counts(CliRun.of("index", docs.toString(), "--store", store.toString(),
        "--flat"));
    for (String k : List.of("added", "updated", "deleted", "unchanged", "embedded")) {
      assertThat(edit.get(k)).as(k + ": the dry run's count, then the run's").isEqualTo(
          dryEdit.get(k));
    }
    assertThat(edit.get("added").asInt()).isPositive();
  }

  private static List<String> listing(Path folder) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      return files.map(f -> f.getFileName().toString() + ":" + f.toFile().length()).sorted()
          .toList();
    }
  }

  @Test
  void htmlAndPdfOfTheCorpusAreIndexedAndCitedWithPages() throws IOException {
    Path org = SharedData.ragMultiCorpus().resolve("datasets").resolve("CloudWay-24");
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.copy(org.resolve("pdf/Change Your Seat.pdf"), docs.resolve("Change Your Seat.pdf"));
    Files.copy(org.resolve("html/Special Assistance.html"),
        docs.resolve("Special Assistance.html"));
    Path store = dir.resolve("store");
    JsonNode r = counts(CliRun.of("index", docs.toString(), "--store", store.toString(),
        "--flat", "-q"));
    assertThat(r.get("documents").asInt()).isEqualTo(2);
    Map<String, IndexedUnit> units = units(store);
    assertThat(units.values()).anyMatch(u -> u.sourceId().equals("Change Your Seat.pdf")
        && u.span().hasPage());
    CliRun query = CliRun.of("query", store.toString(), "How can I change my seat?",
        "--units", "3", "--json");
    assertThat(query.exit()).as(query.err()).isZero();
    JsonNode top = JSON.readTree(query.out().lines().findFirst().orElseThrow());
    assertThat(top.get("document").asText()).isEqualTo("Change Your Seat.pdf");
    SourceSpan span = units.get(top.get("id").asText()).span();
    assertThat(top.get("page").asInt()).isEqualTo(span.page()).isPositive();
    assertThat(top.get("endPage").asInt()).isEqualTo(span.endPage());
    CliRun text = CliRun.of("query", store.toString(), "How can I change my seat?", "--units",
        "1");
    assertThat(text.out()).containsPattern("page \\d+|pages \\d+-\\d+");
  }

  @Test
  void aPostgresLedgerKeepsTheStoreInSync() throws Exception {
    String url = System.getenv("WRAC_TEST_POSTGRES_URL");
    Assumptions.assumeTrue(url != null && !url.isBlank(), "PostgreSQL test skipped: set "
        + "WRAC_TEST_POSTGRES_URL (eval \"$(build-tools/postgres.sh)\")");
    String schema = "wrac_cli_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      s.execute("CREATE SCHEMA " + schema);
    }
    String ledger = url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    Path store = dir.resolve("store");
    JsonNode first = counts(CliRun.of("index", docs.toString(), "--store", store.toString(),
        "--flat", "--ledger", ledger, "-q"));
    assertThat(store.resolve("ledger.mv.db")).as("no H2 ledger").doesNotExist();
    FolderEdits.move(docs.resolve("travel-insurance-faq.md"), null);
    JsonNode again = counts(CliRun.of("index", docs.toString(), "--store", store.toString(),
        "--flat", "--ledger", ledger, "--cleanup", "full", "-q"));
    assertThat(again.get("deleted").asInt()).isPositive();
    assertThat(again.get("embedded").asInt()).isZero();
    assertThat(units(store)).hasSize(first.get("added").asInt() - again.get("deleted").asInt());
    assertThat(fields(units(store))).isEqualTo(fields(fromScratch(docs, "--flat")));
  }

  @Test
  void badInputsAreOneLineErrors() throws IOException {
    Path docs = FolderEdits.copy(EXAMPLES, dir.resolve("docs"));
    Path store = dir.resolve("store");
    assertError(CliRun.of("index", dir.resolve("missing").toString(), "--store",
        store.toString()), 2, "missing: no such file or directory");
    assertError(CliRun.of("index", docs.toString(), "--store", store.toString(), "--flat",
        "--levels", "structural,page"), 2, "--flat and --levels conflict");
    assertError(CliRun.of("index", docs.toString(), "--store", store.toString(), "--cleanup",
        "sometimes"), 2, "--cleanup");
    Path file = Files.writeString(dir.resolve("file.txt"), "x");
    assertError(CliRun.of("index", docs.toString(), "--store", file.toString()), 2,
        "a file, not a folder");
    Path notIndex = Files.createDirectories(dir.resolve("other/lucene"));
    Files.writeString(notIndex.resolve("notes.txt"), "not an index");
    assertError(CliRun.of("index", docs.toString(), "--store", dir.resolve("other").toString(),
        "--flat"), 2, "is not a Lucene index");
    assertError(CliRun.of("query", dir.resolve("nowhere").toString(), "question"), 2,
        "No wrac index at " + dir.resolve("nowhere"));
    assertError(CliRun.of("query", store.toString(), "question", "--budget", "0"), 2,
        "--budget must be positive, was 0");

    // a store made with another model
    Path otherModel = dir.resolve("other-model");
    try (LuceneIndexStore s = LuceneIndexStore.builder(otherModel.resolve("lucene"))
        .model("hashing-64").build()) {
      s.upsert(List.of(new IndexedUnit("u1", "a.md", "a.md", 0, null, 0, "text", "text", 1,
          List.of(), new SourceSpan(0, 4, 1, 1), new float[64])));
    }
    assertError(CliRun.of("query", otherModel.toString(), "question"), 2,
        "was made with model 'hashing-64', this run uses 'bge-small-en-v1.5-q'");

    // settings other than the ledger's: refused naming both, accepted with --reindex
    counts(CliRun.of("index", docs.toString(), "--store", store.toString(), "--flat", "-q"));
    CliRun changed = CliRun.of("index", docs.toString(), "--store", store.toString(), "--flat",
        "--max-tokens", "200");
    assertError(changed, 2, "indexed with settings the defaults");
    assertThat(changed.err()).contains("this run uses 'max-tokens=200'");
  }

  private static void assertError(CliRun run, int exit, String message) {
    assertThat(run.exit()).as(run.err()).isEqualTo(exit);
    assertThat(run.out()).isEmpty();
    assertThat(run.err().lines().toList()).as("one line").hasSize(1);
    assertThat(run.err()).startsWith("error: ").contains(message);
  }
}
