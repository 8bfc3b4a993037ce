package dev.wrac.eval.internal;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchDocument;
import dev.wrac.eval.BenchException;
import dev.wrac.eval.BenchOrganisation;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.eval.DocumentNames;
import dev.wrac.model.Usage;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Chunks written by another system, read from a folder of files: JSON lines (the agentic set:
 * {@code file_name}, {@code chunks}, {@code usage}) or one JSON array (the agentic-compact set:
 * {@code filename}, {@code chunks}, {@code token_usage}; bare {@code NaN} values allowed). A file
 * belongs to the organisation that holds most of its documents; all its chunks join that
 * organisation's index, including those of documents the corpus lacks (reported as warnings).
 * Cost: {@code token_usage} when present (the real call); otherwise input from {@code usage}
 * (or the document's tokens) and output counted as the o200k tokens of the chunks, which the
 * model had to write out.
 */
final class ReferenceStrategy implements ChunkingStrategy {
  private static final ObjectMapper JSON = JsonMapper.builder()
      .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

  private final String name;
  private final Path folder;
  private final TokenCounter tokens = TokenCounters.o200k();
  private List<RefFile> files;

  /** One reference document. */
  private record RefDoc(String name, List<String> chunks, JsonNode object) {}

  /** One reference file. */
  private record RefFile(Path path, List<RefDoc> docs) {}

  ReferenceStrategy(String name, Path folder) {
    this.name = name;
    this.folder = folder;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public synchronized Chunks chunk(BenchOrganisation organisation) {
    if (files == null) {
      files = load(folder);
    }
    Set<String> keys = new HashSet<>();
    organisation.documents().forEach(d -> keys.add(d.key()));
    List<BenchChunk> chunks = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    Usage usage = Usage.ZERO;
    int documents = 0;
    for (RefFile f : files) {
      long mine = f.docs().stream().filter(d -> keys.contains(DocumentNames.key(d.name())))
          .count();
      if (mine * 2 <= f.docs().size()) {
        continue;
      }
      for (RefDoc d : f.docs()) {
        documents++;
        BenchDocument source = organisation.documents().stream()
            .filter(x -> x.key().equals(DocumentNames.key(d.name()))).findFirst().orElse(null);
        if (source == null) {
          warnings.add(name + ": '" + d.name() + "' of " + f.path().getFileName()
              + " matches no document of " + organisation.name() + "; its "
              + d.chunks().size() + " chunks stay in the index");
        }
        for (String c : d.chunks()) {
          if (!c.isBlank()) {
            chunks.add(new BenchChunk(d.name(), c));
          }
        }
        usage = usage.plus(usage(d, source));
      }
    }
    return new Chunks(chunks, usage, documents, warnings);
  }

  private Usage usage(RefDoc d, BenchDocument source) {
    JsonNode real = d.object().get("token_usage");
    if (real != null && real.isObject()) {
      long in = real.path("input_tokens").asLong();
      long cached = Math.min(in, real.path("input_tokens_details").path("cached_tokens").asLong());
      return Usage.ofCall(in, cached, real.path("output_tokens").asLong());
    }
    long out = 0;
    for (String c : d.chunks()) {
      out += tokens.count(c);
    }
    JsonNode recorded = d.object().get("usage");
    long in = recorded != null && recorded.has("input_tokens")
        ? recorded.path("input_tokens").asLong()
        : source == null ? 0 : tokens.count(source.text());
    return Usage.ofCall(in, 0, out);
  }

  private static List<RefFile> load(Path folder) {
    List<Path> paths;
    try (Stream<Path> s = Files.list(folder)) {
      paths = s.filter(p -> {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".json") || n.endsWith(".jsonl");
      }).sorted().toList();
    } catch (IOException e) {
      throw new BenchException("Cannot list reference chunks in " + folder + ": "
          + e.getMessage(), e);
    }
    if (paths.isEmpty()) {
      throw new BenchException("No reference chunk file (*.json, *.jsonl) in "
          + folder.toAbsolutePath());
    }
    List<RefFile> files = new ArrayList<>();
    for (Path p : paths) {
      files.add(new RefFile(p, read(p)));
    }
    return files;
  }

  private static List<RefDoc> read(Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BenchException("Cannot read " + file + ": " + e.getMessage(), e);
    }
    List<JsonNode> objects = new ArrayList<>();
    try {
      if (text.stripLeading().startsWith("[")) {
        JSON.readTree(text).forEach(objects::add);
      } else {
        for (String line : text.split("\r?\n")) {
          if (!line.isBlank()) {
            objects.add(JSON.readTree(line));
          }
        }
      }
    } catch (IOException e) {
      throw new BenchException("Invalid reference chunk file " + file + ": "
          + e.getMessage(), e);
    }
    List<RefDoc> docs = new ArrayList<>();
    for (JsonNode o : objects) {
      JsonNode n = o.has("file_name") ? o.get("file_name") : o.get("filename");
      JsonNode chunks = o.get("chunks");
      if (n == null || chunks == null || !chunks.isArray()) {
        throw new BenchException("Reference chunk file " + file + ": every object needs "
            + "\"file_name\" (or \"filename\") and a \"chunks\" list");
      }
      List<String> texts = new ArrayList<>();
      chunks.forEach(c -> texts.add(c.isTextual() ? c.asText() : c.toString()));
      docs.add(new RefDoc(n.asText(), texts, o));
    }
    return docs;
  }
}
