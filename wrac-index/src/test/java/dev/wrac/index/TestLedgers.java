package dev.wrac.index;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The two databases every ledger test runs on: an H2 file in a temporary folder, and a real
 * PostgreSQL server named by the environment variable {@value #POSTGRES_ENV} (start one with
 * {@code build-tools/postgres.sh}); tests on PostgreSQL are skipped when it is absent.
 */
final class TestLedgers {
  static final String POSTGRES_ENV = "WRAC_TEST_POSTGRES_URL";

  private TestLedgers() {}

  /** The databases to run a parameterized test on. */
  static Stream<String> kinds() {
    return Stream.of("h2", "postgresql");
  }

  /** A fresh, empty ledger database of {@code kind}. */
  static Database create(String kind, Path dir) {
    return switch (kind) {
      case "h2" -> new Database(null, dir.resolve("ledger-" + UUID.randomUUID()).toString());
      case "postgresql" -> postgres();
      default -> throw new IllegalArgumentException(kind);
    };
  }

  private static Database postgres() {
    String url = System.getenv(POSTGRES_ENV);
    Assumptions.assumeTrue(url != null && !url.isBlank(), "PostgreSQL tests skipped: set "
        + POSTGRES_ENV + " (eval \"$(build-tools/postgres.sh)\")");
    String schema = "wrac_test_" + UUID.randomUUID().toString().replace("-", "")
        .substring(0, 16).toLowerCase(Locale.ROOT);
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      s.execute("CREATE SCHEMA " + schema);
    } catch (SQLException e) {
      throw new IllegalStateException("Cannot create schema on " + url + ": " + e, e);
    }
    return new Database(url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema,
        null);
  }

  /**
   * A ledger database: a JDBC URL (PostgreSQL, one schema of its own) or an H2 file. Opening it
   * again gives a ledger on the same data.
   */
  record Database(String url, String h2File) {
    JdbcLedger open() {
      return url != null ? JdbcLedger.of(url) : JdbcLedger.h2(Path.of(h2File));
    }

    /** How a child JVM names it: {@code url:...} or {@code h2:...}. */
    String argument() {
      return url != null ? "url:" + url : "h2:" + h2File;
    }

    static JdbcLedger open(String argument) {
      return argument.startsWith("url:") ? JdbcLedger.of(argument.substring(4))
          : JdbcLedger.h2(Path.of(argument.substring(3)));
    }

    /** A plain connection, for tests that look at the tables. */
    Connection connect() throws SQLException {
      return DriverManager.getConnection(url != null ? url : "jdbc:h2:file:" + h2File
          + ";AUTO_SERVER=TRUE");
    }
  }
}
