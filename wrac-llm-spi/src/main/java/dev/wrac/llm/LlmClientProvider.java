package dev.wrac.llm;

/**
 * Makes {@link LlmClient}s of one kind from a configuration. Listed in
 * {@code META-INF/services/dev.wrac.llm.LlmClientProvider} and found by
 * {@link LlmClients#byName(String, LlmConfig)}. The shipped provider is {@code openai}
 * (any OpenAI-compatible chat-completions server).
 */
public interface LlmClientProvider {

  /** The name it answers to, such as {@code "openai"}; lookups ignore case. */
  String name();

  /** One line for listings and error messages. */
  String description();

  /**
   * A client for {@code config}.
   *
   * @throws IllegalArgumentException naming the option if the configuration does not suit
   */
  LlmClient create(LlmConfig config);
}
