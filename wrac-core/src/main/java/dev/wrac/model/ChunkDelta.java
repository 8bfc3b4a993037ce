package dev.wrac.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What changed between two chunk lists of one document, keyed by {@link Chunk#id()}: what a
 * vector store must do to go from the previous chunks to the new ones. Each id of either list
 * is in exactly one of the four lists.
 *
 * <pre>{@code
 * ChunkUpdate u = chunker.update(previousChunks, chunker.parse(Path.of("guide.md")));
 * store.delete(u.delta().deleted());
 * for (Chunk c : u.delta().upserted()) store.upsert(c.id(), embed(c.embedText()), c);
 * for (Chunk c : u.delta().refreshed()) store.updateFields(c.id(), c);  // no new embedding
 * }</pre>
 *
 * @param deleted   ids of previous chunks that are gone, in previous order
 * @param upserted  new chunks to embed and store: ids the previous list did not have, or
 *                  whose {@link Chunk#embedText()} changed; in new order
 * @param refreshed new chunks whose id and embed text are unchanged but some other field is
 *                  not (usually the position: {@link Chunk#index()}, the span, the line,
 *                  after an edit above them); store their fields, no need to embed again
 * @param unchanged chunks equal in both lists (every field), in new order
 */
public record ChunkDelta(List<String> deleted, List<Chunk> upserted, List<Chunk> refreshed,
    List<Chunk> unchanged) {

  public ChunkDelta {
    deleted = List.copyOf(deleted);
    upserted = List.copyOf(upserted);
    refreshed = List.copyOf(refreshed);
    unchanged = List.copyOf(unchanged);
  }

  /** No change at all. */
  public static final ChunkDelta NONE = new ChunkDelta(List.of(), List.of(), List.of(),
      List.of());

  /**
   * The delta from {@code previous} to {@code current} (either may be empty). Chunks are
   * matched by what their id is made of (document, own element ids, text), so ids are
   * computed only for the deleted chunks.
   *
   * @throws IllegalArgumentException if a list holds two chunks with the same id
   */
  public static ChunkDelta between(List<Chunk> previous, List<Chunk> current) {
    Map<Identity, Chunk> before = byIdentity(previous, "previous");
    Map<Identity, Chunk> after = byIdentity(current, "new");
    List<String> deleted = new ArrayList<>();
    for (Map.Entry<Identity, Chunk> e : before.entrySet()) {
      if (!after.containsKey(e.getKey())) {
        deleted.add(e.getValue().id());
      }
    }
    List<Chunk> upserted = new ArrayList<>();
    List<Chunk> refreshed = new ArrayList<>();
    List<Chunk> unchanged = new ArrayList<>();
    for (Map.Entry<Identity, Chunk> e : after.entrySet()) {
      Chunk was = before.get(e.getKey());
      Chunk now = e.getValue();
      if (was == null || !was.embedText().equals(now.embedText())) {
        upserted.add(now);
      } else if (was.equals(now)) {
        unchanged.add(now);
      } else {
        refreshed.add(now);
      }
    }
    return new ChunkDelta(deleted, upserted, refreshed, unchanged);
  }

  /** What {@link Chunk#id()} is computed from: equal identities, equal ids. */
  private record Identity(String document, List<ElementId> elementIds, String text) {
    Identity(Chunk c) {
      this(c.document(), c.elementIds(), c.text());
    }
  }

  private static Map<Identity, Chunk> byIdentity(List<Chunk> chunks, String which) {
    Map<Identity, Chunk> out = new LinkedHashMap<>(chunks.size() * 2);
    for (Chunk c : chunks) {
      Objects.requireNonNull(c, "chunk");
      if (out.putIfAbsent(new Identity(c), c) != null) {
        throw new IllegalArgumentException("The " + which + " chunks of '" + c.document()
            + "' hold chunk id " + c.id() + " twice (chunk " + c.index() + ")");
      }
    }
    return out;
  }

  /** Whether nothing changed: no deletion, no upsert, no refresh. */
  public boolean isEmpty() {
    return deleted.isEmpty() && upserted.isEmpty() && refreshed.isEmpty();
  }

  /** Ids in both lists: the refreshed ones, then the unchanged ones. */
  public List<String> kept() {
    List<String> kept = new ArrayList<>(refreshed.size() + unchanged.size());
    refreshed.forEach(c -> kept.add(c.id()));
    unchanged.forEach(c -> kept.add(c.id()));
    return kept;
  }

  /** Number of changes a store has to make: deletions, upserts and refreshes. */
  public int size() {
    return deleted.size() + upserted.size() + refreshed.size();
  }
}
