package dev.wrac.index;

import java.util.Collection;
import java.util.List;

/**
 * Where an {@link Indexer} writes units: any vector store that can add or replace entries by id
 * and delete them by id (langchain4j's {@code EmbeddingStore.addAll(ids, embeddings,
 * segments)} and {@code removeAll(ids)}, Spring AI's {@code VectorStore.add} and
 * {@code delete(ids)}), plus, for the parents of a hierarchy, a store of records.
 *
 * <pre>{@code
 * IndexStore store = new InMemoryIndexStore();
 * Indexer.builder().store(store)...build().run(Sources.folder(Path.of("docs")));
 * }</pre>
 *
 * <p>Contract: {@link #upsert} replaces a unit with the same id (so writing the same unit
 * twice leaves one copy: the indexer's repair re-writes units freely); {@link #delete} ignores
 * ids it does not hold. A method that cannot complete throws; the indexer then stops, and its
 * next run repairs what was half written (see {@link Indexer}). Implementations need not be
 * thread-safe: one run writes from one thread.
 */
public interface IndexStore {

  /**
   * Adds {@code units}, replacing any unit with the same id. A unit without a vector
   * ({@link IndexedUnit#hasVector()} false) is a record: a parent kept for small-to-big
   * placement, not searched.
   */
  void upsert(List<IndexedUnit> units);

  /** Deletes the units with these ids; ids not held are ignored. */
  void delete(Collection<String> ids);

  /**
   * Whether {@link #updateFields} is supported. Without it the indexer re-embeds a unit whose
   * id and embed text are unchanged but whose other fields moved (its position or its parent),
   * and writes it with {@link #upsert}. Default {@code false}.
   */
  default boolean canUpdateFields() {
    return false;
  }

  /**
   * Replaces the fields of stored units (text, citation, parent), keeping each one's stored
   * vector: the {@link IndexedUnit#vector()} of {@code units} is {@code null} here.
   *
   * @throws UnsupportedOperationException unless {@link #canUpdateFields()}
   */
  default void updateFields(List<IndexedUnit> units) {
    throw new UnsupportedOperationException(getClass().getName() + " cannot update fields");
  }

  /** A short name for errors and the ledger; default the class's simple name. */
  default String name() {
    return getClass().getSimpleName();
  }
}
