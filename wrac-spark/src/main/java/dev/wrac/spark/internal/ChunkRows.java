package dev.wrac.spark.internal;

import dev.wrac.error.WracException;
import dev.wrac.model.Chunk;
import dev.wrac.model.ElementId;
import dev.wrac.parse.DocumentParseException;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/** The rows of {@link dev.wrac.spark.WracSpark#chunk}: a chunk, or a document's error. */
public final class ChunkRows {
  /** The columns: those of {@code wrac chunk}'s JSON Lines, then path, error, errorKind. */
  public static final StructType SCHEMA = new StructType(new StructField[] {
      field("id", true), field("doc", false),
      DataTypes.createStructField("chunk", DataTypes.IntegerType, true),
      field("text", true), field("embedText", true),
      list("elementIds"), list("contextIds"), list("headingPath"),
      number("tokens"), number("embedTokens"), number("start"), number("end"), number("line"),
      number("page"), number("endPage"),
      field("path", false), field("error", true), field("errorKind", true)});

  /** The chunk columns alone: {@link #SCHEMA} without {@code error} and {@code errorKind}. */
  public static final StructType CHUNK_SCHEMA = new StructType(
      java.util.Arrays.copyOf(SCHEMA.fields(), SCHEMA.fields().length - 2));

  private ChunkRows() {}

  /** The row of chunk {@code c} of the document at {@code path} ({@link #SCHEMA}). */
  public static Row of(Chunk c, String path) {
    return of(c, path, true);
  }

  /** The same, in {@link #CHUNK_SCHEMA} when {@code errorColumns} is false. */
  public static Row of(Chunk c, String path, boolean errorColumns) {
    boolean paged = c.span().hasPage();
    Object[] values = {c.id(), c.document(), c.index(), c.text(), c.embedText(),
        ids(c.elementIds()), ids(c.contextIds()), c.headingPath().toArray(new String[0]),
        c.tokens(), c.embedTokens(), c.span().start(), c.span().end(), c.span().line(),
        paged ? c.span().page() : null, paged ? c.span().endPage() : null, path, null, null};
    return RowFactory.create(errorColumns ? values : java.util.Arrays.copyOf(values, 16));
  }

  /**
   * The row saying document {@code doc} at {@code path} failed: {@code error} is one line
   * naming the problem, {@code errorKind} the parse failure's reason (such as
   * {@code MALFORMED_ENCODING}) or the exception's class; the chunk columns are null.
   */
  public static Row error(String path, String doc, Throwable e) {
    String kind = e instanceof DocumentParseException p ? p.reason().name()
        : e.getClass().getSimpleName();
    return RowFactory.create(null, doc, null, null, null, null, null, null, null, null, null,
        null, null, null, null, path, doc + ": "
        + WracException.oneLine(e, "raise spark.executor.memory"), kind);
  }

  private static String[] ids(java.util.List<ElementId> ids) {
    return ids.stream().map(ElementId::value).toArray(String[]::new);
  }

  private static StructField field(String name, boolean nullable) {
    return DataTypes.createStructField(name, DataTypes.StringType, nullable);
  }

  private static StructField number(String name) {
    return DataTypes.createStructField(name, DataTypes.IntegerType, true);
  }

  private static StructField list(String name) {
    return DataTypes.createStructField(name,
        DataTypes.createArrayType(DataTypes.StringType, false), true);
  }
}
