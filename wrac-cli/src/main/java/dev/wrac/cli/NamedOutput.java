package dev.wrac.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An output file whose errors name it: {@code cannot write /proc/version: Input/output error}
 * rather than a bare {@code Input/output error} (when opening, writing, flushing or closing).
 */
final class NamedOutput extends FilterOutputStream {
  private final Path file;

  private NamedOutput(Path file, OutputStream out) {
    super(out);
    this.file = file;
  }

  /**
   * Opens (creates or truncates) {@code file} for writing, creating the folders it goes in
   * that are missing ({@link #createFolders}).
   */
  static OutputStream open(Path file) throws IOException {
    Path parent = file.getParent();
    if (parent != null) {
      createFolders(parent, "cannot write " + file);
    }
    try {
      return new NamedOutput(file, Files.newOutputStream(file));
    } catch (IOException e) {
      throw named(file, e);
    }
  }

  /**
   * Creates the folder {@code dir} and those above it that are missing. An error starts with
   * {@code doing} and says what is in the way in words: {@code cannot write notes/x.jsonl:
   * notes is not a directory} (Java's own error for that is the bare path, {@code notes}).
   */
  static void createFolders(Path dir, String doing) throws IOException {
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      for (Path p = dir; p != null; p = p.getParent()) {
        if (Files.exists(p)) {
          if (!Files.isDirectory(p)) {
            throw new IOException(doing + ": " + p + " is not a directory", e);
          }
          break;
        }
      }
      throw new IOException(doing + ": cannot create the folder " + dir + " ("
          + Exit.oneLine(e) + ")", e);
    }
  }

  @Override
  public void write(int b) throws IOException {
    try {
      out.write(b);
    } catch (IOException e) {
      throw named(file, e);
    }
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    try {
      out.write(b, off, len);
    } catch (IOException e) {
      throw named(file, e);
    }
  }

  @Override
  public void flush() throws IOException {
    try {
      out.flush();
    } catch (IOException e) {
      throw named(file, e);
    }
  }

  @Override
  public void close() throws IOException {
    try {
      out.close();
    } catch (IOException e) {
      throw named(file, e);
    }
  }

  private static IOException named(Path file, IOException e) {
    if (e.getMessage() != null && e.getMessage().startsWith("cannot write " + file)) {
      return e;
    }
    String reason = e instanceof FileSystemException f ? Exit.reason(f)
        : String.valueOf(e.getMessage());
    return new IOException("cannot write " + file + ": " + reason, e);
  }
}
