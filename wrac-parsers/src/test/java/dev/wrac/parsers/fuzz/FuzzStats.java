package dev.wrac.parsers.fuzz;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts of one parser's fuzz run: outcomes, time, the slowest input, the failures. */
final class FuzzStats {
  private static final int MAX_LISTED = 20;

  private final String parser;
  private final Map<FuzzRunner.Outcome, Long> outcomes = new EnumMap<>(FuzzRunner.Outcome.class);
  private final Map<String, Long> refusals = new TreeMap<>();
  private final List<String> failures = new ArrayList<>();
  private long inputs;
  private long bytes;
  private long millis;
  private long slowestMillis = -1;
  private String slowest = "";

  FuzzStats(String parser) {
    this.parser = parser;
    for (FuzzRunner.Outcome o : FuzzRunner.Outcome.values()) {
      outcomes.put(o, 0L);
    }
  }

  synchronized void record(FuzzRunner.Outcome outcome, long inputMillis, FuzzInput input) {
    outcomes.merge(outcome, 1L, Long::sum);
    inputs++;
    bytes += input.size();
    millis += inputMillis;
    if (inputMillis > slowestMillis) {
      slowestMillis = inputMillis;
      slowest = input.name() + " (" + input.recipe() + ", " + input.size() + ")";
    }
  }

  /** A typed error's reason, for the refusal counts. */
  synchronized void refused(String reason) {
    refusals.merge(reason, 1L, Long::sum);
  }

  void failure(String description) {
    if (failures.size() < MAX_LISTED) {
      failures.add(description);
    }
  }

  long count(FuzzRunner.Outcome outcome) {
    return outcomes.get(outcome);
  }

  long failures() {
    return count(FuzzRunner.Outcome.CRASH) + count(FuzzRunner.Outcome.HANG)
        + count(FuzzRunner.Outcome.VIOLATION);
  }

  List<String> failureList() {
    return failures;
  }

  @Override
  public synchronized String toString() {
    return String.format("%-9s inputs %d (%.1f MB), chunked %d, typed errors %d, crashes %d,"
        + " hangs %d, invariant violations %d; %.1f s, slowest %d ms: %s; refusals %s", parser,
        inputs,
        bytes / 1e6, count(FuzzRunner.Outcome.CHUNKED), count(FuzzRunner.Outcome.TYPED_ERROR),
        count(FuzzRunner.Outcome.CRASH), count(FuzzRunner.Outcome.HANG),
        count(FuzzRunner.Outcome.VIOLATION), millis / 1e3, slowestMillis, slowest, refusals);
  }
}
