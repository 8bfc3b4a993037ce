package dev.wrac.llm.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Optional;

/**
 * Finds the JSON in a model's answer: inside code fences, after or before prose, with trailing
 * commas, single quotes or comments. Returns the first value that parses, or nothing.
 */
public final class LenientJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
      .enable(JsonReadFeature.ALLOW_SINGLE_QUOTES)
      .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
      .enable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES)
      .enable(JsonReadFeature.ALLOW_MISSING_VALUES)
      .build();

  private LenientJson() {}

  /** The first JSON object or array in {@code text} that parses, trying each opening bracket. */
  public static Optional<JsonNode> find(String text) {
    if (text == null) {
      return Optional.empty();
    }
    for (int start = 0; start < text.length(); start++) {
      char c = text.charAt(start);
      if (c != '{' && c != '[') {
        continue;
      }
      int end = matching(text, start);
      if (end < 0) {
        continue;
      }
      try (JsonParser parser = MAPPER.createParser(text.substring(start, end + 1))) {
        JsonNode node = MAPPER.readTree(parser);
        if (node != null && (node.isObject() || node.isArray())) {
          return Optional.of(node);
        }
      } catch (java.io.IOException e) {
        // not JSON from here; try the next bracket
      }
    }
    return Optional.empty();
  }

  /** Position of the bracket closing the one at {@code start}, skipping strings; -1 if none. */
  private static int matching(String text, int start) {
    int depth = 0;
    char quote = 0;
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == '\\') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '{' || c == '[') {
        depth++;
      } else if (c == '}' || c == ']') {
        depth--;
        if (depth == 0) {
          return i;
        }
      }
    }
    return -1;
  }
}
