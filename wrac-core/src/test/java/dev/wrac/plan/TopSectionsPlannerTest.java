package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.plan.PagePlannerTest.Paged;
import java.util.List;
import org.junit.jupiter.api.Test;

class TopSectionsPlannerTest {
  private final Chunker chunker =
      Wrac.builder().planner(ChunkPlanners.byName("top-sections")).build();

  @Test
  void sectionsRunOverPageBreaksAndTheSpanCoversEveryPageOfThem() {
    ParsedDocument doc = new Paged().heading(1, 1, "Cover").paragraph(1, "What is covered.")
        .paragraph(2, "Also abroad.").heading(2, 1, "Claims").paragraph(2, "How to claim.")
        .paragraph(3, "Within 30 days.").paragraph(4, "By post.").builder.build();
    ChunkPlan plan = chunker.plan(doc);
    assertThat(plan.provenance().repairs()).isEqualTo(PlanIssues.NONE);
    assertThat(plan.provenance().planner()).isEqualTo("top-sections");
    assertThat(plan.provenance().configuration()).containsEntry("split", "sections");
    List<Chunk> chunks = chunker.chunk(doc);
    assertThat(chunks).extracting(Chunk::text).containsExactly(
        "Cover\n\nWhat is covered.\n\nAlso abroad.",
        "Claims\n\nHow to claim.\n\nWithin 30 days.\n\nBy post.");
    assertThat(chunks).extracting(c -> c.span().page() + "-" + c.span().endPage())
        .containsExactly("1-2", "2-4");
  }

  @Test
  void aSectionOverTheMaximumIsResplitAtItsSubheadingsNotAtItsPages() {
    Paged d = new Paged().heading(1, 1, "Fees");
    for (String sub : List.of("Cards", "Loans", "Savings")) {
      d.heading(1, 2, sub);
      for (int k = 0; k < 4; k++) {
        d.paragraph(k < 2 ? 1 : 2, (sub + " fee " + k + " is charged once a year. ").repeat(20));
      }
    }
    ParsedDocument doc = d.builder.build();
    ChunkPlan plan = chunker.plan(doc);
    assertThat(plan.provenance().configuration()).containsEntry("postProcess.split", "1");
    List<Chunk> chunks = chunker.chunk(doc);
    assertThat(chunks).allSatisfy(c -> assertThat(c.embedTokens()).isLessThanOrEqualTo(1100));
    // cut before subheadings only: every chunk after the first starts at one
    assertThat(chunks.subList(1, chunks.size())).allSatisfy(
        c -> assertThat(doc.elements().get(doc.indexOf(c.elementIds().get(0))).text())
            .isIn("Cards", "Loans", "Savings"));
  }
}
