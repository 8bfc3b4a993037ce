package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {
  @TempDir
  Path dir;

  private String runCapturingStdout(String... args) {
    CliRun run = CliRun.of(args);
    assertThat(run.exit()).as(run.err()).isZero();
    return run.out();
  }

  @Test
  void benchmarksAUsersOwnDocumentsAndQueries() throws IOException {
    Path docs = Files.createDirectories(dir.resolve("docs"));
    Files.writeString(docs.resolve("Cards.md"), "# Cards\n\n## Reset your PIN\n\nOpen the app, "
        + "choose Cards, then Reset PIN, and confirm with the one-time password sent by SMS.\n\n"
        + "## Limits\n\nThe daily ATM withdrawal limit is 40,000 rupees for classic cards.\n");
    Files.writeString(docs.resolve("Loans.md"), "# Loans\n\nHome loans run up to 20 years "
        + "with a floating interest rate linked to the repo rate.\n");
    Path queries = dir.resolve("queries.jsonl");
    Files.writeString(queries, "{\"query\": \"How do I reset my card PIN?\", \"type\": "
        + "\"Procedural\", \"facts\": [{\"doc\": \"cards.md\", \"text\": \"choose Cards, then "
        + "Reset PIN, and confirm with the one-time password sent by SMS\"}]}\n"
        + "{\"query\": \"How long can a home loan run?\", \"type\": \"Descriptive\", \"facts\": "
        + "[{\"doc\": \"Loans.md\", \"text\": \"Home loans run up to 20 years\"}]}\n");
    Path out = dir.resolve("out");
    String table = runCapturingStdout("bench", "--docs", docs.toString(), "--queries",
        queries.toString(), "--strategies", "structural,whole", "--out", out.toString(),
        "--cache", dir.resolve("cache").toString(), "--quiet");
    assertThat(table).contains("2 queries judged of 2").contains("structural").contains("whole");
    assertThat(out.resolve("bench-report.md")).exists();
    assertThat(out.resolve("bench-report.json")).exists();
    // one header and one row per strategy and judged query
    assertThat(Files.readAllLines(out.resolve("bench-queries.csv"))).hasSize(1 + 2 * 2)
        .element(1, org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith("structural,");
    assertThat(Files.readString(out.resolve("recall-vs-budget.svg"))).startsWith("<svg");
  }

  @Test
  void aMissingCorpusIsAUsageErrorNotAStackTrace() {
    assertThat(WracCommand.run("bench", "--corpus", dir.resolve("nope").toString(), "--quiet"))
        .isEqualTo(2);
  }
}
