package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.plan.PlanningContext;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Real documents from RAG-Multi-Corpus (skipped with a message when the data is absent). */
class MarkdownCorpusTest {

  @Test
  void everyCorpusDocumentParsesVerbatimAndChunksWithFullCoverage() throws IOException {
    List<Path> files = markdownFiles();
    assertThat(files).hasSizeGreaterThan(150);
    PlanningContext context = PlanningContext.defaults();
    int chunks = 0;
    for (Path file : files) {
      String source = Files.readString(file, StandardCharsets.UTF_8);
      ParsedDocument doc = Wrac.parse(file);
      PlanInvariants.assertSpansSliceSource(doc, source.startsWith("\uFEFF") ? source : source);
      ChunkPlan plan = StructuralPlanner.create().plan(doc, context);
      PlanInvariants.assertCovers(doc, plan);
      List<Chunk> assembled = new ChunkAssembler(context.assembly()).assemble(doc, plan);
      PlanInvariants.assertVerbatim(doc, plan, assembled);
      assertThat(assembled).allSatisfy(c ->
          assertThat(c.tokens()).isLessThanOrEqualTo(context.budget().procedureMaxTokens()));
      chunks += assembled.size();
    }
    assertThat(chunks).isGreaterThan(files.size());
  }

  @Test
  void noWordOfACorpusDocumentIsLostExceptThematicBreaks() throws IOException {
    for (Path file : markdownFiles()) {
      String source = Files.readString(file, StandardCharsets.UTF_8);
      ParsedDocument doc = Wrac.parse(file);
      StringBuilder kept = new StringBuilder();
      for (Element e : doc.elements()) {
        kept.append(e.text());
      }
      StringBuilder expected = new StringBuilder();
      for (String line : source.split("\n", -1)) {
        String t = line.trim();
        boolean rule = t.matches("([-*_]\\s*){3,}") && !t.isEmpty();
        if (!rule) {
          expected.append(line);
        }
      }
      assertThat(kept.toString().replaceAll("\\s+", ""))
          .as("visible characters of %s", file.getFileName())
          .isEqualTo(expected.toString().replaceAll("\\s+", "").replace("\uFEFF", ""));
    }
  }

  @Test
  void headingsOfARealDocumentBecomeTheChunksHeadingPaths() throws IOException {
    Path file = SharedData.ragMultiCorpus()
        .resolve("datasets/ZX Bank/md/ATM Locations at Major Hospitals.md");
    List<Chunk> chunks = Wrac.chunk(Wrac.parse(file));
    assertThat(chunks).allSatisfy(c -> {
      assertThat(c.text()).startsWith("# ZX Bank ATM Locations at Major Hospitals\n\n");
      assertThat(c.headingPath()).first().isEqualTo("ZX Bank ATM Locations at Major Hospitals");
    });
    assertThat(chunks.get(0).text()).contains("## Mumbai, Maharashtra\n\n- **Lilavati Hospital");
  }

  private static List<Path> markdownFiles() throws IOException {
    Path datasets = SharedData.ragMultiCorpus().resolve("datasets");
    try (Stream<Path> walk = Files.walk(datasets)) {
      return walk.filter(p -> p.toString().endsWith(".md")).sorted().toList();
    }
  }
}
