package dev.wrac.llm.plan.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;

/**
 * Finds the JSON in a model's answer: inside code fences, after or before prose, with trailing
 * commas, single quotes or comments. Returns the first bracketed value that parses.
 *
 * <p>The answer is bounded before anything is parsed: at most {@link #MAX_CHARS} characters
 * and brackets nested at most {@link #MAX_DEPTH} deep (counted outside strings); beyond
 * either, {@link #read} says so instead of parsing. Matching brackets are found in one pass;
 * then candidates are parsed in order, at most {@link #MAX_CANDIDATES} of them and at most
 * {@link #PARSE_BUDGET} times the answer's length in all, so the work is linear in the length.
 */
public final class LenientJson {
  /** The longest answer read, in characters (2 Mi: an agentic answer of 131,072 tokens fits). */
  public static final int MAX_CHARS = 2 << 20;
  /** The deepest bracket nesting read; W-RAC answers need 3. */
  public static final int MAX_DEPTH = 16;
  /** The most bracketed candidates parsed before giving up. */
  public static final int MAX_CANDIDATES = 256;
  /** Characters parsed in all, as a multiple of the answer's length, before giving up. */
  public static final int PARSE_BUDGET = 4;

  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
      .enable(JsonReadFeature.ALLOW_SINGLE_QUOTES)
      .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
      .enable(JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES)
      .enable(JsonReadFeature.ALLOW_MISSING_VALUES)
      .build();

  static {
    MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
        .maxNestingDepth(MAX_DEPTH + 1).build());
  }

  private LenientJson() {}

  /** What was found: a JSON object or array, or the reason there is none. */
  public record Result(JsonNode json, String problem) {
    static Result problem(String problem) {
      return new Result(null, problem);
    }

    /** Whether JSON was found. */
    public boolean found() {
      return json != null;
    }
  }

  /** The first JSON object or array in {@code text} that parses, or nothing. */
  public static Optional<JsonNode> find(String text) {
    return Optional.ofNullable(read(text).json());
  }

  /**
   * The first JSON object or array in {@code text} that parses (trying opening brackets in
   * order), or why there is none: empty, too long, nested too deep, or no JSON.
   */
  public static Result read(String text) {
    if (text == null || text.isBlank()) {
      return Result.problem("the answer was empty");
    }
    if (text.length() > MAX_CHARS) {
      return Result.problem("the answer is longer than " + MAX_CHARS + " characters ("
          + text.length() + ")");
    }
    int[] close = new int[text.length()];
    if (!matchBrackets(text, close)) {
      return Result.problem("the answer nests brackets deeper than " + MAX_DEPTH + " levels");
    }
    long budget = (long) PARSE_BUDGET * text.length();
    int tries = 0;
    for (int start = 0; start < text.length(); start++) {
      if (close[start] > start) {
        int length = close[start] + 1 - start;
        if (++tries > MAX_CANDIDATES || (budget -= length) < 0) {
          return Result.problem("no JSON found in the answer (gave up after " + (tries - 1)
              + " bracketed parts)");
        }
        JsonNode node = parse(text.substring(start, close[start] + 1));
        if (node != null) {
          return new Result(node, null);
        }
      }
    }
    return Result.problem("no JSON found in the answer");
  }

  /**
   * Sets {@code close[i]} to the position of the bracket closing the one opened at {@code i}
   * (-1 where none does), skipping strings inside brackets; false if nesting passes the cap. A
   * single quote opens a string only where a value may start (after {@code [ { , :}), so an
   * apostrophe in prose does not.
   */
  private static boolean matchBrackets(String text, int[] close) {
    Arrays.fill(close, -1);
    int[] open = new int[MAX_DEPTH];
    int depth = 0;
    char quote = 0;
    char previous = ' ';
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == '\\') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (depth > 0 && (c == '"' || c == '\'' && "[{,:".indexOf(previous) >= 0)) {
        quote = c;
      } else if (c == '{' || c == '[') {
        if (depth == MAX_DEPTH) {
          return false;
        }
        open[depth++] = i;
      } else if ((c == '}' || c == ']') && depth > 0) {
        close[open[--depth]] = i;
      }
      if (!Character.isWhitespace(c)) {
        previous = c;
      }
    }
    return true;
  }

  private static JsonNode parse(String candidate) {
    try (JsonParser parser = MAPPER.createParser(candidate)) {
      JsonNode node = MAPPER.readTree(parser);
      return node != null && (node.isObject() || node.isArray()) ? node : null;
    } catch (IOException | RuntimeException e) {
      return null; // not JSON from here; the caller tries the next bracket
    }
  }
}
