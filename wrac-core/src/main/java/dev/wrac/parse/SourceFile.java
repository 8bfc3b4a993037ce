package dev.wrac.parse;

import dev.wrac.parse.DocumentParseException.Reason;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.zip.GZIPInputStream;

/**
 * A file behind a {@link DocumentSource}: checked before it is opened (a regular file within
 * the size limit), opened as often as it is read, inflated on the fly if it is a {@code .gz},
 * and counted while it is read, so no limit is exceeded before it is noticed.
 */
final class SourceFile {
  private final Path path;
  private final String name;
  private final boolean gzip;
  private final long fileBytes;
  private final SourceLimits limits;

  private SourceFile(Path path, String name, boolean gzip, long fileBytes, SourceLimits limits) {
    this.path = path;
    this.name = name;
    this.gzip = gzip;
    this.fileBytes = fileBytes;
    this.limits = limits;
  }

  /**
   * Checks a path before anything is read: it exists, is a regular file (never a directory,
   * FIFO, socket or device, which are not opened at all) and is within the size limit.
   */
  static SourceFile check(Path path, String name, boolean gzip, SourceLimits limits) {
    BasicFileAttributes attributes;
    try {
      attributes = Files.readAttributes(path, BasicFileAttributes.class);
    } catch (NoSuchFileException e) {
      throw new DocumentParseException(name, Reason.UNREADABLE, "no such file: " + path, e);
    } catch (IOException e) {
      throw new DocumentParseException(name, Reason.UNREADABLE, "cannot read " + path + ": " + e,
          e);
    }
    if (!attributes.isRegularFile()) {
      throw new DocumentParseException(name, Reason.NOT_REGULAR_FILE, path
          + (attributes.isDirectory() ? " is a directory" : " is not a regular file (a FIFO, "
          + "socket or device)") + ": not read");
    }
    long size = attributes.size();
    if (size > limits.maxBytes()) {
      throw tooLarge(name, size + " bytes exceed the maximum source size of "
          + limits.maxBytes() + " bytes (SourceLimits.maxBytes)");
    }
    return new SourceFile(path, name, gzip, size, limits);
  }

  /** The file's size on disk. */
  long fileBytes() {
    return fileBytes;
  }

  /** Whether the content is inflated from gzip. */
  boolean gzip() {
    return gzip;
  }

  /** A fresh stream of the content (inflated), refused once it passes a limit. */
  InputStream open() {
    try {
      InputStream raw = new Counted(Files.newInputStream(path), limits.maxBytes(), false);
      return gzip ? new Counted(new GZIPInputStream(raw, 64 * 1024),
          limits.maxInflatedBytes(fileBytes), true) : raw;
    } catch (IOException e) {
      throw new DocumentParseException(name, Reason.UNREADABLE, "cannot read " + path + ": " + e,
          e);
    }
  }

  /**
   * Reads the whole content once, counting it: the content itself if it is at most
   * {@code holdBytes}, else {@code null} (only counted, not kept); the count in {@code size[0]}.
   */
  byte[] readUpTo(long holdBytes, long[] size) {
    ByteArrayOutputStream held = new ByteArrayOutputStream(
        (int) Math.min(holdBytes, Math.max(1024, gzip ? fileBytes * 4 : fileBytes)));
    byte[] buffer = new byte[64 * 1024];
    long total = 0;
    try (InputStream in = open()) {
      for (int n; (n = in.read(buffer)) >= 0; ) {
        total += n;
        if (held != null && total <= holdBytes) {
          held.write(buffer, 0, n);
        } else {
          held = null;
        }
      }
    } catch (IOException e) {
      throw new DocumentParseException(name, Reason.UNREADABLE, "cannot read " + path + ": " + e,
          e);
    }
    size[0] = total;
    return held == null ? null : held.toByteArray();
  }

  private static DocumentParseException tooLarge(String name, String detail) {
    return new DocumentParseException(name, Reason.TOO_LARGE, detail);
  }

  /** Counts the bytes read and refuses the stream past its limit. */
  private final class Counted extends FilterInputStream {
    private final long limit;
    private final boolean inflated;
    private long count;

    Counted(InputStream in, long limit, boolean inflated) {
      super(in);
      this.limit = limit;
      this.inflated = inflated;
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        counted(1);
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) {
        counted(n);
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      long skipped = super.skip(n);
      counted(skipped);
      return skipped;
    }

    private void counted(long n) throws IOException {
      count += n;
      if (count > limit) {
        close();
        throw tooLarge(name, !inflated ? "the file grew past the maximum source size of "
            + limit + " bytes (SourceLimits.maxBytes) while it was read"
            : limit == limits.maxBytes() ? "inflates to more than the maximum source size of "
            + limit + " bytes (SourceLimits.maxBytes); refused while inflating"
            : "inflates to more than " + limit + " bytes from " + fileBytes
            + " compressed bytes, over the maximum expansion of " + limits.maxExpansionRatio()
            + ":1 (SourceLimits.maxExpansionRatio): refused as a decompression bomb");
      }
    }
  }
}
