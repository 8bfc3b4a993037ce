package dev.wrac.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.error.WracException;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;

/**
 * Reads and writes plans (and documents) as JSON, without loss: {@code fromJson(toJson(plan))}
 * equals {@code plan}, and equal plans give byte-identical JSON.
 *
 * <pre>{@code
 * String json = PlanJson.toJson(plan);
 * ChunkPlan again = PlanJson.fromJson(json);
 * }</pre>
 */
public final class PlanJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .addModule(ProvenanceCodec.module())
      .build();

  private PlanJson() {}

  /** The plan as compact JSON. */
  public static String toJson(ChunkPlan plan) {
    return write(plan, false);
  }

  /** The plan as indented JSON. */
  public static String toPrettyJson(ChunkPlan plan) {
    return write(plan, true);
  }

  /**
   * The one plan in {@code json}. Unknown properties are ignored (newer writers may add some);
   * anything after the plan but white space is an error.
   *
   * @throws PlanJsonException if the text is not exactly one plan: malformed, {@code null},
   *     lacking required fields, or followed by more JSON or garbage
   */
  public static ChunkPlan fromJson(String json) {
    return read(json, ChunkPlan.class, "plan");
  }

  /** The document as compact JSON (elements with ids, kinds, text, spans, tokens). */
  public static String toJson(ParsedDocument document) {
    return write(document, false);
  }

  /**
   * The one document in {@code json}.
   *
   * @throws PlanJsonException if the text is not exactly one document
   */
  public static ParsedDocument documentFromJson(String json) {
    return read(json, ParsedDocument.class, "document");
  }

  private static <T> T read(String json, Class<T> type, String what) {
    if (json == null) {
      throw new PlanJsonException("Not a valid " + what + " JSON: the text is null");
    }
    T value;
    try {
      value = MAPPER.readValue(json, type);
    } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
      throw new PlanJsonException("Not a valid " + what + " JSON: " + firstLine(e), e);
    }
    if (value == null) {
      throw new PlanJsonException("Not a valid " + what + " JSON: it is null, not an object");
    }
    return value;
  }

  private static String firstLine(Exception e) {
    String m = String.valueOf(e.getMessage());
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl);
  }

  private static String write(Object value, boolean pretty) {
    try {
      return pretty ? MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value)
          : MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new WracException("Cannot write JSON: " + e.getMessage(), e);
    }
  }
}
