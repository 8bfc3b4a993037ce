package dev.wrac.spark;

import dev.wrac.spark.internal.ChunkRows;
import dev.wrac.spark.internal.DocumentChunker;
import java.util.Arrays;
import java.util.Iterator;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * W-RAC chunking on Apache Spark. Give it the files as {@code spark.read().format("binaryFile")}
 * lists them; it gives one row per chunk, with the columns of {@code wrac chunk}'s JSON Lines
 * ({@code id, doc, chunk, level, parentId, text, embedText, elementIds, contextIds,
 * headingPath, tokens, embedTokens, start, end, line, page, endPage}) and four more:
 * {@code embed} (with levels, whether an index embeds the chunk: true for leaves, and for the
 * chunks above with {@code embed-parents}; null without levels, as {@code level} and
 * {@code parentId} are), {@code path} (the source file), {@code error} and {@code errorKind}
 * (null on chunk rows). A document that cannot be read,
 * parsed or chunked in time gives one row with its {@code path}, {@code doc} and
 * {@code error}, and the job goes on: a bad document never fails it.
 *
 * <pre>{@code
 * Dataset<Row> files = spark.read().format("binaryFile").option("recursiveFileLookup", "true")
 *     .load("hdfs:///docs");
 * Dataset<Row> out = WracSpark.chunk(files, SparkOptions.of(ChunkerSpec.parse("max-tokens=512")))
 *     .cache();
 * WracSpark.chunks(out).write().parquet("hdfs:///chunks");
 * WracSpark.errors(out).write().json("hdfs:///chunks-errors");
 * }</pre>
 *
 * <p>A document's {@code doc} and chunk {@code id}s are those {@code wrac chunk} gives the same
 * file: the name is the file name (without its folder), so the ids agree across the two. Each
 * executor JVM builds its {@link dev.wrac.Chunker} once from the {@link SparkOptions}.
 */
public final class WracSpark {
  /** The output columns (see the class comment). */
  public static final StructType SCHEMA = ChunkRows.SCHEMA;

  private WracSpark() {}

  /**
   * One row per chunk of each file, and one error row per file that failed. {@code files}
   * needs a string column {@code path} (a Hadoop path or URI); with a binary column
   * {@code content} the bytes are taken from it, without it each file is read from its file
   * system by the executor (so {@code files.select("path")} keeps large files out of the
   * rows: they are copied to local disk and chunked on the streaming path). Lazy, like any
   * transformation.
   *
   * @throws IllegalArgumentException if {@code files} has no string {@code path} column or a
   *     {@code content} column that is not binary
   */
  public static Dataset<Row> chunk(Dataset<Row> files, SparkOptions spec) {
    StructType in = files.schema();
    if (!Arrays.asList(in.fieldNames()).contains("path")
        || !in.apply("path").dataType().equals(DataTypes.StringType)) {
      throw new IllegalArgumentException("WracSpark.chunk needs a string column 'path' "
          + "(as spark.read().format(\"binaryFile\") gives); the columns are " + in.simpleString());
    }
    boolean content = Arrays.asList(in.fieldNames()).contains("content");
    if (content && !in.apply("content").dataType().equals(DataTypes.BinaryType)) {
      throw new IllegalArgumentException("WracSpark.chunk: column 'content' must be binary, was "
          + in.apply("content").dataType().simpleString());
    }
    Dataset<Row> input = content ? files.select("path", "content") : files.select("path");
    return input.flatMap(new Documents(spec, content), Encoders.row(SCHEMA));
  }

  /** The chunk rows of {@link #chunk}'s result, without the error columns. */
  public static Dataset<Row> chunks(Dataset<Row> chunked) {
    return chunked.filter(chunked.col("error").isNull()).drop("error", "errorKind");
  }

  /** The error rows of {@link #chunk}'s result: {@code path, doc, error, errorKind}. */
  public static Dataset<Row> errors(Dataset<Row> chunked) {
    Column[] columns = {chunked.col("path"), chunked.col("doc"), chunked.col("error"),
        chunked.col("errorKind")};
    return chunked.filter(chunked.col("error").isNotNull()).select(columns);
  }

  /** The function each task runs: a row of {@code files} in, its chunk rows out. */
  private static final class Documents implements FlatMapFunction<Row, Row> {
    private static final long serialVersionUID = 1L;
    private final SparkOptions spec;
    private final boolean content;

    Documents(SparkOptions spec, boolean content) {
      this.spec = spec;
      this.content = content;
    }

    @Override
    public Iterator<Row> call(Row row) {
      String path = row.getString(0);
      byte[] bytes = content && !row.isNullAt(1) ? (byte[]) row.get(1) : null;
      return DocumentChunker.rows(spec, path, bytes);
    }
  }
}
