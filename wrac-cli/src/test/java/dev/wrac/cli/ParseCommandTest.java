package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ParseCommandTest {
  @TempDir
  Path dir;

  private int exit;

  private String run(String... args) {
    CliRun run = CliRun.of(args);
    exit = run.exit();
    return run.out();
  }

  @Test
  void writesOneJsonLinePerFileAndGoesOnAfterAFailure() throws Exception {
    Files.writeString(dir.resolve("a.html"), "<html><head><title>A page</title></head><body>"
        + "<h1>Heading</h1><p>Some text.</p></body></html>");
    Files.writeString(dir.resolve("b.md"), "# Notes\n\nHello.\n");
    Files.write(dir.resolve("c.html"), new byte[0]);
    String[] lines = run("parse", dir.toString()).strip().split("\n");
    assertThat(exit).isEqualTo(1);
    assertThat(lines).hasSize(2);
    JsonNode a = new ObjectMapper().readTree(lines[0]);
    assertThat(a.get("file").asText()).endsWith("a.html");
    assertThat(a.get("title").asText()).isEqualTo("A page");
    assertThat(a.get("elements").get(1).get("kind").asText()).isEqualTo("PARAGRAPH");
    assertThat(a.get("elements").get(1).get("text").asText()).isEqualTo("Some text.");
    assertThat(new ObjectMapper().readTree(lines[1]).get("elements")).hasSize(2);
  }

  @Test
  void textModeJoinsTheKeptElements() throws Exception {
    Files.writeString(dir.resolve("a.html"), "<h1>Heading</h1><p>One.</p><p>Two.</p>");
    String line = run("parse", "--text", dir.resolve("a.html").toString()).strip();
    assertThat(exit).isZero();
    assertThat(new ObjectMapper().readTree(line).get("text").asText())
        .isEqualTo("Heading\n\nOne.\n\nTwo.");
  }
}
