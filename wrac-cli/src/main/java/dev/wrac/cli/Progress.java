package dev.wrac.cli;

import java.nio.file.Path;

/**
 * A progress line on standard error for runs over many files: rewritten in place on a
 * terminal, printed about every tenth of the run otherwise. Silent for a single file.
 */
final class Progress {
  private final int total;
  private final boolean terminal = System.console() != null;
  private int done;
  private int lastDecile;

  Progress(int total) {
    this.total = total;
  }

  void step(Path file) {
    done++;
    if (total < 2) {
      return;
    }
    if (terminal) {
      System.err.printf("\r[%d/%d] %s\033[K", done, total, file.getFileName());
    } else {
      int decile = done * 10 / total;
      if (decile > lastDecile) {
        lastDecile = decile;
        System.err.printf("[%d/%d] %s%n", done, total, file.getFileName());
      }
    }
  }

  void done() {
    if (terminal && total >= 2) {
      System.err.print("\r\033[K");
    }
  }
}
