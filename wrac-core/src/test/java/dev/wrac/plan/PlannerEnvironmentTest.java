package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.ChunkerSpec;
import dev.wrac.Wrac;
import org.junit.jupiter.api.Test;

class PlannerEnvironmentTest {

  @Test
  void aProviderGetsTheBuildersEnvironmentWithTheSpecsPlanCache() {
    StringBuilder handedOver = new StringBuilder("a cache");
    PlannerEnvironment env = PlannerEnvironment.builder().variable("WRAC_LLM_MODEL", "m")
        .extension(CharSequence.class, handedOver).build();
    Wrac.builder().plannerEnvironment(env)
        .spec(ChunkerSpec.parse("planner=probe:x:y,plan-cache=/var/cache/wrac")).build();
    assertThat(EnvironmentProbe.argument).isEqualTo("x:y");
    PlannerEnvironment seen = EnvironmentProbe.environment;
    assertThat(seen.variables()).containsEntry("WRAC_LLM_MODEL", "m")
        .containsEntry("WRAC_PLAN_CACHE", "/var/cache/wrac");
    assertThat(seen.extension(CharSequence.class)).containsSame(handedOver);
    assertThat(seen.extension(Integer.class)).isEmpty();
  }

  @Test
  void aVariableSetOnTheBuilderWinsOverTheSpecsPlanCache() {
    PlannerEnvironment env = PlannerEnvironment.builder()
        .variable("WRAC_PLAN_CACHE", "/mine").build();
    Wrac.builder().plannerEnvironment(env)
        .spec(ChunkerSpec.parse("planner=probe,plan-cache=/theirs")).build();
    assertThat(EnvironmentProbe.environment.variable("WRAC_PLAN_CACHE")).hasValue("/mine");
  }

  @Test
  void byNameAloneGivesTheEmptyEnvironment() {
    ChunkPlanners.byName("probe");
    assertThat(EnvironmentProbe.environment).isSameAs(PlannerEnvironment.EMPTY);
    assertThat(EnvironmentProbe.argument).isEmpty();
  }
}
