package dev.wrac.cli;

import dev.wrac.parse.DocumentParsers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/** Expands command-line paths into the files to process, in a stable order. */
final class InputFiles {
  private InputFiles() {}

  /**
   * Files named directly are taken as they are; folders are walked for files a parser handles
   * (by extension, {@code .gz} looked through), sorted by path.
   */
  static List<Path> expand(List<Path> paths, DocumentParsers parsers) {
    Set<String> extensions = new TreeSet<>();
    parsers.all().forEach(p -> extensions.addAll(p.fileExtensions()));
    List<Path> files = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> walk = Files.walk(p)) {
          walk.filter(Files::isRegularFile)
              .filter(f -> extensions.contains(extension(f)))
              .sorted()
              .forEach(files::add);
        } catch (IOException e) {
          throw new UncheckedIOException("Cannot list " + p + ": " + e.getMessage(), e);
        }
      } else {
        files.add(p);
      }
    }
    return files;
  }

  private static String extension(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".gz")) {
      name = name.substring(0, name.length() - 3);
    }
    int dot = name.lastIndexOf('.');
    return dot < 0 ? "" : name.substring(dot + 1);
  }
}
