package dev.wrac.hierarchy;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** A {@link ParentStore} in a concurrent map: {@link ParentStore#inMemory()}. */
final class InMemoryParentStore implements ParentStore {
  private final Map<String, StoredUnit> units = new ConcurrentHashMap<>();

  @Override
  public Optional<StoredUnit> find(String id) {
    return Optional.ofNullable(units.get(id));
  }

  @Override
  public void putAll(Collection<StoredUnit> units) {
    for (StoredUnit u : units) {
      this.units.put(u.id(), u);
    }
  }

  @Override
  public void removeAll(Collection<String> ids) {
    ids.forEach(units::remove);
  }

  @Override
  public String toString() {
    return "in-memory parent store (" + units.size() + " units)";
  }
}
