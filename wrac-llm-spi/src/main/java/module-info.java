/**
 * The {@link dev.wrac.llm.LlmClient} SPI, an OpenAI-compatible client, and the LLM planners
 * ({@code llm}, {@code agentic}, {@code replay}), provided to {@link java.util.ServiceLoader} as
 * {@link dev.wrac.plan.ChunkPlannerProvider}s. Clients of other modules are found as
 * {@link dev.wrac.llm.LlmClientProvider}s. {@code dev.wrac.llm.internal} stays inside.
 */
module dev.wrac.llm {
  requires transitive dev.wrac.core;
  requires com.fasterxml.jackson.databind;
  requires java.net.http;
  requires org.slf4j;

  exports dev.wrac.llm;
  exports dev.wrac.llm.cost;
  exports dev.wrac.llm.openai;
  exports dev.wrac.llm.plan;

  uses dev.wrac.llm.LlmClientProvider;

  provides dev.wrac.llm.LlmClientProvider with
      dev.wrac.llm.openai.OpenAiCompatibleClient.Provider;
  provides dev.wrac.plan.ChunkPlannerProvider with
      dev.wrac.llm.plan.LlmPlannerProviders.Llm,
      dev.wrac.llm.plan.LlmPlannerProviders.LlmRegex,
      dev.wrac.llm.plan.LlmPlannerProviders.Agentic,
      dev.wrac.llm.plan.LlmPlannerProviders.Replay;
}
