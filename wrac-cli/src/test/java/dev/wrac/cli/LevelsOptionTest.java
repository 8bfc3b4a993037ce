package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code wrac chunk --levels}: every chunk of every level, with its level and parent. */
class LevelsOptionTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path EXAMPLES = Path.of("..", "examples", "docs");

  @Test
  void levelsWriteEveryLevelsChunksWithLevelAndParentId(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("levels.jsonl");
    CliRun run = CliRun.of("chunk", "--levels", "structural,page", "--out", out.toString(),
        EXAMPLES.toString());

    assertThat(run.exit()).as(run.err()).isZero();
    List<JsonNode> lines = new ArrayList<>();
    for (String l : Files.readAllLines(out)) {
      lines.add(JSON.readTree(l));
    }
    Map<String, JsonNode> byId = new HashMap<>();
    lines.forEach(l -> byId.put(l.get("id").asText(), l));
    assertThat(byId).hasSameSizeAs(lines);
    int leaves = 0;
    for (JsonNode l : lines) {
      int level = l.get("level").asInt();
      if (level == 0) {
        leaves++;
        JsonNode parent = byId.get(l.get("parentId").asText());
        assertThat(parent.get("level").asInt()).isEqualTo(1);
        assertThat(parent.get("doc").asText()).isEqualTo(l.get("doc").asText());
        assertThat(parent.get("embedText").asText())
            .contains(l.get("embedText").asText().lines().reduce((a, b) -> b).orElseThrow());
      } else {
        assertThat(level).isEqualTo(1);
        assertThat(l.get("parentId").isNull()).isTrue();
      }
    }
    assertThat(leaves).isPositive().isLessThan(lines.size());

    CliRun plain = CliRun.of("chunk", EXAMPLES.toString());
    assertThat(plain.out()).doesNotContain("\"level\"").doesNotContain("\"parentId\"");
  }

  @Test
  void levelsNeedTwoKnownPlanners(@TempDir Path dir) throws IOException {
    Path doc = Files.writeString(dir.resolve("x.md"), "# X\n\ntext\n");
    assertThat(CliRun.of("chunk", "--levels", "structural", doc.toString()).err())
        .contains("--levels needs at least two");
    assertThat(CliRun.of("chunk", "--levels", "structural,nope", doc.toString()).err())
        .contains("--levels nope").contains("Unknown planner 'nope'");
  }

  @Test
  void emptyOrRepeatedLevelsAreAOneLineUsageErrorNotAFlatRunOrCopiedParents(@TempDir Path dir)
      throws IOException {
    Path doc = Files.writeString(dir.resolve("x.md"), "# X\n\ntext\n");
    Path out = dir.resolve("out.jsonl");
    CliRun empty = CliRun.of("chunk", "--levels", "", "--out", out.toString(), doc.toString());
    assertThat(empty.exit()).as(empty.err()).isEqualTo(Exit.USAGE);
    assertThat(empty.err()).isEqualTo("error: --levels is empty: give at least two planner "
        + "specs, leaves first, such as structural:96>structural>top-sections, or leave it out "
        + "for flat chunks" + System.lineSeparator());
    CliRun same = CliRun.of("chunk", "--levels", "structural,structural", "--out",
        out.toString(), doc.toString());
    assertThat(same.exit()).as(same.err()).isEqualTo(Exit.USAGE);
    assertThat(same.err()).startsWith("error: --levels 'structural>structural': levels 0 and 1 "
        + "are both structural, so level 1 would repeat level 0 chunk for chunk").hasLineCount(1);
    assertThat(out).doesNotExist();

    // the default levels: one planner at two sizes is two levels
    CliRun sizes = CliRun.of("chunk", "--levels", "structural:96,structural", "--out",
        out.toString(), doc.toString());
    assertThat(sizes.exit()).as(sizes.err()).isZero();
  }

  @Test
  void planAndViewRefuseLevelsInsteadOfIgnoringThem(@TempDir Path dir) throws IOException {
    Path doc = Files.writeString(dir.resolve("x.md"), "# X\n\ntext\n");
    for (String command : new String[] {"plan", "view"}) {
      CliRun run = CliRun.of(command, "--levels", "structural,page", doc.toString());
      assertThat(run.exit()).as(command).isEqualTo(2);
      assertThat(run.err()).contains("--levels is for wrac chunk").contains("wrac " + command
          + " plans one level");
    }
  }
}
