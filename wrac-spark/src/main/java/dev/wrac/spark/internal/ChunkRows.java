package dev.wrac.spark.internal;

import dev.wrac.error.WracException;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.json.ChunkJson;
import dev.wrac.model.Chunk;
import dev.wrac.parse.DocumentParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/** The rows of {@link dev.wrac.spark.WracSpark#chunk}: a chunk, or a document's error. */
public final class ChunkRows {
  private static final ChunkJson.Field[] FIELDS = ChunkJson.Field.values();

  /** The column that says whether an index embeds the chunk (hierarchy runs only). */
  public static final String EMBED = "embed";

  /**
   * The columns: the fields of {@code wrac chunk}'s JSON Lines ({@link ChunkJson.Field}, in
   * order; only {@code doc} never null, since an error row has no chunk; {@code level} and
   * {@code parentId} null unless the job runs with {@code --levels}), then {@link #EMBED} (a
   * boolean, null unless the job runs with {@code --levels}: true for leaves, and for the chunks
   * above them with {@code --embed-parents}), then path, error, errorKind.
   */
  public static final StructType SCHEMA = schema();

  /** The chunk columns alone: {@link #SCHEMA} without {@code error} and {@code errorKind}. */
  public static final StructType CHUNK_SCHEMA = new StructType(
      java.util.Arrays.copyOf(SCHEMA.fields(), SCHEMA.fields().length - 2));

  private static StructType schema() {
    List<StructField> columns = new ArrayList<>();
    for (ChunkJson.Field f : FIELDS) {
      boolean nullable = f != ChunkJson.Field.DOC;
      columns.add(switch (f.type()) {
        case STRING -> field(f.key(), nullable);
        case INTEGER -> number(f.key());
        case STRINGS -> list(f.key());
      });
    }
    columns.add(DataTypes.createStructField(EMBED, DataTypes.BooleanType, true));
    columns.add(field("path", false));
    columns.add(field("error", true));
    columns.add(field("errorKind", true));
    return new StructType(columns.toArray(StructField[]::new));
  }

  private ChunkRows() {}

  /** The row of chunk {@code c} of the document at {@code path} ({@link #SCHEMA}). */
  public static Row of(Chunk c, String path) {
    return of(c, path, true);
  }

  /** The same, in {@link #CHUNK_SCHEMA} when {@code errorColumns} is false. */
  public static Row of(Chunk c, String path, boolean errorColumns) {
    return row(f -> f.of(c), null, path, errorColumns);
  }

  /**
   * The row of chunk {@code c} of a hierarchy, with its hierarchy id, level and parent id, and
   * {@link #EMBED} true for a leaf and, above, {@code embedParents}; in {@link #SCHEMA} or,
   * when {@code errorColumns} is false, {@link #CHUNK_SCHEMA}.
   */
  public static Row of(HierarchyChunk c, boolean embedParents, String path,
      boolean errorColumns) {
    return row(f -> f.of(c), c.isLeaf() || embedParents, path, errorColumns);
  }

  private static Row row(Function<ChunkJson.Field, Object> value, Boolean embed, String path,
      boolean errorColumns) {
    Object[] values = new Object[FIELDS.length + (errorColumns ? 4 : 2)];
    for (int i = 0; i < FIELDS.length; i++) {
      Object v = value.apply(FIELDS[i]);
      values[i] = v instanceof List<?> list ? list.toArray(new String[0]) : v;
    }
    values[FIELDS.length] = embed;
    values[FIELDS.length + 1] = path;
    return RowFactory.create(values);
  }

  /**
   * The row saying document {@code doc} at {@code path} failed: {@code error} is one line
   * naming the problem, {@code errorKind} the parse failure's reason (such as
   * {@code MALFORMED_ENCODING}) or the exception's class; the chunk columns are null.
   */
  public static Row error(String path, String doc, Throwable e) {
    String kind = e instanceof DocumentParseException p ? p.reason().name()
        : e.getClass().getSimpleName();
    Object[] values = new Object[FIELDS.length + 4];
    values[ChunkJson.Field.DOC.ordinal()] = doc;
    values[FIELDS.length + 1] = path;
    values[FIELDS.length + 2] = doc + ": "
        + WracException.oneLine(e, "raise spark.executor.memory");
    values[FIELDS.length + 3] = kind;
    return RowFactory.create(values);
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
