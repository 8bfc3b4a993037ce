package dev.wrac.eval.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wrac.eval.BenchChunk;
import dev.wrac.eval.BenchException;
import dev.wrac.eval.BenchOrganisation;
import dev.wrac.eval.ChunkingStrategy;
import dev.wrac.eval.DocumentNames;
import dev.wrac.model.Usage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Chunks from a JSON Lines file of {@code {"doc", "text"}} (what {@code wrac chunk} writes);
 * each chunk joins the organisation holding its document, in file order.
 */
final class JsonlStrategy implements ChunkingStrategy {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String name;
  private final Path file;
  private List<BenchChunk> chunks;

  JsonlStrategy(String name, Path file) {
    this.name = name;
    this.file = file;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public synchronized Chunks chunk(BenchOrganisation organisation) {
    if (chunks == null) {
      chunks = read(file);
    }
    Set<String> keys = new HashSet<>();
    organisation.documents().forEach(d -> keys.add(d.key()));
    List<BenchChunk> mine = new ArrayList<>();
    Set<String> docs = new HashSet<>();
    for (BenchChunk c : chunks) {
      String k = DocumentNames.key(c.document());
      if (keys.contains(k)) {
        mine.add(c);
        docs.add(k);
      }
    }
    return new Chunks(mine, Usage.ZERO, docs.size(), List.of());
  }

  private static List<BenchChunk> read(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new BenchException("Cannot read " + file + ": " + e.getMessage(), e);
    }
    List<BenchChunk> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).isBlank()) {
        continue;
      }
      try {
        JsonNode o = JSON.readTree(lines.get(i));
        if (!o.hasNonNull("doc") || !o.hasNonNull("text")) {
          throw new BenchException(file + " line " + (i + 1) + ": needs \"doc\" and \"text\"");
        }
        out.add(new BenchChunk(o.get("doc").asText(), o.get("text").asText()));
      } catch (IOException e) {
        throw new BenchException(file + " line " + (i + 1) + ": invalid JSON: "
            + e.getMessage(), e);
      }
    }
    return out;
  }
}
