package dev.wrac.validate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.AssemblyOptions;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.PlanProvenance;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.TestDocuments;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlanValidatorTest {
  /** The context these plans are checked in: the default budget (512 tokens at most). */
  private static final PlanningContext DEFAULTS = PlanningContext.defaults();
  private final ParsedDocument doc = TestDocuments.named("d.md")
      .heading(1, "Title").paragraph("Intro.")
      .heading(2, "A").paragraph("A one.").paragraph("A two.")
      .heading(2, "B").paragraph("B one.").bullets("b1", "b2")
      .build();

  @Test
  void aPlanPlacingEveryContentElementOnceIsValid() {
    ChunkPlan plan = plan(List.of("h1", "p1"), List.of("h2", "p2", "p3"), List.of("p4", "li1", "li2"));
    assertThat(PlanValidator.validate(doc, plan, DEFAULTS)).isEqualTo(PlanIssues.NONE);
    assertThat(PlanValidator.repair(doc, plan, DEFAULTS)).isSameAs(plan);
  }

  @Test
  void validationReportsUnknownDuplicateMissingAndEmptyChunks() {
    List<List<String>> raw = List.of(
        List.of("h1", "p1", "p1"), List.of("p2", "x99", "not an id"), List.of(),
        List.of("h3"), List.of("p2", "li1"));
    PlanIssues issues = PlanValidator.validateIds(doc, raw, DEFAULTS);
    assertThat(issues.unknownIds()).containsExactly("x99", "not an id");
    assertThat(issues.duplicateIds()).extracting(ElementId::value).containsExactly("p1", "p2");
    assertThat(issues.missingIds()).extracting(ElementId::value).containsExactly("p3", "p4", "li2");
    assertThat(issues.emptyChunks()).isEqualTo(2);
  }

  @Test
  void repairMovesMissingElementsToFallbackChunksInDocumentOrder() {
    ChunkPlan plan = plan(List.of("p4", "li1"), List.of("h1", "p1"));
    ChunkPlan repaired = PlanValidator.repair(doc, plan, DEFAULTS);
    PlanInvariants.assertCovers(doc, repaired);
    assertThat(repaired.chunks()).extracting(g -> g.stream().map(ElementId::value).toList())
        .containsExactly(List.of("h1", "p1"), List.of("p2", "p3"), List.of("p4", "li1"),
            List.of("li2"));
    assertThat(repaired.provenance().repairs().missingIds()).extracting(ElementId::value)
        .containsExactly("p2", "p3", "li2");
    assertThat(repaired.provenance().planner()).isEqualTo("test");
  }

  @Test
  void repairKeepsTheFirstPlaceOfADuplicate() {
    ChunkPlan plan = plan(List.of("p1", "p2", "p3"), List.of("p2", "p4", "li1", "li2"));
    ChunkPlan repaired = PlanValidator.repair(doc, plan, DEFAULTS);
    PlanInvariants.assertCovers(doc, repaired);
    assertThat(repaired.chunks().get(0)).extracting(ElementId::value).containsExactly("p1", "p2", "p3");
    assertThat(repaired.chunks().get(1)).extracting(ElementId::value).containsExactly("p4", "li1", "li2");
  }

  @Test
  void aValidPlanWithChunksOutOfOrderAndRepeatedHeadingsIsKeptAsItIs() {
    ChunkPlan plan = plan(List.of("p3", "h1", "p2", "p1"), List.of("h1", "p4", "li2", "li1"));
    ChunkPlan repaired = PlanValidator.repair(doc, plan, DEFAULTS);
    assertThat(repaired.provenance().repairs()).isEqualTo(PlanIssues.NONE);
    assertThat(repaired).isSameAs(plan);
    PlanInvariants.assertCovers(doc, plan);
  }

  @Test
  void chunksAnsweredInReverseOrderArePutInDocumentOrder() {
    ChunkPlan plan = plan(List.of("p4", "li1", "li2"), List.of("h2", "p2", "p3"), List.of("h1", "p1"));
    ChunkPlan repaired = PlanValidator.repair(doc, plan, DEFAULTS);
    assertThat(ids(repaired)).containsExactly(List.of("h1", "p1"), List.of("h2", "p2", "p3"),
        List.of("p4", "li1", "li2"));
    assertThat(repaired.provenance().repairs().reordered()).isTrue();
    assertThat(repaired.provenance().repairs().summary()).isEqualTo("chunks put in document order");
  }

  @Test
  void aChunkOfNonAdjacentElementsIsCutIntoItsRuns() {
    // p1 and p4 together, p2..p3 elsewhere: p1's chunk would otherwise span p2..p3's
    ChunkPlan plan = plan(List.of("h1", "p1", "h3", "p4"), List.of("h2", "p2", "p3"),
        List.of("li1", "li2"));
    ChunkPlan repaired = PlanValidator.repair(doc, plan, DEFAULTS);
    assertThat(ids(repaired)).containsExactly(List.of("h1", "p1"), List.of("h2", "p2", "p3"),
        List.of("h3", "p4"), List.of("li1", "li2"));
    assertThat(repaired.provenance().repairs().cutChunks()).isEqualTo(1);
    PlanInvariants.assertCovers(doc, repaired);
  }

  @Test
  void aChunkOverTheMaximumIsCutAtElementBoundaries() {
    TestDocuments big = TestDocuments.named("big.md").heading(1, "T");
    for (int i = 0; i < 12; i++) {
      big.paragraph("Paragraph " + i + " " + "word ".repeat(40));
    }
    ParsedDocument bigDoc = big.build();
    PlanningContext small = PlanningContext.defaults().withBudget(
        TokenBudget.builder().maxTokens(120).build());
    List<String> everything = bigDoc.elements().stream().map(e -> e.id().value()).toList();
    PlanValidator.Repair repair = PlanValidator.repairIds(bigDoc, List.of(everything), small);
    assertThat(repair.issues().cutChunks()).isEqualTo(1);
    ChunkPlan repaired = ChunkPlan.of(bigDoc, repair.chunks(), PlanProvenance.local("t", "1", Map.of()));
    PlanInvariants.assertCovers(bigDoc, repaired);
    List<dev.wrac.model.Chunk> chunks = new ChunkAssembler(AssemblyOptions.DEFAULT)
        .assemble(bigDoc, repaired);
    assertThat(chunks).hasSizeGreaterThan(5)
        .allSatisfy(c -> assertThat(c.tokens()).isLessThanOrEqualTo(120));
  }

  @Test
  void aHeadingNamedAgainFarFromItsChunkDoesNotStretchTheSpan() {
    ChunkPlan plan = plan(List.of("h1", "p1", "h2", "p2", "p3"), List.of("h1", "h3", "p4", "li1", "li2"));
    assertThat(PlanValidator.validate(doc, plan, DEFAULTS)).isEqualTo(PlanIssues.NONE);
    List<dev.wrac.model.Chunk> chunks = new ChunkAssembler(AssemblyOptions.DEFAULT).assemble(doc, plan);
    assertThat(chunks.get(1).span().start()).isEqualTo(doc.element(ElementId.of("h3")).span().start());
    assertThat(chunks.get(1).span().start()).isGreaterThanOrEqualTo(chunks.get(0).span().end());
  }

  private static List<List<String>> ids(ChunkPlan plan) {
    return plan.chunks().stream().map(g -> g.stream().map(ElementId::value).toList()).toList();
  }

  @Test
  void fallbackChunksRespectTheTokenBudget() {
    TestDocuments big = TestDocuments.named("big.md").heading(1, "T");
    for (int i = 0; i < 30; i++) {
      big.paragraph("Paragraph " + i + " " + "word ".repeat(40));
    }
    ParsedDocument bigDoc = big.build();
    PlanningContext small = PlanningContext.defaults().withBudget(
        TokenBudget.builder().maxTokens(120).build());
    ChunkPlan empty = ChunkPlan.of(bigDoc, List.of(), PlanProvenance.local("test", "1", Map.of()));
    ChunkPlan repaired = PlanValidator.repair(bigDoc, empty, small);
    PlanInvariants.assertCovers(bigDoc, repaired);
    assertThat(repaired.size()).isGreaterThan(5);
    for (var chunk : new ChunkAssembler(AssemblyOptions.DEFAULT).assemble(bigDoc, repaired)) {
      assertThat(chunk.tokens()).isLessThanOrEqualTo(120);
    }
  }

  @Test
  void requireValidNamesTheProblems() {
    assertThatThrownBy(
        () -> PlanValidator.requireValid(doc, plan(List.of("h1", "p1")), DEFAULTS))
        .isInstanceOf(InvalidPlanException.class)
        .hasMessageContaining("Invalid plan for 'd.md'")
        .hasMessageContaining("missing [p2, p3, p4, li1, li2]");
  }

  @SafeVarargs
  private ChunkPlan plan(List<String>... groups) {
    return ChunkPlan.of(doc, Arrays.stream(groups)
            .map(g -> g.stream().map(ElementId::of).toList()).toList(),
        PlanProvenance.local("test", "1", Map.of()));
  }
}
