package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that writes a file says what is wrong with its path in words, not with Java's
 * bare path ({@code error: /tmp/x/notes}): an output under a regular file, a folder in the way.
 */
class OutputPathErrorsTest {
  @TempDir
  Path dir;

  private Path doc;
  private Path file;

  @BeforeEach
  void files() throws IOException {
    doc = Files.writeString(dir.resolve("guide.md"), "# Guide\n\nText.\n");
    file = Files.writeString(dir.resolve("notes"), "a regular file, not a folder\n");
  }

  @Test
  void chunkOutUnderARegularFileSaysItIsNotADirectory() {
    Path out = file.resolve("x.jsonl");
    CliRun run = CliRun.of("chunk", "--quiet", "--out", out.toString(), doc.toString());
    assertThat(run.exit()).isEqualTo(Exit.FAILED);
    assertThat(run.err()).isEqualTo("error: cannot write " + out + ": " + file
        + " is not a directory" + System.lineSeparator());

    Path deeper = file.resolve("sub").resolve("x.jsonl");   // the system's "Not a directory"
    CliRun deep = CliRun.of("chunk", "--quiet", "--out", deeper.toString(), doc.toString());
    assertThat(deep.err()).isEqualTo("error: cannot write " + deeper + ": " + file
        + " is not a directory" + System.lineSeparator());
  }

  @Test
  void chunkDeltaUnderARegularFileSaysItIsNotADirectory() {
    Path delta = file.resolve("delta.jsonl");
    CliRun run = CliRun.of("chunk", "--quiet", "--delta", delta.toString(), "--out",
        dir.resolve("out.jsonl").toString(), doc.toString());
    assertThat(run.exit()).isEqualTo(Exit.FAILED);
    assertThat(run.err()).isEqualTo("error: cannot write " + delta + ": " + file
        + " is not a directory" + System.lineSeparator());
  }

  @Test
  void chunkOutIntoMissingFoldersCreatesThemAsHelpSays() throws IOException {
    Path out = dir.resolve("a").resolve("b").resolve("chunks.jsonl");
    CliRun run = CliRun.of("chunk", "--quiet", "--out", out.toString(), doc.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(Files.readString(out)).contains("Text.");
    assertThat(CliRun.of("chunk", "--help").out().replaceAll("\\s+", " "))
        .contains("--out=FILE Write the JSON Lines here instead of standard output (missing "
            + "folders are created).");
  }

  @Test
  void viewAndCostOutputsUnderARegularFileSayItIsNotADirectory() {
    Path page = file.resolve("page.html");
    CliRun view = CliRun.of("view", "--quiet", "--out", page.toString(), doc.toString());
    assertThat(view.exit()).isEqualTo(Exit.FAILED);
    assertThat(view.err()).isEqualTo("error: cannot write " + page + ": " + file
        + " is not a directory" + System.lineSeparator());

    Path json = file.resolve("cost.json");
    CliRun cost = CliRun.of("cost", "--json", json.toString(), doc.toString());
    assertThat(cost.exit()).isEqualTo(Exit.FAILED);
    assertThat(cost.err()).isEqualTo("error: cannot write " + json + ": " + file
        + " is not a directory" + System.lineSeparator());
  }

  @Test
  void benchReportsUnderARegularFileAreRefusedBeforeTheRun() throws IOException {
    Path queries = Files.writeString(dir.resolve("q.csv"),
        "Query,Query Type,Supporting Facts\nHow?,Factual,Text.\n");
    Path out = file.resolve("reports");
    CliRun run = CliRun.of("bench", "--quiet", "--docs", dir.toString(), "--queries",
        queries.toString(), "--out", out.toString());
    assertThat(run.exit()).isEqualTo(Exit.FAILED);
    assertThat(run.err()).isEqualTo("error: cannot write the reports to " + out + ": " + file
        + " is not a directory" + System.lineSeparator());
  }

  @Test
  void viewOntoAFolderThatIsNotEmptySaysSoNotJustItsPath() throws IOException {
    Path folder = Files.createDirectories(dir.resolve("pages"));
    Files.writeString(folder.resolve("old.html"), "<p>old</p>");
    CliRun view = CliRun.of("view", "--quiet", "--out", folder.toString(), doc.toString());
    assertThat(view.exit()).isEqualTo(Exit.FAILED);
    assertThat(view.err()).isEqualTo("error: " + folder + ": directory not empty"
        + System.lineSeparator());
  }

  @Test
  void fileSystemErrorsWithABarePathArePutInWords() {
    assertThat(Exit.oneLine(new AccessDeniedException("/srv/out.jsonl")))
        .isEqualTo("/srv/out.jsonl: permission denied");
    assertThat(Exit.oneLine(new UncheckedIOException(new NoSuchFileException("gone.md"))))
        .isEqualTo("gone.md: no such file or directory");
    assertThat(Exit.oneLine(new FileAlreadyExistsException("a.part", "a.html", null)))
        .isEqualTo("a.part (to a.html): already exists");
    assertThat(Exit.oneLine(new java.nio.file.FileSystemException("x", null, "Is a directory")))
        .isEqualTo("x: Is a directory");
  }
}
