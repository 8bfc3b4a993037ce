package dev.wrac.index;

import java.nio.file.Path;
import java.util.Map;

/**
 * A store kind the fault-injection harness ({@link FaultInjectionContract}) kills runs on: how
 * to open it at a location with a hook at each of its write steps, and what it holds. A public
 * class with a public no-argument constructor: the child JVM ({@link IndexChild}) makes it by
 * name.
 */
public interface FaultStore {
  /**
   * Opens the store at {@code location} (a path under the trial's folder, not yet existing on
   * the first call). {@code beforeWrite} runs before each write step inside a store call (a log
   * line, a file written): the child may halt the JVM there, so a store call is cut in the
   * middle. It must run on the calling thread, the same number of times for the same calls.
   */
  IndexStore open(Path location, Runnable beforeWrite);

  /** What the store at {@code location} holds, by id; opened and closed for the call. */
  Map<String, IndexedUnit> snapshot(Path location);

  /** Closes a store {@link #open} returned. */
  default void close(IndexStore store) {
    if (store instanceof AutoCloseable c) {
      try {
        c.close();
      } catch (Exception e) {
        throw new IllegalStateException("Cannot close " + store + ": " + e, e);
      }
    }
  }
}
