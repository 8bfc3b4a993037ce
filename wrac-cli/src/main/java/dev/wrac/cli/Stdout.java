package dev.wrac.cli;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** Standard output as a buffered stream whose {@code close()} flushes but keeps it open. */
final class Stdout {
  private Stdout() {}

  static OutputStream open() {
    return new BufferedOutputStream(new FilterOutputStream(System.out) {
      @Override
      public void write(byte[] b, int off, int len) {
        System.out.write(b, off, len);
      }

      @Override
      public void close() {
        System.out.flush();
      }
    }, 1 << 16);
  }
}
