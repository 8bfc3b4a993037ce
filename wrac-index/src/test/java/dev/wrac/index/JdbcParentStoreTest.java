package dev.wrac.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.hierarchy.Citation;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.model.SourceSpan;
import dev.wrac.testing.ParentStoreContract;
import java.util.UUID;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;

/** The JDBC parent store on a real H2 database: the parent-store contract, citations, layouts. */
class JdbcParentStoreTest extends ParentStoreContract {
  @Override
  protected ParentStore newStore() {
    return JdbcParentStore.create(h2());
  }

  private static JdbcDataSource h2() {
    JdbcDataSource ds = new JdbcDataSource();
    ds.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    return ds;
  }

  @Test
  void citationsComeBackWithTheirDocumentHeadingsSpanAndPages() {
    ParentStore store = JdbcParentStore.create(h2());
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
    JdbcDataSource ds = h2();
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
}
