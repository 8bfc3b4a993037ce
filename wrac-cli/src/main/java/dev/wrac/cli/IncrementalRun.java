package dev.wrac.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wrac.Chunker;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.model.Chunk;
import dev.wrac.json.ChunkJson;
import dev.wrac.model.ChunkUpdate;
import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

/**
 * {@code wrac chunk --previous/--delta}: chunks each file with {@link Chunker#update} against
 * its chunks in the previous output (segment by segment, like a plain run), writes the new
 * chunk lines as a plain run does, and the changes to a per-file delta buffer:
 * {@code {"op":"upsert","embed":true|false,...chunk fields}} for a new chunk or one whose
 * fields changed ({@code embed} false when its embed text did not, so the stored vector still
 * fits), {@code {"op":"delete","id":...,"doc":...}} for a previous chunk that is gone.
 */
final class IncrementalRun {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  /** What one file gave: its delta lines and counts. */
  static final class FileDelta {
    final SpillBuffer lines;
    long upserts;
    long embeds;
    long deletes;
    long unchanged;
    long windows;
    long replanned;
    /** Whether the file was planned again at every level ({@code --levels}). */
    boolean levels;

    FileDelta(SpillBuffer lines) {
      this.lines = lines;
    }
  }

  private final PreviousChunks previous;
  private final String settings;
  private final int memoryPerFile;
  private final Queue<SpillBuffer> buffers = new ConcurrentLinkedQueue<>();

  IncrementalRun(PreviousChunks previous, int workers, String settings) {
    this.previous = previous;
    this.settings = settings;
    this.memoryPerFile = Math.max(64 << 10, Math.min(4 << 20, FileRun.MEMORY / (8 * workers)));
  }

  /**
   * Chunks one file: its chunk lines to {@code out}, each chunk to {@code sink}, its changes to
   * the returned delta.
   */
  FileDelta run(Chunker chunker, Path file, OutputStream out, Consumer<Chunk> sink)
      throws IOException {
    DocumentSource source = DocumentSource.of(file);
    List<PreviousChunks.Line> before = previous.of(source.name());
    Map<String, PreviousChunks.Line> byId = new HashMap<>(before.size() * 2);
    before.forEach(l -> byId.put(l.id(), l));
    SpillBuffer buffer = new SpillBuffer(memoryPerFile);
    buffers.add(buffer);
    FileDelta delta = new FileDelta(buffer);
    BufferedOutputStream chunks = new BufferedOutputStream(out, 1 << 16);
    BufferedOutputStream changes = new BufferedOutputStream(buffer, 1 << 16);
    Map<ElementId, List<Chunk>> byFirst = new HashMap<>();
    before.forEach(l -> byFirst.computeIfAbsent(l.chunk().elementIds().get(0),
        k -> new ArrayList<>(1)).add(l.chunk()));
    Set<String> seen = new HashSet<>();
    long[] index = {0};
    try {
      chunker.parsers().forSource(source).parseSegments(source, chunker.parseOptions(), s -> {
        ChunkUpdate u = chunker.update(previousOf(s, byFirst), s);
        delta.windows += u.windows();
        delta.replanned += u.replanned();
        for (Chunk c : u.chunks()) {
          Chunk chunk = index[0] == c.index() ? c : c.withIndex((int) index[0]);
          index[0]++;
          Map<String, Object> line = ChunkCommand.withSettings(ChunkJson.fields(chunk),
              settings);
          String id = (String) line.get("id"); // Chunk.id() hashes the text: once per chunk
          write(chunks, line);
          seen.add(id);
          sink.accept(chunk);
          compare(byId.get(id), line, changes, delta, true);
        }
      });
      deleteUnseen(before, seen, changes, delta);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    chunks.flush();
    changes.flush();
    return delta;
  }

  /**
   * Chunks one file at every level ({@code --levels}): plans its hierarchy of the new version,
   * writes every chunk's line to {@code out} as a plain {@code --levels} run does, each chunk
   * to {@code sink}, and the changes per id to the returned delta. A leaf's upsert is to embed when
   * its id or embed text is new; a chunk above the leaves is to embed on the same condition
   * only with {@code embedParents}, else it is a record ({@code "embed": false}). A leaf whose
   * parent got a new id (its text changed) is upserted with its new {@code parentId}; deletes
   * carry the level of the chunk they delete. The whole document is planned again: the
   * hierarchy's levels are planned jointly, so no window of the previous run can be kept
   * (with an LLM planner, a {@code --plan-cache} answers the unchanged windows).
   */
  FileDelta runLevels(Chunker chunker, boolean embedParents, Path file, OutputStream out,
      Consumer<Chunk> sink) throws IOException {
    DocumentSource source = DocumentSource.of(file);
    List<PreviousChunks.Line> before = previous.of(source.name());
    Map<String, PreviousChunks.Line> byId = new HashMap<>(before.size() * 2);
    before.forEach(l -> byId.put(l.id(), l));
    SpillBuffer buffer = new SpillBuffer(memoryPerFile);
    buffers.add(buffer);
    FileDelta delta = new FileDelta(buffer);
    delta.levels = true;
    BufferedOutputStream chunks = new BufferedOutputStream(out, 1 << 16);
    BufferedOutputStream changes = new BufferedOutputStream(buffer, 1 << 16);
    ChunkHierarchy h = ChunkHierarchy.of(chunker.parse(source), chunker.levels());
    Set<String> seen = new HashSet<>();
    try {
      for (HierarchyChunk c : h.all()) {
        Map<String, Object> line = ChunkCommand.withSettings(ChunkJson.fields(c), settings);
        write(chunks, line);
        seen.add(c.id());
        sink.accept(c.chunk());
        compare(byId.get(c.id()), line, changes, delta, c.isLeaf() || embedParents);
      }
      deleteUnseen(before, seen, changes, delta);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    chunks.flush();
    changes.flush();
    return delta;
  }

  /** Writes a delete for every chunk of the previous run whose id the new run did not write. */
  private void deleteUnseen(List<PreviousChunks.Line> before, Set<String> seen,
      OutputStream changes, FileDelta delta) {
    for (PreviousChunks.Line l : before) {
      if (!seen.contains(l.id())) {
        write(changes, deletion(l));
        delta.deletes++;
      }
    }
  }

  /**
   * The previous chunks all of whose own elements are in this segment, in document order:
   * found by their first element, so a file read in many segments costs one pass.
   */
  private static List<Chunk> previousOf(ParsedDocument segment,
      Map<ElementId, List<Chunk>> byFirst) {
    List<Chunk> out = new ArrayList<>();
    for (Element e : segment.elements()) {
      for (Chunk c : byFirst.getOrDefault(e.id(), List.of())) {
        if (c.elementIds().stream().allMatch(segment::contains)) {
          out.add(c);
        }
      }
    }
    return out;
  }

  /**
   * Counts {@code line} unchanged, or writes its upsert: {@code "embed"} true when
   * {@code embeddable} and its embed text is new (a new id, or another {@code embedText}).
   */
  private static void compare(PreviousChunks.Line before, Map<String, Object> line,
      OutputStream changes, FileDelta delta, boolean embeddable) {
    if (before != null && before.fields().equals(line)) {
      delta.unchanged++;
      return;
    }
    boolean embed = embeddable && (before == null
        || !Objects.equals(before.fields().get("embedText"), line.get("embedText")));
    Map<String, Object> upsert = new LinkedHashMap<>();
    upsert.put("op", "upsert");
    upsert.put("embed", embed);
    upsert.putAll(line);
    write(changes, upsert);
    delta.upserts++;
    delta.embeds += embed ? 1 : 0;
  }

  /** The delete line of a previous chunk. */
  static Map<String, Object> deletion(PreviousChunks.Line l) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("op", "delete");
    m.put("id", l.id());
    m.put("doc", l.chunk().document());
    Object level = l.fields().get(ChunkJson.Field.LEVEL.key());
    if (level != null) {   // a chunk of a hierarchy: a leaf's vector, or a parent's record
      m.put(ChunkJson.Field.LEVEL.key(), level);
    }
    return m;
  }

  static void write(OutputStream out, Map<String, Object> line) {
    try {
      out.write(JSON.writeValueAsBytes(line));
      out.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Frees every delta buffer still held (those of abandoned files). */
  void close() {
    buffers.forEach(SpillBuffer::discard);
  }
}
