package dev.wrac.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds the benchmark data that lives outside the repository (never copied into it): the
 * RAG-Multi-Corpus and the web-extraction pages. Looks at the system property, then the
 * environment variable, then a {@code shared/<name>} folder beside the repository or any of its
 * parents. Tests call {@link #ragMultiCorpus()} and are skipped with a message when the data is
 * absent.
 */
public final class SharedData {
  private SharedData() {}

  /** {@code rag-multi-corpus}: property {@code wrac.corpus}, variable {@code WRAC_CORPUS}. */
  public static Path ragMultiCorpus() {
    return require("rag-multi-corpus", "wrac.corpus", "WRAC_CORPUS");
  }

  /** {@code web-extraction}: property {@code wrac.webExtraction}, variable {@code WRAC_WEB_EXTRACTION}. */
  public static Path webExtraction() {
    return require("web-extraction", "wrac.webExtraction", "WRAC_WEB_EXTRACTION");
  }

  /** The folder if found, without skipping. */
  public static Optional<Path> find(String name, String property, String variable) {
    for (String configured : new String[] {System.getProperty(property), System.getenv(variable)}) {
      if (configured != null && !configured.isBlank() && !configured.startsWith("${")) {
        Path p = Path.of(configured);
        return Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
      }
    }
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve("shared").resolve(name);
      if (Files.isDirectory(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  private static Path require(String name, String property, String variable) {
    Optional<Path> found = find(name, property, variable);
    Assumptions.assumeTrue(found.isPresent(), () -> "Skipped: the " + name
        + " data is not present. Point -D" + property + " or " + variable + " at it (CI uses"
        + " ../shared/" + name + ").");
    return found.get();
  }
}
