package dev.wrac.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options of the commands that read many files: the per-file deadline. */
final class FileOptions {
  @Option(names = "--file-timeout", paramLabel = "SECONDS", defaultValue = "120",
      description = "Give up on a file after this many seconds for each 10 MB started of its "
          + "size (default ${DEFAULT-VALUE}: 120 s up to 10 MB, 240 s up to 20 MB, ...; "
          + "decimals allowed; 0 = no limit). A file past its deadline is reported as failed "
          + "(exit code 1) and the run goes on with the next file.")
  double fileTimeout;

  /** Bytes of file each {@code --file-timeout} covers. */
  static final long BYTES_PER_TIMEOUT = 10L << 20;

  /** The deadline in seconds per 10 MB started, 0 for none. */
  double seconds() {
    if (fileTimeout < 0 || Double.isNaN(fileTimeout) || Double.isInfinite(fileTimeout)) {
      throw new UsageError("--file-timeout must be 0 (no limit) or a positive number of "
          + "seconds, was " + fileTimeout);
    }
    return fileTimeout;
  }

  /** The deadline of {@code file} in seconds (0 for none), from its size. */
  static double deadline(double secondsPer10Mb, Path file) {
    long size;
    try {
      size = Files.size(file);
    } catch (IOException e) {
      size = 0;
    }
    return secondsPer10Mb * Math.max(1, (size + BYTES_PER_TIMEOUT - 1) / BYTES_PER_TIMEOUT);
  }
}
