package dev.wrac.index;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * An {@link IndexStore} in memory, searchable by cosine similarity: for tests, and for
 * applications small enough to rebuild their index at start. Thread-safe.
 *
 * <pre>{@code
 * InMemoryIndexStore store = new InMemoryIndexStore();
 * indexer.run(Sources.folder(Path.of("docs")));
 * List<IndexedUnit> top = store.search(embedder.embed("how do I reset my router?"), 5);
 * }</pre>
 */
public final class InMemoryIndexStore implements IndexStore {
  private final Map<String, IndexedUnit> units = new TreeMap<>();

  /** An empty store. */
  public InMemoryIndexStore() {}

  @Override
  public synchronized void upsert(List<IndexedUnit> batch) {
    for (IndexedUnit u : batch) {
      units.put(u.id(), Objects.requireNonNull(u, "unit"));
    }
  }

  @Override
  public synchronized void delete(Collection<String> ids) {
    ids.forEach(units::remove);
  }

  @Override
  public boolean canUpdateFields() {
    return true;
  }

  /** {@inheritDoc} A unit not held is ignored (nothing to keep a vector of). */
  @Override
  public synchronized void updateFields(List<IndexedUnit> batch) {
    for (IndexedUnit u : batch) {
      IndexedUnit held = units.get(u.id());
      if (held != null) {
        units.put(u.id(), u.withVector(held.vector()));
      }
    }
  }

  /** The unit with this id, if held. */
  public synchronized Optional<IndexedUnit> get(String id) {
    return Optional.ofNullable(units.get(id));
  }

  /** Every unit held, by id in ascending order: a snapshot. */
  public synchronized Map<String, IndexedUnit> snapshot() {
    return new TreeMap<>(units);
  }

  /** Number of units held, records included. */
  public synchronized int size() {
    return units.size();
  }

  /**
   * The {@code k} units with a vector most similar to {@code query} by cosine, best first; ties
   * by id.
   *
   * @throws IllegalArgumentException if {@code k} is not positive, or a held vector's dimension
   *     differs from the query's
   */
  public synchronized List<IndexedUnit> search(float[] query, int k) {
    if (k < 1) {
      throw new IllegalArgumentException("k must be at least 1, was " + k);
    }
    record Scored(IndexedUnit unit, double score) {}
    List<Scored> scored = new ArrayList<>();
    for (IndexedUnit u : units.values()) {
      if (u.hasVector()) {
        scored.add(new Scored(u, cosine(query, u.vector(), u.id())));
      }
    }
    scored.sort(Comparator.comparingDouble(Scored::score).reversed()
        .thenComparing(s -> s.unit().id()));
    return scored.stream().limit(k).map(Scored::unit).toList();
  }

  private static double cosine(float[] a, float[] b, String id) {
    if (a.length != b.length) {
      throw new IllegalArgumentException("Query has " + a.length + " dimensions, unit " + id
          + " has " + b.length);
    }
    return Embedder.cosine(a, b);
  }

  @Override
  public String toString() {
    return "InMemoryIndexStore[" + size() + " units]";
  }
}
