package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.context.TokenBudget;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.testing.TestDocuments;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecursivePlannerTest {
  /** A guide of three chapters of two sections, each section about 300 content tokens. */
  private static ParsedDocument guide() {
    TestDocuments d = TestDocuments.named("guide.md").heading(1, "Guide");
    for (String chapter : List.of("Install", "Configure", "Operate")) {
      d.heading(2, chapter);
      for (String section : List.of("Basics", "Details")) {
        d.heading(3, chapter + " " + section);
        for (int p = 0; p < 4; p++) {
          d.paragraph((chapter + " the engine " + section.toLowerCase() + " step " + p
              + " with care and check the log. ").repeat(5));
        }
      }
    }
    return d.build();
  }

  @Test
  void askedFor1100TokensTheChunkerGetsThemWithoutRaisingTheBudget() {
    Chunker chunker = Wrac.builder().planner(ChunkPlanners.byName("recursive:1100")).build();
    assertThat(chunker.context().budget().maxTokens()).isEqualTo(1375);
    ParsedDocument doc = guide();
    ChunkPlan plan = chunker.plan(doc);
    assertThat(plan.provenance().repairs()).isEqualTo(PlanIssues.NONE);
    assertThat(plan.provenance().configuration()).containsEntry("size", "1100");
    List<Chunk> chunks = chunker.chunk(doc);
    // three chapters of ~560 content tokens: two do not fit 1100 together, so the cut is at
    // each chapter heading (level 2), and each chunk is over the default maximum of 512
    assertThat(chunks).hasSize(3);
    assertThat(chunks).allSatisfy(c -> assertThat(c.embedTokens()).isBetween(513, 1100));
    assertThat(chunks).extracting(c -> doc.element(c.elementIds().get(0)).title())
        .containsExactly("Guide", "Configure", "Operate");
  }

  @Test
  void smallerSizesCutAtFinerHeadingsThenBetweenElements() {
    ParsedDocument doc = guide();
    List<Chunk> at600 = Wrac.builder().planner(RecursivePlanner.create(600)).build().chunk(doc);
    assertThat(at600).allSatisfy(c -> assertThat(c.embedTokens()).isLessThanOrEqualTo(600));
    assertThat(at600).allSatisfy(c -> assertThat(doc.element(c.elementIds().get(0)).kind())
        .isEqualTo(dev.wrac.model.ElementKind.HEADING));
    List<Chunk> at150 = Wrac.builder().planner(RecursivePlanner.create(150)).build().chunk(doc);
    assertThat(at150.size()).isGreaterThan(at600.size());
    assertThat(at150).allSatisfy(c -> assertThat(c.embedTokens()).isLessThanOrEqualTo(150));
  }

  @Test
  void anExplicitSmallerBudgetIsAClearErrorAndALargerOneIsKept() {
    assertThatThrownBy(() -> Wrac.builder().planner(RecursivePlanner.create())
        .maxChunkTokens(512).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Planner 'recursive' makes chunks of up to 1375 tokens")
        .hasMessageContaining("maxChunkTokens(int) set the maximum to 512");
    Chunker wide = Wrac.builder().planner(RecursivePlanner.create()).maxChunkTokens(2000).build();
    assertThat(wide.context().budget().maxTokens()).isEqualTo(2000);
    assertThat(Wrac.builder().build().context().budget()).isEqualTo(TokenBudget.DEFAULT);
  }

  @Test
  void specsAreCheckedAndOverlapIsRefusedSayingWhy() {
    assertThat(((RecursivePlanner) ChunkPlanners.byName("recursive")).size()).isEqualTo(1100);
    assertThat(((RecursivePlanner) ChunkPlanners.byName("RECURSIVE:600")).size()).isEqualTo(600);
    assertThatThrownBy(() -> ChunkPlanners.byName("recursive:1100:1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("overlap is not supported");
    assertThatThrownBy(() -> ChunkPlanners.byName("recursive:big"))
        .hasMessageContaining("recursive:1100 or recursive:600; got 'big'");
    assertThatThrownBy(() -> ChunkPlanners.byName("recursive:0"))
        .hasMessageContaining("must be positive, was 0");
    assertThatThrownBy(() -> ChunkPlanners.byName("page:2"))
        .hasMessageContaining("takes no argument");
  }
}
