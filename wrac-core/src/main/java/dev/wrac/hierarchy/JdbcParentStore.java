package dev.wrac.hierarchy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * A {@link ParentStore} in a table of a database the application already runs, through plain
 * JDBC (tested on H2; the SQL is standard: {@code CREATE TABLE IF NOT EXISTS}, {@code TEXT}).
 *
 * <pre>{@code
 * ParentStore parents = JdbcParentStore.create(dataSource);          // table wrac_units
 * ParentStore parents = JdbcParentStore.create(dataSource, "kb_units");
 * }</pre>
 *
 * <p>The table has the columns {@code unit_id} (primary key), {@code unit_level},
 * {@code parent_id}, {@code unit_text} and {@code tokens}; {@link #create} makes it if absent.
 * {@link #putAll} deletes and inserts the given ids in one transaction, {@link #removeAll}
 * deletes them in one. A failing statement throws an {@link IllegalStateException} naming the
 * table and the SQL error.
 */
public final class JdbcParentStore implements ParentStore {
  /** Default table name. */
  public static final String DEFAULT_TABLE = "wrac_units";
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");

  private final DataSource dataSource;
  private final String table;

  private JdbcParentStore(DataSource dataSource, String table) {
    this.dataSource = dataSource;
    this.table = table;
  }

  /** A store in table {@value #DEFAULT_TABLE}, created if absent. */
  public static JdbcParentStore create(DataSource dataSource) {
    return create(dataSource, DEFAULT_TABLE);
  }

  /**
   * A store in {@code table}, created if absent.
   *
   * @param table a plain SQL identifier: a letter or underscore, then letters, digits or
   *              underscores, at most 63 characters
   * @throws IllegalArgumentException if {@code table} is not such a name
   * @throws IllegalStateException    if the table cannot be created
   */
  public static JdbcParentStore create(DataSource dataSource, String table) {
    Objects.requireNonNull(dataSource, "dataSource");
    Objects.requireNonNull(table, "table");
    if (!NAME.matcher(table).matches()) {
      throw new IllegalArgumentException("table must be a plain SQL identifier, was '" + table
          + "'");
    }
    JdbcParentStore store = new JdbcParentStore(dataSource, table);
    try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
      s.execute("CREATE TABLE IF NOT EXISTS " + table + " (unit_id VARCHAR(255) PRIMARY KEY, "
          + "unit_level INT NOT NULL, parent_id VARCHAR(255), unit_text TEXT NOT NULL, "
          + "tokens INT NOT NULL)");
    } catch (SQLException e) {
      throw store.failure("create", e);
    }
    return store;
  }

  /** The table's name. */
  public String table() {
    return table;
  }

  @Override
  public Optional<StoredUnit> find(String id) {
    Objects.requireNonNull(id, "id");
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("SELECT unit_level, parent_id, unit_text, "
            + "tokens FROM " + table + " WHERE unit_id = ?")) {
      s.setString(1, id);
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        return Optional.of(new StoredUnit(id, r.getInt(1), r.getString(2), r.getString(3),
            r.getInt(4)));
      }
    } catch (SQLException e) {
      throw failure("read unit " + id + " from", e);
    }
  }

  @Override
  public void putAll(Collection<StoredUnit> units) {
    List<StoredUnit> list = new ArrayList<>(units);
    inTransaction("write " + list.size() + " units to", list.isEmpty(), c -> {
      try (PreparedStatement delete = c.prepareStatement("DELETE FROM " + table
              + " WHERE unit_id = ?");
          PreparedStatement insert = c.prepareStatement("INSERT INTO " + table
              + " (unit_id, unit_level, parent_id, unit_text, tokens) VALUES (?, ?, ?, ?, ?)")) {
        for (StoredUnit u : list) {
          delete.setString(1, u.id());
          delete.addBatch();
          insert.setString(1, u.id());
          insert.setInt(2, u.level());
          if (u.parentId() == null) {
            insert.setNull(3, Types.VARCHAR);
          } else {
            insert.setString(3, u.parentId());
          }
          insert.setString(4, u.text());
          insert.setInt(5, u.tokens());
          insert.addBatch();
        }
        delete.executeBatch();
        insert.executeBatch();
      }
    });
  }

  @Override
  public void removeAll(Collection<String> ids) {
    List<String> list = new ArrayList<>(ids);
    inTransaction("remove " + list.size() + " units from", list.isEmpty(), c -> {
      try (PreparedStatement delete = c.prepareStatement("DELETE FROM " + table
          + " WHERE unit_id = ?")) {
        for (String id : list) {
          delete.setString(1, id);
          delete.addBatch();
        }
        delete.executeBatch();
      }
    });
  }

  /** Work on one connection that commits as a whole or not at all. */
  private interface Work {
    void run(Connection c) throws SQLException;
  }

  private void inTransaction(String what, boolean nothing, Work work) {
    if (nothing) {
      return;
    }
    try (Connection c = dataSource.getConnection()) {
      boolean auto = c.getAutoCommit();
      c.setAutoCommit(false);
      try {
        work.run(c);
        c.commit();
      } catch (SQLException e) {
        c.rollback();
        throw e;
      } finally {
        c.setAutoCommit(auto);
      }
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  private IllegalStateException failure(String what, SQLException e) {
    return new IllegalStateException("Parent store could not " + what + " table " + table + ": "
        + e.getMessage(), e);
  }

  @Override
  public String toString() {
    return "JDBC parent store (table " + table + ")";
  }
}
