package dev.wrac.spark.internal;

import dev.wrac.ChunkerListener;
import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.ChunkerSpecException;
import dev.wrac.llm.LlmConfigurationException;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.spark.SparkOptions;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.CollectionAccumulator;
import org.apache.spark.util.LongAccumulator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One run of {@link dev.wrac.spark.WracSparkJob}: list, chunk, write chunks and errors. */
public final class JobRun {
  private static final Logger LOG = LoggerFactory.getLogger(JobRun.class);

  private final SparkOptions spec;
  private final List<String> inputs;
  private final String output;
  private final String format;
  private final String errors;
  private final boolean overwrite;
  private final Integer partitions;

  public JobRun(SparkOptions spec, List<String> inputs, String output, String format,
      String errors, boolean overwrite, Integer partitions) {
    this.spec = spec;
    this.inputs = List.copyOf(inputs);
    this.output = output;
    this.format = format;
    this.errors = errors;
    this.overwrite = overwrite;
    this.partitions = partitions;
  }

  /**
   * What a run did; {@code windows} counts planning windows by outcome (LLM planners only;
   * every outcome present, zero when none), as {@code wrac chunk}'s summary does.
   */
  public record Summary(long files, long chunks, long failed, double seconds, String output,
      String errors, Map<Outcome, Long> windows) {
    public Summary {
      windows = Map.copyOf(windows);
    }

    public String describe() {
      return String.format(Locale.ROOT, "wrac-spark: %d files (%d failed), %d chunks%s; %.2f s; "
          + "chunks in %s%s", files, failed, chunks, describeWindows(), seconds, output,
          failed == 0 ? "" : "; failed documents in " + errors);
    }

    private String describeWindows() {
      if (windows.values().stream().mapToLong(Long::longValue).sum() == 0) {
        return "";
      }
      StringJoiner j = new StringJoiner(", ", "; planning windows: ", "");
      for (Outcome o : Outcome.values()) {
        j.add(windows.getOrDefault(o, 0L) + " "
            + o.name().toLowerCase(Locale.ROOT).replace('_', ' '));
      }
      return j.toString();
    }
  }

  /**
   * Lists, chunks and writes in one pass over the files: the chunk rows go to the output, the
   * error rows to an accumulator (a few per failed document, kept once per path even if a task
   * was retried), written to {@code errors} by the driver at the end.
   */
  public Summary run() {
    long start = System.nanoTime();
    SparkSession spark = session();
    // only paths are read from the listing: without this, every file counts as 4 MB of reading
    // and 40,000 small files become 1,250 listing tasks
    spark.conf().set("spark.sql.files.openCostInBytes", "8192");
    checkPaths(spark);
    Dataset<Row> files = spark.read().format("binaryFile")
        .option("recursiveFileLookup", "true")
        .load(inputs.toArray(String[]::new))
        .select("path")
        .filter(functions.col("path").rlike(extensionPattern()));
    int n = partitions != null ? partitions
        : 4 * spark.sparkContext().defaultParallelism();
    CollectionAccumulator<Row> failures = spark.sparkContext().collectionAccumulator("failures");
    LongAccumulator chunks = spark.sparkContext().longAccumulator("chunks");
    LongAccumulator documents = spark.sparkContext().longAccumulator("documents");
    WindowCounters windows = new WindowCounters(spark);
    Dataset<Row> out = files.repartition(n).flatMap(
        new JobDocuments(spec, failures, chunks, documents, windows),
        Encoders.row(ChunkRows.CHUNK_SCHEMA));
    SaveMode mode = overwrite ? SaveMode.Overwrite : SaveMode.ErrorIfExists;
    out.write().mode(mode).format(format).save(output);
    Map<String, Row> failed = new TreeMap<>();
    for (Row r : failures.value()) {
      failed.put(r.getString(0), r);
    }
    if (!failed.isEmpty()) {
      spark.createDataFrame(new ArrayList<>(failed.values()), JobDocuments.ERRORS).coalesce(1)
          .write().mode(SaveMode.Overwrite).json(errors);
    }
    return new Summary(documents.value(), chunks.value(), failed.size(),
        (System.nanoTime() - start) / 1e9, output, errors, windows.values());
  }

  /**
   * A file's path in, its chunk rows out; a failed document's error goes to an accumulator
   * (counts may include a retried task's documents twice; the errors are kept once per path).
   */
  private static final class JobDocuments implements FlatMapFunction<Row, Row> {
    private static final long serialVersionUID = 1L;
    static final StructType ERRORS = new StructType()
        .add("path", DataTypes.StringType).add("doc", DataTypes.StringType)
        .add("error", DataTypes.StringType).add("errorKind", DataTypes.StringType);
    private static final int PATH = ChunkRows.SCHEMA.fieldIndex("path");
    private static final int DOC = ChunkRows.SCHEMA.fieldIndex("doc");
    private static final int ERROR = ChunkRows.SCHEMA.fieldIndex("error");
    private static final int KIND = ChunkRows.SCHEMA.fieldIndex("errorKind");
    private final SparkOptions spec;
    private final CollectionAccumulator<Row> failures;
    private final LongAccumulator chunks;
    private final LongAccumulator documents;
    private final WindowCounters windows;

    JobDocuments(SparkOptions spec, CollectionAccumulator<Row> failures, LongAccumulator chunks,
        LongAccumulator documents, WindowCounters windows) {
      this.spec = spec;
      this.failures = failures;
      this.chunks = chunks;
      this.documents = documents;
      this.windows = windows;
    }

    @Override
    public Iterator<Row> call(Row file) {
      documents.add(1);
      Iterator<Row> rows = DocumentChunker.rows(spec, file.getString(0), null, false,
          r -> failures.add(RowFactory.create(r.getString(PATH), r.getString(DOC),
              r.getString(ERROR), r.getString(KIND))), windows);
      return new Iterator<>() {
        @Override
        public boolean hasNext() {
          return rows.hasNext();
        }

        @Override
        public Row next() {
          chunks.add(1);
          return rows.next();
        }
      };
    }
  }

  /**
   * Counts planning windows by outcome in one accumulator per outcome: the
   * {@link ChunkerListener} each task's chunker reports to (from the plans' provenance, as
   * {@code wrac chunk} counts them).
   */
  private static final class WindowCounters implements ChunkerListener, Serializable {
    private static final long serialVersionUID = 1L;
    private final EnumMap<Outcome, LongAccumulator> counts = new EnumMap<>(Outcome.class);

    WindowCounters(SparkSession spark) {
      for (Outcome o : Outcome.values()) {
        counts.put(o, spark.sparkContext().longAccumulator(
            "windows " + o.name().toLowerCase(Locale.ROOT).replace('_', ' ')));
      }
    }

    @Override
    public void planned(ParsedDocument document, ChunkPlan plan, long nanos) {
      for (WindowOutcome w : plan.provenance().windows()) {
        counts.get(w.outcome()).add(1);
      }
    }

    Map<Outcome, Long> values() {
      Map<Outcome, Long> out = new EnumMap<>(Outcome.class);
      counts.forEach((o, a) -> out.put(o, a.value()));
      return out;
    }
  }

  /**
   * Fails before Spark reads anything, naming the option: an {@code --input} that does not exist
   * (Spark would log its own stack trace first), an {@code --output} that exists without
   * {@code --overwrite} (Spark would say {@code Set mode as "overwrite"}).
   */
  private void checkPaths(SparkSession spark) {
    org.apache.hadoop.conf.Configuration conf = spark.sparkContext().hadoopConfiguration();
    for (String input : inputs) {
      if (!exists(conf, input)) {
        throw new IllegalStateException("--input " + input + ": no such file or folder");
      }
    }
    if (!overwrite && exists(conf, output)) {
      throw new IllegalStateException("--output " + output + " exists; add --overwrite to replace "
          + "it");
    }
  }

  private static boolean exists(org.apache.hadoop.conf.Configuration conf, String location) {
    try {
      org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(location);
      org.apache.hadoop.fs.FileStatus[] found = path.getFileSystem(conf).globStatus(path);
      return found != null && found.length > 0;
    } catch (java.io.IOException | IllegalArgumentException e) {
      return true;   // cannot tell here: Spark reports it
    }
  }

  private static SparkSession session() {
    SparkSession.Builder b = SparkSession.builder().appName("wrac-spark");
    if (!new SparkConf().contains("spark.master")) {
      b.master("local[*]");   // run outside spark-submit: this machine's cores
    }
    return b.getOrCreate();
  }

  /**
   * Paths of the formats the spec's parsers read ({@code .gz} looked through), as
   * {@code wrac chunk} picks files in a folder. Checks the spec on the driver: a bad planner or
   * tokenizer fails here, before any task (an LLM client configured only on the executors is
   * let through).
   */
  private String extensionPattern() {
    DocumentParsers parsers;
    try {
      parsers = Chunkers.of(spec).parsers();
    } catch (ChunkerSpecException e) {
      if (!(e.getCause() instanceof LlmConfigurationException)) {
        throw e;
      }
      LOG.warn("The LLM client cannot be configured on the driver ({}); the executors will "
          + "try with their own environment", e.getCause().getMessage());
      parsers = Chunker.from(spec.settings().toBuilder().set(Setting.PLANNER, null)
          .set(Setting.LEVELS, null).set(Setting.EMBED_PARENTS, null).build()).parsers();
    }
    TreeSet<String> extensions = new TreeSet<>();
    parsers.all().forEach(p -> extensions.addAll(p.fileExtensions()));
    StringBuilder alternatives = new StringBuilder();
    for (String e : extensions) {
      alternatives.append(alternatives.length() == 0 ? "" : "|").append(Pattern.quote(e));
    }
    // case-insensitive in the pattern: lower() would start Spark's ICU collation support
    return "(?i)\\.(" + alternatives + ")(\\.gz)?$";
  }
}
