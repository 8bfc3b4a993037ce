package dev.wrac.adaptive;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.llm.plan.RegexSplitPlanner;
import dev.wrac.model.AdaptiveSelection;
import dev.wrac.model.CandidateScore;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Usage;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.tokens.TokenCounters;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The LLM regex splitter as a candidate, with a test double at the LlmClient boundary. */
class LlmCandidatesTest {

  /** Answers one text (or times out when it is null) and counts the calls. */
  private static final class Scripted implements LlmClient {
    private final String answer;
    final AtomicInteger calls = new AtomicInteger();

    Scripted(String answer) {
      this.answer = answer;
    }

    @Override
    public LlmResponse complete(LlmRequest request) {
      calls.incrementAndGet();
      if (answer == null) {
        throw new LlmTransientException("LLM 'scripted' at http://127.0.0.1: timed out");
      }
      int in = TokenCounters.o200k().count(request.system() + request.user());
      return new LlmResponse(answer, FinishReason.STOP, model(),
          Usage.ofCall(in, 0, TokenCounters.o200k().count(answer)));
    }

    @Override
    public String model() {
      return "scripted";
    }
  }

  private static AdaptivePlanner withRegexCandidate(LlmClient llm) {
    return AdaptivePlanner.builder().embedder(MetricsTest.BGE)
        .candidates("structural", "page")
        .candidate(new Candidate("llm-regex", RegexSplitPlanner.builder(llm).build()))
        .build();
  }

  @Test
  void theRegexSplittersPlanIsScoredLikeAnyCandidateAndItsCallIsCounted() {
    Scripted llm = new Scripted("{\"separator\": \"(?m)^## \"}");
    ChunkPlan plan = Wrac.builder().planner(withRegexCandidate(llm)).build()
        .plan(MetricsTest.DOC);

    assertThat(llm.calls).hasValue(1);
    assertThat(plan.provenance().extension(AdaptiveSelection.class).orElseThrow().candidates()).extracting(CandidateScore::planner)
        .containsExactly("structural", "page", "llm-regex");
    assertThat(plan.provenance().extension(AdaptiveSelection.class).orElseThrow().candidates().get(2).scores())
        .containsOnlyKeys("SC", "BI", "ICC", "DCC", "RC");
    // the plan records what every candidate cost, the winner or not
    assertThat(plan.provenance().usage().llmCalls()).isEqualTo(1);
    assertThat(plan.provenance().usage().inputTokens()).isPositive();
    PlanInvariants.assertCovers(MetricsTest.DOC, plan);
  }

  @Test
  void aTimedOutModelLeavesItsFallbackPlanAsTheCandidateAndTheDocumentStillPlans() {
    Scripted llm = new Scripted(null);
    ChunkPlan plan = Wrac.builder().planner(withRegexCandidate(llm)).build()
        .plan(MetricsTest.DOC);

    assertThat(llm.calls.get()).isPositive();
    assertThat(plan.provenance().extension(AdaptiveSelection.class).orElseThrow().candidates()).extracting(CandidateScore::planner)
        .contains("llm-regex");
    PlanInvariants.assertCovers(MetricsTest.DOC, plan);
  }

  @Test
  void defaultInASpecStandsForTheDefaultCandidates() {
    AdaptivePlanner p = (AdaptivePlanner) ChunkPlanners.byName("adaptive:default+structural:256");
    assertThat(p.candidates()).extracting(Candidate::name)
        .containsExactly("structural", "recursive:1100", "recursive:600", "page",
            "structural:256");
    AdaptivePlanner same = (AdaptivePlanner) ChunkPlanners.byName("adaptive:page+DEFAULT");
    assertThat(same.candidates()).extracting(Candidate::name)
        .containsExactly("page", "structural", "recursive:1100", "recursive:600");
  }
}
