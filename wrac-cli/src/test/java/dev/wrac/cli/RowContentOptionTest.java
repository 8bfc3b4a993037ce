package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --row-content}: a table row as its cells or as a sentence naming each column. */
class RowContentOptionTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void sentencesNameEachValueByItsColumnAndAreRecordedInTheSettings(@TempDir Path dir)
      throws IOException {
    Path doc = Files.writeString(dir.resolve("plans.md"), "# Plans\n\n| Plan | Price |\n"
        + "|---|---|\n| Basic | 5 EUR |\n| Pro | 12 EUR |\n");

    CliRun cells = CliRun.of("chunk", doc.toString());
    assertThat(cells.exit()).as(cells.err()).isZero();
    assertThat(embedText(cells)).contains("Basic | 5 EUR").doesNotContain("Plan: Basic");

    CliRun sentences = CliRun.of("chunk", "--row-content", "sentences", doc.toString());
    assertThat(sentences.exit()).as(sentences.err()).isZero();
    assertThat(embedText(sentences)).contains("Plan: Basic; Price: 5 EUR")
        .contains("Plan: Pro; Price: 12 EUR");
    assertThat(JSON.readTree(sentences.out().lines().findFirst().orElseThrow())
        .get("settings").asText()).isEqualTo("row-content=sentences");
  }

  @Test
  void anUnknownValueIsAOneLineUsageErrorNamingTheOption(@TempDir Path dir) throws IOException {
    Path doc = Files.writeString(dir.resolve("x.md"), "# X\n\ntext\n");
    CliRun bad = CliRun.of("chunk", "--row-content", "rows", doc.toString());
    assertThat(bad.exit()).isEqualTo(Exit.USAGE);
    assertThat(bad.err()).isEqualTo("error: --row-content must be cells, sentences or "
        + "format-default, was 'rows'" + System.lineSeparator());
  }

  private static String embedText(CliRun run) throws IOException {
    StringBuilder all = new StringBuilder();
    for (String line : run.out().lines().toList()) {
      JsonNode chunk = JSON.readTree(line);
      all.append(chunk.get("embedText").asText()).append('\n');
    }
    return all.toString();
  }
}
