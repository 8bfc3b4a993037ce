package dev.wrac.llm.plan;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Remembers what a model answered for a planning window, so a re-run over unchanged documents
 * makes no LLM call. Keys are SHA-256 hex strings computed by the planner from the window's
 * element content, the planner configuration, the model and the prompt version; values are the
 * window's groups of element IDs (or, for the agentic baseline, its chunk texts).
 * Implementations are thread-safe.
 *
 * <pre>{@code
 * LlmPlanner planner = LlmPlanner.builder(llm).cache(PlanCache.onDisk(Path.of(".wrac-cache"))).build();
 * }</pre>
 */
public interface PlanCache {

  /** The groups stored under {@code key}, if any. */
  Optional<List<List<String>>> get(String key);

  /** Stores {@code groups} under {@code key}, replacing any earlier value. */
  void put(String key, List<List<String>> groups);

  /** A cache that keeps nothing. */
  static PlanCache none() {
    return PlanCaches.NONE;
  }

  /** A cache in this process's memory, unbounded. */
  static PlanCache inMemory() {
    return new PlanCaches.InMemory();
  }

  /**
   * A cache of JSON files in {@code directory} (created if missing), one per key; survives
   * restarts and may be shared by processes (writes are atomic renames).
   */
  static PlanCache onDisk(Path directory) {
    return new PlanCaches.OnDisk(directory);
  }
}
