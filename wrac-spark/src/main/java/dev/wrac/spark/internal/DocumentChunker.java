package dev.wrac.spark.internal;

import dev.wrac.Chunker;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.ChunkerListener;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.spark.SparkOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Row;

/**
 * Chunks one document of a Spark row into rows ({@link ChunkRows}): all of them, or one error
 * row naming the document and the problem. A document is chunked whole or not at all: its
 * chunks are kept in memory up to {@link DocumentSource#HOLD_MAX_BYTES} of source and in a
 * local spill file beyond (large documents go through {@link Chunker#chunk(DocumentSource,
 * java.util.function.Consumer)}, the streaming path, so memory stays bounded). Each document runs
 * on a worker thread with an 8 MB stack (as {@code ./wrac} gives the CLI) and a deadline of
 * {@link SparkOptions#fileTimeoutSeconds()} per 10 MB started.
 */
public final class DocumentChunker {
  /** Bytes of source each timeout step covers, as in {@code wrac chunk --file-timeout}. */
  static final long BYTES_PER_TIMEOUT = 10L << 20;
  private static final AtomicInteger THREADS = new AtomicInteger();
  private static final ExecutorService WORKERS = Executors.newCachedThreadPool(r -> {
    Thread t = new Thread(null, r, "wrac-spark-chunk-" + THREADS.incrementAndGet(), 8L << 20);
    t.setDaemon(true);
    return t;
  });

  private DocumentChunker() {}

  /**
   * The rows of the document at {@code path} (a Hadoop path), from {@code content} when given,
   * else read from its file system.
   */
  public static Iterator<Row> rows(SparkOptions spec, String path, byte[] content) {
    return rows(spec, path, content, true, null, ChunkerListener.NONE);
  }

  /**
   * The same, with the chunk rows {@link ChunkRows#CHUNK_SCHEMA without} the error columns when
   * {@code errorColumns} is false, and a failed document's error row handed to {@code failed}
   * instead of returned when it is not null (the job: one pass, no filter), and the chunker's
   * events reported to {@code listener} (the job's counters).
   */
  public static Iterator<Row> rows(SparkOptions spec, String path, byte[] content,
      boolean errorColumns, Consumer<Row> failed, ChunkerListener listener) {
    String name = documentName(path);
    try {
      return run(spec, path, name, content, errorColumns, listener);
    } catch (Exception | StackOverflowError | OutOfMemoryError e) {
      Row error = ChunkRows.error(path, name, e);
      if (failed == null) {
        return List.of(error).iterator();
      }
      failed.accept(error);
      return java.util.Collections.emptyIterator();
    }
  }

  /** The name {@code wrac chunk} gives the same file: its file name. */
  public static String documentName(String path) {
    return hadoopPath(path).getName();
  }

  /**
   * The Hadoop path of a {@code path} column: a URI as {@code binaryFile} gives it
   * ({@code file:///docs/a%20b.md}), or a plain path or URI that is not encoded.
   */
  static Path hadoopPath(String path) {
    try {
      return new Path(new URI(path));
    } catch (URISyntaxException e) {
      return new Path(path);
    }
  }

  /**
   * The file system of {@code file}; for local files the raw one, which reads names that the
   * checksum layer cannot ({@code "24:7 help.md"}) and has no checksum files to look for.
   */
  static FileSystem fileSystem(Path file) throws IOException {
    FileSystem fs = file.getFileSystem(HadoopConf.cached());
    return fs instanceof LocalFileSystem local ? local.getRaw() : fs;
  }

  private static Iterator<Row> run(SparkOptions spec, String path, String name, byte[] content,
      boolean errorColumns, ChunkerListener listener) throws Exception {
    Chunker chunker = Chunkers.of(spec).withListener(listener);
    try (LocalSource source = LocalSource.open(path, name, content)) {
      long size = source.size();
      double seconds = spec.fileTimeoutSeconds()
          * Math.max(1, (size + BYTES_PER_TIMEOUT - 1) / BYTES_PER_TIMEOUT);
      boolean spill = size > DocumentSource.HOLD_MAX_BYTES;
      Future<Iterator<Row>> job = WORKERS.submit(
          () -> chunkAll(chunker, source.source(), path, spill, errorColumns,
              chunker.hierarchical(), chunker.embedParents()));
      try {
        return seconds > 0 ? job.get((long) Math.ceil(seconds * 1000), TimeUnit.MILLISECONDS)
            : job.get();
      } catch (TimeoutException e) {
        job.cancel(true);
        throw new DocumentParseException(name, DocumentParseException.Reason.MALFORMED,
            String.format(Locale.ROOT, "gave up after %.0f s (fileTimeoutSeconds %s per 10 MB "
                + "started)", seconds, spec.fileTimeoutSeconds()));
      } catch (ExecutionException e) {
        throw rethrow(e.getCause());
      } catch (InterruptedException e) {
        job.cancel(true);
        Thread.currentThread().interrupt();
        throw e;
      }
    }
  }

  private static Iterator<Row> chunkAll(Chunker chunker, DocumentSource source, String path,
      boolean spill, boolean errorColumns, boolean levels, boolean embedParents)
      throws IOException {
    if (!spill) {
      List<Row> rows = new ArrayList<>();
      chunkInto(chunker, source, path, errorColumns, levels, embedParents, rows::add);
      return rows.iterator();
    }
    ChunkSpill file = ChunkSpill.create();
    try {
      chunkInto(chunker, source, path, errorColumns, levels, embedParents, file::write);
      return file.finish();
    } catch (RuntimeException | Error e) {
      file.discard();
      throw e;
    }
  }

  /**
   * The document's chunk rows into {@code sink}: streamed, or with {@code levels} every chunk of
   * every level of its hierarchy ({@link Chunker#hierarchy}), the leaves first, with their
   * level and parent, as {@code wrac chunk --levels} writes them, and whether to embed them
   * (leaves; the chunks above with {@code embedParents}).
   */
  private static void chunkInto(Chunker chunker, DocumentSource source, String path,
      boolean errorColumns, boolean levels, boolean embedParents, Consumer<Row> sink) {
    if (levels) {
      for (HierarchyChunk c : chunker.hierarchy(chunker.parse(source)).all()) {
        sink.accept(ChunkRows.of(c, embedParents, path, errorColumns));
      }
    } else {
      chunker.chunk(source, c -> sink.accept(ChunkRows.of(c, path, errorColumns)));
    }
  }

  private static Exception rethrow(Throwable cause) {
    if (cause instanceof UncheckedIOException u) {
      return u.getCause();
    }
    if (cause instanceof Exception e) {
      return e;
    }
    if (cause instanceof Error e) {
      throw e;
    }
    return new RuntimeException(cause);
  }

  /** The document as a {@link DocumentSource}: in memory when small, else a local copy. */
  private static final class LocalSource implements AutoCloseable {
    private final DocumentSource source;
    private final java.nio.file.Path tempDir;
    private final long size;

    private LocalSource(DocumentSource source, java.nio.file.Path tempDir, long size) {
      this.source = source;
      this.tempDir = tempDir;
      this.size = size;
    }

    static LocalSource open(String path, String name, byte[] content) throws IOException {
      boolean gzip = name.toLowerCase(Locale.ROOT).endsWith(".gz");
      Path file = hadoopPath(path);
      FileSystem fs = null;
      long size;
      if (content != null) {
        size = content.length;
      } else {
        fs = fileSystem(file);
        size = fs.getFileStatus(file).getLen();
      }
      if (!gzip && size <= DocumentSource.HOLD_MAX_BYTES) {
        byte[] bytes = content != null ? content : readAll(fs, file, size);
        return new LocalSource(DocumentSource.ofBytes(name, bytes), null, size);
      }
      java.nio.file.Path dir = Files.createTempDirectory("wrac-spark-");
      java.nio.file.Path local = dir.resolve(name);
      if (content != null) {
        Files.write(local, content);
      } else {
        try (InputStream in = fs.open(file)) {
          Files.copy(in, local);
        }
      }
      return new LocalSource(DocumentSource.of(local), dir, size);
    }

    private static byte[] readAll(FileSystem fs, Path file, long size) throws IOException {
      try (InputStream in = fs.open(file)) {
        return in.readNBytes((int) size + 1);
      }
    }

    DocumentSource source() {
      return source;
    }

    long size() {
      return size;
    }

    @Override
    public void close() throws IOException {
      if (tempDir != null) {
        try (var files = Files.walk(tempDir)) {
          for (java.nio.file.Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
            Files.deleteIfExists(p);
          }
        }
      }
    }
  }
}
