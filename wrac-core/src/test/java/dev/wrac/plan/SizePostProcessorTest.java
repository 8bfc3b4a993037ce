package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.context.PlanningContext;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import dev.wrac.testing.TestDocuments;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SizePostProcessorTest {
  private static final SizePostProcessor.Thresholds SMALL = SizePostProcessor.Thresholds
      .builder().maxTokens(60).minTokens(10).mergedMaxTokens(70).build();

  private static List<ElementId> ids(String... ids) {
    return java.util.Arrays.stream(ids).map(ElementId::of).toList();
  }

  @Test
  void aSmallChunkJoinsTheSmallerNeighbourAndALargeOneIsResplitAtHeadings() {
    ParsedDocument doc = TestDocuments.named("t.md")
        .paragraph("Alpha beta gamma delta. ".repeat(4))       // p1: ~25 tokens
        .paragraph("Tiny.")                                      // p2: small
        .paragraph("Alpha beta gamma delta. ".repeat(2))       // p3: ~13 tokens
        .heading(2, "One").paragraph("Engine tyre server. ".repeat(9))
        .heading(2, "Two").paragraph("Loan account deploy. ".repeat(9)).build();
    ChunkPlan plan = ChunkPlan.of(doc, List.of(ids("p1"), ids("p2"), ids("p3"),
        ids("h1", "p4", "h2", "p5")), PlanProvenance.local("hand", "1", Map.of("by", "test")));
    PlanningContext context = SizePostProcessor.of(SMALL).planningContext(
        PlanningContext.defaults());
    ChunkPlan out = SizePostProcessor.of(SMALL).process(doc, plan, context);
    assertThat(out.chunks()).containsExactly(ids("p1"), ids("p2", "p3"), ids("h1", "p4"),
        ids("h2", "p5"));
    assertThat(out.provenance().planner()).isEqualTo("hand");
    assertThat(out.provenance().configuration()).containsEntry("by", "test")
        .containsEntry("postProcess", "size").containsEntry("postProcess.maxTokens", "60")
        .containsEntry("postProcess.split", "1").containsEntry("postProcess.merged", "1");
  }

  @Test
  void thresholdsAreCheckedNamingTheValue() {
    assertThat(SizePostProcessor.Thresholds.DEFAULT)
        .isEqualTo(new SizePostProcessor.Thresholds(1100, 100, 1150));
    assertThat(SizePostProcessor.Thresholds.DEFAULT.budgetTokens()).isEqualTo(1437);
    assertThatThrownBy(() -> SizePostProcessor.Thresholds.builder().maxTokens(0).build())
        .hasMessage("maxTokens must be positive, was 0");
    assertThatThrownBy(() -> SizePostProcessor.Thresholds.builder().mergedMaxTokens(1000).build())
        .hasMessage("mergedMaxTokens 1000 must be at least maxTokens 1100");
    assertThatThrownBy(() -> SizePostProcessor.Thresholds.builder().minTokens(-1).build())
        .hasMessageContaining("minTokens must be 0..1100");
  }
}
