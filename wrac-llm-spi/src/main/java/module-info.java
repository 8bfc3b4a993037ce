/**
 * The {@link dev.wrac.llm.LlmClient} SPI: the client, its {@link dev.wrac.llm.LlmClientProvider}
 * (found through {@link java.util.ServiceLoader} by {@link dev.wrac.llm.LlmClients}), requests,
 * responses, configuration, prices and exceptions. Requires {@code dev.wrac.core} alone; the
 * planners and the OpenAI-compatible client are in {@code dev.wrac.llm} (wrac-llm).
 */
module dev.wrac.llm.spi {
  requires transitive dev.wrac.core;

  exports dev.wrac.llm;

  uses dev.wrac.llm.LlmClientProvider;
}
