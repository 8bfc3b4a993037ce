package dev.wrac.index;

import java.time.Duration;
import java.util.Collection;
import java.util.List;

/**
 * The record of what an {@link Indexer} wrote to a store: per store name, which documents (with
 * the fingerprint of their content, the settings and the embedding model), and which unit ids of
 * each, at which level, under which parent, in which state, written when. {@link JdbcLedger}
 * keeps it in a database (H2 embedded by default, PostgreSQL for teams).
 *
 * <pre>{@code
 * try (Ledger ledger = JdbcLedger.h2(Path.of("index/ledger"))) {
 *   Indexer.builder().ledger(ledger)...build().run(sources);
 * }
 * }</pre>
 *
 * <p>The methods below are the indexer's write protocol ({@link Indexer}); each writing method
 * is atomic (one transaction). An implementation of its own must keep that, and hold
 * {@link #lock} across processes.
 */
public interface Ledger extends AutoCloseable {

  /**
   * Takes the lock of {@code store}: no other run on this ledger writes to that store until it
   * is closed. A lock whose holder died (its process killed, its connection lost) is free.
   *
   * @param wait how long to wait for a lock another run holds; zero refuses at once
   * @throws LedgerBusyException if another run still holds it after {@code wait}
   */
  Lock lock(String store, Duration wait);

  /** The documents recorded for {@code store}, by source id. */
  List<LedgerDocument> documents(String store);

  /** The units recorded for {@code store}, every state, by id. */
  List<LedgerUnit> units(String store);

  /**
   * Records a run's intent for one document before it touches the store: the document as
   * pending, {@code adding} as {@link LedgerUnit.State#ADDING}, the ids {@code updating} as
   * {@link LedgerUnit.State#UPDATING}, the ids {@code deleting} as
   * {@link LedgerUnit.State#DELETING}.
   */
  void recordIntent(String store, LedgerDocument pending, List<LedgerUnit> adding,
      Collection<String> updating, Collection<String> deleting);

  /**
   * Records that the store now holds the document's new units: removes {@code deleted},
   * writes {@code stored} as {@link LedgerUnit.State#STORED} (replacing their records), and
   * writes {@code done} (not pending), or removes the document's record when {@code done} is
   * {@code null}.
   */
  void recordDone(String store, String sourceId, LedgerDocument done, List<LedgerUnit> stored,
      Collection<String> deleted);

  /**
   * Records a repair of a document a run left pending, after the ids {@code removed} were
   * deleted from the store: removes their records, marks every unit of the document still
   * pending as stored with unknown hashes, and the document as not pending with an unknown
   * fingerprint (so the next run chunks it again).
   */
  void recordRepaired(String store, String sourceId, Collection<String> removed);

  /** The ledger in words for messages, without credentials. */
  String describe();

  /** Releases the ledger's connections. */
  @Override
  void close();

  /** A held {@link #lock}; closing it releases it. */
  interface Lock extends AutoCloseable {
    @Override
    void close();
  }
}
