package dev.wrac.hierarchy;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.testing.ParentStoreContract;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The in-memory parent store holds a hierarchy ({@link ParentStoreContract}; wrac-index runs the
 * same contract on {@code JdbcParentStore}), and what the interface's defaults do.
 */
class ParentStoreTest extends ParentStoreContract {
  @Override
  protected ParentStore newStore() {
    return ParentStore.inMemory();
  }

  @Test
  void aStoreOfItsOwnThatCannotRemoveSaysSo() {
    ParentStore readOnly = new ParentStore() {
      @Override
      public Optional<StoredUnit> find(String id) {
        return Optional.empty();
      }

      @Override
      public void putAll(Collection<StoredUnit> units) {}
    };
    assertThatThrownBy(() -> readOnly.removeAll(List.of("a")))
        .isInstanceOf(UnsupportedOperationException.class)
        .hasMessageContaining("does not remove units");
  }

  @Test
  void aMemoizedViewIsReadOnly() {
    ParentStore view = ParentStore.inMemory().memoized();
    assertThatThrownBy(() -> view.putAll(List.of()))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
