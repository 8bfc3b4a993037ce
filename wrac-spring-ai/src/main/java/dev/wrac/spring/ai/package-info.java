/**
 * The Spring AI adapters: a {@code DocumentReader} and a {@code DocumentTransformer} that chunk
 * with W-RAC, and Spring Boot auto-configuration bound to {@code wrac.*} properties
 * ({@link dev.wrac.spring.ai.WracAutoConfiguration}, {@link dev.wrac.spring.ai.WracProperties}),
 * and small-to-big retrieval as a RAG {@code DocumentRetriever}
 * ({@link dev.wrac.spring.ai.WracSmallToBigDocumentRetriever}, leaves indexed by
 * {@link dev.wrac.spring.ai.HierarchyDocuments}, or kept in sync run after run by wrac-index's
 * {@code Indexer} through {@link dev.wrac.spring.ai.VectorStoreIndexStore}).
 *
 * <p>May import wrac-core's public packages, and wrac-index's (an optional dependency).
 */
package dev.wrac.spring.ai;
