package dev.wrac.benchmarks.html;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds benchmark data kept outside the repository: a system property, a variable, or ../shared. */
final class BenchData {
  private BenchData() {}

  /**
   * The folder named by {@code property}, else by {@code variable}, else a
   * {@code shared/<name>} folder beside the working directory or one of its parents.
   *
   * @throws IllegalStateException naming the property and variable when none exists
   */
  static Path find(String name, String property, String variable) {
    for (String configured : new String[] {System.getProperty(property), System.getenv(variable)}) {
      if (configured != null && !configured.isBlank()) {
        Path p = Path.of(configured);
        if (Files.isDirectory(p)) {
          return p;
        }
        throw new IllegalStateException(configured + " (from " + property + "/" + variable
            + ") is not a folder");
      }
    }
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve("shared").resolve(name);
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
    }
    throw new IllegalStateException("No " + name + " data: pass --data DIR, -D" + property
        + " or " + variable);
  }
}
