package dev.wrac.eval;

import java.nio.file.Path;
import java.util.Objects;

/**
 * A document of the benchmark corpus.
 *
 * @param name the file name, such as {@code "Loan Guide.md"}
 * @param path where it is read from
 * @param text its text: the file's text for Markdown and plain text, otherwise the text of its
 *             parsed elements; the judge grounds facts in it
 */
public record BenchDocument(String name, Path path, String text) {
  public BenchDocument {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(text, "text");
  }

  /** The lenient matching key of the name, see {@link DocumentNames#key}. */
  public String key() {
    return DocumentNames.key(name);
  }
}
