package dev.wrac.index;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * A {@link Ledger} in a relational database through JDBC: an embedded H2 file by default
 * ({@link #h2(Path)}, nothing to install), or any database reached by a URL or a
 * {@link DataSource}; the SQL is plain enough for H2 and PostgreSQL, both tested.
 *
 * <pre>{@code
 * Ledger local = JdbcLedger.h2(Path.of("index/ledger"));      // index/ledger.mv.db
 * Ledger team = JdbcLedger.of("jdbc:postgresql://db/wrac?user=wrac&password=...");
 * }</pre>
 *
 * <p><b>Schema.</b> Created on first use, and migrated, by the library: four tables,
 * {@code wrac_index_schema} (one row: the schema version, {@value #SCHEMA_VERSION} today),
 * {@code wrac_index_lock} (a row per store, locked by the running indexer),
 * {@code wrac_index_document} and {@code wrac_index_unit} (see {@link LedgerDocument},
 * {@link LedgerUnit}); {@code docs/indexing.md} lists the columns. A database whose schema
 * version is newer than this library's is refused with a {@link LedgerSchemaException} naming
 * both versions, before anything is written.
 *
 * <p><b>Lock.</b> {@link #lock} locks the store's row with {@code SELECT ... FOR UPDATE NOWAIT}
 * on a connection of its own and keeps that transaction open until it is closed: the database
 * releases it when the holder's connection ends, so a killed run leaves no stale lock.
 *
 * <p>It holds one connection for its reads and writes and one for each lock it holds;
 * thread-safe. Close it to release them.
 */
public final class JdbcLedger implements Ledger {
  /** The schema version this library writes, and the newest it reads. */
  public static final int SCHEMA_VERSION = 1;

  private static final String UNIT_COLUMNS = "unit_id, source_id, unit_level, parent_id, "
      + "settings, model, content_hash, embed_hash, state, written_at";

  /** Makes a new connection. */
  private interface Connector {
    Connection connect() throws SQLException;
  }

  private final Connector connector;
  private final String description;
  private final Connection connection;

  private JdbcLedger(Connector connector, String description) {
    this.connector = connector;
    this.description = description;
    try {
      this.connection = connector.connect();
    } catch (SQLException e) {
      throw new LedgerException("Cannot open " + description + ": " + oneLine(e), e);
    }
    try {
      connection.setAutoCommit(false);
      Schema.ensure(connection, description);
    } catch (SQLException e) {
      closeQuietly(connection);
      throw new LedgerException("Cannot create the schema of " + description + ": "
          + oneLine(e), e);
    } catch (RuntimeException e) {
      closeQuietly(connection);
      throw e;
    }
  }

  /**
   * A ledger in the embedded H2 database {@code file} ({@code file.mv.db} on disk), created if
   * absent. Other processes may open it at the same time (H2's automatic mixed mode), and every
   * commit is written through at once, so a killed process loses no committed record.
   */
  public static JdbcLedger h2(Path file) {
    String url = "jdbc:h2:file:" + file.toAbsolutePath() + ";AUTO_SERVER=TRUE;WRITE_DELAY=0";
    return new JdbcLedger(() -> DriverManager.getConnection(url), "H2 ledger " + file);
  }

  /**
   * A ledger in the database of {@code jdbcUrl}, for example
   * {@code jdbc:postgresql://host/db?user=u&password=p}; its driver must be on the class path.
   * The URL's password is left out of messages.
   */
  public static JdbcLedger of(String jdbcUrl) {
    Objects.requireNonNull(jdbcUrl, "jdbcUrl");
    return new JdbcLedger(() -> DriverManager.getConnection(jdbcUrl),
        "ledger " + jdbcUrl.replaceAll("(?i)(password=)[^&;]*", "$1***"));
  }

  /**
   * A ledger in the database of {@code dataSource} (a pool, say); messages name it by its
   * class, since a data source's {@code toString()} may show credentials.
   */
  public static JdbcLedger of(DataSource dataSource) {
    Objects.requireNonNull(dataSource, "dataSource");
    return new JdbcLedger(dataSource::getConnection, "ledger (a "
        + dataSource.getClass().getSimpleName() + ")");
  }

  @Override
  public Lock lock(String store, Duration wait) {
    Objects.requireNonNull(store, "store");
    if (wait.isNegative()) {
      throw new IllegalArgumentException("wait must not be negative, was " + wait);
    }
    Connection c;
    try {
      c = connector.connect();
    } catch (SQLException e) {
      throw new LedgerException("Cannot open " + description + " to lock store '" + store
          + "': " + oneLine(e), e);
    }
    long deadline = System.nanoTime() + wait.toNanos();
    try {
      c.setAutoCommit(true);
      if (!exists(c, "SELECT 1 FROM wrac_index_lock WHERE store = ?", store)) {
        try (PreparedStatement ps = c.prepareStatement(
            "INSERT INTO wrac_index_lock (store, holder, acquired_at) VALUES (?, ?, ?)")) {
          ps.setString(1, store);
          ps.setString(2, null);
          ps.setTimestamp(3, Timestamp.from(Instant.now()));
          ps.executeUpdate();
        } catch (SQLException e) {
          if (!isDuplicate(e)) {
            throw e;
          }
        }
      }
      c.setAutoCommit(false);
      while (true) {
        try (PreparedStatement ps = c.prepareStatement(
            "SELECT holder FROM wrac_index_lock WHERE store = ? FOR UPDATE NOWAIT")) {
          ps.setString(1, store);
          ps.executeQuery().close();
          try (PreparedStatement up = c.prepareStatement(
              "UPDATE wrac_index_lock SET holder = ?, acquired_at = ? WHERE store = ?")) {
            up.setString(1, holderName());
            up.setTimestamp(2, Timestamp.from(Instant.now()));
            up.setString(3, store);
            up.executeUpdate();
          }
          return () -> {
            try {
              c.rollback();
            } catch (SQLException e) {
              // the lock goes with the connection anyway
            } finally {
              closeQuietly(c);
            }
          };
        } catch (SQLException e) {
          c.rollback();
          if (!isLockBusy(e)) {
            throw e;
          }
          if (System.nanoTime() >= deadline) {
            throw new LedgerBusyException("Store '" + store + "' in " + description
                + " is being indexed by another run (waited " + wait.toMillis() + " ms): try "
                + "again when it ends");
          }
          Thread.sleep(Math.min(200, Math.max(1, (deadline - System.nanoTime()) / 1_000_000)));
        }
      }
    } catch (SQLException e) {
      closeQuietly(c);
      throw new LedgerException("Cannot lock store '" + store + "' in " + description + ": "
          + oneLine(e), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      closeQuietly(c);
      throw new LedgerBusyException("Interrupted while waiting for the lock of store '" + store
          + "' in " + description);
    } catch (RuntimeException e) {
      closeQuietly(c);
      throw e;
    }
  }

  private static String holderName() {
    String name = "pid " + ProcessHandle.current().pid() + " run " + UUID.randomUUID();
    return name.length() > 200 ? name.substring(0, 200) : name;
  }

  private static boolean isDuplicate(SQLException e) {
    return "23505".equals(e.getSQLState()) || e.getSQLState() != null
        && e.getSQLState().startsWith("23");
  }

  /** PostgreSQL's lock_not_available, H2's lock timeout. */
  private static boolean isLockBusy(SQLException e) {
    String state = e.getSQLState();
    return "55P03".equals(state) || "HYT00".equals(state) || e.getErrorCode() == 50200
        || e.getErrorCode() == 90131;
  }

  @Override
  public synchronized List<LedgerDocument> documents(String store) {
    return read("read the documents of store '" + store + "'", () -> {
      List<LedgerDocument> out = new ArrayList<>();
      try (PreparedStatement ps = connection.prepareStatement("SELECT source_id, document, "
          + "fingerprint, settings, model, state, written_at FROM wrac_index_document "
          + "WHERE store = ? ORDER BY source_id")) {
        ps.setString(1, store);
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            out.add(new LedgerDocument(rs.getString(1), rs.getString(2), rs.getString(3),
                rs.getString(4), rs.getString(5), "PENDING".equals(rs.getString(6)),
                rs.getTimestamp(7).toInstant()));
          }
        }
      }
      return out;
    });
  }

  @Override
  public synchronized List<LedgerUnit> units(String store) {
    return read("read the units of store '" + store + "'", () -> {
      List<LedgerUnit> out = new ArrayList<>();
      try (PreparedStatement ps = connection.prepareStatement("SELECT " + UNIT_COLUMNS
          + " FROM wrac_index_unit WHERE store = ? ORDER BY unit_id")) {
        ps.setString(1, store);
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            out.add(new LedgerUnit(rs.getString(1), rs.getString(2), rs.getInt(3),
                rs.getString(4), rs.getString(5), rs.getString(6), rs.getString(7),
                rs.getString(8), LedgerUnit.State.valueOf(rs.getString(9)),
                rs.getTimestamp(10).toInstant()));
          }
        }
      }
      return out;
    });
  }

  @Override
  public synchronized void recordIntent(String store, LedgerDocument pending,
      List<LedgerUnit> adding, Collection<String> updating, Collection<String> deleting) {
    write("record the intent for '" + pending.sourceId() + "'", () -> {
      putDocument(store, pending);
      insertUnits(store, adding);
      setState(store, updating, LedgerUnit.State.UPDATING);
      setState(store, deleting, LedgerUnit.State.DELETING);
    });
  }

  @Override
  public synchronized void recordDone(String store, String sourceId, LedgerDocument done,
      List<LedgerUnit> stored, Collection<String> deleted) {
    write("record the units written for '" + sourceId + "'", () -> {
      deleteUnits(store, deleted);
      deleteUnits(store, stored.stream().map(LedgerUnit::id).toList());
      insertUnits(store, stored);
      if (done == null) {
        try (PreparedStatement ps = connection.prepareStatement(
            "DELETE FROM wrac_index_document WHERE store = ? AND source_id = ?")) {
          ps.setString(1, store);
          ps.setString(2, sourceId);
          ps.executeUpdate();
        }
      } else {
        putDocument(store, done);
      }
    });
  }

  @Override
  public synchronized void recordRepaired(String store, String sourceId,
      Collection<String> removed) {
    write("record the repair of '" + sourceId + "'", () -> {
      deleteUnits(store, removed);
      Timestamp now = Timestamp.from(Instant.now());
      try (PreparedStatement ps = connection.prepareStatement("UPDATE wrac_index_unit SET "
          + "state = 'STORED', content_hash = NULL, embed_hash = NULL, written_at = ? "
          + "WHERE store = ? AND source_id = ? AND state <> 'STORED'")) {
        ps.setTimestamp(1, now);
        ps.setString(2, store);
        ps.setString(3, sourceId);
        ps.executeUpdate();
      }
      try (PreparedStatement ps = connection.prepareStatement("UPDATE wrac_index_document SET "
          + "state = 'DONE', fingerprint = NULL, written_at = ? WHERE store = ? "
          + "AND source_id = ?")) {
        ps.setTimestamp(1, now);
        ps.setString(2, store);
        ps.setString(3, sourceId);
        ps.executeUpdate();
      }
    });
  }

  private void putDocument(String store, LedgerDocument d) throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement(
        "DELETE FROM wrac_index_document WHERE store = ? AND source_id = ?")) {
      ps.setString(1, store);
      ps.setString(2, d.sourceId());
      ps.executeUpdate();
    }
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO wrac_index_document "
        + "(store, source_id, document, fingerprint, settings, model, state, written_at) "
        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
      ps.setString(1, store);
      ps.setString(2, d.sourceId());
      ps.setString(3, d.document());
      ps.setString(4, d.fingerprint());
      ps.setString(5, d.settings());
      ps.setString(6, d.model());
      ps.setString(7, d.pending() ? "PENDING" : "DONE");
      ps.setTimestamp(8, Timestamp.from(d.writtenAt()));
      ps.executeUpdate();
    }
  }

  private void insertUnits(String store, List<LedgerUnit> units) throws SQLException {
    if (units.isEmpty()) {
      return;
    }
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO wrac_index_unit "
        + "(store, " + UNIT_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      for (LedgerUnit u : units) {
        ps.setString(1, store);
        ps.setString(2, u.id());
        ps.setString(3, u.sourceId());
        ps.setInt(4, u.level());
        ps.setString(5, u.parentId());
        ps.setString(6, u.settings());
        ps.setString(7, u.model());
        ps.setString(8, u.contentHash());
        ps.setString(9, u.embedHash());
        ps.setString(10, u.state().name());
        ps.setTimestamp(11, Timestamp.from(u.writtenAt()));
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  private void deleteUnits(String store, Collection<String> ids) throws SQLException {
    if (ids.isEmpty()) {
      return;
    }
    try (PreparedStatement ps = connection.prepareStatement(
        "DELETE FROM wrac_index_unit WHERE store = ? AND unit_id = ?")) {
      for (String id : ids) {
        ps.setString(1, store);
        ps.setString(2, id);
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  private void setState(String store, Collection<String> ids, LedgerUnit.State state)
      throws SQLException {
    if (ids.isEmpty()) {
      return;
    }
    try (PreparedStatement ps = connection.prepareStatement(
        "UPDATE wrac_index_unit SET state = ? WHERE store = ? AND unit_id = ?")) {
      for (String id : ids) {
        ps.setString(1, state.name());
        ps.setString(2, store);
        ps.setString(3, id);
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  private interface SqlWork {
    void run() throws SQLException;
  }

  private interface SqlRead<T> {
    T run() throws SQLException;
  }

  private void write(String what, SqlWork work) {
    try {
      work.run();
      connection.commit();
    } catch (SQLException e) {
      try {
        connection.rollback();
      } catch (SQLException ignored) {
        // reported below
      }
      throw new LedgerException("Cannot " + what + " in " + description + ": " + oneLine(e), e);
    }
  }

  private <T> T read(String what, SqlRead<T> work) {
    try {
      T out = work.run();
      connection.commit();
      return out;
    } catch (SQLException e) {
      try {
        connection.rollback();
      } catch (SQLException ignored) {
        // reported below
      }
      throw new LedgerException("Cannot " + what + " in " + description + ": " + oneLine(e), e);
    }
  }

  private static boolean exists(Connection c, String sql, String arg) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setString(1, arg);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next();
      }
    }
  }

  static String oneLine(Throwable e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return m.replaceAll("\\s+", " ").strip();
  }

  private static void closeQuietly(Connection c) {
    try {
      c.close();
    } catch (SQLException ignored) {
      // nothing left to release
    }
  }

  @Override
  public String describe() {
    return description;
  }

  @Override
  public synchronized void close() {
    closeQuietly(connection);
  }

  @Override
  public String toString() {
    return "JdbcLedger[" + description + "]";
  }

  /** Creates and migrates the tables. */
  private static final class Schema {
    private Schema() {}

    static void ensure(Connection c, String description) throws SQLException {
      try (Statement s = c.createStatement()) {
        s.execute("CREATE TABLE IF NOT EXISTS wrac_index_schema (version INTEGER NOT NULL)");
        c.commit();
        Integer version = null;
        try (ResultSet rs = s.executeQuery("SELECT MAX(version) FROM wrac_index_schema")) {
          if (rs.next()) {
            int v = rs.getInt(1);
            version = rs.wasNull() ? null : v;
          }
        }
        if (version != null && version > SCHEMA_VERSION) {
          c.rollback();
          throw new LedgerSchemaException(description + " has schema version " + version
              + "; this wrac-index reads schema version " + SCHEMA_VERSION
              + " and older: use a newer wrac-index", version, SCHEMA_VERSION);
        }
        if (version != null && version < 1) {
          c.rollback();
          throw new LedgerSchemaException(description + " has schema version " + version
              + ", which no wrac-index wrote; this one reads versions 1 to " + SCHEMA_VERSION,
              version, SCHEMA_VERSION);
        }
        if (version == null) {
          createVersion1(s);
          s.executeUpdate("INSERT INTO wrac_index_schema (version) VALUES (1)");
          version = 1;
        }
        // migrations from version n to n + 1 go here, each in this transaction
        c.commit();
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      }
    }

    private static void createVersion1(Statement s) throws SQLException {
      s.execute("CREATE TABLE IF NOT EXISTS wrac_index_lock (store VARCHAR(200) NOT NULL "
          + "PRIMARY KEY, holder VARCHAR(200), acquired_at TIMESTAMP)");
      s.execute("CREATE TABLE IF NOT EXISTS wrac_index_document (store VARCHAR(200) NOT NULL, "
          + "source_id VARCHAR(2000) NOT NULL, document VARCHAR(2000) NOT NULL, "
          + "fingerprint VARCHAR(64), settings VARCHAR(4000) NOT NULL, "
          + "model VARCHAR(200) NOT NULL, state VARCHAR(16) NOT NULL, "
          + "written_at TIMESTAMP NOT NULL, PRIMARY KEY (store, source_id))");
      s.execute("CREATE TABLE IF NOT EXISTS wrac_index_unit (store VARCHAR(200) NOT NULL, "
          + "unit_id VARCHAR(64) NOT NULL, source_id VARCHAR(2000) NOT NULL, "
          + "unit_level INTEGER NOT NULL, parent_id VARCHAR(64), "
          + "settings VARCHAR(4000) NOT NULL, model VARCHAR(200) NOT NULL, "
          + "content_hash VARCHAR(64), embed_hash VARCHAR(64), state VARCHAR(16) NOT NULL, "
          + "written_at TIMESTAMP NOT NULL, PRIMARY KEY (store, unit_id))");
      s.execute("CREATE INDEX IF NOT EXISTS wrac_index_unit_source ON wrac_index_unit "
          + "(store, source_id)");
    }
  }
}
