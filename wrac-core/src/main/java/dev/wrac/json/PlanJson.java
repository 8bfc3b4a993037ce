package dev.wrac.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.WracException;
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
   * The plan in {@code json}.
   *
   * @throws WracException if the JSON is malformed or lacks required fields
   */
  public static ChunkPlan fromJson(String json) {
    try {
      return MAPPER.readValue(json, ChunkPlan.class);
    } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
      throw new WracException("Not a valid plan JSON: " + e.getMessage(), e);
    }
  }

  /** The document as compact JSON (elements with ids, kinds, text, spans, tokens). */
  public static String toJson(ParsedDocument document) {
    return write(document, false);
  }

  /** The document in {@code json}. */
  public static ParsedDocument documentFromJson(String json) {
    try {
      return MAPPER.readValue(json, ParsedDocument.class);
    } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
      throw new WracException("Not a valid document JSON: " + e.getMessage(), e);
    }
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
