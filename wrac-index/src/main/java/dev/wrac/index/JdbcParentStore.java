package dev.wrac.index;

import dev.wrac.hierarchy.Citation;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.hierarchy.StoredUnit;
import dev.wrac.model.SourceSpan;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.sql.DataSource;

/**
 * A {@link ParentStore} in a table of a database the application already runs, through plain
 * JDBC (tested on H2; the SQL is standard: {@code CREATE TABLE IF NOT EXISTS}, {@code TEXT}).
 * It lives in wrac-index, beside the JDBC ledger, so that wrac-core needs no {@code java.sql}.
 *
 * <pre>{@code
 * ParentStore parents = JdbcParentStore.create(dataSource);          // table wrac_units
 * ParentStore parents = JdbcParentStore.create(dataSource, "kb_units");
 * }</pre>
 *
 * <p>The table has the columns {@code unit_id} (primary key), {@code unit_level},
 * {@code parent_id}, {@code unit_text} and {@code tokens}, and the unit's {@link Citation}:
 * {@code doc_name}, {@code heading_path} (the titles joined by U+001F), {@code span_start},
 * {@code span_end}, {@code span_line}, {@code span_end_line}, {@code span_page} and
 * {@code span_end_page} (null for formats without pages); all eight null for a unit stored
 * without a citation. {@link #create} makes the table if absent, and adds the citation columns
 * to a table of the earlier layout (without them; {@code ALTER TABLE ... ADD COLUMN}): its
 * rows read back without a citation until their document is indexed again.
 * {@link #putAll} deletes and inserts the given ids in one transaction, {@link #removeAll}
 * deletes them in one. A failing statement throws an {@link IllegalStateException} naming the
 * table and the SQL error.
 */
public final class JdbcParentStore implements ParentStore {
  /** Default table name. */
  public static final String DEFAULT_TABLE = "wrac_units";
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");
  /** The citation columns and their types, in the order they are written and read. */
  private static final List<String[]> CITATION_COLUMNS = List.of(
      new String[] {"doc_name", "VARCHAR(1024)"}, new String[] {"heading_path", "TEXT"},
      new String[] {"span_start", "INT"}, new String[] {"span_end", "INT"},
      new String[] {"span_line", "INT"}, new String[] {"span_end_line", "INT"},
      new String[] {"span_page", "INT"}, new String[] {"span_end_page", "INT"});
  /** Joins the heading titles in {@code heading_path}: a control character no title holds. */
  private static final String HEADING_SEPARATOR = "\u001f";
  private static final String COLUMNS = "unit_id, unit_level, parent_id, unit_text, tokens, "
      + "doc_name, heading_path, span_start, span_end, span_line, span_end_line, span_page, "
      + "span_end_page";

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
   * A store in {@code table}, created if absent; a table of the earlier layout gets the
   * citation columns.
   *
   * @param table a plain SQL identifier: a letter or underscore, then letters, digits or
   *              underscores, at most 63 characters
   * @throws IllegalArgumentException if {@code table} is not such a name
   * @throws IllegalStateException    if the table cannot be created or given the citation
   *                                  columns
   */
  public static JdbcParentStore create(DataSource dataSource, String table) {
    Objects.requireNonNull(dataSource, "dataSource");
    Objects.requireNonNull(table, "table");
    if (!NAME.matcher(table).matches()) {
      throw new IllegalArgumentException("table must be a plain SQL identifier, was '" + table
          + "'");
    }
    JdbcParentStore store = new JdbcParentStore(dataSource, table);
    StringBuilder citation = new StringBuilder();
    for (String[] column : CITATION_COLUMNS) {
      citation.append(", ").append(column[0]).append(' ').append(column[1]);
    }
    try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
      s.execute("CREATE TABLE IF NOT EXISTS " + table + " (unit_id VARCHAR(255) PRIMARY KEY, "
          + "unit_level INT NOT NULL, parent_id VARCHAR(255), unit_text TEXT NOT NULL, "
          + "tokens INT NOT NULL" + citation + ")");
    } catch (SQLException e) {
      throw store.failure("create", e);
    }
    store.addCitationColumns();
    return store;
  }

  /** Adds the citation columns a table of the earlier layout lacks. */
  private void addCitationColumns() {
    try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
      Set<String> present = new HashSet<>();
      try (ResultSet r = s.executeQuery("SELECT * FROM " + table + " WHERE 1 = 0")) {
        ResultSetMetaData m = r.getMetaData();
        for (int i = 1; i <= m.getColumnCount(); i++) {
          present.add(m.getColumnLabel(i).toLowerCase(Locale.ROOT));
        }
      }
      for (String[] column : CITATION_COLUMNS) {
        if (!present.contains(column[0])) {
          s.execute("ALTER TABLE " + table + " ADD COLUMN " + column[0] + " " + column[1]);
        }
      }
    } catch (SQLException e) {
      throw failure("add the citation columns (" + CITATION_COLUMNS.stream()
          .map(col -> col[0]).collect(Collectors.joining(", ")) + ") to", e);
    }
  }

  /** The table's name. */
  public String table() {
    return table;
  }

  @Override
  public Optional<StoredUnit> find(String id) {
    Objects.requireNonNull(id, "id");
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM " + table
            + " WHERE unit_id = ?")) {
      s.setString(1, id);
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        return Optional.of(new StoredUnit(id, r.getInt(2), r.getString(3), r.getString(4),
            r.getInt(5), citation(r)));
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
              + " (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
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
          setCitation(insert, 6, u.citation());
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

  /** Sets the eight citation parameters from {@code first} on: nulls for no citation. */
  private static void setCitation(PreparedStatement s, int first, Citation c)
      throws SQLException {
    if (c == null) {
      for (int i = 0; i < CITATION_COLUMNS.size(); i++) {
        s.setNull(first + i, i < 2 ? Types.VARCHAR : Types.INTEGER);
      }
      return;
    }
    SourceSpan span = c.span();
    s.setString(first, c.document());
    s.setString(first + 1, String.join(HEADING_SEPARATOR, c.headingPath()));
    s.setInt(first + 2, span.start());
    s.setInt(first + 3, span.end());
    s.setInt(first + 4, span.line());
    s.setInt(first + 5, span.endLine());
    if (span.hasPage()) {
      s.setInt(first + 6, span.page());
      s.setInt(first + 7, span.endPage());
    } else {
      s.setNull(first + 6, Types.INTEGER);
      s.setNull(first + 7, Types.INTEGER);
    }
  }

  /** The citation of the row at {@code r} ({@link #COLUMNS} order); null if it has none. */
  private static Citation citation(ResultSet r) throws SQLException {
    String document = r.getString(6);
    if (document == null) {
      return null;
    }
    String path = r.getString(7);
    List<String> headings = path == null || path.isEmpty() ? List.of()
        : List.of(path.split(HEADING_SEPARATOR, -1));
    int page = r.getInt(12); // 0 when null: a source without pages
    return new Citation(document, headings, new SourceSpan(r.getInt(8), r.getInt(9),
        r.getInt(10), r.getInt(11), page, r.getInt(13)));
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
