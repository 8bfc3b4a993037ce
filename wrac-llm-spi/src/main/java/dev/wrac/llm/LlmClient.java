package dev.wrac.llm;

/**
 * The one interface between this library and a language model: send a request, get an answer.
 * Implement it to plug in any model, depending on {@code wrac-llm-spi} alone; the shipped
 * implementation is {@code dev.wrac.llm.openai.OpenAiCompatibleClient} (module wrac-llm).
 *
 * <pre>{@code
 * LlmClient llm = LlmClients.fromEnvironment();      // WRAC_LLM_BASE_URL, _API_KEY, _MODEL
 * LlmResponse answer = llm.complete(LlmRequest.builder().user("Say hi").build());
 * }</pre>
 *
 * <p>Contract: thread-safe; may be called concurrently up to {@link #maxConcurrentRequests()};
 * failures are thrown as {@link LlmException} subtypes ({@link LlmRateLimitedException},
 * {@link LlmTransientException}, {@link LlmPermanentException}), after whatever retries the
 * client does itself. A cut answer is returned with {@link FinishReason#LENGTH}, not thrown.
 * Clients are found by name with {@link LlmClients#byName} through {@link LlmClientProvider}.
 */
public interface LlmClient {

  /**
   * Sends {@code request} and returns the model's answer.
   *
   * @throws LlmException naming the provider and model (never the key or the prompt)
   */
  LlmResponse complete(LlmRequest request);

  /** The model this client asks, as configured (for provenance, caching and prices). */
  String model();

  /** How many requests may be in flight at once; planners use it as their parallelism. */
  default int maxConcurrentRequests() {
    return 4;
  }
}
