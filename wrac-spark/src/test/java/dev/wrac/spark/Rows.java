package dev.wrac.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;

/** Spark rows and JSON lines as comparable maps of {@code wrac chunk}'s fields. */
final class Rows {
  private static final ObjectMapper JSON = new ObjectMapper();
  static final List<String> FIELDS = List.of("id", "doc", "chunk", "text", "embedText",
      "elementIds", "contextIds", "headingPath", "tokens", "embedTokens", "start", "end", "line",
      "page", "endPage");

  private Rows() {}

  /** A chunk row as the JSON line {@code wrac chunk} writes for it (page fields when set). */
  static Map<String, Object> line(Row r) {
    Map<String, Object> m = new LinkedHashMap<>();
    List<String> present = List.of(r.schema().fieldNames());
    for (String f : FIELDS) {
      Object v = present.contains(f) ? r.get(r.fieldIndex(f)) : null;
      if (v instanceof scala.collection.Seq<?> seq) {
        v = new ArrayList<>(scala.jdk.javaapi.CollectionConverters.asJava(seq));
      }
      if (v != null) {
        m.put(f, v);
      }
    }
    return m;
  }

  /** The JSON lines of a file, as maps. */
  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> jsonLines(Path file) throws IOException {
    List<Map<String, Object>> out = new ArrayList<>();
    for (String l : Files.readAllLines(file)) {
      if (!l.isBlank()) {
        out.add(JSON.readValue(l, LinkedHashMap.class));
      }
    }
    return out;
  }

  /** The key the brief compares on: (id, doc, chunk, text, start, end). */
  static String key(Map<String, Object> m) {
    return m.get("id") + "|" + m.get("doc") + "|" + m.get("chunk") + "|" + m.get("start") + "|"
        + m.get("end") + "|" + m.get("text");
  }
}
