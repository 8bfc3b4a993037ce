package dev.wrac.cli;

import dev.wrac.ChunkerListener;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import java.util.EnumMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Counts planning windows by outcome (accepted, repaired, retried, fell back, cached) from the
 * {@link WindowOutcome}s in each plan's provenance (the planner itself logs each fallback with
 * its reason). Local planners record no windows, so their tally stays empty. A
 * {@link ChunkerListener}: {@code chunker.withListener(tally)} counts what a chunker plans.
 */
final class WindowTally implements ChunkerListener {
  private final Map<Outcome, Long> counts = new EnumMap<>(Outcome.class);

  /** Counts the windows of every plan the chunker makes (its provenance's outcomes). */
  @Override
  public void planned(ParsedDocument document, ChunkPlan plan, long nanos) {
    add(plan);
  }

  synchronized void add(ChunkPlan plan) {
    for (WindowOutcome w : plan.provenance().windows()) {
      add(w.outcome());
    }
  }

  synchronized void add(Outcome outcome) {
    counts.merge(outcome, 1L, Long::sum);
  }

  synchronized void addAll(WindowTally other) {
    synchronized (other) {
      other.counts.forEach((k, v) -> counts.merge(k, v, Long::sum));
    }
  }

  synchronized long count(Outcome outcome) {
    return counts.getOrDefault(outcome, 0L);
  }

  synchronized long total() {
    return counts.values().stream().mapToLong(Long::longValue).sum();
  }

  /** "12 accepted, 1 repaired, 0 retried, 2 fell back, 0 cached". */
  synchronized String describe() {
    StringJoiner j = new StringJoiner(", ");
    for (Outcome o : Outcome.values()) {
      j.add(count(o) + " " + o.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
    }
    return j.toString();
  }
}
