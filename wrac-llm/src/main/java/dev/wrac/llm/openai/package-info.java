/**
 * The OpenAI-compatible {@link dev.wrac.llm.LlmClient} on {@code java.net.http}:
 * {@link dev.wrac.llm.openai.OpenAiCompatibleClient} and its {@code openai} provider for
 * {@link dev.wrac.llm.LlmClients}, speaking the chat-completions wire format of OpenAI, vLLM,
 * Ollama, llama.cpp and the like, with bounded bodies, retries with backoff, Retry-After and
 * secrets masked in every message.
 *
 * <pre>{@code
 * LlmClient llm = OpenAiCompatibleClient.builder().baseUrl("http://localhost:11434/v1")
 *     .noApiKey().model("qwen2.5:7b").build();
 * }</pre>
 *
 * <p>May import: the SPI ({@code dev.wrac.llm}), its own {@code .internal}
 * (backoff, bounded bodies, secrets), wrac-core's model, Jackson and SLF4J; not the planners
 * ({@code dev.wrac.llm.plan}) nor cost estimation.
 */
package dev.wrac.llm.openai;
