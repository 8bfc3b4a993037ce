package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.HierarchyLevel;
import dev.wrac.json.ChunkJson;
import dev.wrac.llm.LlmConfigurationException;
import dev.wrac.model.WindowOutcome.Outcome;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code wrac chunk}: chunks files and folders into JSON Lines, one chunk per line. Chunks are
 * written as they come (through {@link FileRun}: per-file buffers that spill to disk), so a
 * file of any size is chunked in bounded memory, and the output order is the file order
 * whatever {@code --threads} is.
 */
@Command(name = "chunk", mixinStandardHelpOptions = true,
    description = "Chunk documents (files or folders) and write JSON Lines, one chunk per line: "
        + "id (stable, content-derived), doc, chunk, text, embedText (the text without markup, to embed), elementIds, "
        + "contextIds, headingPath, tokens, embedTokens, start, end, line (page, endPage for "
        + "paged formats). "
        + "The summary on standard error counts files, chunks and, for LLM planners, planning "
        + "windows by outcome (accepted, repaired, retried, fell back, cached).",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:every file chunked",
        "1:a file failed, timed out or was skipped (the others were still written)",
        "2:bad option or configuration (nothing written)",
        "3:--strict and a planner fell back to the structural planner for some window"})
final class ChunkCommand implements Callable<Integer> {
  @Mixin
  PipelineOptions pipeline;

  @Mixin
  FileOptions files;

  @Option(names = {"-o", "--out"}, paramLabel = "FILE",
      description = "Write the JSON Lines here instead of standard output (missing folders "
          + "are created).")
  Path out;

  @Option(names = "--threads", paramLabel = "N",
      description = "Files chunked in parallel (default: available processors). The output "
          + "is the same for any N: files are written in path order.")
  Integer threads;

  @Option(names = "--strict",
      description = "Treat a planner fallback as a failure: exit 3 if any planning window "
          + "fell back to the structural planner (an LLM planner that could not get a usable "
          + "answer). The chunks are still written.")
  boolean strict;

  @Option(names = {"-q", "--quiet"},
      description = "No progress and no summary on standard error; failed files are still "
          + "reported, one line each. (Progress is shown for runs over several files: redrawn "
          + "in place on a terminal, a plain line every 10 s otherwise.)")
  boolean quiet;

  @Option(names = "--previous", paramLabel = "FILE",
      description = "The JSON Lines of an earlier run over these documents (same options): "
          + "chunk incrementally. Planning windows whose elements did not change keep their "
          + "chunks (an LLM planner is asked about changed windows only). A bad line is an "
          + "error naming it (exit 2). A file that fails keeps its previous chunks in --out.")
  Path previousFile;

  @Option(names = "--delta", paramLabel = "FILE",
      description = "Write the change set from --previous (none: every chunk is new) to this "
          + "run here, one JSON line per change: {\"op\":\"upsert\",\"embed\":true|false,"
          + "...the chunk's fields} ({\"embed\":false}: same embedText, only other fields "
          + "such as the position changed) or {\"op\":\"delete\",\"id\":...,\"doc\":...}, "
          + "also for documents gone from the PATHs. With --levels every level, each line "
          + "with its level; parents are \"embed\":false records unless --embed-parents.")
  Path deltaFile;

  @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or folders.")
  List<Path> paths;

  /** What one file gave. */
  private static final class FileStats {
    final TokenStats tokens = new TokenStats();
    final WindowTally windows = new WindowTally();
    IncrementalRun.FileDelta delta;
  }

  /** The run so far: files, failures, chunk sizes, window outcomes. */
  private final class Summary {
    final TokenStats tokens = new TokenStats();
    final WindowTally windows = new WindowTally();
    final Failures failures = new Failures();
    final DeltaTally delta = new DeltaTally();
    int files;
    int failed;
    Progress progress;

    void add(FileRun.Result<FileStats> r) {
      files++;
      if (r.ok()) {
        tokens.addAll(r.value().tokens);
        windows.addAll(r.value().windows);
      } else if (r.error() instanceof LlmConfigurationException e) {
        throw e;
      } else {
        failed++;
        failures.add(r.file(), r.error());
        progress.clear();
        System.err.println("error: " + r.file() + ": " + Exit.oneLine(r.error()));
      }
      progress.step(r.file(), r.ok());
    }
  }

  @Override
  public Integer call() throws IOException {
    long start = System.nanoTime();
    Chunker chunker = pipeline.chunker();
    boolean levels = chunker.hierarchical();
    int workers = workers();
    double timeout = files.seconds();
    InputFiles inputs = InputFiles.expand(paths, chunker.parsers());
    inputs.report();
    Summary summary = new Summary();
    summary.progress = Progress.onStderr(inputs.files(), quiet);
    FileRun run = new FileRun(workers, f -> FileOptions.deadline(timeout, f));
    if (levels && previousFile == null && deltaFile == null) {
      List<HierarchyLevel> hierarchy = chunker.levels();
      String settings = pipeline.chunkSettings();
      try (OutputStream output = open(out)) {
        run.run(inputs.files(), (file, o) -> chunkLevels(chunker, hierarchy, settings, file, o),
            output, summary::add);
      }
    } else if (previousFile == null && deltaFile == null) {
      try (OutputStream output = open(out)) {
        run.run(inputs.files(), this::chunkOne, output, summary::add);
      }
    } else {
      runIncrementally(run, inputs, summary, workers);
    }
    summary.progress.clear();
    int skipped = inputs.problems().size();
    printSummary(summary, inputs, System.nanoTime() - start);
    if (summary.failed > 0 || skipped > 0) {
      return Exit.FAILED;
    }
    return strict && summary.windows.count(Outcome.FELL_BACK) > 0 ? Exit.FELL_BACK : Exit.OK;
  }

  private int workers() {
    int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (n < 1) {
      throw new UsageError("--threads must be at least 1, was " + n);
    }
    return n;
  }

  /** Chunks one file into {@code out}, a chunk at a time. */
  private FileStats chunkOne(Path file, OutputStream out) throws IOException {
    FileStats stats = new FileStats();
    Chunker chunker = pipeline.chunker().withListener(stats.windows);
    String settings = pipeline.chunkSettings();
    BufferedOutputStream buffered = new BufferedOutputStream(out, 1 << 16);
    try {
      chunker.chunk(file, c -> {
        try {
          buffered.write(settings.isEmpty() ? ChunkJson.toJsonBytes(c)
              : ChunkJson.toJsonBytes(withSettings(ChunkJson.fields(c), settings)));
          buffered.write('\n');
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        stats.tokens.add(c.tokens());
      });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    buffered.flush();
    return stats;
  }

  /** A chunk line recording the settings it was made with (not the defaults). */
  static Map<String, Object> withSettings(Map<String, Object> line, String settings) {
    if (!settings.isEmpty()) {
      line.put(ChunkJson.SETTINGS_FIELD, settings);
    }
    return line;
  }

  /**
   * Chunks one file at every level into {@code out}: the leaves first, then each level up, each
   * line recording the settings (never the defaults: the levels are set).
   */
  private static FileStats chunkLevels(Chunker chunker, List<HierarchyLevel> hierarchy,
      String settings, Path file, OutputStream out) throws IOException {
    FileStats stats = new FileStats();
    ChunkHierarchy h = ChunkHierarchy.of(chunker.parse(file), hierarchy);
    BufferedOutputStream buffered = new BufferedOutputStream(out, 1 << 16);
    for (HierarchyChunk c : h.all()) {
      buffered.write(ChunkJson.toJsonBytes(withSettings(ChunkJson.fields(c), settings)));
      buffered.write('\n');
      stats.tokens.add(c.chunk().tokens());
    }
    buffered.flush();
    return stats;
  }

  private static OutputStream open(Path file) throws IOException {
    if (file == null) {
      return Stdout.open();
    }
    return new BufferedOutputStream(NamedOutput.open(file), 1 << 16);
  }

  /**
   * {@code --previous}/{@code --delta}: every file through {@link IncrementalRun}, its delta
   * lines written in file order; then deletions for the documents gone from the inputs.
   */
  private void runIncrementally(FileRun run, InputFiles inputs, Summary summary, int workers)
      throws IOException {
    PreviousChunks previous = previousFile == null ? PreviousChunks.none()
        : PreviousChunks.read(previousFile);
    String settings = pipeline.chunkSettings();
    if (previousFile != null) {
      previous.requireSettings(settings, previousFile);
    }
    Set<String> names = DeltaTally.documentNames(inputs.files());
    IncrementalRun incremental = new IncrementalRun(previous, workers, settings);
    boolean levels = pipeline.chunker().hierarchical();
    boolean embedParents = pipeline.chunker().embedParents();
    try (OutputStream output = open(out);
        OutputStream delta = deltaFile == null ? OutputStream.nullOutputStream()
            : open(deltaFile)) {
      run.run(inputs.files(), (file, o) -> {
        FileStats stats = new FileStats();
        Chunker chunker = pipeline.chunker().withListener(stats.windows);
        stats.delta = levels
            ? incremental.runLevels(chunker, embedParents, file, o,
                c -> stats.tokens.add(c.tokens()))
            : incremental.run(chunker, file, o, c -> stats.tokens.add(c.tokens()));
        return stats;
      }, output, r -> {
        summary.add(r);
        summary.delta.add(r.file(), r.ok() ? r.value().delta : null, previous, output,
            delta);
      });
      summary.delta.gone(previous, names, delta);
    } finally {
      incremental.close();
    }
  }

  /** The summary line, then the failures by reason (with the first few files of each). */
  private void printSummary(Summary s, InputFiles inputs, long nanos) {
    if (quiet) {
      return;
    }
    System.err.println(summaryLine(s, inputs.problems().size(), nanos));
    inputs.problems().forEach(s.failures::skipped);
    List<String> reasons = s.failures.describe();
    if (!reasons.isEmpty()) {
      System.err.println("failures by reason:");
      reasons.forEach(System.err::println);
    }
  }

  private String summaryLine(Summary s, int skipped, long nanos) {
    String windows = s.windows.total() == 0 ? ""
        : "; planning windows: " + s.windows.describe();
    if (previousFile != null || deltaFile != null) {
      windows += "; " + s.delta.describe();
    }
    return String.format(Locale.ROOT, "%s (%d failed%s), %s%s%s; %.2f s",
        Exit.count(s.files, "file"), s.failed, skipped == 0 ? "" : ", " + skipped + " skipped",
        Exit.count(s.tokens.count(), "chunk"), s.tokens.describe(), windows, nanos / 1e9);
  }
}
