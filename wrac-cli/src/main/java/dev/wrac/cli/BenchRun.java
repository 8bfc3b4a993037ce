package dev.wrac.cli;

import dev.wrac.eval.Bench;
import dev.wrac.eval.BenchException;
import dev.wrac.eval.BenchOptions;
import dev.wrac.eval.BenchReport;
import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.embed.Embedder;
import dev.wrac.eval.ChunkField;
import dev.wrac.parse.DocumentParsers;
import java.io.IOException;
import java.nio.file.Path;

/** The body of {@code wrac bench}, loaded only when the benchmark runtime is on the class path. */
final class BenchRun {
  private final BenchCommand o;

  BenchRun(BenchCommand options) {
    this.o = options;
  }

  Integer call() {
    BenchOptions.Builder b = BenchOptions.builder().strategies(o.strategies).topK(o.topK)
        .organisations(o.orgs)
        .cacheDirectory(o.cache != null ? o.cache
            : Embedder.defaultCacheDirectory());
    b.parsers(o.route.apply(DocumentParsers.load()));
    switch (o.field) {
      case "embedText" -> b.field(ChunkField.EMBED_TEXT);
      case "text" -> b.field(ChunkField.TEXT);
      default -> {
        System.err.println("error: --field must be embedText or text, was " + o.field);
        return Exit.USAGE;
      }
    }
    if (o.threads != null) {
      if (o.threads < 1) {
        System.err.println("error: --threads must be at least 1, was " + o.threads);
        return Exit.USAGE;
      }
      b.embedder(BgeSmallEmbedder.create(o.threads));
    }
    if (!o.quiet) {
      b.progress(line -> System.err.println("bench: " + line));
    }
    if (o.docs != null || o.queries != null) {
      if (o.docs == null || o.queries == null || o.corpus != null) {
        System.err.println("error: --docs and --queries go together, without --corpus");
        return Exit.USAGE;
      }
      b.userCorpus(o.docs, o.queries);
    } else {
      Path root = o.corpus;
      if (root == null && System.getenv("WRAC_CORPUS") != null) {
        root = Path.of(System.getenv("WRAC_CORPUS"));
      }
      if (root == null) {
        System.err.println("error: give --corpus DIR (or WRAC_CORPUS), or --docs and --queries");
        return Exit.USAGE;
      }
      b.ragMultiCorpus(root).format(o.format);
    }
    try {   // before the run: a folder that cannot be made should not cost a whole bench
      NamedOutput.createFolders(o.out, "cannot write the reports to " + o.out);
    } catch (IOException e) {
      System.err.println("error: " + Exit.oneLine(e));
      return Exit.FAILED;
    }
    BenchReport report;
    try {
      report = Bench.run(b.build());
    } catch (BenchException | IllegalArgumentException e) {
      System.err.println("error: " + e.getMessage());
      return Exit.USAGE;
    }
    System.out.print(report.consoleTable());
    for (Path p : report.writeTo(o.out)) {
      System.err.println("wrote " + p);
    }
    return Exit.OK;
  }
}
