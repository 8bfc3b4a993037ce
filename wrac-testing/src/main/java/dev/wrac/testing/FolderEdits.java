package dev.wrac.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Edits to a copy of a folder of documents, for tests that change documents between runs (an
 * incremental re-chunk, an index kept in sync): copy the folder, then replace, append, move or
 * delete. Each fails loudly (an I/O error unchecked, a text to replace that is not there).
 *
 * <pre>{@code
 * Path docs = FolderEdits.copy(Path.of("../examples/docs"), tmp.resolve("docs"));
 * FolderEdits.replace(docs.resolve("faq.md"), "30 days", "45 days");
 * }</pre>
 */
public final class FolderEdits {
  private FolderEdits() {}

  /** Copies the folder {@code from} (its whole tree) to {@code to}; returns {@code to}. */
  public static Path copy(Path from, Path to) {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : files.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return to;
  }

  /**
   * Replaces the first occurrence of {@code from} in {@code file} with {@code to}.
   *
   * @throws IllegalStateException if {@code file} does not hold {@code from}
   */
  public static void replace(Path file, String from, String to) {
    String text = read(file);
    if (!text.contains(from)) {
      throw new IllegalStateException(file + " does not hold '" + from + "'");
    }
    write(file, text.replaceFirst(Pattern.quote(from), Matcher.quoteReplacement(to)));
  }

  /** Appends {@code text} to {@code file}. */
  public static void append(Path file, String text) {
    write(file, read(file) + text);
  }

  /** Moves {@code from} to {@code to} (creating its folder), or deletes it when {@code to} is null. */
  public static void move(Path from, Path to) {
    try {
      if (to == null) {
        Files.delete(from);
      } else {
        Files.createDirectories(to.getParent());
        Files.move(from, to);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
