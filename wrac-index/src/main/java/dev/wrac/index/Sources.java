package dev.wrac.index;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The documents an {@link Indexer} run brings the store to: folders walked in a fixed order,
 * single files and parsed documents, each under a <em>source id</em>, the key of the ledger.
 * Immutable.
 *
 * <pre>{@code
 * Sources s = Sources.folder(Path.of("docs"));                   // ids "guide.md", "faq/a.md"
 * Sources t = Sources.builder().folder(Path.of("wiki"), "wiki/")   // ids "wiki/..."
 *     .file("handbook.pdf", Path.of("/srv/handbook.pdf"))
 *     .document("notes.md", parsedNotes)
 *     .build();
 * }</pre>
 *
 * <p>A folder is walked recursively; its files with an extension one of the chunker's parsers
 * reads (a {@code .gz} suffix looked through) become sources, hidden files and folders (a name
 * starting with {@code .}) left out, in ascending order of their source id: the prefix
 * followed by the path relative to the folder, joined by {@code /}. The document is named by
 * its source id, so chunk ids (which hash the document name) differ between two files of the
 * same name in different folders, and renaming a file is deleting one document and adding
 * another.
 *
 * <p><b>Scopes</b> ({@link Cleanup#SCOPED}): a folder's scope is its prefix; a file's or a
 * document's is its source id up to and including the last {@code /} (empty at the top, which
 * covers every source id).
 */
public final class Sources {
  private sealed interface Entry permits Folder, FileEntry, DocumentEntry {}

  private record Folder(Path root, String prefix) implements Entry {}

  private record FileEntry(String sourceId, Path file) implements Entry {}

  private record DocumentEntry(String sourceId, ParsedDocument document) implements Entry {}

  /** One source, resolved: a file to read or a parsed document. */
  record Resolved(String sourceId, String scope, Path file, ParsedDocument document) {}

  private final List<Entry> entries;

  private Sources(List<Entry> entries) {
    this.entries = List.copyOf(entries);
  }

  /** The files under {@code root}, named by their path relative to it. */
  public static Sources folder(Path root) {
    return builder().folder(root).build();
  }

  /** A new, empty builder. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The sources, folders walked, in the order given (each folder's files in source id order).
   *
   * @throws IndexException if a folder cannot be walked (gone since), naming it
   */
  List<Resolved> resolve(DocumentParsers parsers) {
    Set<String> extensions = new TreeSet<>();
    for (DocumentParser p : parsers.all()) {
      p.fileExtensions().forEach(e -> extensions.add(e.toLowerCase(Locale.ROOT)));
    }
    List<Resolved> out = new ArrayList<>();
    for (Entry e : entries) {
      if (e instanceof Folder f) {
        walk(f, extensions, out);
      } else if (e instanceof FileEntry f) {
        out.add(new Resolved(f.sourceId(), scopeOf(f.sourceId()), f.file(), null));
      } else if (e instanceof DocumentEntry d) {
        out.add(new Resolved(d.sourceId(), scopeOf(d.sourceId()), null, d.document()));
      }
    }
    return out;
  }

  private static void walk(Folder f, Set<String> extensions, List<Resolved> out) {
    List<Resolved> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(f.root())) {
      files.filter(Files::isRegularFile).forEach(p -> {
        Path rel = f.root().relativize(p);
        List<String> names = new ArrayList<>();
        rel.forEach(n -> names.add(n.toString()));
        if (names.stream().anyMatch(n -> n.startsWith("."))
            || !extensions.contains(extension(names.get(names.size() - 1)))) {
          return;
        }
        found.add(new Resolved(f.prefix() + String.join("/", names), f.prefix(), p, null));
      });
    } catch (IOException | UncheckedIOException e) {
      throw new IndexException("Cannot walk folder " + f.root() + ": " + e.getMessage(), e);
    }
    found.sort((a, b) -> a.sourceId().compareTo(b.sourceId()));
    out.addAll(found);
  }

  private static String extension(String fileName) {
    String name = fileName.toLowerCase(Locale.ROOT);
    if (name.endsWith(".gz")) {
      name = name.substring(0, name.length() - 3);
    }
    int dot = name.lastIndexOf('.');
    return dot < 0 ? "" : name.substring(dot + 1);
  }

  private static String scopeOf(String sourceId) {
    return sourceId.substring(0, sourceId.lastIndexOf('/') + 1);
  }

  @Override
  public String toString() {
    return "Sources" + entries;
  }

  /** Collects sources; {@link #build()} keeps them in the order added. */
  public static final class Builder {
    private final List<Entry> entries = new ArrayList<>();

    private Builder() {}

    /**
     * The files under {@code root}, named by their path relative to it.
     *
     * @throws IllegalArgumentException if {@code root} is not a folder
     */
    public Builder folder(Path root) {
      return folder(root, "");
    }

    /**
     * The files under {@code root}, named {@code prefix} followed by their path relative to it.
     *
     * @param prefix empty, or ending in {@code /} ({@code "wiki/"})
     * @throws IllegalArgumentException if {@code root} is not a folder, or {@code prefix} is
     *     not empty and does not end in {@code /}
     */
    public Builder folder(Path root, String prefix) {
      Objects.requireNonNull(root, "root");
      Objects.requireNonNull(prefix, "prefix");
      if (!Files.isDirectory(root)) {
        throw new IllegalArgumentException("folder " + root + " is not a folder");
      }
      if (!prefix.isEmpty() && !prefix.endsWith("/")) {
        throw new IllegalArgumentException("folder prefix must be empty or end in '/', was '"
            + prefix + "'");
      }
      entries.add(new Folder(root, prefix));
      return this;
    }

    /**
     * One file under {@code sourceId}. It is read when the indexer runs: a file missing then is
     * a failure of that document ({@link IndexResult#failures()}).
     */
    public Builder file(String sourceId, Path file) {
      entries.add(new FileEntry(requireId(sourceId), Objects.requireNonNull(file, "file")));
      return this;
    }

    /**
     * A parsed document under {@code sourceId}; its chunks are named by its own
     * {@link ParsedDocument#name()}, and its fingerprint tells whether it changed.
     */
    public Builder document(String sourceId, ParsedDocument document) {
      entries.add(new DocumentEntry(requireId(sourceId),
          Objects.requireNonNull(document, "document")));
      return this;
    }

    private static String requireId(String sourceId) {
      if (Objects.requireNonNull(sourceId, "sourceId").isBlank()) {
        throw new IllegalArgumentException("sourceId must not be blank");
      }
      return sourceId;
    }

    /** The sources added, in order. */
    public Sources build() {
      return new Sources(entries);
    }
  }
}
