/**
 * The langchain4j adapters: W-RAC as a {@code DocumentSplitter}
 * ({@link dev.wrac.langchain4j.WracDocumentSplitter}) and {@code DocumentParser}
 * ({@link dev.wrac.langchain4j.WracDocumentParser}), a langchain4j chat model as an
 * {@code LlmClient} ({@link dev.wrac.langchain4j.LangChain4jLlmClient}), token counts as a
 * {@code TokenCountEstimator}, and small-to-big retrieval as a {@code ContentRetriever}
 * ({@link dev.wrac.langchain4j.WracSmallToBigRetriever}, leaves indexed by
 * {@link dev.wrac.langchain4j.HierarchySegments}), and any {@code EmbeddingStore} kept in sync
 * by wrac-index's {@code Indexer} ({@link dev.wrac.langchain4j.LangChain4jIndexStore},
 * {@link dev.wrac.langchain4j.LangChain4jEmbedder}).
 *
 * <p>May import wrac-core's public packages, wrac-llm-spi's {@code dev.wrac.llm} and
 * wrac-index's {@code dev.wrac.index}.
 */
package dev.wrac.langchain4j;
