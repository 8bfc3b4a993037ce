package dev.wrac.index;

import java.time.Instant;
import java.util.Objects;

/**
 * What a {@link Ledger} records of one unit written (or being written) to a store.
 *
 * @param id          the unit's id in the store ({@link IndexedUnit#id()})
 * @param sourceId    the source id of its document
 * @param level       0 for flat chunks and leaves, one more per level up
 * @param parentId    the id of the unit one level up, or {@code null}
 * @param settings    the chunker settings it was made with
 * @param model       the embedder it was embedded with ({@link Embedder#name()})
 * @param contentHash a hash of every stored field but the vector; {@code null} when unknown
 *                    (after a repair), which makes the next run write its fields again
 * @param embedHash   a hash of what its vector was made from (embed text, model, whether it
 *                    has one); {@code null} when unknown, which makes the next run embed it
 *                    again
 * @param state       where its write stands
 * @param writtenAt   when the record was last written
 */
public record LedgerUnit(String id, String sourceId, int level, String parentId,
    String settings, String model, String contentHash, String embedHash, State state,
    Instant writtenAt) {

  /** Where a unit's write stands; see {@link Indexer} for the protocol. */
  public enum State {
    /** In the store as recorded. */
    STORED,
    /** A run is adding it: it may or may not be in the store. */
    ADDING,
    /** A run is rewriting it: the store holds the old or the new version. */
    UPDATING,
    /** A run is deleting it: it may or may not still be in the store. */
    DELETING
  }

  public LedgerUnit {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(sourceId, "sourceId");
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(writtenAt, "writtenAt");
    if (level < 0) {
      throw new IllegalArgumentException("Unit " + id + ": level must not be negative, was "
          + level);
    }
  }

  /** This record in {@code newState}. */
  public LedgerUnit withState(State newState) {
    return new LedgerUnit(id, sourceId, level, parentId, settings, model, contentHash,
        embedHash, newState, writtenAt);
  }
}
