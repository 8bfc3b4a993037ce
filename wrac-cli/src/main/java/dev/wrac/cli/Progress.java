package dev.wrac.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Progress on standard error for runs over many files: files done of the total, MB/s, the time
 * left and the failures so far. On a terminal one line is redrawn in place (at most four times
 * a second); otherwise (a log, a pipe, CI) a plain line is printed every ten seconds. Silent
 * for a single file and with {@code --quiet}.
 */
final class Progress {
  /** How progress is shown. */
  enum Mode {
    /** Nothing. */
    OFF,
    /** One line redrawn in place. */
    TERMINAL,
    /** A plain line now and then. */
    LINES
  }

  static final long REDRAW_NANOS = 250_000_000L;
  static final long LINE_NANOS = 10_000_000_000L;
  private static final int NAME_CHARS = 40;

  private final Mode mode;
  private final PrintStream out;
  private final long interval;
  private final int total;
  private final long totalBytes;
  private final long start = System.nanoTime();
  private long last = start;
  private int done;
  private int failed;
  private long bytes;
  private boolean shown;

  /**
   * @param files    the files of the run, in the order they finish
   * @param mode     how to show progress ({@link Mode#OFF} for a single file whatever is asked)
   * @param out      where to write
   * @param interval least time between two updates, in nanoseconds
   */
  Progress(List<Path> files, Mode mode, PrintStream out, long interval) {
    this.total = files.size();
    this.mode = total < 2 ? Mode.OFF : mode;
    this.out = out;
    this.interval = interval;
    long sum = 0;
    for (Path f : this.mode == Mode.OFF ? List.<Path>of() : files) {
      sum += size(f);
    }
    this.totalBytes = sum;
  }

  /** Progress on standard error, as a terminal or as plain lines, or none if {@code quiet}. */
  static Progress onStderr(List<Path> files, boolean quiet) {
    Mode mode = quiet ? Mode.OFF : Terminal.stderrIsTerminal() ? Mode.TERMINAL : Mode.LINES;
    return new Progress(files, mode, System.err,
        mode == Mode.TERMINAL ? REDRAW_NANOS : LINE_NANOS);
  }

  /** One more file finished ({@code ok} false if it failed). */
  synchronized void step(Path file, boolean ok) {
    done++;
    failed += ok ? 0 : 1;
    if (mode == Mode.OFF) {
      return;
    }
    bytes += size(file);
    long now = System.nanoTime();
    if (done == total || now - last < interval) {
      return;
    }
    last = now;
    if (mode == Mode.TERMINAL) {
      out.print("\r" + line(now, file) + "\033[K");
      shown = true;
    } else {
      out.println(line(now, file));
    }
    out.flush();
  }

  /** Clears the redrawn line, so that a message or the summary starts on a clean line. */
  synchronized void clear() {
    if (shown) {
      out.print("\r\033[K");
      out.flush();
      shown = false;
    }
  }

  /** "[12/340] 35%, 3.5 MB/s, 1m20s left, 2 failed: guide.md". */
  String line(long now, Path file) {
    double seconds = Math.max(1e-3, (now - start) / 1e9);
    double rate = bytes / seconds;
    StringBuilder sb = new StringBuilder(96);
    sb.append('[').append(done).append('/').append(total).append("] ");
    sb.append(totalBytes == 0 ? 100 * done / total : (int) (100 * bytes / totalBytes)).append('%');
    sb.append(String.format(Locale.ROOT, rate < 1e6 ? ", %.2f MB/s" : ", %.1f MB/s", rate / 1e6));
    if (done < total && rate > 0 && seconds >= 1) {
      sb.append(", ").append(duration((totalBytes - bytes) / rate)).append(" left");
    }
    sb.append(", ").append(failed).append(" failed: ").append(name(file));
    return sb.toString();
  }

  /** 42 as "42s", 80 as "1m20s", 7380 as "2h03m". */
  static String duration(double seconds) {
    long s = Math.round(Math.max(0, seconds));
    if (s < 60) {
      return s + "s";
    }
    if (s < 3600) {
      return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
    }
    return String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60);
  }

  private static String name(Path file) {
    Path f = file.getFileName();
    String name = f == null ? file.toString() : f.toString();
    return name.length() <= NAME_CHARS ? name
        : "\u2026" + name.substring(name.length() - NAME_CHARS + 1);
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  /** Whether standard error is a terminal (Java has no isatty; Linux says it in /proc). */
  static final class Terminal {
    private Terminal() {}

    static boolean stderrIsTerminal() {
      if ("dumb".equals(System.getenv("TERM"))) {
        return false;
      }
      Path fd = Path.of("/proc/self/fd/2");
      if (Files.isSymbolicLink(fd)) {
        try {
          String target = Files.readSymbolicLink(fd).toString();
          return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | RuntimeException e) {
          return false;
        }
      }
      return System.console() != null;
    }
  }
}
