package dev.wrac.spark.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.ChunkerSpec;
import dev.wrac.spark.LocalSpark;
import dev.wrac.spark.SparkOptions;
import dev.wrac.spark.WracSpark;
import java.nio.file.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's Spark snippet, as a user's application runs it (outside the package). */
class ReadmeExampleTest {
  @TempDir Path tmp;

  @Test
  void theReadmeSnippetChunksAFolderIntoParquet() {
    SparkSession spark = LocalSpark.session();
    String docsFolder = Path.of("../examples/docs").toAbsolutePath().toString();
    String chunksFolder = tmp.resolve("chunks").toString();

    Dataset<Row> files = spark.read().format("binaryFile").option("recursiveFileLookup", "true")
        .load(docsFolder);                                            // e.g. "hdfs:///docs"
    Dataset<Row> out = WracSpark.chunk(files.select("path"),
        SparkOptions.of(ChunkerSpec.parse("max-tokens=512")));       // the options of wrac chunk
    WracSpark.chunks(out).write().parquet(chunksFolder);              // rows with error == null

    Dataset<Row> written = spark.read().parquet(chunksFolder);
    assertThat(written.count()).isGreaterThan(4);
    assertThat(written.select("doc").distinct().count()).isEqualTo(4);
  }
}
