package dev.wrac.cli;

import picocli.CommandLine.Option;

/** Options of the commands that read many files: the per-file deadline. */
final class FileOptions {
  @Option(names = "--file-timeout", paramLabel = "SECONDS", defaultValue = "120",
      description = "Give up on a file after this many seconds (decimals allowed; 0 = no "
          + "limit; default ${DEFAULT-VALUE}): it is reported as failed and the run goes on "
          + "with the next file.")
  double fileTimeout;

  /** The deadline in seconds, 0 for none. */
  double seconds() {
    if (fileTimeout < 0 || Double.isNaN(fileTimeout) || Double.isInfinite(fileTimeout)) {
      throw new UsageError("--file-timeout must be 0 (no limit) or a positive number of "
          + "seconds, was " + fileTimeout);
    }
    return fileTimeout;
  }
}
