package dev.wrac.adaptive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.json.PlanJson;
import dev.wrac.model.AdaptiveSelection;
import dev.wrac.model.CandidateScore;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.testing.PlanInvariants;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
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
    List<CandidateOutcome> rawOutcomes = planner.candidatePlans(a, adaptive.context(), false);
    List<String> failures = CandidateOutcome.failures(rawOutcomes);
    List<CandidatePlan> raw = CandidateOutcome.plans(rawOutcomes);
    assertThat(failures).isEmpty();
    for (CandidatePlan c : raw) {
      ChunkPlan alone = Wrac.builder().planner(ChunkPlanners.byName(c.name())).build()
          .plan(MetricsTest.DOC);
      assertThat(c.plan().chunks()).as(c.name()).isEqualTo(alone.chunks());
    }
    List<CandidatePlan> post = CandidateOutcome.plans(
        planner.candidatePlans(a, adaptive.context(), true));
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

  @Test
  void aChunkerBudgetTheCandidatesWouldNotSeeIsRefusedSayingWhereToSetIt() {
    TokenBudget wide = TokenBudget.builder().maxTokens(2000).build();
    assertThatThrownBy(() -> Wrac.builder().planner(planner).budget(wide).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("candidate budget")
        .hasMessageContaining("candidateBudget")
        .hasMessageContaining("maxTokens=2000");
  }

  @Test
  void aBudgetSetAsTheCandidateBudgetReachesTheCandidates() {
    // wide enough for the adaptive planner (a chunker budget below its needs is refused), with
    // small sections, so that structural cuts the fixture where the default budget does not
    TokenBudget wide = TokenBudget.builder().maxTokens(2000).minTokens(8).targetTokens(16)
        .sectionTokens(32).build();
    AdaptivePlanner structuralOnly = AdaptivePlanner.builder().embedder(MetricsTest.BGE)
        .candidates("structural").candidateBudget(wide).build();
    Chunker adaptive = Wrac.builder().planner(structuralOnly).budget(wide).build();
    DocumentAnalysis a = structuralOnly.analyse(MetricsTest.DOC, adaptive.context());
    List<CandidateOutcome> outcomes = structuralOnly.candidatePlans(a, adaptive.context(), false);

    ChunkPlan alone = Wrac.builder().planner(ChunkPlanners.byName("structural")).budget(wide)
        .build().plan(MetricsTest.DOC);
    ChunkPlan small = Wrac.builder().planner(ChunkPlanners.byName("structural")).build()
        .plan(MetricsTest.DOC);
    assertThat(alone.chunks()).as("the fixture chunks differently under the two budgets")
        .isNotEqualTo(small.chunks());
    assertThat(outcomes).singleElement().satisfies(o -> {
      assertThat(o.succeeded()).isTrue();
      assertThat(o.plan().plan().chunks()).isEqualTo(alone.chunks());
    });
  }

  @Test
  void aCandidateThatThrowsIsAFailedOutcomeAndTheOthersStillCompete() {
    ChunkPlanner broken = new ChunkPlanner() {
      @Override
      public String name() {
        return "broken";
      }

      @Override
      public ChunkPlan plan(ParsedDocument document, PlanningContext context) {
        throw new IllegalStateException("no plan today");
      }
    };
    AdaptivePlanner withBroken = AdaptivePlanner.builder().embedder(MetricsTest.BGE)
        .candidates("structural").candidate(new Candidate("broken", broken)).build();
    Chunker adaptive = Wrac.builder().planner(withBroken).build();
    DocumentAnalysis a = withBroken.analyse(MetricsTest.DOC, adaptive.context());
    List<CandidateOutcome> outcomes = withBroken.candidatePlans(a, adaptive.context(), true);

    assertThat(outcomes).extracting(CandidateOutcome::candidate)
        .containsExactly("structural", "broken");
    assertThat(outcomes).extracting(CandidateOutcome::succeeded).containsExactly(true, false);
    assertThat(CandidateOutcome.failures(outcomes)).containsExactly("broken: no plan today");
    Selection selection = withBroken.select(MetricsTest.DOC, adaptive.context());
    assertThat(selection.failures()).containsExactly("broken: no plan today");
    assertThat(selection.best().candidate().name()).isEqualTo("structural");
    assertThatThrownBy(() -> new CandidateOutcome("x", null, null))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'x'");
  }

  @Test
  void weightsAreKeyedByTheMetricEachScorerNames() {
    Weights w = Weights.parse("icc=2,RC=0.5");
    assertThat(w.of(Metric.ICC)).isEqualTo(2.0);
    assertThat(w.of(Metric.RC)).isEqualTo(0.5);
    assertThat(w.of(Metric.SC)).isZero();
    assertThat(w.total(Map.of(Metric.ICC, 1.0, Metric.RC, 0.0, Metric.SC, 0.3)))
        .isEqualTo(2.0 / 2.5);
    assertThat(planner.metrics()).extracting(IntrinsicMetric::metric)
        .containsExactly(Metric.values());
    assertThat(planner.metrics()).extracting(IntrinsicMetric::name)
        .containsExactly("SC", "BI", "ICC", "DCC", "RC");
  }
}
