package dev.wrac.parsers.html;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a probe's {@code main} in a child JVM on this test class path, for heap limits. Its
 * output is read on another thread while the child runs, so the timeout holds even when the
 * child hangs with its output open: a child still running at the timeout is killed with its
 * descendants, and the run fails with what it had printed.
 */
public final class ChildJvm {
  /** How long a child may run unless the caller says otherwise. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(2);

  /** How a child JVM ended: its exit code and what it printed. */
  public record Run(int exitCode, String out) {}

  private ChildJvm() {}

  /** {@link #run(Duration, List, Class, String...)} with {@link #DEFAULT_TIMEOUT}. */
  public static Run run(List<String> jvm, Class<?> main, String... args)
      throws IOException, InterruptedException {
    return run(DEFAULT_TIMEOUT, jvm, main, args);
  }

  /**
   * Runs {@code main} with the JVM options {@code jvm} (heap, collector), exiting on the first
   * {@link OutOfMemoryError}.
   *
   * @throws AssertionError if the child has not ended within {@code timeout} (it is killed)
   */
  public static Run run(Duration timeout, List<String> jvm, Class<?> main, String... args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    command.addAll(List.of("-XX:+ExitOnOutOfMemoryError", "-cp",
        System.getProperty("java.class.path"), main.getName()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    CompletableFuture<Void> reader = new CompletableFuture<>();
    Thread drain = new Thread(() -> {
      try {
        copy(p.getInputStream(), out);
        reader.complete(null);
      } catch (RuntimeException e) {
        reader.completeExceptionally(e);
      }
    }, "child-jvm-output");
    drain.setDaemon(true);
    drain.start();
    try {
      if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        kill(p);
        throw new AssertionError("child JVM " + main.getSimpleName() + " still running after "
            + timeout + "; killed. Its output so far:\n" + text(out));
      }
      reader.get(10, TimeUnit.SECONDS); // the rest of the output, now that the child has ended
    } catch (ExecutionException | TimeoutException e) {
      kill(p);
      throw new AssertionError("output of child JVM " + main.getSimpleName() + " unreadable", e);
    } catch (InterruptedException e) {
      kill(p);
      throw e;
    }
    return new Run(p.exitValue(), text(out));
  }

  private static void kill(Process p) {
    p.descendants().forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
  }

  private static void copy(InputStream in, ByteArrayOutputStream out) {
    byte[] buffer = new byte[8192];
    try (in) {
      for (int n; (n = in.read(buffer)) >= 0; ) {
        synchronized (out) {
          out.write(buffer, 0, n);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String text(ByteArrayOutputStream out) {
    synchronized (out) {
      return out.toString(StandardCharsets.UTF_8);
    }
  }
}
