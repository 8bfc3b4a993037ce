package dev.wrac.eval.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.eval.BenchException;
import dev.wrac.eval.BenchQuery;
import dev.wrac.eval.SupportingFact;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads query files: CSV with a header row, or JSON Lines. Column or field names are matched
 * case-insensitively: organisation ({@code Enterprise Name}, {@code org}, {@code organisation};
 * optional), type ({@code Query Type}, {@code type}; optional), query ({@code Query},
 * {@code query}), facts ({@code Supporting Facts}, {@code facts}, {@code supporting_facts}: a
 * JSON list of {@code {"filename" or "doc", "text"}}).
 */
public final class QueryFiles {
  private static final ObjectMapper JSON = new ObjectMapper();

  private QueryFiles() {}

  /** The rows of a file, duplicates included, in file order. */
  public static List<BenchQuery> read(Path file, String defaultOrganisation) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BenchException("Cannot read the queries file " + file + ": " + e.getMessage(), e);
    }
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".jsonl") || name.endsWith(".ndjson") || text.stripLeading().startsWith("{")
        ? jsonLines(file, text, defaultOrganisation) : csv(file, text, defaultOrganisation);
  }

  private static List<BenchQuery> csv(Path file, String text, String defaultOrganisation) {
    List<List<String>> rows = Csv.parse(text);
    if (rows.isEmpty()) {
      throw new BenchException("The queries file " + file + " is empty");
    }
    Map<String, Integer> columns = new HashMap<>();
    List<String> header = rows.get(0);
    for (int i = 0; i < header.size(); i++) {
      columns.put(canonical(header.get(i)), i);
    }
    Integer q = columns.get("query");
    Integer f = columns.get("facts");
    if (q == null || f == null) {
      throw new BenchException("The queries file " + file + " needs a query column and a facts "
          + "column (Query, Supporting Facts); its header is " + header);
    }
    Integer org = columns.get("organisation");
    Integer type = columns.get("type");
    List<BenchQuery> out = new ArrayList<>();
    for (int r = 1; r < rows.size(); r++) {
      List<String> row = rows.get(r);
      String where = file + " row " + (r + 1);
      out.add(new BenchQuery(org == null ? defaultOrganisation : cell(row, org, where),
          type == null ? "" : cell(row, type, where), cell(row, q, where),
          facts(parseJson(cell(row, f, where), where), where)));
    }
    return out;
  }

  private static List<BenchQuery> jsonLines(Path file, String text, String defaultOrganisation) {
    List<BenchQuery> out = new ArrayList<>();
    String[] lines = text.split("\r?\n");
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].isBlank()) {
        continue;
      }
      String where = file + " line " + (i + 1);
      JsonNode node = parseJson(lines[i], where);
      Map<String, JsonNode> fields = new HashMap<>();
      node.fields().forEachRemaining(e -> fields.put(canonical(e.getKey()), e.getValue()));
      JsonNode q = fields.get("query");
      JsonNode facts = fields.get("facts");
      if (q == null || facts == null) {
        throw new BenchException(where + ": needs \"query\" and \"facts\"");
      }
      JsonNode org = fields.get("organisation");
      JsonNode type = fields.get("type");
      out.add(new BenchQuery(org == null ? defaultOrganisation : org.asText(),
          type == null ? "" : type.asText(), q.asText(),
          facts(facts.isTextual() ? parseJson(facts.asText(), where) : facts, where)));
    }
    return out;
  }

  private static List<SupportingFact> facts(JsonNode list, String where) {
    if (!list.isArray()) {
      throw new BenchException(where + ": supporting facts must be a JSON list of "
          + "{\"filename\", \"text\"}, got " + abbreviate(list.toString()));
    }
    List<SupportingFact> facts = new ArrayList<>();
    for (JsonNode f : list) {
      JsonNode doc = f.has("filename") ? f.get("filename") : f.get("doc");
      JsonNode text = f.get("text");
      if (doc == null || text == null) {
        throw new BenchException(where + ": a supporting fact needs \"filename\" (or \"doc\") "
            + "and \"text\", got " + abbreviate(f.toString()));
      }
      facts.add(new SupportingFact(doc.asText(), text.asText()));
    }
    return facts;
  }

  private static JsonNode parseJson(String text, String where) {
    try {
      return JSON.readTree(text);
    } catch (IOException e) {
      throw new BenchException(where + ": invalid JSON: " + e.getMessage(), e);
    }
  }

  private static String cell(List<String> row, int column, String where) {
    if (column >= row.size()) {
      throw new BenchException(where + ": has " + row.size() + " columns, expected at least "
          + (column + 1));
    }
    return row.get(column);
  }

  private static String canonical(String column) {
    String c = column.toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
    return switch (c) {
      case "enterprisename", "org", "organisation", "organization", "enterprise" -> "organisation";
      case "querytype", "type" -> "type";
      case "query", "question" -> "query";
      case "supportingfacts", "facts" -> "facts";
      default -> c;
    };
  }

  private static String abbreviate(String s) {
    return s.length() <= 120 ? s : s.substring(0, 117) + "...";
  }
}
