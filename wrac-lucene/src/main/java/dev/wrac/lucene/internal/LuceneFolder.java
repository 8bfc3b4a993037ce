package dev.wrac.lucene.internal;

import dev.wrac.lucene.LuceneException;
import dev.wrac.lucene.LuceneIndexLockedException;
import dev.wrac.lucene.NotALuceneIndexException;
import dev.wrac.lucene.VectorDimensionException;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.CorruptIndexException;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.FieldInfos;
import org.apache.lucene.index.IndexFormatTooNewException;
import org.apache.lucene.index.IndexFormatTooOldException;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SerialMergeScheduler;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.LockObtainFailedException;

/**
 * One Lucene index folder as both wrac-lucene stores use it: opened for writing (the
 * {@code write.lock} held) or read-only, every write committed before it returns, the
 * store's kind, model and vector dimension kept in the commit's user data. Not API.
 */
public final class LuceneFolder implements Closeable {
  /** The vector field (HNSW, cosine). */
  public static final String VECTOR = "vector";
  /** The key field: updates and deletes go by its term. */
  public static final String ID = "id";

  private static final String KIND = "wrac.kind";
  private static final String MODEL = "wrac.model";
  private static final String DIMENSION = "wrac.dimension";

  private final Path path;
  private final String kind;
  private final Directory directory;
  private final IndexWriter writer;
  private final SearcherManager searchers;
  private final Map<String, String> data = new HashMap<>();
  private String failed;

  private LuceneFolder(Path path, String kind, Directory directory, IndexWriter writer,
      SearcherManager searchers, Map<String, String> committed) {
    this.path = path;
    this.kind = kind;
    this.directory = directory;
    this.writer = writer;
    this.searchers = searchers;
    this.data.putAll(committed);
  }

  /**
   * Opens the index under {@code path}; for writing, an empty or missing folder becomes an
   * empty index (committed at once, so a reader can open it).
   *
   * @param kind what the index holds ({@code units} or {@code segments}): an index of the
   *             other kind is refused
   */
  public static LuceneFolder open(Path path, String kind, boolean readOnly) {
    return open(path, kind, readOnly, null);
  }

  /**
   * As {@link #open(Path, String, boolean)}, the directory wrapped by {@code wrap} (tests: a
   * hook at each file written) and merges run on the writing thread, so that the same writes
   * always write the same files on that thread; {@code null}: as is.
   */
  public static LuceneFolder open(Path path, String kind, boolean readOnly,
      UnaryOperator<Directory> wrap) {
    if (Files.exists(path) && !Files.isDirectory(path)) {
      throw new NotALuceneIndexException("'" + path + "' is a file, not a Lucene index folder",
          null);
    }
    Directory directory = null;
    try {
      if (readOnly && !Files.isDirectory(path)) {
        throw new NotALuceneIndexException("No Lucene index at '" + path + "': the folder "
            + "does not exist", null);
      }
      boolean empty = !Files.isDirectory(path) || isEmpty(path);
      directory = FSDirectory.open(path);
      if (wrap != null) {
        directory = wrap.apply(directory);
      }
      if (!empty && !DirectoryReader.indexExists(directory)) {
        throw new NotALuceneIndexException("'" + path + "' is not a Lucene index: it holds "
            + "files but no segments_N file; give a new or empty folder", null);
      }
      if (readOnly && empty) {
        throw new NotALuceneIndexException("No Lucene index at '" + path + "': the folder is "
            + "empty", null);
      }
      IndexWriter writer = null;
      SearcherManager searchers;
      Map<String, String> committed = new HashMap<>();
      if (readOnly) {
        DirectoryReader reader = DirectoryReader.open(directory);
        committed.putAll(reader.getIndexCommit().getUserData());
        searchers = new SearcherManager(reader, null);
      } else {
        IndexWriterConfig config = new IndexWriterConfig()
            .setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND)
            .setCommitOnClose(false);
        if (wrap != null) {
          config.setMergeScheduler(new SerialMergeScheduler());
        }
        writer = new IndexWriter(directory, config);
        if (!empty) {
          try (DirectoryReader reader = DirectoryReader.open(directory)) {
            committed.putAll(reader.getIndexCommit().getUserData());
          }
        }
        searchers = new SearcherManager(writer, null);
      }
      String held = committed.get(KIND);
      if (held != null && !held.equals(kind)) {
        throw new NotALuceneIndexException("'" + path + "' is a wrac-lucene index of " + held
            + ", not of " + kind + ": open it with the store that wrote it", null);
      }
      LuceneFolder folder = new LuceneFolder(path, kind, directory, writer, searchers,
          committed);
      if (writer != null && empty) {
        folder.write(w -> { });
      }
      return folder;
    } catch (LockObtainFailedException e) {
      closeQuietly(directory);
      throw new LuceneIndexLockedException("Lucene index '" + path + "' is locked by another "
          + "writer (its write.lock is held: another wrac index run, or another open store)",
          e);
    } catch (CorruptIndexException | IndexFormatTooOldException
        | IndexFormatTooNewException e) {
      closeQuietly(directory);
      throw new NotALuceneIndexException("'" + path + "' is not a readable Lucene index: "
          + oneLine(e), e);
    } catch (IOException e) {
      closeQuietly(directory);
      throw new LuceneException("Cannot open Lucene index '" + path + "': " + oneLine(e), e);
    } catch (RuntimeException e) {
      closeQuietly(directory);
      throw e;
    }
  }

  private static boolean isEmpty(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.findAny().isEmpty();
    }
  }

  private static void closeQuietly(Directory d) {
    if (d != null) {
      try {
        d.close();
      } catch (IOException ignored) {
        // the first error is the one to report
      }
    }
  }

  /** The folder, for messages. */
  public Path path() {
    return path;
  }

  /** Whether writes are allowed. */
  public boolean writable() {
    return writer != null;
  }

  /** The model recorded at the last commit, or {@code null}. */
  public synchronized String model() {
    return data.get(MODEL);
  }

  /** Records {@code model} with the next commit. */
  public synchronized void model(String model) {
    data.put(MODEL, model);
  }

  /** The vector dimension, or 0 while no vector was written. */
  public synchronized int dimension() {
    String d = data.get(DIMENSION);
    if (d != null) {
      return Integer.parseInt(d);
    }
    return searcher(s -> {
      FieldInfo info = FieldInfos.getMergedFieldInfos(s.getIndexReader()).fieldInfo(VECTOR);
      return info == null ? 0 : info.getVectorDimension();
    });
  }

  /**
   * Checks a vector to write ({@code what}: "unit X") against the index's dimension, setting
   * it with the first vector.
   */
  public synchronized void checkDimension(float[] vector, String what) {
    int held = dimension();
    if (held == 0) {
      data.put(DIMENSION, Integer.toString(vector.length));
    } else if (vector.length != held) {
      throw new VectorDimensionException("Lucene index '" + path + "' holds vectors of " + held
          + " dimensions, " + what + " has " + vector.length + " (another embedding model?)",
          held, vector.length);
    }
  }

  /** Checks a query vector against the index's dimension (an empty index takes any). */
  public void checkQuery(float[] query) {
    int held = dimension();
    if (held != 0 && query.length != held) {
      throw new VectorDimensionException("Lucene index '" + path + "' holds vectors of " + held
          + " dimensions, the query has " + query.length + " (another embedding model?)", held,
          query.length);
    }
  }

  /** The writes of one call: replaced on a {@link Writes} by {@link #write}. */
  @FunctionalInterface
  public interface WriteOps {
    void apply(Writes w) throws IOException;
  }

  /** Writes by id inside {@link #write}. */
  public final class Writes {
    private Writes() {}

    /** Replaces the document with this id (adds it when absent). */
    public void update(String id, Document doc) throws IOException {
      writer.updateDocument(new Term(ID, id), doc);
    }

    /** Deletes the document with this id, if held. */
    public void delete(String id) throws IOException {
      writer.deleteDocuments(new Term(ID, id));
    }

    /** Deletes every document. */
    public void deleteAll() throws IOException {
      writer.deleteAll();
    }
  }

  /**
   * Applies {@code ops} and commits (durable: fsynced), with the kind, model and dimension in
   * the commit's user data, then refreshes the searcher: all of it or, on a failure, none (the
   * writer rolls back to the last commit and closes; the store must be opened again).
   *
   * @throws LuceneException naming the folder, when a write or the commit fails
   */
  public synchronized void write(WriteOps ops) {
    requireWritable();
    if (failed != null) {
      throw new LuceneException("Lucene index '" + path + "' was closed after a failed write ("
          + failed + "): open it again", null);
    }
    try {
      ops.apply(new Writes());
      commit();
    } catch (IOException | RuntimeException e) {
      failed = oneLine(e);
      try {
        writer.rollback();
      } catch (IOException | RuntimeException suppressed) {
        e.addSuppressed(suppressed);
      }
      if (e instanceof LuceneException le) {
        throw le;
      }
      throw new LuceneException("Lucene index '" + path + "': the write failed, nothing of it "
          + "was kept: " + oneLine(e), e);
    }
  }

  private void commit() throws IOException {
    data.put(KIND, kind);
    writer.setLiveCommitData(Map.copyOf(data).entrySet());
    writer.commit();
    searchers.maybeRefreshBlocking();
  }

  /** Runs {@code read} on a searcher of the last commit. */
  public <T> T searcher(SearchFunction<T> read) {
    try {
      IndexSearcher s = searchers.acquire();
      try {
        return read.apply(s);
      } finally {
        searchers.release(s);
      }
    } catch (IOException e) {
      throw new LuceneException("Lucene index '" + path + "': cannot read: " + oneLine(e), e);
    }
  }

  /** A read of the index. */
  @FunctionalInterface
  public interface SearchFunction<T> {
    T apply(IndexSearcher searcher) throws IOException;
  }

  private void requireWritable() {
    if (writer == null) {
      throw new UnsupportedOperationException("Lucene index '" + path + "' is open read-only");
    }
  }

  /** A message on one line. */
  public static String oneLine(Throwable e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return m.replaceAll("\\s*\\R\\s*", " ").strip();
  }

  @Override
  public synchronized void close() {
    try {
      searchers.close();
      if (writer != null && failed == null) {
        writer.rollback(); // nothing uncommitted is kept: every write committed already
      }
      directory.close();
    } catch (IOException e) {
      throw new LuceneException("Lucene index '" + path + "': cannot close: " + oneLine(e), e);
    }
  }
}
