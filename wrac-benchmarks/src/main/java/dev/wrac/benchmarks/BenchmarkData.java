package dev.wrac.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The inputs of the benchmarks: the Markdown documents of RAG-Multi-Corpus (never copied into
 * the repository: found through {@code -Dwrac.corpus}, {@code WRAC_CORPUS}, or a
 * {@code shared/rag-multi-corpus} folder beside the working directory or a parent), and one
 * large document made by concatenating them.
 */
public final class BenchmarkData {
  private BenchmarkData() {}

  /** A document's name and text. */
  public record Doc(String name, String text) {
    public long bytes() {
      return text.getBytes(StandardCharsets.UTF_8).length;
    }
  }

  /** The corpus folder, or an exception saying how to point at it. */
  public static Path corpus() {
    for (String configured : new String[] {System.getProperty("wrac.corpus"),
        System.getenv("WRAC_CORPUS")}) {
      if (configured != null && !configured.isBlank()) {
        return Path.of(configured);
      }
    }
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve("shared").resolve("rag-multi-corpus");
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
    }
    throw new IllegalStateException("RAG-Multi-Corpus not found: pass -Dwrac.corpus=DIR or set"
        + " WRAC_CORPUS (it lives in ../shared/rag-multi-corpus on the project's machines)");
  }

  /** Every Markdown document of the corpus, sorted by path. */
  public static List<Doc> markdown() {
    Path datasets = corpus().resolve("datasets");
    try (Stream<Path> walk = Files.walk(datasets)) {
      List<Doc> docs = new ArrayList<>();
      for (Path p : walk.filter(f -> f.toString().toLowerCase(Locale.ROOT).endsWith(".md"))
          .sorted().toList()) {
        docs.add(new Doc(p.getFileName().toString(), Files.readString(p, StandardCharsets.UTF_8)));
      }
      return docs;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Total UTF-8 size of the documents. */
  public static long bytes(List<Doc> docs) {
    return docs.stream().mapToLong(Doc::bytes).sum();
  }

  /**
   * One Markdown document of at least {@code minBytes} UTF-8 bytes: the corpus documents
   * concatenated, over and over, each keeping its own headings.
   */
  public static Doc large(long minBytes) {
    List<Doc> docs = markdown();
    StringBuilder sb = new StringBuilder((int) Math.min(Integer.MAX_VALUE - 16, minBytes + minBytes / 8));
    long bytes = 0;
    for (int i = 0; bytes < minBytes; i++) {
      Doc d = docs.get(i % docs.size());
      sb.append(d.text()).append("\n\n");
      bytes += d.bytes() + 2;
    }
    return new Doc("large.md", sb.toString());
  }
}
