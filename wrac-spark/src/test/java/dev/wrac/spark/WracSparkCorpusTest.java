package dev.wrac.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.cli.WracCommand;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On the development corpus (RAG-Multi-Corpus; skipped with a message when absent): the Spark
 * job's chunks are {@code wrac chunk}'s for the same files, field by field.
 */
class WracSparkCorpusTest {
  @TempDir
  Path tmp;

  @Test
  void markdownDocxAndPdfChunkAsTheCommandLineDoes() throws IOException {
    Path datasets = SharedData.ragMultiCorpus().resolve("datasets");
    Path docs = tmp.resolve("docs");
    for (Path f : corpusFiles(datasets)) {
      Path copy = docs.resolve(datasets.relativize(f).toString());
      Files.createDirectories(copy.getParent());
      Files.copy(f, copy);
    }
    Path jsonl = tmp.resolve("cli.jsonl");
    assertThat(WracCommand.run("chunk", "--quiet", "--threads", "2", "--out", jsonl.toString(),
        docs.toString())).isZero();
    List<Map<String, Object>> cli = Rows.jsonLines(jsonl);

    SparkSession spark = LocalSpark.session();
    Dataset<Row> binary = spark.read().format("binaryFile")
        .option("recursiveFileLookup", "true").load(docs.toString());
    // path only, as the job reads: binaryFile's own content reader fails on a local file name
    // with a colon (the checksum layer), and the corpus has one ("... 24:7 ...")
    Dataset<Row> out = WracSpark.chunk(binary.select("path"), SparkOptions.defaults()).cache();
    assertThat(WracSpark.errors(out).collectAsList()).isEmpty();
    List<Map<String, Object>> sparkLines = WracSpark.chunks(out).collectAsList().stream()
        .map(Rows::line).toList();

    assertThat(cli).hasSizeGreaterThan(1000);
    assertThat(sparkLines).hasSameSizeAs(cli);
    assertThat(sparkLines.stream().map(Rows::key).sorted().toList())
        .isEqualTo(cli.stream().map(Rows::key).sorted().toList());
    assertThat(sorted(sparkLines)).isEqualTo(sorted(cli));
    assertThat(sparkLines.stream().filter(m -> m.containsKey("page")).count())
        .as("the PDF chunks carry their pages").isPositive();
    out.unpersist();
  }

  /**
   * Every Markdown file, and the first three DOCX and PDF files of each organisation (copied to
   * a temporary folder: the command line and Spark then read one folder).
   */
  static List<Path> corpusFiles(Path datasets) throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> orgs = Files.list(datasets)) {
      for (Path org : orgs.sorted().toList()) {
        files.addAll(list(org.resolve("md"), ".md", Integer.MAX_VALUE));
        files.addAll(list(org.resolve("docx"), ".docx", 3));
        files.addAll(list(org.resolve("pdf"), ".pdf", 3));
      }
    }
    return files;
  }

  private static List<Path> list(Path dir, String suffix, int max) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(suffix)).sorted().limit(max).toList();
    }
  }

  private static List<String> sorted(List<Map<String, Object>> lines) {
    return lines.stream().map(Map::toString).sorted(Comparator.naturalOrder()).toList();
  }
}
