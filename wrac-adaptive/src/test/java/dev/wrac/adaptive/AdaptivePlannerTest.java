package dev.wrac.adaptive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.json.PlanJson;
import dev.wrac.model.AdaptiveSelection;
import dev.wrac.model.CandidateScore;
import dev.wrac.model.ChunkPlan;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.testing.PlanInvariants;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class AdaptivePlannerTest {
  private final AdaptivePlanner planner = AdaptivePlanner.builder()
      .embedder(MetricsTest.BGE).build();

  @Test
  void keepsTheCandidateWithTheBestTotalAndRecordsEveryCandidatesScores() {
    Chunker chunker = Wrac.builder().planner(planner).build();
    ChunkPlan plan = chunker.plan(MetricsTest.DOC);

    assertThat(plan.provenance().planner()).isEqualTo("adaptive");
    assertThat(plan.provenance().repairs().isEmpty()).isTrue();
    assertThat(plan.provenance().extension(AdaptiveSelection.class).orElseThrow().candidates()).extracting(CandidateScore::planner)
        .containsExactly("structural", "recursive:1100", "recursive:600", "page");
    for (CandidateScore c : plan.provenance().extension(AdaptiveSelection.class).orElseThrow().candidates()) {
      assertThat(c.scores()).containsOnlyKeys("SC", "BI", "ICC", "DCC", "RC");
      assertThat(c.scores().values()).allSatisfy(v -> assertThat(v).isBetween(0.0, 1.0));
      double mean = c.scores().values().stream().mapToDouble(Double::doubleValue).sum() / 5;
      assertThat(c.total()).isCloseTo(mean, org.assertj.core.api.Assertions.within(1e-3));
    }
    CandidateScore best = plan.provenance().extension(AdaptiveSelection.class).orElseThrow().candidates().stream()
        .max(Comparator.comparingDouble(CandidateScore::total)).orElseThrow();
    assertThat(plan.provenance().configuration()).containsEntry("winner", best.planner());
    assertThat(plan.provenance().extension(AdaptiveSelection.class).orElseThrow().selection()).startsWith(best.planner() + " won with total");
    PlanInvariants.assertCovers(MetricsTest.DOC, plan);
  }

  @Test
  void candidatesPlanAsTheyDoAloneAndArePostProcessedOnlyWhenAsked() {
    Chunker adaptive = Wrac.builder().planner(planner).build();
    DocumentAnalysis a = planner.analyse(MetricsTest.DOC, adaptive.context());
    List<String> failures = new ArrayList<>();
    List<CandidatePlan> raw = planner.candidatePlans(a, adaptive.context(), false, failures);
    assertThat(failures).isEmpty();
    for (CandidatePlan c : raw) {
      ChunkPlan alone = Wrac.builder().planner(ChunkPlanners.byName(c.name())).build()
          .plan(MetricsTest.DOC);
      assertThat(c.plan().chunks()).as(c.name()).isEqualTo(alone.chunks());
    }
    List<CandidatePlan> post = planner.candidatePlans(a, adaptive.context(), true, failures);
    assertThat(post.get(0).plan().provenance().configuration()).containsKey("postProcess");
    assertThat(raw.get(0).plan().provenance().configuration()).doesNotContainKey("postProcess");
  }

  @Test
  void theSelectionSurvivesAJsonRoundTrip() {
    ChunkPlan plan = Wrac.builder().planner(planner).build().plan(MetricsTest.DOC);
    ChunkPlan back = PlanJson.fromJson(PlanJson.toJson(plan));
    assertThat(back.provenance().extension(AdaptiveSelection.class).orElseThrow().candidates()).isEqualTo(plan.provenance().extension(AdaptiveSelection.class).orElseThrow().candidates());
    assertThat(back.provenance().extension(AdaptiveSelection.class).orElseThrow().selection()).isEqualTo(plan.provenance().extension(AdaptiveSelection.class).orElseThrow().selection());
    assertThat(back).isEqualTo(plan);
  }

  @Test
  void isFoundByNameWithOptionalCandidates() {
    assertThat(ChunkPlanners.byName("adaptive")).isInstanceOf(AdaptivePlanner.class);
    AdaptivePlanner two = (AdaptivePlanner) ChunkPlanners.byName("adaptive:structural+page");
    assertThat(two.candidates()).extracting(Candidate::name).containsExactly("structural", "page");
    assertThatThrownBy(() -> ChunkPlanners.byName("adaptive:structural+nosuch"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nosuch");
    assertThatThrownBy(() -> Weights.parse("SC=1,XX=2"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("XX=2");
  }
}
