package dev.wrac.cli;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One file's output while it waits for its turn: in memory up to a limit, then in a temporary
 * file, so a huge document costs disk, not heap. Written by one worker, then copied to the real
 * output or discarded; a write after {@link #discard()} fails, which stops an abandoned worker
 * at its next chunk.
 */
final class SpillBuffer extends OutputStream {
  private final int memoryLimit;
  private ByteArrayOutputStream memory = new ByteArrayOutputStream();
  private Path spill;
  private OutputStream disk;
  private boolean discarded;

  SpillBuffer(int memoryLimit) {
    this.memoryLimit = memoryLimit;
  }

  @Override
  public synchronized void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public synchronized void write(byte[] b, int off, int len) throws IOException {
    if (discarded) {
      throw new IOException("output discarded (the file was abandoned)");
    }
    if (disk == null && memory.size() + len > memoryLimit) {
      spill = Files.createTempFile("wrac-chunks-", ".jsonl");
      disk = new BufferedOutputStream(Files.newOutputStream(spill), 1 << 16);
      memory.writeTo(disk);
      memory = null;
    }
    if (disk != null) {
      disk.write(b, off, len);
    } else {
      memory.write(b, off, len);
    }
  }

  /** Whether the output went to a temporary file. */
  synchronized boolean spilled() {
    return spill != null;
  }

  /** Copies everything written to {@code out}, then {@linkplain #discard() discards} it. */
  synchronized void copyTo(OutputStream out) throws IOException {
    if (discarded) {
      throw new IOException("output discarded");
    }
    if (disk != null) {
      disk.close();
      disk = null;
      Files.copy(spill, out);
    } else {
      memory.writeTo(out);
    }
    discard();
  }

  /** Frees the memory and deletes the temporary file; later writes fail. */
  synchronized void discard() {
    discarded = true;
    memory = null;
    try {
      if (disk != null) {
        disk.close();
      }
    } catch (IOException ignored) {
      // deleting below is what matters
    }
    disk = null;
    if (spill != null) {
      try {
        Files.deleteIfExists(spill);
      } catch (IOException ignored) {
        spill.toFile().deleteOnExit();
      }
    }
  }
}
