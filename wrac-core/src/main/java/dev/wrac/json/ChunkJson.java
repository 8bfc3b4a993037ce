package dev.wrac.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.error.WracException;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.model.Chunk;
import dev.wrac.model.ElementId;
import dev.wrac.model.SourceSpan;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The chunk line format: one chunk as one JSON object, as {@code wrac chunk} writes its JSON
 * Lines, {@code --previous} reads them back and the Spark job lays out its columns. The one list
 * of fields is {@link Field}, in the order they are written.
 *
 * <pre>{@code
 * String line = ChunkJson.toJson(chunk);   // {"id":"…","doc":"guide.md","chunk":0,"text":…}
 * Chunk again = ChunkJson.fromJson(line);  // equal to chunk (verbatim, as assembled)
 * }</pre>
 *
 * <p><b>Versions.</b> The format has a version, {@value #VERSION} today. Writers of version 1
 * write no version field, so lines are byte for byte what earlier releases wrote. A line may
 * carry {@code "v"}; readers accept a line without it or with a version they know, and refuse a
 * newer one naming it. A later version adds fields (optional ones are left out when absent, as
 * {@code page} is); readers ignore fields they do not know, so a version-1 reader reads what it
 * understands of richer lines only when the writer kept {@code "v"} at 1.
 */
public final class ChunkJson {
  /** The format version this class writes and the newest it reads. */
  public static final int VERSION = 1;

  /** The optional field that carries the format version; absent means version 1. */
  public static final String VERSION_FIELD = "v";

  /**
   * The optional field that records the settings a chunk was made with: the string form of
   * {@code dev.wrac.ChunkerSpec} less the settings that do not shape chunks (the plan cache).
   * {@code wrac chunk} writes it only when the settings are not the defaults, so a default run's
   * lines are unchanged; absent means the defaults. An incremental run ({@code --previous})
   * compares it with its own settings and refuses a file made with others.
   */
  public static final String SETTINGS_FIELD = "settings";

  private static final ObjectMapper MAPPER = JsonMapper.builder().build();

  /** What a field holds. */
  public enum Type {
    /** A JSON string. */
    STRING,
    /** A JSON integer (32 bits). */
    INTEGER,
    /** A JSON array of strings. */
    STRINGS
  }

  /**
   * The fields of a chunk line, in the order they are written: every chunk has all of them but
   * the {@linkplain #optional() optional} ones, which paged formats alone carry.
   */
  public enum Field {
    /** {@link Chunk#id()}: stable, content-derived; checked against the content on reading. */
    ID("id", Type.STRING, false, Chunk::id),
    /** {@link Chunk#document()}. */
    DOC("doc", Type.STRING, false, Chunk::document),
    /** {@link Chunk#index()}. */
    CHUNK("chunk", Type.INTEGER, false, Chunk::index),
    /**
     * {@link HierarchyChunk#level()} (0 for leaves), in the lines of a chunk hierarchy only
     * ({@link #fields(HierarchyChunk)}); a flat chunk has none.
     */
    LEVEL("level", Type.INTEGER, true, c -> null),
    /**
     * {@link HierarchyChunk#parentId()}, the id of the chunk one level up holding this one
     * ({@code null} at the top level), in the lines of a chunk hierarchy only.
     */
    PARENT_ID("parentId", Type.STRING, true, c -> null),
    /** {@link Chunk#text()}. */
    TEXT("text", Type.STRING, false, Chunk::text),
    /** {@link Chunk#embedText()}; optional on reading (then the text). */
    EMBED_TEXT("embedText", Type.STRING, false, Chunk::embedText),
    /** {@link Chunk#elementIds()}, at least one. */
    ELEMENT_IDS("elementIds", Type.STRINGS, false, c -> idValues(c.elementIds())),
    /** {@link Chunk#contextIds()}; optional on reading. */
    CONTEXT_IDS("contextIds", Type.STRINGS, false, c -> idValues(c.contextIds())),
    /** {@link Chunk#headingPath()}; optional on reading. */
    HEADING_PATH("headingPath", Type.STRINGS, false, Chunk::headingPath),
    /** {@link Chunk#tokens()}. */
    TOKENS("tokens", Type.INTEGER, false, Chunk::tokens),
    /** {@link Chunk#embedTokens()}; optional on reading (then the tokens). */
    EMBED_TOKENS("embedTokens", Type.INTEGER, false, Chunk::embedTokens),
    /** {@link SourceSpan#start()} of the chunk's span. */
    START("start", Type.INTEGER, false, c -> c.span().start()),
    /** {@link SourceSpan#end()}. */
    END("end", Type.INTEGER, false, c -> c.span().end()),
    /** {@link SourceSpan#line()}. */
    LINE("line", Type.INTEGER, false, c -> c.span().line()),
    /** {@link SourceSpan#page()}, for paged formats only. */
    PAGE("page", Type.INTEGER, true, c -> c.span().hasPage() ? c.span().page() : null),
    /** {@link SourceSpan#endPage()}, for paged formats only. */
    END_PAGE("endPage", Type.INTEGER, true,
        c -> c.span().hasPage() ? c.span().endPage() : null);

    private final String key;
    private final Type type;
    private final boolean optional;
    private final Function<Chunk, Object> value;

    Field(String key, Type type, boolean optional, Function<Chunk, Object> value) {
      this.key = key;
      this.type = type;
      this.optional = optional;
      this.value = value;
    }

    /** The JSON key, such as {@code "embedText"}. */
    public String key() {
      return key;
    }

    /** What the field holds. */
    public Type type() {
      return type;
    }

    /** Whether a chunk may lack the field (it is then not written). */
    public boolean optional() {
      return optional;
    }

    /**
     * The field's value for {@code chunk}: a {@code String}, an {@code Integer} or a
     * {@code List<String>} by {@link #type()}; {@code null} for an optional field the chunk
     * lacks.
     */
    public Object of(Chunk chunk) {
      return value.apply(chunk);
    }

    /**
     * The field's value for a chunk of a hierarchy: its hierarchy id, level and parent id (null
     * at the top), else as {@link #of(Chunk)} of {@link HierarchyChunk#chunk()}.
     */
    public Object of(HierarchyChunk chunk) {
      return switch (this) {
        case ID -> chunk.id();
        case LEVEL -> chunk.level();
        case PARENT_ID -> chunk.parentId();
        default -> of(chunk.chunk());
      };
    }
  }

  private ChunkJson() {}

  /**
   * The chunk's fields in {@link Field} order, optional ones left out when absent, values as
   * {@link Field#of}: what {@link #toJson(Chunk)} writes. A mutable copy, so a caller may add
   * fields of its own before writing it with {@link #toJson(Map)}.
   */
  public static Map<String, Object> fields(Chunk chunk) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (Field f : Field.values()) {
      Object v = f.of(chunk);
      if (v != null) {
        m.put(f.key(), v);
      }
    }
    return m;
  }

  /**
   * The fields of a chunk of a hierarchy: {@link #fields(Chunk)} with its hierarchy
   * {@link HierarchyChunk#id()} as {@code id}, and {@code level} and {@code parentId} (written
   * as {@code null} at the top level) after {@code chunk}; what {@code wrac chunk --levels}
   * writes. A mutable copy.
   */
  public static Map<String, Object> fields(HierarchyChunk chunk) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (Field f : Field.values()) {
      Object v = f.of(chunk);
      if (v != null || f == Field.PARENT_ID) {
        m.put(f.key(), v);
      }
    }
    return m;
  }

  /** The chunk as one line of compact JSON, without a line break. */
  public static String toJson(Chunk chunk) {
    return toJson(fields(chunk));
  }

  /**
   * Fields (as {@link #fields} gives them, perhaps with more) as one line of compact JSON: the
   * text of {@link #toJsonBytes(Map)} (characters outside the BMP, such as emoji, as themselves,
   * not as escapes).
   */
  public static String toJson(Map<String, ?> fields) {
    return new String(toJsonBytes(fields), StandardCharsets.UTF_8);
  }

  /** The chunk's line as UTF-8 bytes, without a line break: what {@code wrac chunk} writes. */
  public static byte[] toJsonBytes(Chunk chunk) {
    return toJsonBytes(fields(chunk));
  }

  /** Fields as one line of UTF-8 JSON, without a line break. */
  public static byte[] toJsonBytes(Map<String, ?> fields) {
    try {
      return MAPPER.writeValueAsBytes(fields);
    } catch (JsonProcessingException e) {
      throw new WracException("Cannot write a chunk line: " + e.getMessage(), e);
    }
  }

  /**
   * The fields of one line as written, in order (strings, integers, lists of strings, and
   * whatever else the line holds), without checking that they make a chunk.
   *
   * @throws ChunkJsonException if the line is not JSON or not an object
   */
  public static Map<String, Object> readFields(String line) {
    JsonNode node;
    try {
      node = MAPPER.readTree(line);
    } catch (JsonProcessingException e) {
      throw new ChunkJsonException("not JSON (" + e.getOriginalMessage() + ")", e);
    }
    if (node == null || !node.isObject()) {
      throw new ChunkJsonException("not a JSON object");
    }
    try {
      @SuppressWarnings("unchecked")
      Map<String, Object> map = MAPPER.treeToValue(node, LinkedHashMap.class);
      return map;
    } catch (JsonProcessingException e) {
      throw new ChunkJsonException("not JSON (" + e.getOriginalMessage() + ")", e);
    }
  }

  /**
   * The chunk of one line. Fields this version does not know are ignored.
   *
   * @throws ChunkJsonException naming the field and the problem: not JSON, not an object, a
   *     newer format version, a field missing or of the wrong type, no {@code "id"}, or an id
   *     that does not match the chunk's content
   */
  public static Chunk fromJson(String line) {
    return fromFields(readFields(line));
  }

  /**
   * The chunk of a line's fields, as {@link #readFields} gives them; the checks of
   * {@link #fromJson}. A line of a chunk hierarchy ({@code wrac chunk --levels}: with
   * {@code level}) has the id {@link HierarchyChunk#idOf} gives for its level, and a
   * {@code parentId} that is a string or {@code null}.
   */
  public static Chunk fromFields(Map<String, ?> n) {
    Object version = n.get(VERSION_FIELD);
    if (version != null && !(version instanceof Integer v && v >= 1 && v <= VERSION)) {
      throw new ChunkJsonException("chunk line format \"" + VERSION_FIELD + "\" " + version
          + " is not one this reader knows (1 to " + VERSION + "): written by a newer version");
    }
    Chunk chunk;
    try {
      int line = integer(n, Field.LINE);
      int page = n.containsKey(Field.PAGE.key()) ? integer(n, Field.PAGE) : 0;
      int endPage = n.containsKey(Field.END_PAGE.key()) ? integer(n, Field.END_PAGE) : 0;
      chunk = new Chunk(string(n, Field.DOC), integer(n, Field.CHUNK), string(n, Field.TEXT),
          ids(n, Field.ELEMENT_IDS, true), ids(n, Field.CONTEXT_IDS, false),
          strings(n, Field.HEADING_PATH),
          new SourceSpan(integer(n, Field.START), integer(n, Field.END), line, line, page,
              endPage),
          integer(n, Field.TOKENS),
          n.containsKey(Field.EMBED_TEXT.key()) ? string(n, Field.EMBED_TEXT) : null,
          n.containsKey(Field.EMBED_TOKENS.key()) ? integer(n, Field.EMBED_TOKENS)
              : integer(n, Field.TOKENS));
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new ChunkJsonException(oneLine(e), e);
    }
    Object id = n.get(Field.ID.key());
    if (!(id instanceof String)) {
      throw new ChunkJsonException("no \"id\" (a chunk line of wrac chunk has one)");
    }
    String expected = n.containsKey(Field.LEVEL.key())
        ? HierarchyChunk.idOf(level(n), chunk) : chunk.id();
    if (n.containsKey(Field.PARENT_ID.key()) && n.get(Field.PARENT_ID.key()) != null
        && !(n.get(Field.PARENT_ID.key()) instanceof String)) {
      throw new ChunkJsonException("\"" + Field.PARENT_ID.key() + "\" is neither a string nor "
          + "null");
    }
    if (!id.equals(expected)) {
      throw new ChunkJsonException("\"id\" " + id + " does not match the chunk's content (its "
          + "id is " + expected + "); the line was changed, or written by another version");
    }
    return chunk;
  }

  /** A hierarchy line's level: an integer, at least 0. */
  private static int level(Map<String, ?> n) {
    if (!(n.get(Field.LEVEL.key()) instanceof Integer level) || level < 0) {
      throw new ChunkJsonException("\"" + Field.LEVEL.key() + "\" is not a whole number of at "
          + "least 0: " + n.get(Field.LEVEL.key()));
    }
    return level;
  }

  private static String oneLine(Exception e) {
    String m = e.getMessage();
    if (m == null || m.isBlank()) {
      m = e.getClass().getSimpleName();
    }
    return m.replaceAll("\\s*\\R\\s*", " ").strip();
  }

  private static String string(Map<String, ?> n, Field field) {
    if (!(n.get(field.key()) instanceof String s)) {
      throw new IllegalArgumentException("\"" + field.key() + "\" missing or not a string");
    }
    return s;
  }

  private static int integer(Map<String, ?> n, Field field) {
    if (!(n.get(field.key()) instanceof Integer i)) {
      throw new IllegalArgumentException("\"" + field.key() + "\" missing or not an integer");
    }
    return i;
  }

  private static List<String> strings(Map<String, ?> n, Field field) {
    if (!n.containsKey(field.key())) {
      return List.of();
    }
    if (!(n.get(field.key()) instanceof List<?> list)) {
      throw new IllegalArgumentException("\"" + field.key() + "\" is not an array");
    }
    List<String> out = new ArrayList<>(list.size());
    for (Object e : list) {
      if (!(e instanceof String s)) {
        throw new IllegalArgumentException("\"" + field.key() + "\" holds a non-string");
      }
      out.add(s);
    }
    return out;
  }

  private static List<ElementId> ids(Map<String, ?> n, Field field, boolean required) {
    if (required && !n.containsKey(field.key())) {
      throw new IllegalArgumentException("\"" + field.key() + "\" missing");
    }
    List<ElementId> out = new ArrayList<>();
    for (String s : strings(n, field)) {
      if (!ElementId.isValid(s)) {
        throw new IllegalArgumentException("\"" + field.key() + "\" holds an invalid element id '"
            + s + "'");
      }
      out.add(ElementId.of(s));
    }
    if (required && out.isEmpty()) {
      throw new IllegalArgumentException("\"" + field.key() + "\" is empty");
    }
    return out;
  }

  private static List<String> idValues(List<ElementId> ids) {
    return ids.stream().map(ElementId::value).toList();
  }
}
