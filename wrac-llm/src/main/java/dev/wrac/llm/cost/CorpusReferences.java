package dev.wrac.llm.cost;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.llm.plan.ReplayPlanner;
import dev.wrac.model.Usage;
import dev.wrac.tokens.TokenCounter;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Recorded figures of RAG-Multi-Corpus to cost against: the output tokens of the recorded
 * agentic chunks ({@code reference-chunks/agentic/*.json}, JSON lines) and GPT-4.1's real
 * W-RAC token usage ({@code reference-chunks/agentic-compact/*.json}), per document. Documents
 * are matched by organisation (the first word of {@code datasets/<Org>/} and of the reference
 * file's name: two organisations have documents of the same name) and
 * {@link ReplayPlanner#nameKey file name}. Immutable.
 */
public final class CorpusReferences {
  private static final Pattern WORD = Pattern.compile("[A-Za-z]+");
  private static final ObjectMapper JSON = JsonMapper.builder()
      .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

  private final Map<String, Long> agenticOutput;
  private final Map<String, Usage> recorded;

  private CorpusReferences(Map<String, Long> agenticOutput, Map<String, Usage> recorded) {
    this.agenticOutput = Map.copyOf(agenticOutput);
    this.recorded = Map.copyOf(recorded);
  }

  /** No references: every document is estimated. */
  public static CorpusReferences none() {
    return new CorpusReferences(Map.of(), Map.of());
  }

  /**
   * The references under {@code corpus/reference-chunks}; a missing folder gives no
   * references of that kind.
   *
   * @throws IOException if a reference file cannot be read or parsed
   */
  public static CorpusReferences load(Path corpus, TokenCounter tokens) throws IOException {
    Path refs = corpus.resolve("reference-chunks");
    return new CorpusReferences(agenticOutput(refs.resolve("agentic"), tokens),
        recordedUsage(refs.resolve("agentic-compact")));
  }

  /** Whether any agentic reference was found. */
  public boolean hasAgenticReference() {
    return !agenticOutput.isEmpty();
  }

  /** The recorded agentic output tokens of a corpus file ({@code datasets/<Org>/md/x.md}). */
  public OptionalLong agenticOutputTokens(Path file, String documentName) {
    Long v = agenticOutput.get(key(file, documentName));
    return v == null ? OptionalLong.empty() : OptionalLong.of(v);
  }

  /** GPT-4.1's recorded W-RAC usage for a corpus file. */
  public Optional<Usage> recordedUsage(Path file, String documentName) {
    return Optional.ofNullable(recorded.get(key(file, documentName)));
  }

  /**
   * The organisation of a dataset folder or reference file, by its first word ("ZX Bank" and
   * "zx_bank_prompt_chunks.json" are both "zx").
   */
  public static String organisation(String name) {
    Matcher m = WORD.matcher(name);
    return m.find() ? m.group().toLowerCase(Locale.ROOT) : "";
  }

  private static String key(Path file, String documentName) {
    Path orgDir = file.toAbsolutePath().getParent() == null ? null
        : file.toAbsolutePath().getParent().getParent();
    String org = orgDir == null || orgDir.getFileName() == null ? ""
        : organisation(orgDir.getFileName().toString());
    return org + "/" + ReplayPlanner.nameKey(documentName);
  }

  private static List<Path> jsonFiles(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
  }

  private static Map<String, Long> agenticOutput(Path dir, TokenCounter tokens)
      throws IOException {
    Map<String, Long> out = new HashMap<>();
    for (Path f : jsonFiles(dir)) {
      String org = organisation(f.getFileName().toString());
      try (BufferedReader reader = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
          if (line.isBlank()) {
            continue;
          }
          JsonNode node = JSON.readTree(line);
          long sum = 0;
          for (JsonNode chunk : node.path("chunks")) {
            sum += tokens.count(chunk.asText(""));
          }
          out.putIfAbsent(org + "/" + ReplayPlanner.nameKey(node.path("file_name").asText("")),
              sum);
        }
      }
    }
    return out;
  }

  private static Map<String, Usage> recordedUsage(Path dir) throws IOException {
    Map<String, Usage> out = new HashMap<>();
    for (Path f : jsonFiles(dir)) {
      String org = organisation(f.getFileName().toString());
      for (JsonNode doc : JSON.readTree(f.toFile())) {
        JsonNode u = doc.path("token_usage");
        if (u.isObject()) {
          out.putIfAbsent(org + "/" + ReplayPlanner.nameKey(doc.path("filename").asText("")),
              Usage.ofCall(u.path("input_tokens").asLong(0),
                  u.path("input_tokens_details").path("cached_tokens").asLong(0),
                  u.path("output_tokens").asLong(0)));
        }
      }
    }
    return out;
  }
}
