package dev.wrac.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.cli.WracCommand;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** WracSpark on files made here: bad documents, both input modes, a large document, the job. */
class WracSparkTest {
  static final Path EXAMPLES = Path.of("../examples/docs");
  static SparkSession spark;

  @TempDir
  Path tmp;

  @BeforeAll
  static void start() {
    spark = LocalSpark.session();
  }

  private Dataset<Row> binaryFiles(Path dir) {
    return spark.read().format("binaryFile").option("recursiveFileLookup", "true")
        .load(dir.toString());
  }

  private List<Map<String, Object>> cli(Path dir) throws IOException {
    Path jsonl = tmp.resolve("cli-" + dir.getFileName() + ".jsonl");
    WracCommand.run("chunk", "--quiet", "--out", jsonl.toString(), dir.toString());
    return Rows.jsonLines(jsonl);
  }

  private static List<String> keys(List<Map<String, Object>> lines) {
    return lines.stream().map(Rows::key).sorted().toList();
  }

  private static List<Map<String, Object>> lines(Dataset<Row> chunked) {
    return WracSpark.chunks(chunked).collectAsList().stream().map(Rows::line).toList();
  }

  @Test
  void badDocumentsBecomeErrorRowsAndTheOthersAreChunked() throws IOException {
    Path docs = Files.createDirectories(tmp.resolve("docs"));
    Files.copy(EXAMPLES.resolve("travel-insurance-faq.md"), docs.resolve("good.md"));
    Files.writeString(docs.resolve("blank.md"), "  \n\n  \n");   // Spark never lists 0-byte files
    Files.write(docs.resolve("binary.md"), new byte[] {'#', ' ', 0, 1, 2, 0, 'x'});
    Files.write(docs.resolve("latin1.md"), "# Caf\u00e9\n\nNa\u00efve.\n"
        .getBytes(StandardCharsets.ISO_8859_1));
    Files.writeString(docs.resolve("notes.xyz"), "not a format we read");

    Dataset<Row> out = WracSpark.chunk(binaryFiles(docs), SparkOptions.defaults()).cache();
    List<Row> errors = WracSpark.errors(out).collectAsList();
    assertThat(errors).extracting(r -> r.getString(1) + " " + r.getString(3))
        .containsExactlyInAnyOrder("blank.md EMPTY", "binary.md BINARY",
            "latin1.md MALFORMED_ENCODING", "notes.xyz UNSUPPORTED_FORMAT");
    assertThat(errors).allSatisfy(r -> assertThat(r.getString(2)).startsWith(r.getString(1) + ": ")
        .doesNotContain("\n"));
    List<Map<String, Object>> good = lines(out);
    assertThat(good).isNotEmpty().allSatisfy(m -> assertThat(m.get("doc")).isEqualTo("good.md"));
    Files.delete(docs.resolve("notes.xyz"));
    assertThat(keys(good)).isEqualTo(keys(cli(docs)));
    out.unpersist();
  }

  @Test
  void pathOnlyRowsChunkLikeContentRows() throws IOException {
    Dataset<Row> files = binaryFiles(EXAMPLES);
    List<Map<String, Object>> withContent = lines(WracSpark.chunk(files, SparkOptions.defaults()));
    List<Map<String, Object>> pathOnly =
        lines(WracSpark.chunk(files.select("path"), SparkOptions.defaults()));
    assertThat(withContent).hasSizeGreaterThan(5);
    assertThat(keys(pathOnly)).isEqualTo(keys(withContent)).isEqualTo(keys(cli(EXAMPLES)));
  }

  @Test
  void aLargeDocumentTakesTheStreamingPathAndGivesTheCommandLinesChunks() throws IOException {
    Path docs = Files.createDirectories(tmp.resolve("large"));
    String section = Files.readString(EXAMPLES.resolve("travel-insurance-faq.md"));
    StringBuilder big = new StringBuilder();
    for (int i = 0; big.length() < 5 << 20; i++) {
      big.append("# Part ").append(i).append("\n\n").append(section).append("\n\n");
    }
    Files.writeString(docs.resolve("big guide.md"), big);   // over 4 MiB: spilled, streamed
    List<Map<String, Object>> spark = lines(WracSpark.chunk(binaryFiles(docs).select("path"),
        SparkOptions.defaults()));
    List<Map<String, Object>> cli = cli(docs);
    assertThat(cli).hasSizeGreaterThan(1000);
    assertThat(spark).isEqualTo(cli);   // same chunks, same order within the document
  }

  @Test
  void theJobWritesChunksAndErrorsAsTheReadmeSays() throws IOException {
    Path docs = Files.createDirectories(tmp.resolve("job"));
    try (Stream<Path> s = Files.list(EXAMPLES)) {
      for (Path f : s.toList()) {
        Files.copy(f, docs.resolve(f.getFileName()));
      }
    }
    Files.writeString(docs.resolve("blank.md"), " \n");
    Files.writeString(docs.resolve("picture.png.txt.xyz"), "skipped: not a supported extension");
    Path out = tmp.resolve("out");
    assertThat(WracSparkJob.run("--input", docs.toUri().toString(), "--output", out.toString(),
        "--format", "json", "--max-tokens", "400")).isZero();

    List<Map<String, Object>> written = spark.read().json(out.toString()).collectAsList()
        .stream().map(Rows::line).toList();
    Files.delete(docs.resolve("blank.md"));
    Path jsonl = tmp.resolve("job.jsonl");
    WracCommand.run("chunk", "--quiet", "--max-tokens", "400", "--out", jsonl.toString(),
        docs.toString());
    assertThat(keys(written)).isEqualTo(keys(Rows.jsonLines(jsonl)));
    List<Row> errors = spark.read().json(out.resolve("_errors").toString()).collectAsList();
    assertThat(errors).extracting(r -> r.getAs("doc") + " " + r.getAs("errorKind"))
        .containsExactly("blank.md EMPTY");

    assertThat(WracSparkJob.run("--input", docs.toString(), "--output", out.toString()))
        .as("an existing output without --overwrite").isNotZero();
    assertThat(WracSparkJob.run("--input", docs.toString(), "--output", out.toString(),
        "--max-tokens", "0")).isEqualTo(2);
  }

  @Test
  void withLevelsTheJobWritesEveryLevelsChunksWithLevelAndParentIdAsTheCommandLineDoes()
      throws IOException {
    Path out = tmp.resolve("levels");
    assertThat(WracSparkJob.run("--input", EXAMPLES.toString(), "--output", out.toString(),
        "--format", "json", "--levels", "structural,page")).isZero();
    List<Row> rows = spark.read().json(out.toString()).collectAsList();
    Path jsonl = tmp.resolve("levels.jsonl");
    WracCommand.run("chunk", "--quiet", "--levels", "structural>page", "--out",
        jsonl.toString(), EXAMPLES.toString());
    List<Map<String, Object>> cli = Rows.jsonLines(jsonl);

    List<String> written = rows.stream().map(r -> Rows.key(Rows.line(r)) + "|"
        + r.getAs("level") + "|" + r.getAs("parentId")).sorted().toList();
    List<String> expected = cli.stream().map(m -> Rows.key(m) + "|" + m.get("level") + "|"
        + m.get("parentId")).sorted().toList();
    assertThat(written).isEqualTo(expected);
    assertThat(cli).anySatisfy(m -> assertThat(m.get("level")).isEqualTo(1))
        .anySatisfy(m -> assertThat(m.get("parentId")).isNotNull());
    assertThat(rows).allSatisfy(r -> assertThat(r.<Object>getAs("level")).isNotNull());
    assertThat(rows).allSatisfy(r -> assertThat(r.<Boolean>getAs("embed"))
        .as("leaves are embedded, parents are records").isEqualTo(r.<Long>getAs("level") == 0));
  }

  @Test
  void withEmbedParentsEveryLevelIsMarkedForEmbeddingAndWithoutLevelsItIsRefused() {
    Path out = tmp.resolve("embed-parents");
    assertThat(WracSparkJob.run("--input", EXAMPLES.toString(), "--output", out.toString(),
        "--format", "json", "--levels", "structural,page", "--embed-parents")).isZero();
    List<Row> rows = spark.read().json(out.toString()).collectAsList();
    assertThat(rows).anySatisfy(r -> assertThat(r.<Long>getAs("level")).isEqualTo(1L))
        .allSatisfy(r -> assertThat(r.<Boolean>getAs("embed")).isTrue());

    assertThat(WracSparkJob.run("--input", EXAMPLES.toString(), "--output",
        tmp.resolve("flat").toString(), "--embed-parents")).isEqualTo(2);
    assertThat(tmp.resolve("flat")).doesNotExist();
  }

  @Test
  void aSpecIsCheckedOnTheDriverAndSurvivesSerialisation() throws Exception {
    SparkOptions spec = SparkOptions.builder().set(Setting.PLANNER, "llm:gpt-4.1-mini")
        .set(Setting.MAX_TOKENS, 300).set(Setting.HEADING_LEVELS, 2)
        .set(Setting.PLAN_CACHE, "hdfs:///cache").llmSetting("WRAC_LLM_MAX_CONCURRENCY", "8")
        .build();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(spec);
    }
    try (ObjectInputStream in = new ObjectInputStream(
        new ByteArrayInputStream(bytes.toByteArray()))) {
      assertThat(in.readObject()).isEqualTo(spec).hasSameHashCodeAs(spec);
    }
    assertThat(spec.settings()).hasToString("planner=llm:gpt-4.1-mini,max-tokens=300,"
        + "heading-levels=2,plan-cache=hdfs:///cache");
    assertThatThrownBy(() -> SparkOptions.builder().set(Setting.HEADING_LEVELS, 7).build())
        .hasMessage("headingLevels must be 0-6, was 7");
    assertThatThrownBy(() -> SparkOptions.builder().set(Setting.ROUTE, "cloud").build())
        .hasMessage("route must be offline or pages, was 'cloud'");
    assertThatThrownBy(() -> SparkOptions.builder().set(Setting.MAX_TOKENS, 100)
        .set(Setting.TARGET_TOKENS, 200).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("targetTokens");
    assertThatThrownBy(() -> WracSpark.chunk(spark.range(3).toDF(), spec))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'path'");
  }
}
