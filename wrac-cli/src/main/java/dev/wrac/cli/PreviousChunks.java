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
 * that is not such a chunk is a {@link UsageError} naming the file and the line. The lines of
 * a {@code --levels} run carry {@code level} and {@code parentId}; their ids are checked at
 * their level ({@link dev.wrac.hierarchy.HierarchyChunk#idOf}).
 */
final class PreviousChunks {
  /** One line of the previous output. */
  record Line(Map<String, Object> fields, Chunk chunk) {
    String id() {
      return (String) fields.get("id");
    }

    /** The settings this line records; "" (the defaults) when it records none. */
    String settings() {
      Object s = fields.get(ChunkJson.SETTINGS_FIELD);
      return s == null ? "" : s.toString();
    }
  }

  private final Map<String, List<Line>> byDocument = new LinkedHashMap<>();
  /** The settings the first line records ("" for the defaults), and that line's number. */
  private String settings;
  private int settingsLine;

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
        String made = line.settings();
        if (previous.settings == null) {
          previous.settings = made;
          previous.settingsLine = number;
        } else if (!previous.settings.equals(made)) {
          throw bad(file, number, "made with settings " + describe(made) + ", but line "
              + previous.settingsLine + " with " + describe(previous.settings)
              + ": not the output of one run");
        }
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

  /**
   * Refuses an earlier output made with other settings than this run's ({@code current}, the
   * canonical string of the settings that shape chunks): re-using its chunks would mix two
   * configurations in one index.
   */
  void requireSettings(String current, Path file) {
    String made;
    try {
      made = settings == null ? current
          : dev.wrac.ChunkerSpec.parse(settings).chunkShaping().toString();
    } catch (IllegalArgumentException e) {
      throw bad(file, settingsLine, "its settings cannot be read: " + Exit.oneLine(e));
    }
    if (!made.equals(current)) {
      throw new UsageError("--previous " + file + " was made with settings " + describe(made)
          + ", this run uses " + describe(current) + ": run with the options that made it, or "
          + "re-chunk in full without --previous");
    }
  }

  private static String describe(String settings) {
    return settings.isEmpty() ? "the defaults" : "'" + settings + "'";
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
