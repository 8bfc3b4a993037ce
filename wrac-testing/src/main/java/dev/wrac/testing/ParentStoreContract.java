package dev.wrac.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.hierarchy.Citation;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.PlacedUnit;
import dev.wrac.hierarchy.ScoredLeaf;
import dev.wrac.hierarchy.SmallToBig;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.model.SourceSpan;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What every {@link ParentStore} must do, as JUnit tests: extend this class, implement
 * {@link #newStore()}, and the tests run on your store (W-RAC runs them on the in-memory store
 * and on {@code JdbcParentStore} over H2).
 *
 * <pre>{@code
 * class RedisParentStoreTest extends ParentStoreContract {
 *   protected ParentStore newStore() { return RedisParentStore.create(client); }
 * }
 * }</pre>
 */
public abstract class ParentStoreContract {
  /**
   * A small hierarchy: page P (40 tokens) holds leaves a, b, c; page Q (12) holds d; book B (100)
   * holds P, Q. The units of kettle.pdf cite pages; b was stored without a citation.
   */
  public static final List<StoredUnit> UNITS = List.of(
      new StoredUnit("B", 2, null, "Kettle guide, all of it", 100,
          cite(List.of(), new SourceSpan(0, 400, 1, 30, 1, 3))),
      new StoredUnit("P", 1, "B", "Filling. Fill the kettle. Close the lid.", 40,
          cite(List.of("Kettle guide", "Filling"), new SourceSpan(10, 200, 2, 14, 1, 2))),
      new StoredUnit("Q", 1, "B", "Boiling. Press the switch.", 12,
          cite(List.of("Kettle guide", "Boiling"), SourceSpan.onPage(210, 400, 15, 30, 3))),
      new StoredUnit("a", 0, "P", "Fill the kettle with fresh water up to the MAX line.", 14,
          cite(List.of("Kettle guide", "Filling"), SourceSpan.onPage(10, 62, 2, 2, 1))),
      new StoredUnit("b", 0, "P", "Never fill it above the line.", 8),
      new StoredUnit("c", 0, "P", "Close the lid until it clicks.", 8,
          new Citation("kettle.md", List.of("Kettle > guide", ""), new SourceSpan(170, 200, 14,
              14))),
      new StoredUnit("d", 0, "Q", "Press the switch: the water boils in \u00e9 three minutes.", 12,
          cite(List.of("Kettle guide", "Boiling", "Caf\u00e9 \u4e2d\u6587"),
              SourceSpan.onPage(300, 360, 20, 21, 3))));

  /** A new, empty store; called once by each test. */
  protected abstract ParentStore newStore();

  private static Citation cite(List<String> headings, SourceSpan span) {
    return new Citation("kettle.pdf", headings, span);
  }

  @Test
  public void everyUnitOfEveryLevelComesBackWithItsTextParentAndTokens() {
    ParentStore store = newStore();
    store.putAll(UNITS);

    for (StoredUnit u : UNITS) {
      assertThat(store.get(u.id())).isEqualTo(u);
      assertThat(store.parentId(u.id())).isEqualTo(Optional.ofNullable(u.parentId()));
      assertThat(store.tokens(u.id())).isEqualTo(u.tokens());
    }
    assertThat(store.find("no-such-unit")).isEmpty();
    assertThatThrownBy(() -> store.tokens("no-such-unit"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no-such-unit");
  }

  @Test
  public void removedUnitsAreGoneAndTheOthersStay() {
    ParentStore store = newStore();
    store.putAll(UNITS);
    store.removeAll(List.of("Q", "d", "no-such-unit"));
    store.removeAll(List.of());

    assertThat(store.find("Q")).isEmpty();
    assertThat(store.find("d")).isEmpty();
    for (StoredUnit u : UNITS) {
      if (!u.id().equals("Q") && !u.id().equals("d")) {
        assertThat(store.get(u.id())).isEqualTo(u);
      }
    }
  }

  @Test
  public void storeHitsArePlacedOnceEachWithTheTextTheStoreHolds() {
    ParentStore store = newStore();
    store.putAll(UNITS);
    // a leaf indexed twice comes back twice from a vector store: it counts once, at its best rank
    List<ScoredLeaf> hits = List.of(new ScoredLeaf("a", 0.9), new ScoredLeaf("b", 0.8),
        new ScoredLeaf("a", 0.7), new ScoredLeaf("d", 0.6));

    List<SmallToBig.Placement> placed = SmallToBig.budgetTokens(60).placeHits(hits, store);

    assertThat(placed).extracting(p -> p.unit().id()).containsExactly("P", "d");
    assertThat(placed.get(0).unit().leafIds()).containsExactly("a", "b");
    assertThat(placed).allSatisfy(p -> assertThat(p.stored()).isEqualTo(store.get(p.unit().id())));
  }

  @Test
  public void putAllReplacesAUnitWithTheSameId() {
    ParentStore store = newStore();
    store.putAll(List.of(new StoredUnit("p", 1, null, "old", 10),
        new StoredUnit("a", 0, "p", "leaf", 2)));
    store.putAll(List.of(new StoredUnit("p", 1, null, "new text", 12)));

    assertThat(store.get("p")).isEqualTo(new StoredUnit("p", 1, null, "new text", 12));
    assertThat(store.parentId("a")).contains("p");
  }

  @Test
  public void theStoreIsTheTreeThePolicyWalks() {
    ParentStore store = newStore();
    store.putAll(UNITS);
    List<ScoredLeaf> ranked = List.of(new ScoredLeaf("a", 0.9), new ScoredLeaf("d", 0.85),
        new ScoredLeaf("c", 0.8));

    List<PlacedUnit> fit = SmallToBig.budgetTokens(60).place(ranked, store.memoized());
    List<PlacedUnit> tight = SmallToBig.budgetTokens(40).place(ranked, store.memoized());

    assertThat(fit).extracting(PlacedUnit::id).containsExactly("P", "d");
    assertThat(fit.get(0).leafIds()).containsExactly("a", "c");
    assertThat(tight).extracting(PlacedUnit::id).containsExactly("a", "d", "c");
  }
}
