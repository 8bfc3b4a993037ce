package dev.wrac.pages.internal;

import dev.wrac.pages.ExternalToolException;
import dev.wrac.pages.ExternalToolException.Problem;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs an external program with a timeout: output and errors go to files (so a chatty program
 * never blocks on a full pipe), and a program past its timeout is killed with its children.
 *
 * @param tool          the program's short name for messages
 * @param debianPackage the package that installs it, for messages
 */
public record ExternalProcess(String tool, String debianPackage) {

  /** What a finished run wrote. */
  public record Outcome(int exitCode, Path stdout, String stderr) {
    /** The standard output as UTF-8 text. */
    public String stdoutText() throws IOException {
      return Files.readString(stdout, StandardCharsets.UTF_8);
    }
  }

  /** The executable {@code command} resolves to on the {@code PATH}, or {@code null}. */
  public static Path find(String command) {
    if (command.contains(File.separator)) {
      Path p = Path.of(command);
      return Files.isExecutable(p) ? p : null;
    }
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String dir : path.split(File.pathSeparator)) {
      Path p = Path.of(dir.isEmpty() ? "." : dir, command);
      if (Files.isRegularFile(p) && Files.isExecutable(p)) {
        return p;
      }
    }
    return null;
  }

  /** The program's executable, or a {@link Problem#MISSING} error naming the document. */
  public Path require(String command, String document) {
    Path exe = find(command);
    if (exe == null) {
      throw new ExternalToolException(tool, Problem.MISSING, debianPackage, "Cannot process '"
          + document + "': " + tool + " ('" + command + "') is not installed or not on the PATH;"
          + " on Debian or Ubuntu: apt-get install " + debianPackage);
    }
    return exe;
  }

  /**
   * Runs {@code command} in {@code workDir}, output to files there, and waits at most
   * {@code timeout}; kills it and its children past that.
   *
   * @throws ExternalToolException {@link Problem#TIMED_OUT} past the timeout, or
   *     {@link Problem#FAILED} if it cannot be started
   */
  public Outcome run(List<String> command, Path workDir, Map<String, String> env,
      Duration timeout, String document) {
    Path out = workDir.resolve(tool + ".out");
    Path err = workDir.resolve(tool + ".err");
    ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    builder.environment().putAll(env);
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new ExternalToolException(tool, Problem.FAILED, debianPackage, "Cannot process '"
          + document + "': " + tool + " could not be started: " + e.getMessage());
    }
    try {
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        kill(process);
        throw new ExternalToolException(tool, Problem.TIMED_OUT, debianPackage, "Cannot process '"
            + document + "': " + tool + " did not finish within " + timeout.toSeconds()
            + " s and was killed");
      }
    } catch (InterruptedException e) {
      kill(process);
      Thread.currentThread().interrupt();
      throw new ExternalToolException(tool, Problem.FAILED, debianPackage, "Cannot process '"
          + document + "': interrupted while " + tool + " ran; it was killed");
    }
    return new Outcome(process.exitValue(), out, tail(err));
  }

  /** Kills the process and every process it started, and waits briefly for them. */
  static void kill(Process process) {
    List<ProcessHandle> children = process.descendants().toList();
    children.forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    try {
      process.waitFor(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The last 2,000 characters of a file, stripped; empty if unreadable. */
  private static String tail(Path file) {
    try {
      String s = Files.readString(file, StandardCharsets.UTF_8).strip();
      return s.length() <= 2000 ? s : s.substring(s.length() - 2000);
    } catch (IOException e) {
      return "";
    }
  }

  /** An error for a run that ended badly. */
  public ExternalToolException failed(String document, String detail) {
    return new ExternalToolException(tool, Problem.FAILED, debianPackage, "Cannot process '"
        + document + "': " + tool + " failed: " + detail);
  }
}
