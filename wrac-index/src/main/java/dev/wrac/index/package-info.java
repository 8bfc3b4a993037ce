/**
 * Keeping a vector store in sync with a set of documents: {@link dev.wrac.index.Indexer} (the
 * sync loop), {@link dev.wrac.index.IndexStore} (the store SPI),
 * {@link dev.wrac.index.Ledger} (what was written, in a database),
 * {@link dev.wrac.index.Embedder} (the embedding boundary) and
 * {@link dev.wrac.index.JdbcParentStore} (a hierarchy's parent store in a database table). See {@code docs/indexing.md}.
 */
package dev.wrac.index;
