package dev.wrac.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The job's own errors come first and alone: one line naming the option, then the exit code. */
class WracSparkJobErrorsTest {
  @TempDir
  Path tmp;

  @BeforeAll
  static void start() {
    LocalSpark.session();
  }

  /** The job's exit code and what it printed on standard error. */
  private record Run(int exit, String err) {}

  private static Run run(String... args) {
    PrintStream err = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      int exit = WracSparkJob.run(args);
      return new Run(exit, captured.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(err);
    }
  }

  @Test
  void aMissingInputIsOneLineBeforeSparkReadsAnything() {
    Path missing = tmp.resolve("no-such-folder");
    Run run = run("--input", missing.toString(), "--output", tmp.resolve("out").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err().strip()).isEqualTo("error: --input " + missing
        + ": no such file or folder");
  }

  @Test
  void anExistingOutputNamesOverwrite() throws IOException {
    Path docs = Files.createDirectories(tmp.resolve("docs"));
    Files.writeString(docs.resolve("a.md"), "# A\n\nText.\n");
    Path out = Files.createDirectories(tmp.resolve("out"));
    Run run = run("--input", docs.toString(), "--output", out.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err().strip()).isEqualTo("error: --output " + out
        + " exists; add --overwrite to replace it");
  }

  @Test
  void aBadOptionIsOneLineNotTheUsage() {
    Run run = run("--input", "x", "--output", "y", "--no-such-option");
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err().strip().lines()).singleElement().satisfies(line ->
        assertThat(line).startsWith("error: Unknown option: '--no-such-option'")
            .endsWith("(see --help)"));
  }
}
