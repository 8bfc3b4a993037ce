package dev.wrac.spark;

import dev.wrac.spark.internal.JobRun;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
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

  // the chunker settings (dev.wrac.ChunkerSpec.Setting): one option each, as in wrac chunk
  @Option(names = "--planner", paramLabel = "NAME[:ARG]",
      description = "structural (default), sections, recursive[:S], page, or any planner on the "
          + "class path: llm[:model], llm-regex, replay:PATH.")
  String planner;

  @Option(names = "--max-tokens", paramLabel = "N", description = "Largest chunk (default 512).")
  Integer maxTokens;

  @Option(names = "--target-tokens", paramLabel = "N", description = "Target size (default 128).")
  Integer targetTokens;

  @Option(names = "--section-tokens", paramLabel = "N",
      description = "Largest section kept whole (default 384).")
  Integer sectionTokens;

  @Option(names = "--min-tokens", paramLabel = "N",
      description = "Chunks smaller than this join a neighbour (default 64).")
  Integer minTokens;

  @Option(names = "--procedure-max-tokens", paramLabel = "N",
      description = "Largest numbered procedure kept whole (default 1024).")
  Integer procedureMaxTokens;

  @Option(names = "--heading-levels", paramLabel = "N",
      description = "Enclosing headings repeated in front of a chunk, 0-6 (default 3).")
  Integer headingLevels;

  @Option(names = "--tokenizer", paramLabel = "NAME",
      description = "o200k_base (default), cl100k_base or approximate.")
  String tokenizer;

  @Option(names = "--route", paramLabel = "ROUTE",
      description = "offline (default) or pages (LibreOffice and Tesseract on every executor).")
  String route;

  @Option(names = "--transcriber", paramLabel = "NAME",
      description = "The page route's transcriber: ocr (default) or llm.")
  String transcriber;

  @Option(names = "--window-elements", paramLabel = "N",
      description = "LLM planners: elements per planning window (default 60).")
  Integer windowElements;

  @Option(names = "--plan-cache", paramLabel = "PATH",
      description = "LLM planners: a folder on any Hadoop file system shared by all executors "
          + "where window answers are kept, so a re-run makes no calls.")
  String planCache;

  @Option(names = "--levels", paramLabel = "SPECS", split = ",",
      description = "Chunk at several levels, leaves first, each a --planner spec "
          + "(structural,page or structural>page; 2 to 8) and write every chunk of every level, "
          + "with two more columns: level (0 for leaves) and parentId (the id of the chunk one "
          + "level up holding it; null at the top), as wrac chunk --levels does, and a "
          + "boolean embed column: true for leaves, false above (see --embed-parents).")
  java.util.List<String> levels;

  @Option(names = "--embed-parents", arity = "0..1", paramLabel = "true|false",
      description = "With --levels: mark the chunks above the leaves for embedding too (the "
          + "embed column true at every level; default false: true for leaves only).")
  Boolean embedParents;

  @Option(names = "--parse-time-budget", paramLabel = "TIME",
      description = "The most time one document's parse may take (500ms, 30s, 2m); past it "
          + "the document is an error row with errorKind TIMEOUT (default: no budget).")
  String parseTimeBudget;

  @Option(names = "--file-timeout", defaultValue = "120", paramLabel = "S",
      description = "Give up on a document after S seconds per 10 MB started (default 120; 0 "
          + "no limit); it is reported as failed.")
  double fileTimeout;

  @Option(names = "--llm-concurrency", paramLabel = "N",
      description = "LLM planners: requests in flight per executor (WRAC_LLM_MAX_CONCURRENCY; "
          + "default 4). Total in flight = executors x N.")
  Integer llmConcurrency;

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
   * What the options ask for: the chunker settings ({@link dev.wrac.ChunkerSpec}, named by
   * their options in errors), the file timeout and the LLM settings.
   *
   * @throws IllegalArgumentException naming the option of a bad value
   */
  ChunkerSpec spec() {
    ChunkerSpec.Builder spec = ChunkerSpec.builder().fileTimeoutSeconds(fileTimeout);
    spec.settings().spelling(dev.wrac.ChunkerSpec.Spelling.SPARK).planner(planner)
        .maxTokens(maxTokens).targetTokens(targetTokens).sectionTokens(sectionTokens)
        .minTokens(minTokens).procedureMaxTokens(procedureMaxTokens).headingLevels(headingLevels)
        .tokenizer(tokenizer).route(route).transcriber(transcriber)
        .planningWindowElements(windowElements).planCache(planCache).levels(levels)
        .embedParents(embedParents).parseTimeBudget(parseTimeBudget);
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
    ChunkerSpec spec = spec();
    if (spec.settings().embedParents() && spec.settings().levels().isEmpty()) {
      throw new IllegalArgumentException("--embed-parents is for a chunk hierarchy: add "
          + "--levels (such as --levels structural,page)");
    }
    JobRun.Summary s = new JobRun(spec, inputs, output, format,
        errors != null ? errors : output + "/_errors", overwrite, partitions).run();
    System.err.println(s.describe());
    return 0;
  }
}
