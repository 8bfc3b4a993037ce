package dev.wrac.hierarchy;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where a small-to-big retriever finds the units it places: every unit of a hierarchy (leaves
 * and the parents above them) by id, with its text, level, parent, tokens and
 * {@link Citation}. It is the
 * {@link ChunkTree} that {@link SmallToBig} walks.
 *
 * <pre>{@code
 * ParentStore parents = ParentStore.inMemory();          // or wrac-index's JdbcParentStore
 * parents.putAll(hierarchy);                               // every level, leaves included
 * List<PlacedUnit> units = SmallToBig.budgetTokens(1024).place(rankedLeaves, parents);
 * String text = parents.get(units.get(0).id()).text();
 * }</pre>
 *
 * <p>Implementations are thread-safe; {@link #putAll} replaces units with the same id.
 */
public interface ParentStore extends ChunkTree {

  /** The unit with this id, if stored. */
  Optional<StoredUnit> find(String id);

  /** Stores {@code units}, replacing any stored unit with the same id. */
  void putAll(Collection<StoredUnit> units);

  /**
   * Removes the units with these ids; ids not stored are ignored. The stores of this library
   * implement it; an implementation of its own that does not throws
   * {@link UnsupportedOperationException}, and cannot take a {@link HierarchyDelta}.
   */
  default void removeAll(Collection<String> ids) {
    throw new UnsupportedOperationException(getClass().getName() + " does not remove units");
  }

  /** Stores every chunk of {@code hierarchy}, every level, replacing units with the same id. */
  default void putAll(ChunkHierarchy hierarchy) {
    putAll(hierarchy.all().stream().map(StoredUnit::of).toList());
  }

  /**
   * The unit with this id.
   *
   * @throws IllegalArgumentException if it is not stored
   */
  default StoredUnit get(String id) {
    return find(id).orElseThrow(() -> new IllegalArgumentException("No unit " + id + " in "
        + this));
  }

  @Override
  default Optional<String> parentId(String id) {
    return Optional.ofNullable(get(id).parentId());
  }

  @Override
  default int tokens(String id) {
    return get(id).tokens();
  }

  /**
   * A read-only view that asks this store once per id and remembers the answer: what one
   * retrieval walks, so a store behind a network or a database is asked once per unit.
   * Not thread-safe; make one per query.
   */
  default ParentStore memoized() {
    ParentStore store = this;
    Map<String, Optional<StoredUnit>> seen = new HashMap<>();
    return new ParentStore() {
      @Override
      public Optional<StoredUnit> find(String id) {
        return seen.computeIfAbsent(id, store::find);
      }

      @Override
      public void putAll(Collection<StoredUnit> units) {
        throw new UnsupportedOperationException("A memoized view of " + store
            + " is read-only");
      }

      @Override
      public String toString() {
        return store.toString();
      }
    };
  }

  /** A new, empty store in memory. */
  static ParentStore inMemory() {
    return new InMemoryParentStore();
  }
}
