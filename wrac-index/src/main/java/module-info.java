/**
 * Keeps a vector store in sync with a set of documents: {@link dev.wrac.index.Indexer} over the
 * {@link dev.wrac.index.IndexStore} SPI, with a {@link dev.wrac.index.Ledger} in a database
 * ({@link dev.wrac.index.JdbcLedger}: H2 embedded by default, PostgreSQL), and a hierarchy's
 * parent store in a table ({@link dev.wrac.index.JdbcParentStore}). Exports
 * {@code dev.wrac.index}; {@code dev.wrac.index.internal} stays inside. JDBC drivers are found
 * by {@link java.sql.DriverManager}, so none is required here.
 */
module dev.wrac.index {
  requires transitive dev.wrac.core;
  requires transitive java.sql;

  exports dev.wrac.index;
}
