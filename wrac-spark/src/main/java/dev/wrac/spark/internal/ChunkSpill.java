package dev.wrac.spark.internal;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.Row;

/**
 * The rows of one large document in a local temporary file, so a document is handed to Spark
 * whole or not at all without holding its chunks in memory. The file is deleted once read to
 * the end, or when the task ends, whichever comes first.
 */
final class ChunkSpill {
  private final Path file;
  private final ObjectOutputStream out;
  private long count;

  private ChunkSpill(Path file) throws IOException {
    this.file = file;
    this.out = new ObjectOutputStream(new BufferedOutputStream(Files.newOutputStream(file),
        1 << 16));
  }

  static ChunkSpill create() throws IOException {
    return new ChunkSpill(Files.createTempFile("wrac-spark-chunks-", ".bin"));
  }

  void write(Row row) {
    try {
      out.writeObject(row);
      out.reset();
      count++;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Closes the file and reads it back, a row at a time. */
  Iterator<Row> finish() throws IOException {
    out.close();
    ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(
        Files.newInputStream(file), 1 << 16));
    TaskContext task = TaskContext.get();
    if (task != null) {
      task.addTaskCompletionListener((org.apache.spark.util.TaskCompletionListener) t -> close(in));
    }
    return new Iterator<>() {
      private long read;

      @Override
      public boolean hasNext() {
        if (read < count) {
          return true;
        }
        close(in);
        return false;
      }

      @Override
      public Row next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        try {
          read++;
          return (Row) in.readObject();
        } catch (EOFException e) {
          throw new UncheckedIOException("spill file " + file + " ended early", e);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
          throw new IllegalStateException(e);
        }
      }
    };
  }

  /** Deletes the file after a failure. */
  void discard() {
    try {
      out.close();
    } catch (IOException ignored) {
      // deleting it anyway
    }
    delete();
  }

  private void close(ObjectInputStream in) {
    try {
      in.close();
    } catch (IOException ignored) {
      // deleting it anyway
    }
    delete();
  }

  private void delete() {
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // a temporary file: the JVM's temp folder is cleaned by the cluster
    }
  }
}
