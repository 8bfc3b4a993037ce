package dev.wrac.parsers.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a probe's {@code main} in a child JVM on this test class path, for heap limits. */
public final class ChildJvm {
  /** How a child JVM ended: its exit code and what it printed. */
  public record Run(int exitCode, String out) {}

  private ChildJvm() {}

  /**
   * Runs {@code main} with the JVM options {@code jvm} (heap, collector), exiting on the first
   * {@link OutOfMemoryError}; waits at most a minute.
   */
  public static Run run(List<String> jvm, Class<?> main, String... args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    command.addAll(List.of("-XX:+ExitOnOutOfMemoryError", "-cp",
        System.getProperty("java.class.path"), main.getName()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("child JVM finished").isTrue();
    return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
  }
}
