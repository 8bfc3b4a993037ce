/**
 * The langchain4j adapters: W-RAC as a {@code DocumentSplitter}
 * ({@link dev.wrac.langchain4j.WracDocumentSplitter}) and {@code DocumentParser}
 * ({@link dev.wrac.langchain4j.WracDocumentParser}), a langchain4j chat model as an
 * {@code LlmClient} ({@link dev.wrac.langchain4j.LangChain4jLlmClient}), and token counts as a
 * {@code TokenCountEstimator}.
 *
 * <p>May import wrac-core's public packages and wrac-llm-spi's {@code dev.wrac.llm}.
 */
package dev.wrac.langchain4j;
