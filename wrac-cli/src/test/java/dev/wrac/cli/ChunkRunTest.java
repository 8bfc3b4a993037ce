package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code wrac chunk} over runs where one file misbehaves: the others are still written. */
class ChunkRunTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  @Test
  void aFifoIsSkippedWithoutBeingOpenedAndTheRunGoesOn() throws Exception {
    Path fifo = dir.resolve("f.md");
    assumeTrue(mkfifo(fifo), "mkfifo is not available here");
    Path a = Files.writeString(dir.resolve("good.md"), "# Good\n\nFirst.\n");
    Path b = Files.writeString(dir.resolve("good2.md"), "# Good two\n\nSecond.\n");
    Path out = dir.resolve("out.jsonl");
    CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CliRun.of("chunk",
        "--out", out.toString(), a.toString(), fifo.toString(), b.toString()));
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("error: " + fifo + ": not a regular file (a FIFO; never "
        + "opened), skipped").contains("2 files (0 failed, 1 skipped), 2 chunks");
    assertThat(docs(out)).containsExactly("good.md", "good2.md");

    CliRun folder = assertTimeoutPreemptively(Duration.ofSeconds(60),
        () -> CliRun.of("chunk", "--out", out.toString(), dir.toString()));
    assertThat(folder.exit()).as(folder.err()).isZero();
    assertThat(folder.err()).contains("warning: " + fifo + ": not a regular file (a FIFO; never "
        + "opened), skipped").contains("2 files (0 failed), 2 chunks");
    assertThat(docs(out)).containsExactly("good.md", "good2.md");
  }

  /**
   * A 9 MB document takes well over half a second to chunk (seconds on a busy machine), two
   * small ones a few milliseconds once the classes are loaded: with a 0.5 s deadline the big one
   * is abandoned and the others are written.
   */
  @Test
  void aFilePastItsDeadlineIsAbandonedAndTheNextFilesAreWritten() throws Exception {
    Path a = Files.writeString(dir.resolve("a.md"), "# A\n\nFirst.\n");
    Path slow = Files.writeString(dir.resolve("b-big.md"), bigMarkdown(9 << 20));
    Path c = Files.writeString(dir.resolve("c.md"), "# C\n\nThird.\n");
    Path out = dir.resolve("out.jsonl");
    assertThat(CliRun.of("chunk", "--out", out.toString(), a.toString(), c.toString()).exit())
        .as("warm-up").isZero();

    CliRun run = CliRun.of("chunk", "--file-timeout", "0.5", "--out", out.toString(),
        a.toString(), slow.toString(), c.toString());

    assertThat(run.exit()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains("error: " + slow + ": timed out after 0.5 s (--file-timeout")
        .contains("3 files (1 failed)");
    assertThat(docs(out)).containsExactly("a.md", "c.md");
  }

  @Test
  void theDeadlineGrowsWithTheFileSize() throws IOException {
    Path small = Files.writeString(dir.resolve("small.md"), "# S\n");
    Path big = Files.writeString(dir.resolve("big.md"), bigMarkdown((10 << 20) + 1));
    assertThat(FileOptions.deadline(120, small)).isEqualTo(120);
    assertThat(FileOptions.deadline(120, big)).isEqualTo(240);
    assertThat(FileOptions.deadline(0, big)).isZero();
  }

  @Test
  void parseHasTheDeadlineToo() throws Exception {
    Path slow = Files.writeString(dir.resolve("big.md"), bigMarkdown(9 << 20));
    Path ok = Files.writeString(dir.resolve("ok.txt"), "Fine.\n");
    assertThat(CliRun.of("parse", ok.toString()).exit()).as("warm-up").isZero();
    CliRun run = CliRun.of("parse", "--file-timeout", "0.5", slow.toString(), ok.toString());
    assertThat(run.exit()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains("error: " + slow + ": timed out after 0.5 s");
    assertThat(run.out().strip().lines()).hasSize(1).allMatch(l -> l.contains("ok.txt"));
  }

  private static String bigMarkdown(int chars) {
    StringBuilder big = new StringBuilder(chars + 200);
    for (int i = 0; big.length() < chars; i++) {
      big.append("## Section ").append(i).append("\n\nSome words in section ").append(i)
          .append(", enough to make a chunk of their own.\n\n- one\n- two\n\n");
    }
    big.setLength(chars);
    return big.toString();
  }

  @Test
  void outputIsInFileOrderForAnyThreadCount() throws Exception {
    for (int f = 0; f < 12; f++) {
      StringBuilder doc = new StringBuilder("# Doc " + f + "\n\n");
      for (int s = 0; s < (f % 4) * 40 + 1; s++) {
        doc.append("## Part ").append(s).append("\n\nText of part ").append(s).append(".\n\n");
      }
      Files.writeString(dir.resolve(String.format("doc-%02d.md", f)), doc);
    }
    Path one = dir.resolve("one.jsonl");
    Path four = dir.resolve("four.jsonl");
    assertThat(CliRun.of("chunk", "--threads", "1", "--out", one.toString(), dir.toString())
        .exit()).isZero();
    assertThat(CliRun.of("chunk", "--threads", "4", "--out", four.toString(), dir.toString())
        .exit()).isZero();
    assertThat(Files.readString(four)).isEqualTo(Files.readString(one));
    assertThat(docs(one)).isSorted().contains("doc-00.md", "doc-11.md");
  }

  /**
   * Replayed answers are a real planner with window outcomes: a recorded answer is used
   * (accepted or repaired), a document recorded without one falls back.
   */
  @Test
  void windowOutcomesAreCountedAndStrictMakesAFallbackExitThree() throws Exception {
    Path a = Files.writeString(dir.resolve("answered.md"), "# Answered\n\nOne.\n\nTwo.\n");
    Path b = Files.writeString(dir.resolve("unanswered.md"), "# Unanswered\n\nThree.\n");
    Path replay = Files.writeString(dir.resolve("recorded.json"), """
        [{"filename": "answered.md",
          "structure_map_output": [{"id": "1", "text": "Answered", "line": 0},
                                   {"id": "2", "text": "One.", "line": 2},
                                   {"id": "3", "text": "Two.", "line": 4}],
          "gpt_chunks": {"chunks": [["1", "2", "3"]]}},
         {"filename": "unanswered.md",
          "structure_map_output": [{"id": "1", "text": "Unanswered", "line": 0}]}]
        """);
    Path out = dir.resolve("out.jsonl");
    String[] args = {"chunk", "--planner", "replay:" + replay, "--out", out.toString(),
        a.toString(), b.toString()};

    CliRun lenient = CliRun.of(args);
    assertThat(lenient.exit()).as(lenient.err()).isZero();
    assertThat(lenient.err()).as("the planner's own warning, once per document")
        .containsOnlyOnce("WARN").contains("'unanswered.md'").contains("no recorded answer");
    assertThat(lenient.err())
        .contains("planning windows: 1 accepted, 0 repaired, 0 retried, 1 fell back, 0 cached");
    assertThat(docs(out)).containsExactly("answered.md", "unanswered.md");

    String[] strict = new String[args.length + 1];
    System.arraycopy(args, 0, strict, 0, args.length);
    strict[args.length] = "--strict";
    CliRun run = CliRun.of(strict);
    assertThat(run.exit()).isEqualTo(3);
    assertThat(run.err()).contains("1 fell back");
    assertThat(docs(out)).containsExactly("answered.md", "unanswered.md");

    CliRun plan = CliRun.of("plan", "--planner", "replay:" + replay, b.toString());
    assertThat(plan.exit()).isZero();
    assertThat(plan.out()).contains("FELL_BACK");
    assertThat(plan.err()).contains("WARN").contains("'unanswered.md'")
        .contains("no recorded answer");

    CliRun help = CliRun.of("chunk", "--help");
    assertThat(help.out()).contains("--strict").contains("exit 3").contains("3   --strict");
  }

  private static boolean mkfifo(Path fifo) throws InterruptedException {
    try {
      Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
      return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    }
  }

  private static List<String> docs(Path jsonl) throws IOException {
    List<String> docs = new ArrayList<>();
    for (String line : Files.readAllLines(jsonl)) {
      JsonNode node = JSON.readTree(line);
      docs.add(node.get("doc").asText());
    }
    return docs;
  }
}
