package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PlannerSpecTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "structural | structural | ''",
      "recursive:1100 | recursive | 1100",
      "adaptive:default+llm | adaptive | default+llm",
      "replay:/plans/a:b | replay | /plans/a:b",
      "' LLM : gpt-4.1 ' | LLM | gpt-4.1"})
  void theNameEndsAtTheFirstColon(String text, String name, String argument) {
    PlannerSpec spec = PlannerSpec.parse(text);
    assertThat(spec.name()).isEqualTo(name);
    assertThat(spec.argument()).isEqualTo(argument);
    assertThat(PlannerSpec.parse(spec.toString())).isEqualTo(spec);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " ", ":600"})
  void aSpecWithoutANameIsRefused(String text) {
    assertThatThrownBy(() -> PlannerSpec.parse(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs a name before any ':'");
  }

  @ParameterizedTest
  @ValueSource(strings = {"recursive:600", "RECURSIVE:600"})
  void chunkPlannersFindsTheProviderIgnoringCase(String text) {
    assertThat(ChunkPlanners.byName(PlannerSpec.parse(text), PlannerEnvironment.EMPTY).name())
        .isEqualTo("recursive");
  }
}
