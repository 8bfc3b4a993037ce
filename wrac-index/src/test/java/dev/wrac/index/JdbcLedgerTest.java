package dev.wrac.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The ledger on a real H2 file and a real PostgreSQL server. */
class JdbcLedgerTest {
  @TempDir
  Path dir;

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void recordsAreReadBackAfterReopening(String kind) {
    TestLedgers.Database db = TestLedgers.create(kind, dir);
    Instant at = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    LedgerUnit a = new LedgerUnit("id-a", "docs/a.md", 0, "id-p", "max-tokens=256",
        "hashing-64", "c1", "e1", LedgerUnit.State.ADDING, at);
    LedgerUnit p = new LedgerUnit("id-p", "docs/a.md", 1, null, "max-tokens=256",
        "hashing-64", "c2", "e2", LedgerUnit.State.ADDING, at);
    try (JdbcLedger ledger = db.open()) {
      ledger.recordIntent("s", new LedgerDocument("docs/a.md", "docs/a.md", null,
          "max-tokens=256", "hashing-64", true, at), List.of(a, p), List.of(), List.of());
      assertThat(ledger.documents("s")).singleElement()
          .satisfies(d -> assertThat(d.pending()).isTrue());
      ledger.recordDone("s", "docs/a.md", new LedgerDocument("docs/a.md", "docs/a.md", "f1",
          "max-tokens=256", "hashing-64", false, at), List.of(
              a.withState(LedgerUnit.State.STORED), p.withState(LedgerUnit.State.STORED)),
          List.of());
    }
    try (JdbcLedger ledger = db.open()) {
      assertThat(ledger.documents("s")).containsExactly(new LedgerDocument("docs/a.md",
          "docs/a.md", "f1", "max-tokens=256", "hashing-64", false, at));
      assertThat(ledger.units("s")).containsExactly(a.withState(LedgerUnit.State.STORED),
          p.withState(LedgerUnit.State.STORED));
      assertThat(ledger.units("other store")).isEmpty();
      ledger.recordDone("s", "docs/a.md", null, List.of(), List.of("id-a", "id-p"));
      assertThat(ledger.documents("s")).isEmpty();
      assertThat(ledger.units("s")).isEmpty();
    }
  }

  @org.junit.jupiter.api.Test
  void aLedgerOnADataSourceKeepsItsRecordsAndNamesItWithoutItsUrl() {
    org.h2.jdbcx.JdbcDataSource ds = new org.h2.jdbcx.JdbcDataSource();
    ds.setURL("jdbc:h2:file:" + dir.resolve("ds").toAbsolutePath());
    ds.setPassword("secret");
    Instant at = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    LedgerDocument d = new LedgerDocument("a.md", "a.md", "f", "", "m", false, at);
    try (JdbcLedger ledger = JdbcLedger.of(ds)) {
      ledger.recordDone("s", "a.md", d, List.of(), List.of());
      assertThat(ledger.describe()).isEqualTo("ledger (a JdbcDataSource)");
    }
    try (JdbcLedger ledger = JdbcLedger.of(ds)) {
      assertThat(ledger.documents("s")).containsExactly(d);
    }
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void aLedgerOfANewerSchemaVersionIsRefusedNamingBothVersions(String kind) throws Exception {
    TestLedgers.Database db = TestLedgers.create(kind, dir);
    db.open().close();
    try (Connection c = db.connect(); Statement s = c.createStatement()) {
      s.executeUpdate("UPDATE wrac_index_schema SET version = 7");
    }
    assertThatThrownBy(db::open).isInstanceOf(LedgerSchemaException.class)
        .hasMessageContaining("schema version 7")
        .hasMessageContaining("schema version " + JdbcLedger.SCHEMA_VERSION)
        .hasMessageNotContaining("\n")
        .satisfies(e -> {
          assertThat(((LedgerSchemaException) e).found()).isEqualTo(7);
          assertThat(((LedgerSchemaException) e).supported()).isEqualTo(1);
        });
    try (Connection c = db.connect(); Statement s = c.createStatement();
        var rs = s.executeQuery("SELECT version FROM wrac_index_schema")) {
      assertThat(rs.next()).isTrue();
      assertThat(rs.getInt(1)).as("nothing written").isEqualTo(7);
      assertThat(rs.next()).isFalse();
    }
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void aSecondLockOnTheSameStoreIsRefusedUntilTheFirstIsReleased(String kind) {
    TestLedgers.Database db = TestLedgers.create(kind, dir);
    try (JdbcLedger one = db.open(); JdbcLedger two = db.open()) {
      Ledger.Lock held = one.lock("s", Duration.ZERO);
      assertThatThrownBy(() -> two.lock("s", Duration.ofMillis(300)))
          .isInstanceOf(LedgerBusyException.class)
          .hasMessageContaining("Store 's'")
          .hasMessageContaining("another run");
      two.lock("another store", Duration.ZERO).close();
      held.close();
      two.lock("s", Duration.ZERO).close();
    }
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void aWaitingLockIsTakenOnceTheHolderReleasesIt(String kind) throws Exception {
    TestLedgers.Database db = TestLedgers.create(kind, dir);
    try (JdbcLedger one = db.open(); JdbcLedger two = db.open()) {
      Ledger.Lock held = one.lock("s", Duration.ZERO);
      Thread release = new Thread(() -> {
        try {
          Thread.sleep(500);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        held.close();
      });
      release.start();
      two.lock("s", Duration.ofSeconds(30)).close();
      release.join();
    }
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.index.TestLedgers#kinds")
  void anUnreachableDatabaseIsAOneLineErrorNamingTheLedgerWithoutItsPassword(String kind) {
    String url = kind.equals("h2") ? "jdbc:h2:file:" + dir.resolve("missing")
        + ";IFEXISTS=TRUE" : "jdbc:postgresql://127.0.0.1:1/wrac?user=wrac&password=secret";
    assertThatThrownBy(() -> JdbcLedger.of(url)).isInstanceOf(LedgerException.class)
        .hasMessageStartingWith("Cannot open ledger jdbc:")
        .hasMessageNotContaining("secret")
        .hasMessageNotContaining("\n");
  }
}
