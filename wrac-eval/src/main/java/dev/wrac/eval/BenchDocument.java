package dev.wrac.eval;

import java.nio.file.Path;
import java.util.Objects;

/**
 * A document of the benchmark corpus.
 *
 * @param name        the file name, such as {@code "Loan Guide.md"}
 * @param path        where it is read from
 * @param text        its text: the file's text for Markdown and plain text, otherwise the text of
 *                    its parsed elements; text-splitting strategies cut it
 * @param visibleText its words as a reader sees them, in every format alike: the content of its
 *                    parsed elements (markup, link targets and tags removed), joined by blank
 *                    lines. The judge grounds facts in it, so a fact asks a chunk for the same
 *                    words whatever format the document was saved in
 */
public record BenchDocument(String name, Path path, String text, String visibleText) {
  public BenchDocument {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(visibleText, "visibleText");
  }

  /** A document whose text has no markup: its visible text is its text. */
  public BenchDocument(String name, Path path, String text) {
    this(name, path, text, text);
  }

  /** The lenient matching key of the name, see {@link DocumentNames#key}. */
  public String key() {
    return DocumentNames.key(name);
  }
}
