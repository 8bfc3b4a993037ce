package dev.wrac.parsers.internal.html;

import dev.wrac.parse.ParseDeadline;
import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/** A page's characters as jsoup reads them, the time budget checked at each buffer it fills. */
final class CheckedReader extends FilterReader {
  /** The stage the time budget names, with the character reached. */
  static final String READING = "reading the HTML at character";

  private final ParseDeadline deadline;
  private long read;

  CheckedReader(Reader in, ParseDeadline deadline) {
    super(in);
    this.deadline = deadline;
  }

  @Override
  public int read() throws IOException {
    deadline.check(READING, read);
    int c = super.read();
    read += c < 0 ? 0 : 1;
    return c;
  }

  @Override
  public int read(char[] buffer, int offset, int length) throws IOException {
    deadline.check(READING, read);
    int n = super.read(buffer, offset, length);
    read += Math.max(0, n);
    return n;
  }
}
