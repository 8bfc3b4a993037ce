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

  /** Opens (creates or truncates) {@code file} for writing. */
  static OutputStream open(Path file) throws IOException {
    try {
      return new NamedOutput(file, Files.newOutputStream(file));
    } catch (IOException e) {
      throw named(file, e);
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
    String reason = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
        : e instanceof FileSystemException ? e.getClass().getSimpleName()
        : String.valueOf(e.getMessage());
    return new IOException("cannot write " + file + ": " + reason, e);
  }
}
