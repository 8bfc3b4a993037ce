package dev.wrac.cli;

import dev.wrac.error.WracException;

/**
 * The exit codes of {@code wrac} and the one-line form of an error. 0: everything worked; 1: an
 * input failed (unreadable, unsupported, timed out, skipped); 2: a usage error (a bad option or
 * configuration), nothing processed; 3: {@code chunk --strict} and a planner fell back.
 */
final class Exit {
  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;
  static final int FELL_BACK = 3;

  private Exit() {}

  /** The error as one line, without the document name a parse error repeats. */
  static String oneLine(Throwable e) {
    return WracException.oneLine(e, "raise the heap with WRAC_JAVA_OPTS=-Xmx...");
  }

  /** "1 file", "2 files". */
  static String count(long n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
