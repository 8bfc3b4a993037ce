package dev.wrac.documents.office.internal;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A stream that remembers its last bytes, so that after a ZIP archive was read from it
 * entry by entry (which never looks at the end) it can tell whether the archive is whole: a
 * ZIP ends with its end-of-central-directory record ({@code PK\5\6}, within the last
 * 65,557 bytes). A truncated download lacks it.
 */
final class ZipTail extends FilterInputStream {
  /** The record (22 bytes) plus the longest comment (65,535). */
  private static final int TAIL = 22 + 65_535;
  private final byte[] ring = new byte[TAIL];
  private long count;

  ZipTail(InputStream in) {
    super(in);
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b >= 0) {
      ring[(int) (count++ % TAIL)] = (byte) b;
    }
    return b;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n = super.read(b, off, len);
    for (int k = 0; k < n; k++) {
      ring[(int) (count++ % TAIL)] = b[off + k];
    }
    return n;
  }

  @Override
  public long skip(long n) throws IOException {
    byte[] buffer = new byte[8192];
    long skipped = 0;
    while (skipped < n) {
      int r = read(buffer, 0, (int) Math.min(buffer.length, n - skipped));
      if (r < 0) {
        break;
      }
      skipped += r;
    }
    return skipped;
  }

  /** Reads what is left and says whether the archive's last bytes hold its end record. */
  boolean complete() throws IOException {
    byte[] buffer = new byte[8192];
    while (read(buffer, 0, buffer.length) >= 0) {
      // drained; only the tail is kept
    }
    int size = (int) Math.min(count, TAIL);
    for (int back = 22; back <= size; back++) {
      long at = count - back;
      if (get(at) == 'P' && get(at + 1) == 'K' && get(at + 2) == 5 && get(at + 3) == 6) {
        return true;
      }
    }
    return false;
  }

  private byte get(long position) {
    return ring[(int) (position % TAIL)];
  }

  @Override
  public boolean markSupported() {
    return false;
  }
}
