package dev.wrac.embed;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An embedder with an append-only on-disk cache: one file per model of records (SHA-256 of
 * model name and text, then the vector as little-endian floats). A torn last record is ignored.
 * Thread-safe; several processes may share the directory (appends take a file lock).
 *
 * <p>{@link #hits()} and {@link #embedded()} count what was served from the cache and what the
 * model embedded, for cache hit rates.
 */
public final class CachingEmbedder implements Embedder {
  private static final int BATCH = 64;

  private final Embedder delegate;
  private final Path file;
  private final int recordBytes;
  private final Map<String, float[]> cache = new HashMap<>();
  private long embedded;
  private long hits;

  /**
   * {@code delegate} with its cache file in {@code directory} (created if missing).
   *
   * @throws EmbeddingException if the directory or the cache file cannot be used
   */
  public CachingEmbedder(Embedder delegate, Path directory) {
    this.delegate = delegate;
    this.file = directory.resolve(delegate.name().replaceAll("[^A-Za-z0-9._-]", "_")
        + "-" + delegate.dimension() + ".bin");
    this.recordBytes = 32 + 4 * delegate.dimension();
    try {
      Files.createDirectories(directory);
      load();
    } catch (IOException e) {
      throw new EmbeddingException("Cannot use the embedding cache " + file + ": " + e.getMessage(),
          e);
    }
  }

  private void load() throws IOException {
    if (!Files.exists(file)) {
      return;
    }
    byte[] all = Files.readAllBytes(file);
    ByteBuffer buf = ByteBuffer.wrap(all).order(ByteOrder.LITTLE_ENDIAN);
    int records = all.length / recordBytes;
    byte[] key = new byte[32];
    for (int r = 0; r < records; r++) {
      buf.position(r * recordBytes);
      buf.get(key);
      float[] v = new float[delegate.dimension()];
      buf.asFloatBuffer().get(v);
      cache.put(HexFormat.of().formatHex(key), v);
    }
  }

  @Override
  public String name() {
    return delegate.name();
  }

  @Override
  public int dimension() {
    return delegate.dimension();
  }

  @Override
  public String queryText(String query) {
    return delegate.queryText(query);
  }

  /** Texts embedded by the model (cache misses) so far. */
  public synchronized long embedded() {
    return embedded;
  }

  /** Texts served from the cache so far. */
  public synchronized long hits() {
    return hits;
  }

  @Override
  public synchronized List<float[]> embed(List<String> texts) {
    List<String> keys = new ArrayList<>(texts.size());
    Map<String, String> missing = new LinkedHashMap<>();
    for (String t : texts) {
      String k = key(t);
      keys.add(k);
      if (!cache.containsKey(k)) {
        missing.putIfAbsent(k, t);
      }
    }
    hits += texts.size() - missing.size();
    List<Map.Entry<String, String>> todo = new ArrayList<>(missing.entrySet());
    for (int from = 0; from < todo.size(); from += BATCH) {
      List<Map.Entry<String, String>> batch = todo.subList(from, Math.min(todo.size(),
          from + BATCH));
      List<float[]> vectors = delegate.embed(batch.stream().map(Map.Entry::getValue).toList());
      for (int i = 0; i < batch.size(); i++) {
        cache.put(batch.get(i).getKey(), vectors.get(i));
      }
      append(batch, vectors);
      embedded += batch.size();
    }
    List<float[]> out = new ArrayList<>(texts.size());
    for (String k : keys) {
      out.add(cache.get(k));
    }
    return out;
  }

  private void append(List<Map.Entry<String, String>> batch, List<float[]> vectors) {
    ByteBuffer buf = ByteBuffer.allocate(recordBytes * batch.size())
        .order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < batch.size(); i++) {
      buf.put(HexFormat.of().parseHex(batch.get(i).getKey()));
      for (float f : vectors.get(i)) {
        buf.putFloat(f);
      }
    }
    buf.flip();
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE,
        StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        FileLock lock = ch.lock()) {
      // a torn record left by a killed writer would misalign every later one: cut it first
      long size = ch.size();
      if (size % recordBytes != 0) {
        ch.truncate(size - size % recordBytes);
      }
      while (buf.hasRemaining()) {
        ch.write(buf);
      }
    } catch (IOException e) {
      throw new EmbeddingException("Cannot write the embedding cache " + file + ": "
          + e.getMessage(), e);
    }
  }

  private String key(String text) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update(delegate.name().getBytes(StandardCharsets.UTF_8));
      sha.update((byte) 0);
      sha.update(text.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }
}
