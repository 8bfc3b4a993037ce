/**
 * The planners that ask an {@link dev.wrac.llm.LlmClient}: the W-RAC
 * {@link dev.wrac.llm.plan.LlmPlanner} (element IDs and ranges in, IDs out), the {@code llm-regex}
 * splitter {@link dev.wrac.llm.plan.RegexSplitPlanner}, the agentic baseline
 * {@link dev.wrac.llm.plan.AgenticChunker}, GPT-4.1 replay {@link dev.wrac.llm.plan.ReplayPlanner},
 * their plan caches ({@link dev.wrac.llm.plan.PlanCache}, {@link dev.wrac.llm.plan.PlanCaches}),
 * and the {@link dev.wrac.plan.ChunkPlannerProvider}s that make them from a planner spec
 * ({@link dev.wrac.llm.plan.LlmPlannerProviders}).
 *
 * <pre>{@code
 * Chunker wrac = Wrac.builder().planner(LlmPlanner.using(LlmClients.fromEnvironment())).build();
 * ChunkPlan plan = wrac.plan(doc);                     // valid whatever the model answered
 * }</pre>
 *
 * <p>May import: the SPI ({@code dev.wrac.llm}), its own {@code .internal}
 * (prompts, lenient JSON, the window pool), wrac-core's API (model, plan, validate, assemble), Jackson and
 * SLF4J; not the OpenAI client (clients come through the SPI) nor cost estimation.
 */
package dev.wrac.llm.plan;
