package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChunkCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void chunksAFolderIntoJsonLinesAndReportsBadFilesWithoutStopping(@TempDir Path dir)
      throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("a-guide.md"), "# Guide\n\nIntro text.\n\n## Steps\n\n1. One\n2. Two\n");
    Files.writeString(docs.resolve("b-empty.md"), "");
    Files.write(docs.resolve("c-binary.md"), new byte[] {'x', 0, 1, 2, 3});
    Files.write(docs.resolve("d-latin1.md"), "# Caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
    Files.writeString(docs.resolve("e-notes.txt"), "First paragraph.\n\nSecond paragraph.\n");
    Files.writeString(docs.resolve("ignored.csv"), "a,b\n");
    Path out = dir.resolve("out/chunks.jsonl");

    CliRun run = CliRun.of("chunk", "--out", out.toString(), docs.toString());

    assertThat(run.exit()).as("some files failed").isEqualTo(1);
    assertThat(run.err()).contains("b-empty.md", "empty")
        .contains("c-binary.md", "not a text document")
        .contains("d-latin1.md", "invalid UTF-8")
        .contains("5 files (3 failed)");
    List<JsonNode> lines = readLines(out);
    assertThat(lines).extracting(l -> l.get("doc").asText())
        .containsExactly("a-guide.md", "e-notes.txt");
    JsonNode first = lines.get(0);
    assertThat(first.get("chunk").asInt()).isZero();
    assertThat(first.get("text").asText()).isEqualTo("# Guide\n\nIntro text.\n\n## Steps\n\n1. One\n2. Two");
    assertThat(first.get("elementIds").toString()).isEqualTo("[\"h1\",\"p1\",\"h2\",\"li1\",\"li2\"]");
    assertThat(first.get("headingPath").toString()).isEqualTo("[\"Guide\"]");
    assertThat(first.get("tokens").asInt()).isPositive();
    assertThat(first.has("start") && first.has("end") && first.has("line")).isTrue();
  }

  @Test
  void allGoodFilesExitZeroAndOutputIsDeterministic(@TempDir Path dir) throws IOException {
    Path doc = Files.writeString(dir.resolve("x.md"), "# X\n\n" + "Some words here. ".repeat(300));
    Path a = dir.resolve("a.jsonl");
    Path b = dir.resolve("b.jsonl");
    assertThat(CliRun.of("chunk", "--out", a.toString(), "--threads", "1", doc.toString()).exit()).isZero();
    assertThat(CliRun.of("chunk", "--out", b.toString(), "--threads", "2", doc.toString()).exit()).isZero();
    assertThat(Files.readString(a)).isEqualTo(Files.readString(b));
    assertThat(readLines(a).size()).isGreaterThan(1);
  }

  @Test
  void planPrintsThePlanJsonAndUnknownPlannersAreUsageErrors(@TempDir Path dir)
      throws IOException {
    Path doc = Files.writeString(dir.resolve("p.md"), "# P\n\ntext\n");
    CliRun plan = CliRun.of("plan", doc.toString());
    assertThat(plan.exit()).isZero();
    JsonNode json = JSON.readTree(plan.out());
    assertThat(json.get("chunks").toString()).isEqualTo("[[\"h1\",\"p1\"]]");
    assertThat(json.at("/provenance/planner").asText()).isEqualTo("structural");

    CliRun bad = CliRun.of("chunk", "--planner", "nope", doc.toString());
    assertThat(bad.exit()).isNotZero();
    assertThat(bad.err()).contains("Unknown planner 'nope'").contains("structural");
  }

  @Test
  void recursiveGetsItsSizeFromTheCommandLineWithoutRaisingMaxTokens(@TempDir Path dir)
      throws IOException {
    StringBuilder md = new StringBuilder("# Guide\n\n");
    for (int s = 0; s < 6; s++) {
      md.append("## Part ").append(s).append("\n\n")
          .append("This part explains one more thing about the engine. ".repeat(40))
          .append("\n\n");
    }
    Path doc = Files.writeString(dir.resolve("guide.md"), md.toString());
    Path out = dir.resolve("out.jsonl");
    assertThat(CliRun.of("chunk", "--planner", "recursive:1100", "--out", out.toString(),
        doc.toString()).exit()).isZero();
    List<JsonNode> chunks = readLines(out);
    // six parts of ~420 tokens: two fit 1100, three do not; no repair cut them at 512
    assertThat(chunks).hasSize(3);
    assertThat(chunks).allSatisfy(c -> assertThat(c.get("embedTokens").asInt())
        .isBetween(513, 1100));
    JsonNode plan = JSON.readTree(CliRun.of("plan", "--planner", "recursive:1100",
        doc.toString()).out());
    assertThat(plan.at("/provenance/configuration/size").asText()).isEqualTo("1100");
    assertThat(plan.at("/provenance/configuration/maxTokens").asText()).isEqualTo("1375");
    assertThat(plan.at("/provenance/repairs").size()).isZero(); // valid as made: nothing repaired
  }

  private static List<JsonNode> readLines(Path file) throws IOException {
    List<JsonNode> lines = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      lines.add(JSON.readTree(line));
    }
    return lines;
  }
}
