package dev.wrac.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class QuickStartTest {

  @Test
  void quickStartChunksTheSampleDocument() {
    PrintStream original = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      QuickStart.main(new String[] {Path.of("docs/reset-your-router.md").toString()});
    } finally {
      System.setOut(original);
    }
    String printed = out.toString(StandardCharsets.UTF_8);
    assertThat(printed).contains("\"planner\" : \"structural\"");
    assertThat(printed).contains("--- chunk 0:");
    assertThat(printed).contains("# How to Reset Your Home Router");
    assertThat(printed).contains("2. Press and hold it with the paper clip for 15 seconds");
    assertThat(printed).containsPattern("With 256-token chunks: \\d+ chunks");
  }
}
