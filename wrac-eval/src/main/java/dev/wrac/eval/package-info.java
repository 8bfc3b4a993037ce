/**
 * The retrieval benchmark on RAG-Multi-Corpus: the corpus and its queries
 * ({@link dev.wrac.eval.BenchCorpus}), chunking strategies under test
 * ({@link dev.wrac.eval.ChunkingStrategy}), retrieval metrics
 * ({@link dev.wrac.eval.RetrievalMetrics}) and the run with its report
 * ({@link dev.wrac.eval.Bench}, {@link dev.wrac.eval.BenchReport}).
 *
 * <p>May import every library module's public packages (it measures them all) and its own
 * {@code .internal}; no library module imports it.
 */
package dev.wrac.eval;
