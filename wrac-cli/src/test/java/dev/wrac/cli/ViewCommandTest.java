package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.llm.plan.ReplayPlanner;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ViewCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void thePageShowsTheChunksWracChunkWrites(@TempDir Path dir) throws IOException {
    Path doc = Files.writeString(dir.resolve("guide.md"), guide(6));
    Path page = dir.resolve("out/page.html");
    Path jsonl = dir.resolve("chunks.jsonl");

    CliRun view = CliRun.of("view", "--max-tokens", "96", "--out", page.toString(),
        doc.toString());
    CliRun chunk = CliRun.of("chunk", "--max-tokens", "96", "--out", jsonl.toString(),
        doc.toString());

    assertThat(view.exit()).as(view.err()).isZero();
    assertThat(chunk.exit()).isZero();
    List<JsonNode> lines = lines(jsonl);
    assertThat(view.err()).contains(lines.size() + " chunks", page.toString());
    assertThat(view.out()).isEmpty();
    Document html = Jsoup.parse(page.toFile());
    List<Element> sections = html.select("main > section.c[id]");
    assertThat(sections).hasSameSizeAs(lines);
    for (JsonNode line : lines) {
      Element s = html.getElementById("c" + line.get("chunk").asInt());
      assertThat(s).isNotNull();
      assertThat(s.selectFirst(".m").text()).contains(line.get("tokens").asInt() + " tok");
      for (JsonNode id : line.get("elementIds")) {
        assertThat(s.select(".e").eachAttr("title"))
            .anySatisfy(t -> assertThat(t).startsWith(id.asText() + " \u00b7"));
      }
    }
    assertThat(Files.list(page.getParent())).containsExactly(page);
  }

  @Test
  void aLargeDocumentPlannedInSegmentsShowsEachHeadingOnce(@TempDir Path dir) throws IOException {
    StringBuilder md = new StringBuilder();
    for (int part = 1; md.length() < 540_000; part++) {
      md.append("# Part ").append(part).append("\n\n").append(guide(3).replace("# Guide", "## Guide"));
    }
    Path doc = Files.writeString(dir.resolve("big.md"), md);
    Path page = dir.resolve("big.html");
    Path jsonl = dir.resolve("big.jsonl");

    // over the 512 Ki characters Markdown is parsed in segments; approximate counts for speed
    assertThat(CliRun.of("view", "--tokenizer", "approximate", "--out", page.toString(),
        doc.toString()).exit()).isZero();
    assertThat(CliRun.of("chunk", "--tokenizer", "approximate", "--out", jsonl.toString(),
        doc.toString()).exit()).isZero();

    Document html = Jsoup.parse(page.toFile());
    assertThat(html.select("main > section.c[id]")).hasSize(lines(jsonl).size());
    assertThat(html.select("aside").text()).contains("segments");
    List<String> parts = html.select("main .e.k-h").eachText().stream()
        .filter(t -> t.startsWith("# Part ")).toList();
    assertThat(parts).doesNotHaveDuplicates().hasSize(countParts(md.toString()));
  }

  @Test
  void aFileThatCannotBeChunkedLeavesNoPage(@TempDir Path dir) throws IOException {
    Path binary = Files.write(dir.resolve("blob.md"), new byte[] {'x', 0, 1, 2, 3});
    Path page = dir.resolve("blob.html");

    CliRun run = CliRun.of("view", "--out", page.toString(), binary.toString());

    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("blob.md", "not a text document");
    assertThat(Files.list(dir)).containsExactly(binary);

    CliRun missing = CliRun.of("view", "--out", page.toString(), dir.resolve("nope.md").toString());
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err()).contains("nope.md: no such file");

    CliRun bad = CliRun.of("view", "--max-tokens", "0", binary.toString());
    assertThat(bad.exit()).isEqualTo(2);
    assertThat(bad.err()).contains("--max-tokens must be positive");
  }

  @Test
  void outDashWritesThePageToStandardOutput(@TempDir Path dir) throws IOException {
    Path doc = Files.writeString(dir.resolve("a.md"), "# A\n\nText & <more>.\n");
    CliRun run = CliRun.of("view", "--quiet", "--out", "-", doc.toString());
    assertThat(run.exit()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).startsWith("<!DOCTYPE html>").contains("Text &amp; &lt;more&gt;.")
        .endsWith("</html>\n");
  }

  /**
   * GPT-4.1's recorded plan for a corpus document, replayed: the elements it left out come back
   * in fallback chunks, and the page marks exactly those chunks.
   */
  @Test
  void aReplayedModelPlanShowsItsRepairs(@TempDir Path dir) throws IOException {
    Path corpus = SharedData.ragMultiCorpusIfPresent().orElse(null);
    Assumptions.assumeTrue(corpus != null, "RAG-Multi-Corpus not found: replay view skipped");
    Path doc = corpus.resolve("datasets/CloudWay-24/md/Lounge Access.md");
    String replay = "replay:" + corpus.resolve("reference-chunks/agentic-compact");
    Path page = dir.resolve("lounge.html");
    CliRun plan = CliRun.of("plan", "--planner", replay, doc.toString());
    JsonNode missing = JSON.readTree(plan.out()).at("/provenance/repairs/missingIds");
    assertThat(missing.size()).as(plan.out()).isPositive();

    CliRun view = CliRun.of("view", "--planner", replay, "--out", page.toString(),
        doc.toString());

    assertThat(view.exit()).as(view.err()).isZero();
    Document html = Jsoup.parse(page.toFile());
    List<String> markedIds = new ArrayList<>();
    for (Element s : html.select("main > section.c.fb[id]")) {
      assertThat(s.select(".fl.fb").text()).isEqualTo("fallback chunk");
      s.select(".e").eachAttr("title").forEach(t -> markedIds.add(t.split(" ")[0]));
    }
    List<String> expected = new ArrayList<>();
    missing.forEach(id -> expected.add(id.asText()));
    assertThat(markedIds).containsExactlyInAnyOrderElementsOf(expected);
    assertThat(html.select("aside").text()).contains(ReplayPlanner.NAME + " "
        + ReplayPlanner.VERSION + ", model " + ReplayPlanner.RECORDED_MODEL,
        missing.size() + " missing");
  }

  private static int countParts(String md) {
    return (int) md.lines().filter(l -> l.startsWith("# Part ")).count();
  }

  static String guide(int sections) {
    StringBuilder sb = new StringBuilder("# Guide\n\nHow to use the service, step by step.\n\n");
    for (int i = 1; i <= sections; i++) {
      sb.append("## Section ").append(i).append("\n\n")
          .append("Paragraph ").append(i).append(" explains the options. ".repeat(12))
          .append("\n\n1. First step of section ").append(i)
          .append("\n2. Second step\n3. Third step\n\n| Key | Value |\n|---|---|\n| a | ")
          .append(i).append(" |\n| b | ").append(i * 2).append(" |\n\n");
    }
    return sb.toString();
  }

  private static List<JsonNode> lines(Path file) throws IOException {
    List<JsonNode> lines = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      lines.add(JSON.readTree(line));
    }
    return lines;
  }
}
