package dev.wrac.parsers.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.error.WracException;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.testing.PlanInvariants;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs fuzz inputs through the pipeline on a worker thread, one at a time with a time limit:
 * {@link Chunker#parse}, plan, {@link PlanInvariants#assertCovers}, assemble,
 * {@link PlanInvariants#assertVerbatim}, then {@link Chunker#chunk(dev.wrac.parse.DocumentSource,
 * java.util.function.Consumer)}, whose chunks must be the same (the inputs are far below the
 * segment sizes). The only exceptions allowed are {@link WracException}s, from parsing, on both
 * paths alike. A crash, a hang (time limit passed: the worker is abandoned) or a broken
 * invariant is saved with its stack trace to {@code target/fuzz-failures/}.
 */
final class FuzzRunner implements AutoCloseable {
  /** What became of an input. */
  enum Outcome {
    /** Parsed and chunked, every invariant held. */
    CHUNKED,
    /** Refused with a typed error on both paths. */
    TYPED_ERROR,
    /** Any other exception or error. */
    CRASH,
    /** Not done within the time limit. */
    HANG,
    /** An invariant broken (or the two paths disagree). */
    VIOLATION
  }

  private static final Path FAILURES = Path.of("target", "fuzz-failures");

  private final Chunker chunker;
  private final long timeoutMillis;
  private ExecutorService worker = newWorker();

  FuzzRunner(Chunker chunker, long timeoutMillis) {
    this.chunker = chunker;
    this.timeoutMillis = timeoutMillis;
  }

  private static ExecutorService newWorker() {
    return Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "fuzz-worker");
      t.setDaemon(true); // a hung input must not keep the JVM alive
      return t;
    });
  }

  /** Runs one input; failures are saved and described in {@code stats}. */
  Outcome run(FuzzInput input, String parser, FuzzStats stats) {
    long start = System.nanoTime();
    Future<Outcome> result = worker.submit(() -> check(input, parser, stats));
    Outcome outcome;
    Throwable failure = null;
    try {
      outcome = result.get(timeoutMillis, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      result.cancel(true);
      worker.shutdownNow();
      worker = newWorker();
      outcome = Outcome.HANG;
      failure = e;
    } catch (ExecutionException e) {
      failure = e.getCause();
      // a typed error after the input parsed is the two paths disagreeing, not a refusal
      outcome = failure instanceof AssertionError || failure instanceof WracException
          ? Outcome.VIOLATION : Outcome.CRASH;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    stats.record(outcome, millis, input);
    if (failure != null) {
      stats.failure(save(input, parser, outcome, failure));
    }
    return outcome;
  }

  private Outcome check(FuzzInput input, String parser, FuzzStats stats) {
    assertThat(chunker.parsers().forSource(input.source()).name()).as("parser of %s",
        input.name()).isEqualTo(parser);
    ParsedDocument doc;
    try {
      doc = chunker.parse(input.source());
    } catch (WracException refused) {
      try {
        chunker.chunk(input.source(), c -> { });
      } catch (WracException alsoRefused) {
        stats.refused(refused instanceof DocumentParseException p ? p.reason().name()
            : refused.getClass().getSimpleName());
        return Outcome.TYPED_ERROR;
      }
      throw new AssertionError("parse refused the input but chunk(source, sink) took it",
          refused);
    }
    ChunkPlan plan = chunker.plan(doc);
    PlanInvariants.assertCovers(doc, plan);
    List<Chunk> chunks = chunker.assemble(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan, chunks);
    List<Chunk> streamed = new ArrayList<>();
    chunker.chunk(input.source(), streamed::add);
    assertThat(streamed).as("chunk(source, sink) against chunk(document)")
        .isEqualTo(chunker.chunk(doc));
    return Outcome.CHUNKED;
  }

  /** Saves the input and a description; returns the description's first line. */
  private static String save(FuzzInput input, String parser, Outcome outcome, Throwable failure) {
    String base = outcome.name().toLowerCase() + "-" + parser + "-" + input.name();
    StringWriter trace = new StringWriter();
    failure.printStackTrace(new PrintWriter(trace));
    String summary = outcome + " " + parser + " " + input.name() + " (" + input.recipe() + ", "
        + input.size() + (input.bytes() != null ? " bytes" : " chars") + "): " + failure;
    try {
      Files.createDirectories(FAILURES);
      Files.write(FAILURES.resolve(base), input.content());
      Files.writeString(FAILURES.resolve(base + ".txt"), summary + "\n\n" + trace,
          StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return summary + " -> " + FAILURES.resolve(base);
  }

  @Override
  public void close() {
    worker.shutdownNow();
  }
}
