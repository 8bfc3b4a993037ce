package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.llm.LlmClient;
import dev.wrac.plan.ChunkPlannerProvider;
import dev.wrac.plan.ChunkPlanners;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LlmPlannerProvidersTest {
  @Test
  void llmAgenticAndReplayAreListedByTheCoreLookup() {
    assertThat(ChunkPlanners.providers()).extracting(ChunkPlannerProvider::name)
        .contains("llm", "agentic", "replay", "structural");
  }

  @Test
  void llmPlannerComesFromTheEnvironmentAndTheArgumentPicksTheModel() {
    assertThat(ChunkPlanners.byName("llm")).isInstanceOf(LlmPlanner.class);
    assertThat(((LlmPlanner) ChunkPlanners.byName("LLM:gpt-4.1-mini")).client().model())
        .isEqualTo("gpt-4.1-mini");
    assertThat(ChunkPlanners.byName("agentic")).isInstanceOf(AgenticPlanner.class);
    LlmClient local = LlmPlannerProviders.client("",
        Map.of("WRAC_LLM_BASE_URL", "http://127.0.0.1:8080/v1", "WRAC_LLM_MODEL", "llama"));
    assertThat(local.model()).isEqualTo("llama");
  }
}
