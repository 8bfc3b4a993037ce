package dev.wrac.cli;

import dev.wrac.json.ChunkJson;
import dev.wrac.json.ChunkJsonException;
import dev.wrac.model.Chunk;
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
 * {@link dev.wrac.Chunker#update}), grouped by document, read with {@link ChunkJson}. A line
 * that is not such a chunk is a {@link UsageError} naming the file and the line.
 */
final class PreviousChunks {
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
    try {
      Map<String, Object> fields = ChunkJson.readFields(text);
      return new Line(fields, ChunkJson.fromFields(fields));
    } catch (ChunkJsonException e) {
      throw bad(file, number, e.getMessage());
    }
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
