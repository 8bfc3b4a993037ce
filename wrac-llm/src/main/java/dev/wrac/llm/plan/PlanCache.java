package dev.wrac.llm.plan;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Remembers what a model answered for a planning window, so a re-run over unchanged documents
 * makes no LLM call. Keys are SHA-256 hex strings computed by the planner from the window's
 * element content, the whole planning configuration ({@link
 * dev.wrac.context.PlanningContext#describe()} and the planner's own settings), the planner's name
 * and version, the model and the prompt version; values are the window's groups of element IDs
 * (or, for the agentic baseline, its chunk texts). Only a model's usable answers are stored:
 * never a fallback, a failed call or a truncated answer. Implementations are thread-safe.
 *
 * <pre>{@code
 * LlmPlanner planner = LlmPlanner.builder(llm).cache(PlanCache.onDisk(Path.of(".wrac-cache"))).build();
 * }</pre>
 */
public interface PlanCache {
  /** Entries {@link #inMemory()} keeps before dropping the least recently used. */
  int DEFAULT_MAX_ENTRIES = 10_000;

  /** The groups stored under {@code key}, if any. */
  Optional<List<List<String>>> get(String key);

  /** Stores {@code groups} under {@code key}, replacing any earlier value. */
  void put(String key, List<List<String>> groups);

  /**
   * What is stored under {@code key}: the groups, nothing, or a damaged entry (with what is
   * wrong), so a planner can record a damaged entry instead of taking it for a miss. The
   * default asks {@link #get} and never reports damage.
   */
  default Lookup lookup(String key) {
    return get(key).map(Lookup::hit).orElse(Lookup.MISS);
  }

  /**
   * A lookup's result.
   *
   * @param groups the stored groups, or {@code null}
   * @param damage what is wrong with a damaged entry, or {@code null}
   */
  record Lookup(List<List<String>> groups, String damage) {
    /** Nothing stored. */
    public static final Lookup MISS = new Lookup(null, null);

    /** Groups found. */
    public static Lookup hit(List<List<String>> groups) {
      return new Lookup(groups, null);
    }

    /** An entry that could not be read. */
    public static Lookup damaged(String damage) {
      return new Lookup(null, damage);
    }

    /** Whether groups were found. */
    public boolean isHit() {
      return groups != null;
    }
  }

  /** A cache that keeps nothing. */
  static PlanCache none() {
    return PlanCaches.NONE;
  }

  /**
   * A cache in this process's memory keeping the {@value #DEFAULT_MAX_ENTRIES} most recently
   * used windows (an entry holds a window's element IDs: some kilobytes at most).
   */
  static PlanCache inMemory() {
    return inMemory(DEFAULT_MAX_ENTRIES);
  }

  /**
   * A cache in memory keeping the {@code maxEntries} most recently used windows; {@link
   * Integer#MAX_VALUE} for no bound.
   */
  static PlanCache inMemory(int maxEntries) {
    return new PlanCaches.InMemory(maxEntries);
  }

  /**
   * A cache of JSON files in {@code directory} (created if missing), one per key; survives
   * restarts and may be shared by processes (writes are atomic renames). An entry that cannot
   * be read is logged, reported by {@link #lookup} and planned again (then rewritten).
   */
  static PlanCache onDisk(Path directory) {
    return new PlanCaches.InStore(new PlanCaches.LocalFiles(directory),
        "PlanCache.onDisk(" + directory + ")");
  }

  /**
   * A cache of JSON entries in {@code store}, in the format of {@link #onDisk}: one entry
   * {@code <key>.json} per key holding {@code {"chunks":[[ids...],...]}}. An entry that cannot
   * be read, or does not hold lists of IDs, is logged, reported by {@link #lookup} and planned
   * again (then rewritten); a failed write throws a {@code WracException} naming the entry.
   */
  static PlanCache inStore(PlanCacheStore store) {
    return new PlanCaches.InStore(store, "PlanCache.inStore(" + store + ")");
  }
}
