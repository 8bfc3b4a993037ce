package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.testing.SharedData;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code wrac cost} on the real corpus (skipped without it), with the targets. */
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
  }

  @Test
  void aFolderWithoutDocumentsIsAnError(@TempDir Path tmp) {
    assertThat(WracCommand.run("cost", "--corpus", tmp.toString())).isEqualTo(2);
  }
}
