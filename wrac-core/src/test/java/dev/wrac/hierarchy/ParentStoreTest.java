package dev.wrac.hierarchy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.model.SourceSpan;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Both parent stores, the in-memory one and JDBC on a real H2 database, hold a hierarchy. */
class ParentStoreTest {
  /**
   * Page P (40 tokens) holds leaves a, b, c; page Q (12) holds d; book B (100) holds P, Q. The
   * units of kettle.pdf cite pages; b was stored without a citation.
   */
  private static final List<StoredUnit> UNITS = List.of(
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

  private static Citation cite(List<String> headings, SourceSpan span) {
    return new Citation("kettle.pdf", headings, span);
  }

  static List<Arguments> stores() {
    Supplier<ParentStore> memory = ParentStore::inMemory;
    Supplier<ParentStore> h2 = () -> {
      JdbcDataSource ds = new JdbcDataSource();
      ds.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
      return JdbcParentStore.create(ds);
    };
    return List.of(Arguments.of("in-memory", memory), Arguments.of("h2", h2));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stores")
  void everyUnitOfEveryLevelComesBackWithItsTextParentAndTokens(String name,
      Supplier<ParentStore> make) {
    ParentStore store = make.get();
    store.putAll(UNITS);

    for (StoredUnit u : UNITS) {
      assertThat(store.get(u.id())).isEqualTo(u);
      assertThat(store.parentId(u.id())).isEqualTo(java.util.Optional.ofNullable(u.parentId()));
      assertThat(store.tokens(u.id())).isEqualTo(u.tokens());
    }
    assertThat(store.find("no-such-unit")).isEmpty();
    assertThatThrownBy(() -> store.tokens("no-such-unit"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no-such-unit");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stores")
  void removedUnitsAreGoneAndTheOthersStay(String name, Supplier<ParentStore> make) {
    ParentStore store = make.get();
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
  void aStoreOfItsOwnThatCannotRemoveSaysSo() {
    ParentStore readOnly = new ParentStore() {
      @Override
      public java.util.Optional<StoredUnit> find(String id) {
        return java.util.Optional.empty();
      }

      @Override
      public void putAll(java.util.Collection<StoredUnit> units) {}
    };
    assertThatThrownBy(() -> readOnly.removeAll(List.of("a")))
        .isInstanceOf(UnsupportedOperationException.class)
        .hasMessageContaining("does not remove units");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stores")
  void storeHitsArePlacedOnceEachWithTheTextTheStoreHolds(String name,
      Supplier<ParentStore> make) {
    ParentStore store = make.get();
    store.putAll(UNITS);
    // a leaf indexed twice comes back twice from a vector store: it counts once, at its best rank
    List<ScoredLeaf> hits = List.of(new ScoredLeaf("a", 0.9), new ScoredLeaf("b", 0.8),
        new ScoredLeaf("a", 0.7), new ScoredLeaf("d", 0.6));

    List<SmallToBig.Placement> placed = SmallToBig.budgetTokens(60).placeHits(hits, store);

    assertThat(placed).extracting(p -> p.unit().id()).containsExactly("P", "d");
    assertThat(placed.get(0).unit().leafIds()).containsExactly("a", "b");
    assertThat(placed).allSatisfy(p -> assertThat(p.stored()).isEqualTo(store.get(p.unit().id())));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stores")
  void putAllReplacesAUnitWithTheSameId(String name, Supplier<ParentStore> make) {
    ParentStore store = make.get();
    store.putAll(List.of(new StoredUnit("p", 1, null, "old", 10),
        new StoredUnit("a", 0, "p", "leaf", 2)));
    store.putAll(List.of(new StoredUnit("p", 1, null, "new text", 12)));

    assertThat(store.get("p")).isEqualTo(new StoredUnit("p", 1, null, "new text", 12));
    assertThat(store.parentId("a")).contains("p");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stores")
  void theStoreIsTheTreeThePolicyWalks(String name, Supplier<ParentStore> make) {
    ParentStore store = make.get();
    store.putAll(UNITS);
    List<ScoredLeaf> ranked = List.of(new ScoredLeaf("a", 0.9), new ScoredLeaf("d", 0.85),
        new ScoredLeaf("c", 0.8));

    List<PlacedUnit> fit = SmallToBig.budgetTokens(60).place(ranked, store.memoized());
    List<PlacedUnit> tight = SmallToBig.budgetTokens(40).place(ranked, store.memoized());

    assertThat(fit).extracting(PlacedUnit::id).containsExactly("P", "d");
    assertThat(fit.get(0).leafIds()).containsExactly("a", "c");
    assertThat(tight).extracting(PlacedUnit::id).containsExactly("a", "d", "c");
  }

  @Test
  void citationsComeBackWithTheirDocumentHeadingsSpanAndPages() {
    JdbcDataSource ds = new JdbcDataSource();
    ds.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    ParentStore store = JdbcParentStore.create(ds);
    store.putAll(UNITS);

    Citation d = store.get("d").citation();
    assertThat(d.document()).isEqualTo("kettle.pdf");
    assertThat(d.headingPath()).containsExactly("Kettle guide", "Boiling", "Caf\u00e9 \u4e2d\u6587");
    assertThat(d.span()).isEqualTo(SourceSpan.onPage(300, 360, 20, 21, 3));
    assertThat(d.page()).isEqualTo(3);
    Citation c = store.get("c").citation();
    assertThat(c.page()).isNull();
    assertThat(c.endPage()).isNull();
    assertThat(c.headingPath()).containsExactly("Kettle > guide", "");
    assertThat(store.get("B").citation().headingPath()).isEmpty();
    assertThat(store.get("b").citation()).isNull();
  }

  @Test
  void aTableOfTheEarlierLayoutGetsTheCitationColumnsAndKeepsItsRows() throws Exception {
    JdbcDataSource ds = new JdbcDataSource();
    ds.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    try (java.sql.Connection c = ds.getConnection();
        java.sql.Statement s = c.createStatement()) {
      s.execute("CREATE TABLE wrac_units (unit_id VARCHAR(255) PRIMARY KEY, "
          + "unit_level INT NOT NULL, parent_id VARCHAR(255), unit_text TEXT NOT NULL, "
          + "tokens INT NOT NULL)");
      s.execute("INSERT INTO wrac_units VALUES ('old', 0, NULL, 'stored before citations', 4)");
    }

    ParentStore store = JdbcParentStore.create(ds);
    store.putAll(UNITS);
    ParentStore again = JdbcParentStore.create(ds); // the columns are there now: nothing to add

    assertThat(again.get("old")).isEqualTo(new StoredUnit("old", 0, null,
        "stored before citations", 4));
    for (StoredUnit u : UNITS) {
      assertThat(again.get(u.id())).isEqualTo(u);
    }
  }

  @Test
  void aTableNameThatIsNotAPlainIdentifierIsRefused() {
    JdbcDataSource ds = new JdbcDataSource();
    ds.setURL("jdbc:h2:mem:refused");
    assertThatThrownBy(() -> JdbcParentStore.create(ds, "units; DROP TABLE x"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("units; DROP");
  }

  @Test
  void aMemoizedViewIsReadOnly() {
    ParentStore view = ParentStore.inMemory().memoized();
    assertThatThrownBy(() -> view.putAll(List.of()))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
