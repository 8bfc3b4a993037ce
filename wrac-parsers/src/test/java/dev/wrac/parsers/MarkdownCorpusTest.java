package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real documents: the fixture corpus always, RAG-Multi-Corpus too when present (skipped with a
 * message when absent).
 */
class MarkdownCorpusTest {

  @ParameterizedTest
  @MethodSource("dev.wrac.testing.SharedData#corpora")
  void everyCorpusDocumentParsesVerbatimAndChunksWithFullCoverage(SharedData.Corpus corpus)
      throws IOException {
    List<Path> files = markdownFiles(corpus.root());
    assertThat(files).isNotEmpty();
    PlanningContext context = PlanningContext.defaults();
    int chunks = 0;
    for (Path file : files) {
      String source = Files.readString(file, StandardCharsets.UTF_8);
      ParsedDocument doc = Wrac.parse(file);
      // spans index the decoded text, after a byte order mark
      PlanInvariants.assertSpansSliceSource(doc,
          source.startsWith("\uFEFF") ? source.substring(1) : source);
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

  @ParameterizedTest
  @MethodSource("dev.wrac.testing.SharedData#corpora")
  void noWordOfACorpusDocumentIsLostExceptThematicBreaks(SharedData.Corpus corpus)
      throws IOException {
    for (Path file : markdownFiles(corpus.root())) {
      String source = Files.readString(file, StandardCharsets.UTF_8);
      ParsedDocument doc = Wrac.parse(file);
      StringBuilder kept = new StringBuilder();
      for (Element e : doc.elements()) {
        kept.append(e.text());
      }
      StringBuilder expected = new StringBuilder();
      String[] lines = source.replace("\uFEFF", "").split("\n", -1);
      int frontMatterEnd = frontMatterEnd(lines);
      for (int k = 0; k < lines.length; k++) {
        String t = lines[k].trim();
        boolean rule = k > frontMatterEnd && t.matches("([-*_]\\s*){3,}") && !t.isEmpty();
        if (!rule) {
          expected.append(lines[k]);
        }
      }
      assertThat(kept.toString().replaceAll("\\s+", ""))
          .as("visible characters of %s", file.getFileName())
          .isEqualTo(expected.toString().replaceAll("\\s+", "").replace("\uFEFF", ""));
    }
  }

  /** The line closing a YAML front matter block at the top (kept whole), or -1. */
  private static int frontMatterEnd(String[] lines) {
    if (lines.length == 0 || !lines[0].trim().equals("---")) {
      return -1;
    }
    for (int k = 1; k < lines.length; k++) {
      if (lines[k].trim().equals("---") || lines[k].trim().equals("...")) {
        return k;
      }
    }
    return -1;
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

  @Test
  void theWholeCorpusIsThere() throws IOException {
    assertThat(markdownFiles(SharedData.ragMultiCorpus())).hasSizeGreaterThan(150);
  }

  private static List<Path> markdownFiles(Path corpus) throws IOException {
    Path datasets = corpus.resolve("datasets");
    try (Stream<Path> walk = Files.walk(datasets)) {
      return walk.filter(p -> p.toString().endsWith(".md")).sorted().toList();
    }
  }
}
