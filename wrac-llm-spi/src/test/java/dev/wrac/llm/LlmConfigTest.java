package dev.wrac.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.llm.openai.OpenAiCompatibleClient;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LlmConfigTest {
  @Test
  void environmentVariablesConfigureTheClient() {
    LlmConfig c = LlmConfig.fromEnvironment(Map.of(
        "WRAC_LLM_BASE_URL", "http://localhost:11434/v1/",
        "WRAC_LLM_API_KEY", "sk-secret-value",
        "WRAC_LLM_MODEL", "qwen2.5:7b",
        "WRAC_LLM_TIMEOUT_SECONDS", "120",
        "WRAC_LLM_MAX_RETRIES", "5",
        "WRAC_LLM_MAX_CONCURRENCY", "8",
        "WRAC_LLM_OPTIONS", "structuredOutput=json_object, maxTokensField=max_completion_tokens"));
    assertThat(c.provider()).isEqualTo("openai");
    assertThat(c.baseUrl().toString()).isEqualTo("http://localhost:11434/v1");
    assertThat(c.apiKey()).isEqualTo("sk-secret-value");
    assertThat(c.model()).isEqualTo("qwen2.5:7b");
    assertThat(c.timeout()).isEqualTo(Duration.ofSeconds(120));
    assertThat(c.maxRetries()).isEqualTo(5);
    assertThat(c.maxConcurrentRequests()).isEqualTo(8);
    assertThat(c.options()).containsEntry("structuredOutput", "json_object")
        .containsEntry("maxTokensField", "max_completion_tokens");
    assertThat(c.toString()).doesNotContain("sk-secret-value").contains("apiKey=***");
  }

  @Test
  void defaultsAreOpenAiAndGpt41AndOpenAiApiKeyIsAFallback() {
    LlmConfig c = LlmConfig.fromEnvironment(Map.of("OPENAI_API_KEY", "sk-other"));
    assertThat(c.baseUrl().toString()).isEqualTo(LlmConfig.DEFAULT_BASE_URL);
    assertThat(c.model()).isEqualTo("gpt-4.1");
    assertThat(c.apiKey()).isEqualTo("sk-other");
  }

  @Test
  void badValuesNameTheVariable() {
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of("WRAC_LLM_TIMEOUT_SECONDS", "soon")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("WRAC_LLM_TIMEOUT_SECONDS");
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of("WRAC_LLM_BASE_URL", "ftp://x")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("baseUrl");
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of("WRAC_LLM_MAX_CONCURRENCY", "0")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxConcurrentRequests");
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of("WRAC_LLM_OPTIONS", "novalue")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("WRAC_LLM_OPTIONS");
  }

  @Test
  void providersAreFoundByNameThroughServiceLoader() {
    assertThat(LlmClients.providers()).extracting(LlmClientProvider::name).contains("openai");
    LlmClient client = LlmClients.byName("OpenAI", LlmConfig.builder().model("m").build());
    assertThat(client).isInstanceOf(OpenAiCompatibleClient.class);
    assertThat(client.model()).isEqualTo("m");
    assertThatThrownBy(() -> LlmClients.byName("anthropic", LlmConfig.builder().build()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("No LlmClientProvider named 'anthropic'")
        .hasMessageContaining("[openai]");
  }
}
