package dev.wrac.llm.custom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmClientProvider;
import dev.wrac.llm.LlmClients;
import dev.wrac.llm.LlmConfig;
import dev.wrac.llm.LlmConfigurationException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTruncatedException;
import dev.wrac.model.Usage;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A custom client built on wrac-llm-spi alone is found by name, configured from the environment
 * and held to the SPI's contract (cut answers, option errors), with no other W-RAC module present.
 */
class CustomLlmClientTest {

  @Test
  void theSpiAloneFindsTheCustomProviderAndNoOther() {
    assertThat(LlmClients.providers()).extracting(LlmClientProvider::name)
        .containsExactly("echo");
  }

  @Test
  void aCustomClientIsMadeByNameFromTheEnvironmentAndAnswers() {
    LlmClient client = LlmClients.fromEnvironment(Map.of("WRAC_LLM_PROVIDER", "Echo",
        "WRAC_LLM_API_KEY", "none", "WRAC_LLM_BASE_URL", "http://localhost:9/v1",
        "WRAC_LLM_MODEL", "echo-1", "WRAC_LLM_MAX_CONCURRENCY", "2",
        "WRAC_LLM_OPTIONS", "prefix=You said:"));

    LlmResponse answer = client.complete(LlmRequest.builder().system("be brief")
        .user("plan these chunks").build());

    assertThat(client).isInstanceOf(EchoLlmClient.class);
    assertThat(client.model()).isEqualTo("echo-1");
    assertThat(client.maxConcurrentRequests()).isEqualTo(2);
    assertThat(answer.text()).isEqualTo("You said: plan these chunks");
    assertThat(answer.finishReason()).isEqualTo(FinishReason.STOP);
    assertThat(answer.usage()).isEqualTo(Usage.ofCall(5, 0, 5));
    assertThat(answer.requireComplete()).isSameAs(answer);
  }

  @Test
  void anAnswerCutAtTheOutputLimitIsReportedAsTruncated() {
    LlmClient client = LlmClients.create(LlmConfig.builder().provider("echo").noApiKey()
        .baseUrl("http://localhost:9/v1").model("echo-1").build());

    LlmResponse answer = client.complete(LlmRequest.builder().user("one two three four")
        .maxOutputTokens(2).build());

    assertThat(answer.text()).isEqualTo("one two");
    assertThat(answer.isTruncated()).isTrue();
    assertThatThrownBy(answer::requireComplete).isInstanceOf(LlmTruncatedException.class)
        .hasMessageContaining("echo-1").hasMessageContaining("after 2 tokens");
  }

  @Test
  void anOptionTheProviderRejectsBecomesAConfigurationErrorNamingIt() {
    LlmConfig config = LlmConfig.builder().provider("echo").noApiKey()
        .baseUrl("http://localhost:9/v1").option("temperature", "0").build();

    assertThatThrownBy(() -> LlmClients.create(config))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("LLM provider 'echo'").hasMessageContaining("'temperature'");
  }

  @Test
  void anUnknownProviderNameListsTheCustomOne() {
    assertThatThrownBy(() -> LlmClients.byName("openai", LlmConfig.builder().build()))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("No LLM provider named 'openai'")
        .hasMessageContaining("Available: [echo]");
  }
}
