package dev.wrac.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds the benchmark data that lives outside the repository (never copied into it): the
 * RAG-Multi-Corpus and the web-extraction pages. Looks at the system property, then the
 * environment variable, then a {@code shared/<name>} folder beside the repository or any of its
 * parents.
 *
 * <ul>
 *   <li>absent (nothing configured, no {@code shared} folder): the test is skipped with a
 *       message saying how to point at the data;
 *   <li>configured but wrong (the property or variable names no folder, or a folder without the
 *       expected layout): the test fails with a {@link MisconfiguredDataException} naming the
 *       setting, its value and what is missing, so a typo never turns into a silent skip.
 * </ul>
 *
 * <p>Tests that must always run use {@link #corpora()}: the {@link FixtureCorpus} in this
 * artifact, and RAG-Multi-Corpus when present.
 */
public final class SharedData {
  private SharedData() {}

  /** A corpus a test runs on: its name (shown in test names) and how to find its root. */
  public record Corpus(String name, Supplier<Path> locator) {
    /** The corpus folder; skips the test if it is absent, fails it if it is misconfigured. */
    public Path root() {
      return locator.get();
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /** Thrown when a configured data folder does not exist or lacks the expected layout. */
  public static final class MisconfiguredDataException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    MisconfiguredDataException(String message) {
      super(message);
    }
  }

  /**
   * The fixture corpus (always), then RAG-Multi-Corpus (skipped with a message when absent):
   * for {@code @MethodSource("dev.wrac.testing.SharedData#corpora")}.
   */
  public static List<Corpus> corpora() {
    return List.of(new Corpus("fixture-corpus", FixtureCorpus::root),
        new Corpus("rag-multi-corpus", SharedData::ragMultiCorpus));
  }

  /**
   * {@code rag-multi-corpus}: property {@code wrac.corpus}, variable {@code WRAC_CORPUS}; its
   * layout is {@code datasets/<organisation>/md/*.md}.
   */
  public static Path ragMultiCorpus() {
    return require(RAG_MULTI_CORPUS);
  }

  /**
   * RAG-Multi-Corpus if present, for tests that use it when they can and run without it;
   * a setting that points at no corpus still fails.
   */
  public static Optional<Path> ragMultiCorpusIfPresent() {
    return find(RAG_MULTI_CORPUS, System.getProperty(RAG_MULTI_CORPUS.property()),
        System.getenv(RAG_MULTI_CORPUS.variable()), Path.of(""));
  }

  /**
   * {@code web-extraction}: property {@code wrac.webExtraction}, variable
   * {@code WRAC_WEB_EXTRACTION}; its layout is {@code ground-truth.json} and {@code html/}.
   */
  public static Path webExtraction() {
    return require(WEB_EXTRACTION);
  }

  static final DataSet RAG_MULTI_CORPUS = new DataSet("rag-multi-corpus", "wrac.corpus",
      "WRAC_CORPUS", "a datasets/<organisation>/md folder", SharedData::hasCorpusLayout);
  static final DataSet WEB_EXTRACTION = new DataSet("web-extraction",
      "wrac.webExtraction", "WRAC_WEB_EXTRACTION", "ground-truth.json and an html folder",
      p -> Files.isRegularFile(p.resolve("ground-truth.json"))
          && Files.isDirectory(p.resolve("html")));

  /** A data set: its folder name under {@code shared}, its settings and its layout check. */
  record DataSet(String name, String property, String variable, String layout,
      Predicate<Path> hasLayout) {}

  /**
   * The data set's folder: the property's value, else the variable's, else a
   * {@code shared/<name>} folder in {@code start} or one of its parents; empty if none is set
   * and none exists.
   */
  static Optional<Path> find(DataSet data, String property, String variable, Path start) {
    String[][] settings = {{"-D" + data.property(), property}, {data.variable(), variable}};
    for (String[] setting : settings) {
      String configured = setting[1];
      if (configured != null && !configured.isBlank() && !configured.startsWith("${")) {
        return Optional.of(checked(data, Path.of(configured), setting[0] + "=" + configured));
      }
    }
    for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve("shared").resolve(data.name());
      if (Files.isDirectory(candidate)) {
        return Optional.of(checked(data, candidate, "the folder " + candidate));
      }
    }
    return Optional.empty();
  }

  private static Path checked(DataSet data, Path folder, String origin) {
    if (!Files.isDirectory(folder)) {
      throw new MisconfiguredDataException(origin + ": no such folder. Point it at the "
          + data.name() + " data, or unset it to skip the tests that need it.");
    }
    if (!data.hasLayout().test(folder)) {
      throw new MisconfiguredDataException(origin + ": not the " + data.name() + " data (expected "
          + data.layout() + " inside " + folder.toAbsolutePath() + ").");
    }
    return folder;
  }

  private static boolean hasCorpusLayout(Path root) {
    Path datasets = root.resolve("datasets");
    if (!Files.isDirectory(datasets)) {
      return false;
    }
    try (Stream<Path> organisations = Files.list(datasets)) {
      return organisations.anyMatch(o -> Files.isDirectory(o.resolve("md")));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path require(DataSet data) {
    Optional<Path> found = find(data, System.getProperty(data.property()),
        System.getenv(data.variable()), Path.of(""));
    Assumptions.assumeTrue(found.isPresent(), () -> "Skipped: the " + data.name()
        + " data is not present. Point -D" + data.property() + " or " + data.variable()
        + " at it (CI uses ../shared/" + data.name() + ").");
    return found.get();
  }
}
