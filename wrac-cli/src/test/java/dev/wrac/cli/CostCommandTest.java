package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code wrac cost} on the real corpus (skipped without it) and on any folder. */
class CostCommandTest {
  @Test
  void costOfTheCorpusMeetsTheTokenTargets(@TempDir Path tmp) throws Exception {
    Path corpus = SharedData.ragMultiCorpus();
    Path json = tmp.resolve("cost.json");
    int exit = WracCommand.run("cost", "--corpus", corpus.toString(), "--json", json.toString());
    assertThat(exit).isZero();
    JsonNode cost = new ObjectMapper().readTree(json.toFile());
    assertThat(cost.path("documents").asInt()).isGreaterThan(100);
    JsonNode wrac = cost.path("wrac");
    JsonNode agentic = cost.path("agentic");
    assertThat(wrac.path("outputTokensPerDoc").asDouble()).isPositive().isLessThanOrEqualTo(40);
    assertThat(wrac.path("inputTokensPerDoc").asDouble()).isPositive().isLessThanOrEqualTo(1500);
    assertThat(agentic.path("documents").asInt()).isEqualTo(cost.path("documents").asInt());
    assertThat(agentic.path("outputTokensPerDoc").asDouble())
        .isGreaterThan(10 * wrac.path("outputTokensPerDoc").asDouble());
    assertThat(wrac.path("usd").asDouble()).isLessThan(agentic.path("usd").asDouble());
    assertThat(cost.path("agenticOutput").asText()).isEqualTo("recorded agentic chunks");
  }

  @Test
  void anyFolderOfDocumentsIsCosted(@TempDir Path tmp) throws Exception {
    Path docs = Files.createDirectories(tmp.resolve("docs"));
    Files.writeString(docs.resolve("a.md"), "# A\n\nFirst paragraph.\n\n## B\n\nMore text.\n");
    Files.writeString(docs.resolve("b.html"), "<h1>Page</h1><p>Some text on a page.</p>");
    Files.write(docs.resolve("c.md"), new byte[0]);
    Path json = tmp.resolve("cost.json");
    CliRun run = CliRun.of("cost", "--json", json.toString(), docs.toString());
    assertThat(run.exit()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).contains("c.md: the file is empty");
    assertThat(run.out()).contains("2 documents (1 failed)").contains("wrac (this planner)")
        .contains("agentic (estimated output)");
    JsonNode cost = new ObjectMapper().readTree(json.toFile());
    assertThat(cost.path("wrac").path("documents").asInt()).isEqualTo(2);
    assertThat(cost.path("agentic").path("outputTokens").asLong()).isPositive();
  }

  @Test
  void aFolderWithoutDocumentsIsAUsageError(@TempDir Path tmp) {
    CliRun corpus = CliRun.of("cost", "--corpus", tmp.toString());
    assertThat(corpus.exit()).isEqualTo(2);
    assertThat(corpus.err()).startsWith("error: no Markdown documents under ");
    CliRun nothing = CliRun.of("cost");
    assertThat(nothing.exit()).isEqualTo(2);
    assertThat(nothing.err()).contains("give files or folders to cost, or --corpus DIR");
    CliRun model = CliRun.of("cost", "--model", "nosuch", tmp.toString());
    assertThat(model.exit()).isEqualTo(2);
    assertThat(model.err()).isEqualTo("error: --model: no price for 'nosuch'"
        + System.lineSeparator());
  }
}
