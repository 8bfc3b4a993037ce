package dev.wrac.spark;

import dev.wrac.ChunkerSpec;
import dev.wrac.spark.internal.JobRun;
import dev.wrac.spark.internal.SettingOptions;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The {@code spark-submit} job: chunks every supported file under {@code --input} and writes one
 * row per chunk to {@code --output} (Parquet or JSON Lines, the columns of {@code wrac chunk}'s
 * JSON Lines plus {@code path}), and one row per failed document to {@code --errors} (by default
 * {@code <output>/_errors}, which Spark readers of the output skip). A failed document never
 * fails the job: it is counted, listed in the errors and the run goes on. Exit codes: 0 the job
 * ran (the summary line on standard error counts the failed documents), 1 the job could not
 * run (an existing output without {@code --overwrite}, an unreadable input), 2 a bad option.
 *
 * <pre>
 * spark-submit --class dev.wrac.spark.WracSparkJob wrac-spark-job.jar \
 *     --input 'hdfs:///docs/**' --output hdfs:///chunks --format parquet --max-tokens 512
 * </pre>
 */
@Command(name = "wrac-spark", mixinStandardHelpOptions = true, sortOptions = false,
    modelTransformer = WracSparkJob.Bind.class,
    description = "Chunk documents on Spark: one row per chunk (the fields of wrac chunk's JSON "
        + "Lines, plus path), one row per failed document in --errors.")
public final class WracSparkJob implements Callable<Integer> {
  @Option(names = "--input", required = true, paramLabel = "PATH",
      description = "Files, folders or globs on any Hadoop file system (hdfs://, s3a://, "
          + "file:/...); folders are read recursively; repeatable.")
  List<String> inputs;

  @Option(names = "--output", required = true, paramLabel = "PATH",
      description = "Where the chunks go (a folder of Parquet or JSON files).")
  String output;

  @Option(names = "--format", defaultValue = "parquet", paramLabel = "parquet|json",
      description = "Output format (default parquet; json writes JSON Lines).")
  String format;

  @Option(names = "--errors", paramLabel = "PATH",
      description = "Where the failed documents go, as JSON Lines (default <output>/_errors).")
  String errors;

  @Option(names = "--overwrite", description = "Replace --output if it exists (else: fail).")
  boolean overwrite;

  @Option(names = "--partitions", paramLabel = "N",
      description = "Tasks the files are spread over (default 4 per core of the application).")
  Integer partitions;

  // the chunker's settings: one option each, added by looping over ChunkerSpec.Setting
  private final SettingOptions settings = new SettingOptions();

  @Option(names = "--file-timeout", defaultValue = "120", paramLabel = "S",
      description = "Give up on a document after S seconds per 10 MB started (default 120; 0 "
          + "no limit); it is reported as failed.")
  double fileTimeout;

  @Option(names = "--llm-concurrency", paramLabel = "N",
      description = "LLM planners: requests in flight per executor (WRAC_LLM_MAX_CONCURRENCY; "
          + "default 4). Total in flight = executors x N.")
  Integer llmConcurrency;

  /** Adds an option per chunker setting to the job's model when picocli builds it. */
  static final class Bind implements IModelTransformer {
    @Override
    public CommandSpec transform(CommandSpec spec) {
      ((WracSparkJob) spec.userObject()).settings.addTo(spec);
      return spec;
    }
  }

  /** Runs the job (what {@code spark-submit} calls); exits 2 on a bad option. */
  public static void main(String[] args) {
    int exit = run(args);
    if (exit != 0) {
      System.exit(exit);
    }
  }

  /** Runs the job in this JVM's Spark session (created if none) and returns its exit code. */
  public static int run(String... args) {
    CommandLine cli = new CommandLine(new WracSparkJob());
    // a bad option: one line naming it and where the usage is, not the whole usage
    cli.setParameterExceptionHandler((e, a) -> {
      System.err.println("error: " + String.valueOf(e.getMessage()).replaceAll("\\s*\\R\\s*", " ")
          + " (see --help)");
      return 2;
    });
    cli.setExecutionExceptionHandler((e, line, parsed) -> {
      System.err.println("error: " + String.valueOf(e.getMessage()).replaceAll("\\s*\\R\\s*", " "));
      return e instanceof IllegalArgumentException ? 2 : 1;
    });
    return cli.execute(args);
  }

  /**
   * What the options ask for: the chunker settings ({@link ChunkerSpec}, named by
   * their options in errors), the file timeout and the LLM settings.
   *
   * @throws IllegalArgumentException naming the option of a bad value
   */
  SparkOptions spec() {
    SparkOptions.Builder spec = SparkOptions.builder().fileTimeoutSeconds(fileTimeout)
        .spelling(ChunkerSpec.Spelling.SPARK);
    settings.given().forEach((key, value) ->
        spec.set(ChunkerSpec.Setting.byKey(key).orElseThrow(), value));
    if (llmConcurrency != null) {
      spec.llmSetting("WRAC_LLM_MAX_CONCURRENCY", String.valueOf(llmConcurrency));
    }
    return spec.build();
  }

  @Override
  public Integer call() {
    if (!format.equals("parquet") && !format.equals("json")) {
      throw new IllegalArgumentException("--format must be parquet or json, was '" + format + "'");
    }
    if (partitions != null && partitions < 1) {
      throw new IllegalArgumentException("--partitions must be at least 1, was " + partitions);
    }
    SparkOptions spec = spec();
    JobRun.Summary s = new JobRun(spec, inputs, output, format,
        errors != null ? errors : output + "/_errors", overwrite, partitions).run();
    System.err.println(s.describe());
    return 0;
  }
}
