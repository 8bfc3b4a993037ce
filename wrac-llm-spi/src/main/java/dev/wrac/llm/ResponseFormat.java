package dev.wrac.llm;

import java.util.Objects;

/**
 * The shape of answer asked of the model.
 *
 * <ul>
 *   <li>{@link #TEXT}: free text;
 *   <li>{@link #JSON}: any JSON object ({@code response_format: json_object});
 *   <li>{@link #jsonSchema(String, String)}: JSON valid against a schema (structured output,
 *       {@code response_format: json_schema}, strict).
 * </ul>
 * A client whose server cannot honour a format sends the closest one it supports; callers
 * parse leniently anyway.
 *
 * @param type   the kind of format
 * @param name   the schema's name (letters, digits, {@code _}, {@code -}), for schemas only
 * @param schema the JSON Schema as a JSON string, for schemas only
 */
public record ResponseFormat(Type type, String name, String schema) {
  /** Free text. */
  public static final ResponseFormat TEXT = new ResponseFormat(Type.TEXT, null, null);
  /** Any JSON object. */
  public static final ResponseFormat JSON = new ResponseFormat(Type.JSON, null, null);

  /** The kinds of format. */
  public enum Type { TEXT, JSON, JSON_SCHEMA }

  public ResponseFormat {
    Objects.requireNonNull(type, "type");
    if (type == Type.JSON_SCHEMA && (name == null || !name.matches("[A-Za-z0-9_-]{1,64}")
        || schema == null || schema.isBlank())) {
      throw new IllegalArgumentException("A JSON schema format needs a name of 1-64 letters, "
          + "digits, _ or - and a schema; got name '" + name + "'");
    }
  }

  /** JSON valid against {@code schema} (a JSON Schema document as a string). */
  public static ResponseFormat jsonSchema(String name, String schema) {
    return new ResponseFormat(Type.JSON_SCHEMA, name, schema);
  }
}
