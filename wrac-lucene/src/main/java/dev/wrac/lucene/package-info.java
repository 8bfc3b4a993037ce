/**
 * An embedded vector index on Apache Lucene (HNSW vectors under a folder):
 * {@link dev.wrac.lucene.LuceneIndexStore}, an {@link dev.wrac.index.IndexStore} that
 * wrac-index's {@link dev.wrac.index.Indexer} keeps in sync, searchable by vector, with a
 * {@link dev.wrac.hierarchy.ParentStore} view for small-to-big placement; and
 * {@link dev.wrac.lucene.LuceneEmbeddingStore}, a langchain4j {@code EmbeddingStore} on the same
 * engine. {@code dev.wrac.lucene.internal} is not API.
 */
package dev.wrac.lucene;
