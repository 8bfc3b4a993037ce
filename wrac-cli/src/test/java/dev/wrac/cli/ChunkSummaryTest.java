package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChunkSummaryTest {
  @TempDir
  Path dir;

  @Test
  void theSummaryGroupsFailuresByReasonWithTheFirstFiles() throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("a-good.md"), "# Good\n\nSome text.\n");
    for (String n : new String[] {"e1", "e2", "e3", "e4", "e5"}) {
      Files.writeString(docs.resolve(n + ".md"), "  \n");
    }
    Files.write(docs.resolve("latin1.md"), "# Caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
    Path out = dir.resolve("chunks.jsonl");

    CliRun run = CliRun.of("chunk", "--out", out.toString(), docs.toString(),
        dir.resolve("nope.md").toString());

    assertThat(run.exit()).isEqualTo(1);
    String err = run.err();
    assertThat(err).contains("7 files (6 failed, 1 skipped), 1 chunk")
        .contains("\nfailures by reason:\n"
            + "  empty: 5 (e1.md, e2.md, e3.md and 2 more)\n"
            + "  malformed encoding: 1 (latin1.md); save the files as UTF-8\n"
            + "  skipped: 1 (" + dir.resolve("nope.md") + ": no such file)\n");
    assertThat(Files.readAllLines(out)).hasSize(1);
  }

  @Test
  void quietLeavesOnlyTheErrorLines(@TempDir Path docs) throws IOException {
    Path good = Files.writeString(docs.resolve("good.md"), "# Good\n\nSome text.\n");
    Path empty = Files.writeString(docs.resolve("empty.md"), "");
    Path out = dir.resolve("chunks.jsonl");

    CliRun run = CliRun.of("chunk", "--quiet", "--out", out.toString(), good.toString(),
        empty.toString());

    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err().lines().toList()).singleElement().asString()
        .startsWith("error: " + empty + ": ");
    assertThat(Files.readAllLines(out)).hasSize(1);
    assertThat(CliRun.of("chunk", "-q", "--out", out.toString(), good.toString()).err())
        .isEmpty();
  }

  @Test
  void reasonsComeFromTheParseErrorOrTheKindOfFailure() {
    assertThat(Failures.reason(new DocumentParseException("x.pdf", Reason.ENCRYPTED, "locked")))
        .isEqualTo("encrypted");
    assertThat(Failures.reason(new DocumentParseException("x", Reason.NOT_REGULAR_FILE, "fifo")))
        .isEqualTo("not regular file");
    assertThat(Failures.reason(new FileRun.TimedOut(0.5))).isEqualTo("timed out");
    assertThat(Failures.reason(new OutOfMemoryError("Java heap space")))
        .isEqualTo("out of memory");
    assertThat(Failures.reason(new IOException("disk"))).isEqualTo("unreadable");
    assertThat(Failures.reason(new IllegalStateException("bug")))
        .isEqualTo("error (IllegalStateException)");

    Failures f = new Failures();
    f.add(Path.of("big.md"), new FileRun.TimedOut(120));
    assertThat(f.describe()).containsExactly("  timed out: 1 (big.md); raise --file-timeout "
        + "(seconds per 10 MB; 0 = no limit)");
  }
}
