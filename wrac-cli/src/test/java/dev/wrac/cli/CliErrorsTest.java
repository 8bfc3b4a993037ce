package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every failure the command line can meet gives one line on standard error naming the file or
 * option and the problem, and a conventional exit code: 2 for usage errors, 1 for failed
 * inputs. The real command runs in-process on real files.
 */
class CliErrorsTest {
  @TempDir
  Path dir;
  private Path good;

  @BeforeEach
  void files() throws IOException {
    good = Files.writeString(dir.resolve("good.md"), "# Good\n\nSome text.\n");
    Files.write(dir.resolve("binary.md"), new byte[] {'x', 0, 1, 2, 3});
    Files.write(dir.resolve("empty.md"), new byte[0]);
    Files.writeString(dir.resolve("data.csv"), "a,b\n1,2\n");
    Files.createDirectories(dir.resolve("folder"));
  }

  @ParameterizedTest(name = "plan {0}")
  @CsvSource({
      "missing.md, no such file",
      "binary.md, not a text document",
      "empty.md, empty",
      "data.csv, no DocumentParser for extension 'csv'"})
  void planOnABadFileIsOneLineNamingItAndExitOne(String name, String problem) {
    CliRun run = CliRun.of("plan", dir.resolve(name).toString());
    assertThat(run.exit()).isEqualTo(1);
    assertOneLine(run, "error: " + dir.resolve(name) + ": ", problem);
    assertThat(run.out()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--planner foo | --planner foo: Unknown planner 'foo'. Known: [",
      "--planner replay:/nonexistent/replay | --planner replay:/nonexistent/replay: Replay source "
          + "/nonexistent/replay does not exist",
      "--tokenizer foo | --tokenizer: Unknown token counter 'foo'",
      "--heading-levels 9 | --heading-levels must be 0-6, was 9",
      "--max-tokens 0 | --max-tokens must be positive, was 0",
      "--max-tokens -5 | --max-tokens must be positive, was -5",
      "--target-tokens 1000 --max-tokens 100 | --max-tokens 100 must be at least "
          + "--target-tokens 1000",
      "--target-tokens 0 | --target-tokens must be positive, was 0",
      "--planner recursive:1100 --max-tokens 512 | --planner recursive:1100: Planner "
          + "'recursive' makes chunks of up to 1375 tokens, but --max-tokens set the maximum to "
          + "512",
      "--planner recursive:1100:2 | --planner recursive:1100:2: Planner 'recursive' takes one "
          + "size (recursive:1100), got '1100:2': overlap is not supported",
      "--max-tokens many | --max-tokens must be a whole number, was 'many'"})
  void aBadOptionIsOneLineNamingItAndExitTwo(String options, String message) {
    for (String command : List.of("plan", "chunk")) {
      List<String> args = new ArrayList<>(List.of(command));
      args.addAll(List.of(options.split(" ")));
      args.add(good.toString());
      CliRun run = CliRun.of(args.toArray(String[]::new));
      assertThat(run.exit()).as(command + " " + options).isEqualTo(2);
      assertOneLine(run, "error: ", message);
      assertThat(run.out()).isEmpty();
    }
  }

  @Test
  void chunkOptionsOfItsOwnAreCheckedToo() {
    assertOneLine(usage("chunk", "--threads", "0", good.toString()),
        "error: --threads must be at least 1, was 0");
    assertOneLine(usage("chunk", "--file-timeout", "-1", good.toString()),
        "error: --file-timeout must be 0 (no limit) or a positive number of seconds");
    assertOneLine(usage("parse", "--file-timeout", "-1", good.toString()),
        "error: --file-timeout must be 0");
    assertOneLine(usage("chunk", "--no-such-option", good.toString()),
        "error: Unknown option: '--no-such-option' (see 'wrac chunk --help')");
  }

  /**
   * The process environment cannot be changed in-process, so this one runs the same command
   * class in a child JVM with {@code WRAC_LLM_PROVIDER=nosuch}.
   */
  @Test
  void anUnknownLlmProviderIsAConfigurationErrorExitTwo() throws Exception {
    Path err = dir.resolve("err.txt");
    ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
        .toString(), "-cp", System.getProperty("java.class.path"), WracCommand.class.getName(),
        "plan", "--planner", "llm", good.toString())
        .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(err.toFile());
    pb.environment().put("WRAC_LLM_PROVIDER", "nosuch");
    Process p = pb.start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("child JVM finished").isTrue();
    String stderr = Files.readString(err);
    assertThat(p.exitValue()).as(stderr).isEqualTo(2);
    assertThat(stderr.strip().lines()).as(stderr).hasSize(1);
    assertThat(stderr).startsWith("error: --planner llm: ").contains("nosuch");
  }

  @Test
  void aFolderWithoutSupportedFilesSaysWhatWasSkippedAndWhy() throws IOException {
    Path folder = Files.createDirectories(dir.resolve("other"));
    Files.writeString(folder.resolve("table.csv"), "a,b\n");
    Files.writeString(folder.resolve("notes"), "no extension\n");
    CliRun run = CliRun.of("chunk", folder.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("error: " + folder + ": no supported files (")
        .contains("md").contains("html")
        .contains("table.csv: unsupported extension 'csv'")
        .contains("notes: unsupported extension ''")
        .contains("0 files (0 failed, 1 skipped), 0 chunks");
  }

  @Test
  void planOnAFolderIsAUsageError() {
    CliRun run = CliRun.of("plan", dir.resolve("folder").toString());
    assertThat(run.exit()).isEqualTo(2);
    assertOneLine(run, "error: " + dir.resolve("folder") + ": is a folder; wrac plan takes one "
        + "file");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void filesOfOtherFormatsInAFolderAreReportedAsSkipped() throws IOException {
    Path folder = Files.createDirectories(dir.resolve("mixed"));
    Files.writeString(folder.resolve("guide.md"), "# Guide\n\nText.\n");
    Files.writeString(folder.resolve("table.csv"), "a,b\n");
    CliRun run = CliRun.of("chunk", "--quiet", folder.toString());
    assertThat(run.exit()).isZero();
    assertThat(run.err()).contains("warning: " + folder + ": skipped 1 file of a format no "
        + "parser reads: table.csv");
  }

  @Test
  void versionIsTheProjectVersion() {
    CliRun run = CliRun.of("-V");
    assertThat(run.exit()).isZero();
    assertThat(run.out().strip()).matches("wrac \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
  }

  @Test
  void theAvailableParsersAreListedOnce() {
    CliRun run = CliRun.of("parse", dir.resolve("data.csv").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("Available: [");
    for (String parser : List.of("html [", "markdown [", "text [")) {
      assertThat(run.err().split(java.util.regex.Pattern.quote(parser), -1))
          .as(parser + " listed once in " + run.err()).hasSize(2);
    }
  }

  @Test
  void oneFileIsOneFile() {
    CliRun run = CliRun.of("chunk", good.toString());
    assertThat(run.exit()).isZero();
    assertThat(run.err()).startsWith("1 file (0 failed), 1 chunk;");
    CliRun parse = CliRun.of("parse", good.toString());
    assertThat(parse.err()).isEqualTo("1 file (0 failed)" + System.lineSeparator());
  }

  private static CliRun usage(String... args) {
    CliRun run = CliRun.of(args);
    assertThat(run.exit()).as(String.join(" ", args)).isEqualTo(2);
    return run;
  }

  private static void assertOneLine(CliRun run, String... parts) {
    assertThat(run.err().strip().lines()).as(run.err()).hasSize(1);
    assertThat(run.err()).as(run.err()).startsWith(parts[0]).doesNotContain("\tat ")
        .doesNotContain("Exception");
    for (String part : parts) {
      assertThat(run.err()).contains(part);
    }
  }
}
