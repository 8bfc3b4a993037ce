package dev.wrac.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.model.Chunk;
import dev.wrac.model.ElementId;
import dev.wrac.model.SourceSpan;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JSON Lines of an earlier {@code wrac chunk} run ({@code --previous}), read whole before
 * any file is chunked: each line as written (to tell what changed) and as a {@link Chunk} (for
 * {@link dev.wrac.Chunker#update}), grouped by document. A line that is not such a chunk is a
 * {@link UsageError} naming the file and the line.
 */
final class PreviousChunks {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  /** One line of the previous output. */
  record Line(Map<String, Object> fields, Chunk chunk) {
    String id() {
      return (String) fields.get("id");
    }
  }

  private final Map<String, List<Line>> byDocument = new LinkedHashMap<>();

  /** No previous output: every chunk is new. */
  static PreviousChunks none() {
    return new PreviousChunks();
  }

  static PreviousChunks read(Path file) {
    PreviousChunks previous = new PreviousChunks();
    Set<String> ids = new HashSet<>();
    int number = 0;
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      for (String text = in.readLine(); text != null; text = in.readLine()) {
        number++;
        if (text.isBlank()) {
          continue;
        }
        Line line = parse(text, file, number);
        if (!ids.add(line.chunk().document() + "\u0000" + line.id())) {
          throw bad(file, number, "chunk id " + line.id() + " of '" + line.chunk().document()
              + "' appears twice");
        }
        previous.byDocument.computeIfAbsent(line.chunk().document(), d -> new ArrayList<>())
            .add(line);
      }
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new UsageError("--previous " + file + ": not a chunks file (the JSON Lines of wrac "
          + "chunk): not UTF-8 text after line " + number, e);
    } catch (IOException e) {
      throw new UsageError("--previous " + file + ": cannot read it (" + Exit.oneLine(e) + ")",
          e);
    }
    return previous;
  }

  private static Line parse(String text, Path file, int number) {
    Map<String, Object> fields;
    JsonNode node;
    try {
      node = JSON.readTree(text);
      if (node == null || !node.isObject()) {
        throw bad(file, number, "not a JSON object");
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> map = JSON.treeToValue(node, LinkedHashMap.class);
      fields = map;
    } catch (JsonProcessingException e) {
      throw bad(file, number, "not JSON (" + e.getOriginalMessage() + ")");
    }
    Chunk chunk;
    try {
      chunk = toChunk(node);
    } catch (IllegalArgumentException | NullPointerException e) {
      throw bad(file, number, Exit.oneLine(e));
    }
    Object id = fields.get("id");
    if (!(id instanceof String)) {
      throw bad(file, number, "no \"id\" (a chunk line of wrac chunk has one)");
    }
    if (!id.equals(chunk.id())) {
      throw bad(file, number, "\"id\" " + id + " does not match the chunk's content (its id is "
          + chunk.id() + "); the line was changed, or written by another version");
    }
    return new Line(fields, chunk);
  }

  private static Chunk toChunk(JsonNode n) {
    int line = integer(n, "line");
    int page = n.has("page") ? integer(n, "page") : 0;
    int endPage = n.has("endPage") ? integer(n, "endPage") : 0;
    return new Chunk(string(n, "doc"), integer(n, "chunk"), string(n, "text"),
        ids(n, "elementIds", true), ids(n, "contextIds", false), strings(n, "headingPath"),
        new SourceSpan(integer(n, "start"), integer(n, "end"), line, line, page, endPage),
        integer(n, "tokens"), true,
        n.has("embedText") ? string(n, "embedText") : null,
        n.has("embedTokens") ? integer(n, "embedTokens") : integer(n, "tokens"));
  }

  private static String string(JsonNode n, String field) {
    JsonNode v = n.get(field);
    if (v == null || !v.isTextual()) {
      throw new IllegalArgumentException("\"" + field + "\" missing or not a string");
    }
    return v.asText();
  }

  private static int integer(JsonNode n, String field) {
    JsonNode v = n.get(field);
    if (v == null || !v.canConvertToInt() || !v.isIntegralNumber()) {
      throw new IllegalArgumentException("\"" + field + "\" missing or not an integer");
    }
    return v.asInt();
  }

  private static List<String> strings(JsonNode n, String field) {
    JsonNode v = n.get(field);
    if (v == null) {
      return List.of();
    }
    if (!v.isArray()) {
      throw new IllegalArgumentException("\"" + field + "\" is not an array");
    }
    List<String> out = new ArrayList<>(v.size());
    for (JsonNode e : v) {
      if (!e.isTextual()) {
        throw new IllegalArgumentException("\"" + field + "\" holds a non-string");
      }
      out.add(e.asText());
    }
    return out;
  }

  private static List<ElementId> ids(JsonNode n, String field, boolean required) {
    if (required && !n.has(field)) {
      throw new IllegalArgumentException("\"" + field + "\" missing");
    }
    List<ElementId> out = new ArrayList<>();
    for (String s : strings(n, field)) {
      if (!ElementId.isValid(s)) {
        throw new IllegalArgumentException("\"" + field + "\" holds an invalid element id '"
            + s + "'");
      }
      out.add(ElementId.of(s));
    }
    if (required && out.isEmpty()) {
      throw new IllegalArgumentException("\"" + field + "\" is empty");
    }
    return out;
  }

  private static UsageError bad(Path file, int line, String problem) {
    return new UsageError("--previous " + file + ": line " + line + ": " + problem);
  }

  /** The previous lines of a document, in file order; empty if it had none. */
  List<Line> of(String document) {
    return byDocument.getOrDefault(document, List.of());
  }

  /** Documents of the previous output, in file order. */
  Set<String> documents() {
    return byDocument.keySet();
  }
}
