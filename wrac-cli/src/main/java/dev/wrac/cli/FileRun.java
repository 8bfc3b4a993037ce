package dev.wrac.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.ToDoubleFunction;

/**
 * Runs one task per file, each on its own worker thread with a deadline, and writes their
 * outputs in file order. Up to {@code workers} files run at once; a file past its deadline is
 * abandoned (its worker interrupted, its output discarded, its slot given to the next file), so
 * one bad file cannot stall a run. Each file's output waits in a {@link SpillBuffer} (in memory
 * up to a share of {@link #MEMORY}, at most 4 MB, then in a temporary file) until the files
 * before it are written; at most {@code 4 * workers} files run or wait, so the output held in
 * memory stays under {@link #MEMORY} whatever the file sizes and thread count.
 */
final class FileRun {
  /** Output all waiting files keep in memory, together, before they spill to disk. */
  static final int MEMORY = 64 << 20;

  /** The work done for one file; writes its output to {@code out}. */
  interface Task<R> {
    R run(Path file, OutputStream out) throws Exception;
  }

  /** What a file gave: a value, or the error that stopped it. */
  record Result<R>(Path file, R value, Throwable error) {
    boolean ok() {
      return error == null;
    }
  }

  /** A file abandoned at its deadline. */
  static final class TimedOut extends Exception {
    private static final long serialVersionUID = 1L;

    TimedOut(double seconds) {
      super("timed out after " + seconds(seconds) + " s (--file-timeout; 0 = no limit)");
    }
  }

  private final int workers;
  private final ToDoubleFunction<Path> deadline;

  /**
   * @param workers  files processed at once, at least 1
   * @param deadline a file's deadline in seconds from its start; 0 means none
   */
  FileRun(int workers, ToDoubleFunction<Path> deadline) {
    this.workers = Math.max(1, workers);
    this.deadline = deadline;
  }

  /** Files with the same deadline, {@code seconds} (0 = none). */
  FileRun(int workers, double seconds) {
    this(workers, file -> seconds);
  }

  /** Runs {@code task} on every file; hands each result to {@code done} in file order. */
  <R> void run(List<Path> files, Task<R> task, OutputStream out, Consumer<Result<R>> done)
      throws IOException {
    int memoryPerFile = Math.max(64 << 10, Math.min(4 << 20, MEMORY / (4 * workers)));
    List<Job<R>> jobs = new ArrayList<>(files.size());
    for (Path f : files) {
      jobs.add(new Job<>(f, task, memoryPerFile));
    }
    Semaphore running = new Semaphore(workers);
    Semaphore waiting = new Semaphore(4 * workers);
    ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(
        r -> daemon(r, "wrac-deadline"));
    Thread dispatcher = daemon(() -> {
      for (Job<R> job : jobs) {
        try {
          waiting.acquire();
          running.acquire();
        } catch (InterruptedException e) {
          return;
        }
        job.start(running, timer, deadline.applyAsDouble(job.file));
      }
    }, "wrac-dispatch");
    dispatcher.start();
    try {
      for (Job<R> job : jobs) {
        Result<R> r = job.result.join();
        if (r.ok()) {
          job.output.copyTo(out);
        }
        job.output.discard();
        waiting.release();
        done.accept(r);
      }
    } finally {
      dispatcher.interrupt();
      timer.shutdownNow();
      jobs.forEach(j -> j.output.discard());
    }
  }

  /** One file: its output buffer and its result, completed by the worker or the deadline. */
  private static final class Job<R> {
    final Path file;
    final Task<R> task;
    final SpillBuffer output;
    final CompletableFuture<Result<R>> result = new CompletableFuture<>();

    Job(Path file, Task<R> task, int memory) {
      this.file = file;
      this.task = task;
      this.output = new SpillBuffer(memory);
    }

    void start(Semaphore running, ScheduledExecutorService timer, double seconds) {
      AtomicBoolean released = new AtomicBoolean();
      Runnable release = () -> {
        if (released.compareAndSet(false, true)) {
          running.release();
        }
      };
      Thread worker = daemon(() -> {
        try {
          result.complete(new Result<>(file, task.run(file, output), null));
        } catch (Throwable e) {
          result.complete(new Result<>(file, null, e));
        } finally {
          release.run();
        }
      }, "wrac-file");
      // the deadline is set before the worker starts: once the worker has finished, the run may
      // end and shut the timer down, and a deadline set after that would be refused
      if (seconds > 0) {
        timer.schedule(() -> {
          if (result.complete(new Result<>(file, null, new TimedOut(seconds)))) {
            output.discard();
            worker.interrupt();
            release.run();
          }
        }, Math.max(1, Math.round(seconds * 1e6)), TimeUnit.MICROSECONDS);
      }
      worker.start();
    }
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /** 120 as "120", 0.5 as "0.5". */
  static String seconds(double s) {
    return BigDecimal.valueOf(s).stripTrailingZeros().toPlainString();
  }
}
