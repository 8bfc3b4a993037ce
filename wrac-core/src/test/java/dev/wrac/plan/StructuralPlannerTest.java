package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.TestDocuments;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StructuralPlannerTest {
  private static final PlanningContext CONTEXT = PlanningContext.defaults();
  private static final TokenBudget BUDGET = CONTEXT.budget();

  @Test
  void aSmallDocumentIsOneChunk() {
    ParsedDocument doc = TestDocuments.named("s.md").heading(1, "Title").paragraph("Short.")
        .heading(2, "Part").paragraph("Also short.").build();
    List<Chunk> chunks = chunks(doc);
    assertThat(chunks).hasSize(1);
    assertThat(chunks.get(0).text()).isEqualTo("# Title\n\nShort.\n\n## Part\n\nAlso short.");
    assertThat(chunks.get(0).headingPath()).containsExactly("Title");
  }

  @Test
  void smallSiblingSectionsMergeUpToTheTargetWithTheirHeadingContext() {
    TestDocuments d = TestDocuments.named("cities.md").heading(1, "ATM locations")
        .paragraph(words(30));
    for (int i = 0; i < 20; i++) {
      d.heading(2, "City " + i).bullets(words(20), words(20));
    }
    ParsedDocument doc = d.build();
    PlanningContext wide = CONTEXT.withBudget(TokenBudget.builder().targetTokens(384).build());
    List<Chunk> chunks = chunks(doc, wide);
    assertThat(chunks.size()).isBetween(3, 10);
    for (Chunk c : chunks) {
      assertThat(c.tokens()).isLessThanOrEqualTo(384);
      assertThat(c.text()).startsWith("# ATM locations\n\n");
      assertThat(c.text()).contains("## City");
    }
    // a chunk never starts in the middle of a city section
    for (Chunk c : chunks) {
      ElementId first = c.elementIds().get(0);
      assertThat(first.value()).matches("h\\d+");
    }
  }

  @Test
  void aLargeSectionIsCutBetweenElementsIntoPiecesOfAboutTheTarget() {
    ParsedDocument doc = longChapter();
    List<Chunk> chunks = chunks(doc);
    assertThat(chunks.size()).isGreaterThan(4);
    for (Chunk c : chunks) {
      assertThat(c.tokens()).isLessThanOrEqualTo(BUDGET.maxTokens());
      assertThat(c.tokens()).isGreaterThanOrEqualTo(BUDGET.minTokens());
      assertThat(c.text()).startsWith("# Manual\n\n## Chapter\n\n");
    }
  }

  @Test
  void aSectionStaysWholeUpToSectionTokensAndIsCutToTheTargetAbove() {
    TestDocuments d = TestDocuments.named("notice.md").heading(1, "Notice");
    for (int i = 0; i < 6; i++) {
      d.paragraph("Clause " + i + ": " + words(45));
    }
    ParsedDocument doc = d.build();
    // the planner sizes by content: the heading counts as its title
    int whole = chunks(doc).stream().mapToInt(Chunk::embedTokens).sum();
    assertThat(whole).isBetween(BUDGET.targetTokens() * 2, BUDGET.maxTokens());

    TokenBudget roomy = BUDGET.toBuilder().sectionTokens(BUDGET.maxTokens()).build();
    assertThat(chunks(doc, CONTEXT.withBudget(roomy))).hasSize(1);
    TokenBudget tight = BUDGET.toBuilder().sectionTokens(whole - 1).build();
    List<Chunk> cut = chunks(doc, CONTEXT.withBudget(tight));
    assertThat(cut.size()).isGreaterThan(1);
    for (Chunk c : cut) {
      assertThat(c.embedTokens())
          .isLessThanOrEqualTo(BUDGET.targetTokens() + BUDGET.targetTokens() / 2);
      assertThat(c.text()).startsWith("# Notice\n\n");
      assertThat(c.embedText()).startsWith("Notice\n\n");
    }
  }

  @Test
  void stepsStayWholeUpToTheProcedureMaximum() {
    List<String> steps = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      steps.add("Do step " + i + " carefully: " + words(50));
    }
    ParsedDocument doc = TestDocuments.named("steps.md").heading(1, "Change a tyre")
        .paragraph("Follow these steps:").steps(steps.toArray(String[]::new))
        .heading(2, "After").paragraph(words(40)).build();
    List<Chunk> chunks = chunks(doc);
    Chunk procedure = chunks.stream().filter(c -> c.text().contains("1. Do step 0")).findFirst()
        .orElseThrow();
    assertThat(procedure.tokens()).isBetween(BUDGET.maxTokens() + 1, BUDGET.procedureMaxTokens());
    assertThat(procedure.text()).contains("Follow these steps:").contains("12. Do step 11");
  }

  @Test
  void stepsBeyondTheMaximumSplitBetweenStepsWithTheLeadInRepeated() {
    List<String> steps = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      steps.add("Do step " + i + " carefully: " + words(50));
    }
    ParsedDocument doc = TestDocuments.named("steps.md").heading(1, "Long procedure")
        .paragraph("Follow these steps:").steps(steps.toArray(String[]::new)).build();
    List<Chunk> chunks = chunks(doc);
    assertThat(chunks.size()).isGreaterThan(3);
    for (Chunk c : chunks) {
      assertThat(c.text()).startsWith("# Long procedure\n\nFollow these steps:\n\n");
      assertThat(c.text()).matches("(?s).*\\d+\\. Do step \\d+ carefully: [a-z ]+\\.?$");
    }
    assertThat(chunks.get(1).contextIds()).extracting(ElementId::value).contains("p1");
  }

  @Test
  void largeTablesSplitByRowsWithTheHeaderRepeated() {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      rows.add(List.of("Model " + i, words(12), "$" + (1000 + i)));
    }
    ParsedDocument doc = TestDocuments.named("prices.md").heading(1, "Prices")
        .table(List.of("Model", "Notes", "Price"), rows).build();
    List<Chunk> chunks = chunks(doc);
    assertThat(chunks.size()).isGreaterThan(2);
    for (Chunk c : chunks) {
      assertThat(c.text()).startsWith("# Prices\n\n| Model | Notes | Price |\n|---|---|---|\n| Model");
      assertThat(c.tokens()).isLessThanOrEqualTo(BUDGET.maxTokens());
    }
  }

  @Test
  void aTableOverSectionTokensIsCutBetweenRowsIntoPartsWithinSectionTokensWhateverItsMarkup() {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < 22; i++) {
      rows.add(List.of("Model " + i, words(14)));
    }
    ParsedDocument doc = TestDocuments.named("t.md").heading(1, "Models")
        .table(List.of("Model", "Notes"), rows).build();
    int content = doc.elements().stream().mapToInt(e -> e.contentTokens() + 1).sum();
    int verbatim = doc.elements().stream().mapToInt(e -> e.tokens() + 1).sum();
    // the table fits the maximum as it is, but its content is more than a section may hold
    assertThat(content).isGreaterThan(BUDGET.sectionTokens());
    assertThat(verbatim).isLessThanOrEqualTo(BUDGET.maxTokens());
    List<Chunk> chunks = chunks(doc);
    assertThat(chunks).hasSize(2);
    for (Chunk c : chunks) {
      assertThat(c.text()).startsWith("# Models\n\n| Model | Notes |\n|---|---|\n| Model");
      assertThat(c.embedTokens()).isLessThanOrEqualTo(BUDGET.sectionTokens());
    }
  }

  @Test
  void aTableWithinSectionTokensStaysWhole() {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      rows.add(List.of("Model " + i, words(14)));
    }
    ParsedDocument doc = TestDocuments.named("t.md").heading(1, "Models")
        .paragraph(words(200)).table(List.of("Model", "Notes"), rows).build();
    List<Chunk> chunks = chunks(doc);
    assertThat(chunks).filteredOn(c -> c.text().contains("| Model 0 |")).singleElement()
        .satisfies(c -> assertThat(c.text()).contains("| Model 7 |"));
  }

  @Test
  void aWindowIsNoSectionItsSectionsArePlannedOneByOne() {
    TestDocuments d = TestDocuments.named("w.md").heading(1, "Doc").paragraph(words(30));
    d.heading(2, "First").paragraph(words(150));
    d.heading(2, "Second").paragraph(words(150));
    ParsedDocument doc = d.build();
    // the two sections together fit a section's size, but the window [2, 6) is not a section
    ChunkPlan window = StructuralPlanner.create().plan(doc, CONTEXT, 2, doc.size());
    assertThat(window.chunks()).hasSize(2);
    // the whole document, small enough, is still one chunk
    assertThat(StructuralPlanner.create().plan(doc, CONTEXT).chunks()).hasSize(1);
  }

  @Test
  void aTinyLastPieceJoinsItsNeighbour() {
    TestDocuments d = TestDocuments.named("tail.md").heading(1, "Doc");
    for (int i = 0; i < 6; i++) {
      d.heading(2, "Section " + i).paragraph(words(110));
    }
    d.heading(2, "Footer").paragraph("Thanks.");
    List<Chunk> chunks = chunks(d.build());
    assertThat(chunks.get(chunks.size() - 1).text()).contains("Thanks.");
    assertThat(chunks).allSatisfy(c -> assertThat(c.tokens()).isGreaterThanOrEqualTo(BUDGET.minTokens()));
  }

  @Test
  void provenanceRecordsTheConfigurationAndNoUsage() {
    ParsedDocument doc = TestDocuments.named("p.md").paragraph("x").build();
    ChunkPlan plan = StructuralPlanner.create().plan(doc, CONTEXT);
    assertThat(plan.provenance().planner()).isEqualTo("structural");
    assertThat(plan.provenance().usage().isZero()).isTrue();
    assertThat(plan.provenance().configuration()).containsEntry("maxTokens", "512")
        .containsEntry("tokenCounter", "o200k_base");
  }

  @Test
  void aTargetInTheSpecScalesTheBudgetAndMakesFewerLargerChunksAlongTheSameCuts() {
    ParsedDocument doc = longChapter();
    ChunkPlanner at256 = ChunkPlanners.byName("structural:256");
    assertThat(at256).hasToString("structural:256");
    PlanningContext context = at256.planningContext(CONTEXT);
    assertThat(context.budget()).isEqualTo(new TokenBudget(128, 256, 768, 1024, 2048));
    List<Chunk> small = chunks(doc);
    List<Chunk> large = chunks(doc, context);
    assertThat(large.size()).isLessThan(small.size());
    assertThat(large).allSatisfy(c -> {
      assertThat(c.tokens()).isBetween(128, 1024);
      assertThat(c.text()).startsWith("# Manual\n\n## Chapter\n\n");
    });
    assertThat(StructuralPlanner.create().planningContext(CONTEXT)).isSameAs(CONTEXT);
    assertThat(ChunkPlanners.byName("structural")).isSameAs(StructuralPlanner.create());
  }

  @Test
  void aStructuralTargetThatIsNoNumberOrTooSmallIsRefusedSayingWhy() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> ChunkPlanners.byName("structural:big"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("structural:256");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> ChunkPlanners.byName("structural:8"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 16");
  }

  @Test
  void aRangeOfElementsCanBePlannedAloneForAWindowFallback() {
    TestDocuments d = TestDocuments.named("w.md").heading(1, "Doc");
    for (int i = 0; i < 10; i++) {
      d.heading(2, "S" + i).paragraph(words(20));
    }
    ParsedDocument doc = d.build();
    ChunkPlan part = StructuralPlanner.create().plan(doc, CONTEXT, 5, 11);
    assertThat(part.allIds()).extracting(doc::indexOf).allSatisfy(i -> assertThat(i).isBetween(5, 10));
  }

  /** One chapter of 40 paragraphs of about 60 words. */
  private static ParsedDocument longChapter() {
    TestDocuments d = TestDocuments.named("long.md").heading(1, "Manual").heading(2, "Chapter");
    for (int i = 0; i < 40; i++) {
      d.paragraph("Paragraph " + i + ": " + words(60));
    }
    return d.build();
  }

  private static List<Chunk> chunks(ParsedDocument doc) {
    return chunks(doc, CONTEXT);
  }

  private static List<Chunk> chunks(ParsedDocument doc, PlanningContext context) {
    ChunkPlan plan = StructuralPlanner.create().plan(doc, context);
    PlanInvariants.assertCovers(doc, plan);
    List<Chunk> chunks = new ChunkAssembler(context.assembly()).assemble(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan, chunks);
    return chunks;
  }

  private static String words(int n) {
    String[] pool = {"engine", "brake", "wheel", "lever", "panel", "signal", "check", "light"};
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "" : " ").append(pool[(i * 7 + n) % pool.length]);
    }
    return sb.toString();
  }
}
