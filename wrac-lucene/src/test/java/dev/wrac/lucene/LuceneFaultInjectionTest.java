package dev.wrac.lucene;

import dev.wrac.index.FaultInjectionContract;
import dev.wrac.index.FaultStore;
import org.junit.jupiter.api.Tag;

/**
 * wrac-index's fault-injection harness on {@link LuceneIndexStore}: an indexer run in a child
 * JVM killed after embedding, inside Lucene's commit of an upsert and of a delete (a file half
 * written, the pending commit not yet renamed), after the store write and before the ledger's,
 * and at random steps; the next run leaves the index equal to a from-scratch one, H2 and
 * PostgreSQL ledgers.
 *
 * <p>The whole class runs in the slow profile (CI's second stage), not in {@code mvn -B verify}:
 * its kills took 40 s of the README's command, and the harness itself is checked there on the
 * log-file store ({@code FaultInjectionTest} in wrac-index).
 */
@Tag("slow")
class LuceneFaultInjectionTest extends FaultInjectionContract {
  @Override
  protected FaultStore store() {
    return new LuceneFaultStore();
  }

  /**
   * 10 random kills per ledger, not 50: each Lucene write is an fsynced commit; 20 per ledger
   * took 303 s of the slow profile and 50 per ledger 14.5 minutes (both ledgers passed all 100,
   * see docs/indexing.md); the log-file store's test keeps the 50.
   */
  @Override
  protected int slowTrials() {
    return 10;
  }
}
