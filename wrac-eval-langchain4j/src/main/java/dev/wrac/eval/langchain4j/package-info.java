/**
 * The benchmark's langchain4j baselines as {@link dev.wrac.eval.ChunkingStrategyProvider}s
 * ({@link dev.wrac.eval.langchain4j.LangChain4jStrategies}): a module of its own, so that
 * wrac-eval does not depend on the wrac-langchain4j adapter, and the adapter not on the bench.
 *
 * <p>May import wrac-eval's and wrac-langchain4j's public packages, wrac-core's API and
 * langchain4j.
 */
package dev.wrac.eval.langchain4j;
