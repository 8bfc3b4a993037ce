package dev.wrac.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A small corpus written for this project and shipped in this artifact, laid out as
 * RAG-Multi-Corpus is ({@code datasets/<organisation>/md/*.md} and {@code html/*.html}, the
 * same document in both formats where both exist), so corpus tests always run, with or without
 * the benchmark data: two organisations, seven Markdown documents (tables, nested and numbered
 * lists, code, quotes, front matter, a byte order mark, several scripts and emoji; one long
 * enough to be split), four HTML twins (pandoc-style fragments, and one full page with
 * navigation, a cookie banner and a footer around its main content) and a {@code queries.csv}
 * of judged queries about the twins, one row repeated.
 */
public final class FixtureCorpus {
  private static final String BASE = "fixture-corpus/";
  private static Path root;

  private FixtureCorpus() {}

  /** The corpus, copied once per JVM from the class path into a temporary folder. */
  public static synchronized Path root() {
    if (root == null) {
      root = copy();
    }
    return root;
  }

  /** The files of the corpus, relative to {@link #root()}, sorted. */
  public static List<String> files() {
    return read("index.txt").lines().filter(l -> !l.isBlank()).toList();
  }

  private static Path copy() {
    try {
      Path dir = Files.createTempDirectory("wrac-fixture-corpus");
      dir.toFile().deleteOnExit(); // deleted last: files and folders go in reverse order
      for (String file : files()) {
        Path target = dir.resolve(file);
        Path folder = dir;
        for (Path name : dir.relativize(target.getParent())) {
          folder = folder.resolve(name);
          if (Files.notExists(folder)) {
            Files.createDirectory(folder);
            folder.toFile().deleteOnExit();
          }
        }
        target.toFile().deleteOnExit();
        try (InputStream in = open(file)) {
          Files.copy(in, target);
        }
      }
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot copy the fixture corpus", e);
    }
  }

  private static String read(String file) {
    try (InputStream in = open(file)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static InputStream open(String file) {
    InputStream in = FixtureCorpus.class.getResourceAsStream(BASE + file);
    if (in == null) {
      throw new IllegalStateException("fixture corpus file missing from the class path: " + file);
    }
    return in;
  }
}
