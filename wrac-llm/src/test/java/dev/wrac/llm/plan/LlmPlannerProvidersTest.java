package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmConfigurationException;
import dev.wrac.plan.ChunkPlannerProvider;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.PlannerEnvironment;
import dev.wrac.plan.PlannerSpec;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LlmPlannerProvidersTest {
  @Test
  void llmAndReplayAreListedByTheCoreLookup() {
    assertThat(ChunkPlanners.providers()).extracting(ChunkPlannerProvider::name)
        .contains("llm", "replay", "structural").doesNotContain("agentic");
  }

  @Test
  void agenticIsRefusedAsAPlannerWithTheWayToTheBaseline() {
    assertThatThrownBy(() -> ChunkPlanners.byName("agentic"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'agentic' is not a planner")
        .hasMessageContaining("AgenticChunker")
        .hasMessageContaining("reference:agentic");
  }

  @Test
  void theClientComesFromTheEnvironmentAndTheArgumentPicksTheModel() {
    Map<String, String> env = Map.of("WRAC_LLM_API_KEY", "k-test");
    assertThat(LlmPlannerProviders.client("gpt-4.1-mini", env).model())
        .isEqualTo("gpt-4.1-mini");
    LlmClient local = LlmPlannerProviders.client("", Map.of("WRAC_LLM_BASE_URL",
        "http://127.0.0.1:8080/v1", "WRAC_LLM_MODEL", "llama", "WRAC_LLM_API_KEY", "none"));
    assertThat(local.model()).isEqualTo("llama");
  }

  @Test
  void withoutAnyVariableTheClientIsAConfigurationErrorNotASilentFallback() {
    assertThatThrownBy(() -> LlmPlannerProviders.client("", Map.of()))
        .isInstanceOf(LlmConfigurationException.class).hasMessageContaining("WRAC_LLM_API_KEY");
  }

  @Test
  void aPlannerEnvironmentHandsOverThePlanCacheAndVariables(@TempDir Path dir) {
    PlanCache shared = PlanCache.inMemory();
    PlannerEnvironment handed = PlannerEnvironment.builder()
        .extension(PlanCache.class, shared).build();
    assertThat(LlmPlannerProviders.cache(handed)).isSameAs(shared);
    PlannerEnvironment variable = PlannerEnvironment.builder()
        .variable("WRAC_PLAN_CACHE", dir.toString()).build();
    assertThat(LlmPlannerProviders.cache(variable)).hasToString("PlanCache.onDisk(" + dir + ")");

    PlannerEnvironment keyed = PlannerEnvironment.builder().variable("WRAC_LLM_API_KEY", "k")
        .variable("WRAC_LLM_MODEL", "gpt-4.1-nano").build();
    ChunkPlanner planner = ChunkPlanners.byName(PlannerSpec.parse("llm"), keyed);
    assertThat(planner).isInstanceOf(LlmPlanner.class);
    assertThat(LlmPlannerProviders.client("", keyed).model()).isEqualTo("gpt-4.1-nano");
  }
}
