package dev.wrac.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The change set of an incremental run, file by file in file order: copies each file's delta
 * lines to {@code --delta}, keeps the previous chunks of a file that failed (in {@code --out},
 * with no change), adds deletions for documents gone from the inputs, and counts it all.
 */
final class DeltaTally {
  private long upserts;
  private long embeds;
  private long deletes;
  private long unchanged;
  private long windows;
  private long replanned;
  private long keptFiles;
  private long levelFiles;

  /**
   * The document names of the input files (their file names), which the previous output's
   * {@code "doc"} refers to.
   *
   * @throws UsageError if two files share a name: their chunks could not be told apart
   */
  static Set<String> documentNames(List<Path> files) {
    Map<String, Path> seen = new HashMap<>();
    Set<String> names = new LinkedHashSet<>();
    for (Path f : files) {
      String name = f.getFileName() == null ? f.toString() : f.getFileName().toString();
      Path other = seen.putIfAbsent(name, f);
      if (other != null) {
        throw new UsageError("--previous/--delta need distinct file names (a chunk line names "
            + "its document by file name): " + other + " and " + f + " are both '" + name + "'");
      }
      names.add(name);
    }
    return names;
  }

  /**
   * After one file: its delta lines to {@code delta}; for a file that failed ({@code d} null),
   * its previous chunks kept in {@code output}.
   */
  void add(Path file, IncrementalRun.FileDelta d, PreviousChunks previous, OutputStream output,
      OutputStream delta) {
    try {
      if (d != null) {
        d.lines.copyTo(delta);
        upserts += d.upserts;
        embeds += d.embeds;
        deletes += d.deletes;
        unchanged += d.unchanged;
        windows += d.windows;
        replanned += d.replanned;
        levelFiles += d.levels ? 1 : 0;
      } else {
        List<PreviousChunks.Line> kept = previous.of(file.getFileName().toString());
        for (PreviousChunks.Line l : kept) {
          IncrementalRun.write(output, l.fields());
        }
        keptFiles += kept.isEmpty() ? 0 : 1;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Deletions for every previous document that is not among the inputs. */
  void gone(PreviousChunks previous, Set<String> inputs, OutputStream delta) {
    for (String doc : previous.documents()) {
      if (!inputs.contains(doc)) {
        for (PreviousChunks.Line l : previous.of(doc)) {
          IncrementalRun.write(delta, IncrementalRun.deletion(l));
          deletes++;
        }
      }
    }
  }

  /**
   * "delta: 3 upserts (2 to embed), 2 deletes, 40 unchanged; re-planned 2 of 9 windows"; with
   * {@code --levels}, "...; every level of 2 documents planned again".
   */
  String describe() {
    String planned = levelFiles > 0 && windows == 0
        ? "every level of " + Exit.count(levelFiles, "document") + " planned again"
        : String.format(Locale.ROOT, "re-planned %d of %d windows", replanned, windows);
    return String.format(Locale.ROOT, "delta: %d upserts (%d to embed), %d deletes, %d unchanged;"
        + " %s%s", upserts, embeds, deletes, unchanged, planned, keptFiles == 0 ? "" : "; previous chunks kept for " + Exit.count(keptFiles,
        "failed file"));
  }
}
