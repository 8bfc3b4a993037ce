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
  void badValuesAreConfigurationErrorsNamingTheVariable() {
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of("WRAC_LLM_TIMEOUT_SECONDS", "soon")))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("WRAC_LLM_TIMEOUT_SECONDS");
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of("WRAC_LLM_BASE_URL", "ftp://x")))
        .isInstanceOf(LlmConfigurationException.class).hasMessageContaining("baseUrl");
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of("WRAC_LLM_MAX_CONCURRENCY", "0")))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("maxConcurrentRequests");
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of("WRAC_LLM_OPTIONS", "novalue")))
        .isInstanceOf(LlmConfigurationException.class).hasMessageContaining("WRAC_LLM_OPTIONS");
    assertThatThrownBy(() -> LlmClients.fromEnvironment(Map.of("WRAC_LLM_API_KEY", "k",
        "WRAC_LLM_OPTIONS", "temprature=1")))
        .isInstanceOf(LlmConfigurationException.class).hasMessageContaining("temprature");
  }

  @Test
  void noVariablesAtAllIsAConfigurationErrorBeforeAnyCall() {
    assertThatThrownBy(() -> LlmClients.fromEnvironment(Map.of()))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("No API key").hasMessageContaining("WRAC_LLM_API_KEY")
        .hasMessageContaining("https://api.openai.com/v1");
  }

  @Test
  void aKeylessLocalServerMustBeDeclared() {
    Map<String, String> local = Map.of("WRAC_LLM_BASE_URL", "http://127.0.0.1:8080/v1");
    assertThatThrownBy(() -> LlmClients.fromEnvironment(local))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("WRAC_LLM_API_KEY=none");
    LlmClient declared = LlmClients.fromEnvironment(Map.of(
        "WRAC_LLM_BASE_URL", "http://127.0.0.1:8080/v1", "WRAC_LLM_API_KEY", "none"));
    assertThat(((OpenAiCompatibleClient) declared).config().noApiKey()).isTrue();
    assertThat(((OpenAiCompatibleClient) declared).config().apiKey()).isNull();
    LlmClient inCode = OpenAiCompatibleClient.builder().baseUrl("https://llm.internal/v1")
        .noApiKey().build();
    assertThat(inCode.toString()).contains("none (declared)");
    // OpenAI's own endpoint always needs a key, declared or not
    assertThatThrownBy(() -> LlmClients.fromEnvironment(Map.of("WRAC_LLM_API_KEY", "none")))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("always needs a key");
  }

  @Test
  void anUnknownProviderListsTheAvailableOnes() {
    assertThatThrownBy(() -> LlmClients.fromEnvironment(Map.of("WRAC_LLM_PROVIDER", "nosuch",
        "WRAC_LLM_API_KEY", "k")))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("No LLM provider named 'nosuch'")
        .hasMessageContaining("WRAC_LLM_PROVIDER").hasMessageContaining("[openai]");
  }

  @Test
  void credentialsInTheBaseUrlAreNeverPrinted() {
    LlmConfig c = LlmConfig.fromEnvironment(Map.of(
        "WRAC_LLM_BASE_URL", "http://alice:s3cret-pass@127.0.0.1:8080/v1"));
    assertThat(c.toString()).doesNotContain("s3cret-pass").doesNotContain("alice")
        .contains("http://***@127.0.0.1:8080/v1").contains("apiKey=missing");
    assertThat(c.urlCredentials()).isEqualTo("alice:s3cret-pass");
    // credentials in the URL count as a key
    assertThat(LlmClients.create(c).toString()).doesNotContain("s3cret-pass");
    assertThatThrownBy(() -> LlmConfig.fromEnvironment(Map.of(
        "WRAC_LLM_BASE_URL", "ftp://alice:s3cret-pass@host/v1")))
        .isInstanceOf(LlmConfigurationException.class)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("s3cret-pass"));
  }

  @Test
  void providersAreFoundByNameThroughServiceLoader() {
    assertThat(LlmClients.providers()).extracting(LlmClientProvider::name).contains("openai");
    LlmClient client = LlmClients.byName("OpenAI", LlmConfig.builder().apiKey("k").model("m")
        .build());
    assertThat(client).isInstanceOf(OpenAiCompatibleClient.class);
    assertThat(client.model()).isEqualTo("m");
    assertThatThrownBy(() -> LlmClients.byName("anthropic", LlmConfig.builder().build()))
        .isInstanceOf(LlmConfigurationException.class)
        .hasMessageContaining("No LLM provider named 'anthropic'")
        .hasMessageContaining("[openai]");
  }
}
