/**
 * The LLM planners ({@code llm}, {@code llm-regex}, {@code replay}), provided to
 * {@link java.util.ServiceLoader} as {@link dev.wrac.plan.ChunkPlannerProvider}s, plan caches, an
 * OpenAI-compatible {@link dev.wrac.llm.LlmClient} ({@code openai}) and cost estimation, on the
 * SPI of {@code dev.wrac.llm.spi}. {@code dev.wrac.llm.openai.internal} and
 * {@code dev.wrac.llm.plan.internal} stay inside.
 */
module dev.wrac.llm {
  requires transitive dev.wrac.llm.spi;
  requires transitive dev.wrac.core;
  requires com.fasterxml.jackson.databind;
  requires java.net.http;
  requires org.slf4j;

  exports dev.wrac.llm.cost;
  exports dev.wrac.llm.openai;
  exports dev.wrac.llm.plan;

  provides dev.wrac.llm.LlmClientProvider with
      dev.wrac.llm.openai.OpenAiCompatibleClient.Provider;
  provides dev.wrac.plan.ChunkPlannerProvider with
      dev.wrac.llm.plan.LlmPlannerProviders.Llm,
      dev.wrac.llm.plan.LlmPlannerProviders.LlmRegex,
      dev.wrac.llm.plan.LlmPlannerProviders.Replay;
}
