package dev.wrac.llm.plan;

import java.io.IOException;
import java.util.Optional;

/**
 * Where a file-per-entry {@link PlanCache} keeps its bytes: a folder of a local file system
 * ({@link PlanCache#onDisk}), of a Hadoop file system ({@code wrac-spark}'s
 * {@code HadoopPlanCache}), or any store of named byte blobs. {@link PlanCache#inStore} adds the
 * one entry format on top: {@code <key>.json} holding {@code {"chunks":[[ids...],...]}}, key
 * checks, and damaged entries reported and planned again. So every store holds the same files,
 * and a cache folder can be copied from one to another.
 *
 * <pre>{@code
 * PlanCache cache = PlanCache.inStore(new MyObjectStore(bucket));
 * }</pre>
 * Implementations are thread-safe.
 */
public interface PlanCacheStore {

  /**
   * The bytes stored under {@code name}, or empty if there is no such entry.
   *
   * @throws IOException if an entry exists but cannot be read (it is then reported as damaged)
   */
  Optional<byte[]> read(String name) throws IOException;

  /**
   * Stores {@code bytes} under {@code name}, replacing any earlier entry at once: a concurrent
   * reader sees the old bytes or the new, never a part (write aside, then rename).
   *
   * @throws IOException if it cannot be written (the cache then throws a {@code WracException}
   *     naming {@link #location})
   */
  void write(String name, byte[] bytes) throws IOException;

  /** Where {@code name} is or would be, for messages (a path or URI). */
  String location(String name);
}
