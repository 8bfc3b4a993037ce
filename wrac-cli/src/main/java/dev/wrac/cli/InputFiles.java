package dev.wrac.cli;

import dev.wrac.parse.DocumentParsers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Expands command-line paths into the files to process, in a stable order, and says why any
 * path gives nothing: missing, not a regular file (a FIFO, device or socket is never opened: it
 * could block forever), or a folder without a supported file.
 *
 * @param files    the regular files to process
 * @param problems one line per path that gave nothing, naming it and why (a failed input)
 * @param warnings one line per special file found in a folder and skipped, and one line per
 *                 folder listing the files of formats no parser reads ({@code .csv}) that it
 *                 skipped (not failures: the folder's documents were processed)
 */
record InputFiles(List<Path> files, List<String> problems, List<String> warnings) {
  private static final int LISTED_SKIPS = 8;

  /**
   * Files named directly are taken as they are if they are regular files; folders are walked
   * for regular files a parser handles (by extension, {@code .gz} looked through), sorted by
   * path.
   */
  static InputFiles expand(List<Path> paths, DocumentParsers parsers) {
    Set<String> extensions = new TreeSet<>();
    parsers.all().forEach(p -> extensions.addAll(p.fileExtensions()));
    List<Path> files = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        walk(p, extensions, files, problems, warnings);
      } else {
        String why = notAFile(p);
        if (why == null) {
          files.add(p);
        } else {
          problems.add(p + ": " + why + ", skipped");
        }
      }
    }
    return new InputFiles(List.copyOf(files), List.copyOf(problems), List.copyOf(warnings));
  }

  /** Why {@code file} cannot be read as a document, or {@code null} if it is a regular file. */
  static String notAFile(Path file) {
    if (Files.isRegularFile(file)) {
      return null;
    }
    if (Files.isDirectory(file)) {
      return "is a folder";
    }
    if (!Files.exists(file) && !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      return "no such file";
    }
    if (!Files.exists(file)) {
      return "broken symbolic link";
    }
    return "not a regular file (" + kind(file) + "; never opened)";
  }

  /** Prints the problems as errors and the warnings as warnings, one line each. */
  void report() {
    problems.forEach(p -> System.err.println("error: " + p));
    warnings.forEach(w -> System.err.println("warning: " + w));
  }

  private static void walk(Path dir, Set<String> extensions, List<Path> files,
      List<String> problems, List<String> warnings) {
    List<String> skipped = new ArrayList<>();
    List<String> special = new ArrayList<>();
    List<String> unsupported = new ArrayList<>();
    int before = files.size();
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path f : (Iterable<Path>) walk.sorted()::iterator) {
        if (Files.isDirectory(f)) {
          continue;
        }
        String why = notAFile(f);
        if (why != null) {
          special.add(f + ": " + why + ", skipped");
        } else if (!extensions.contains(extension(f))) {
          why = "unsupported extension '" + extension(f) + "'";
          unsupported.add(dir.relativize(f).toString());
        }
        if (why == null) {
          files.add(f);
        } else {
          skipped.add(dir.relativize(f) + ": " + why);
        }
      }
    } catch (IOException | UncheckedIOException e) {
      problems.add(dir + ": cannot list the folder: " + Exit.oneLine(e));
      return;
    }
    if (files.size() > before) {
      warnings.addAll(special);
      if (!unsupported.isEmpty()) {
        warnings.add(dir + ": skipped " + Exit.count(unsupported.size(), "file")
            + " of a format no parser reads: " + list(unsupported));
      }
    } else {
      problems.add(dir + ": no supported files (" + String.join(", ", extensions) + ")"
          + (skipped.isEmpty() ? "" : "; skipped " + list(skipped)));
    }
  }

  private static String list(List<String> skipped) {
    List<String> shown = skipped.subList(0, Math.min(LISTED_SKIPS, skipped.size()));
    return String.join("; ", shown) + (skipped.size() > shown.size()
        ? " and " + (skipped.size() - shown.size()) + " more" : "");
  }

  /** FIFO, character device, block device or socket, from the Unix file mode when known. */
  private static String kind(Path file) {
    try {
      int mode = (Integer) Files.getAttribute(file, "unix:mode");
      return switch (mode & 0170000) {
        case 0010000 -> "a FIFO";
        case 0020000 -> "a character device";
        case 0060000 -> "a block device";
        case 0140000 -> "a socket";
        default -> "a special file";
      };
    } catch (IOException | RuntimeException e) {
      return "a special file";
    }
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
