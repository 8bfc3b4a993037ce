package dev.wrac.cli;

import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.PlanningContext;
import dev.wrac.plan.RewritingPlanner;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Counts planning windows by outcome (accepted, repaired, retried, fell back, cached) from the
 * {@link WindowOutcome}s in each plan's provenance, and keeps the first fallback's reason.
 * Local planners record no windows, so their tally stays empty.
 */
final class WindowTally {
  private final Map<Outcome, Long> counts = new EnumMap<>(Outcome.class);
  private String firstFallback;

  /** {@code planner}, reporting every plan it makes to this tally. */
  ChunkPlanner watch(ChunkPlanner planner) {
    return planner instanceof RewritingPlanner writer ? new WatchedWriter(writer, this)
        : new Watched(planner, this);
  }

  synchronized void add(ChunkPlan plan) {
    for (WindowOutcome w : plan.provenance().windows()) {
      add(w.outcome(), w.detail());
    }
  }

  synchronized void add(Outcome outcome, String detail) {
    counts.merge(outcome, 1L, Long::sum);
    if (outcome == Outcome.FELL_BACK && firstFallback == null) {
      firstFallback = detail == null ? "no reason recorded" : Exit.oneLine(new Exception(detail));
    }
  }

  synchronized void addAll(WindowTally other) {
    synchronized (other) {
      other.counts.forEach((k, v) -> counts.merge(k, v, Long::sum));
      if (firstFallback == null) {
        firstFallback = other.firstFallback;
      }
    }
  }

  synchronized long count(Outcome outcome) {
    return counts.getOrDefault(outcome, 0L);
  }

  synchronized long total() {
    return counts.values().stream().mapToLong(Long::longValue).sum();
  }

  /** Why the first window fell back, or {@code null}. */
  synchronized String firstFallback() {
    return firstFallback;
  }

  /** "12 accepted, 1 repaired, 0 retried, 2 fell back, 0 cached". */
  synchronized String describe() {
    StringJoiner j = new StringJoiner(", ");
    for (Outcome o : Outcome.values()) {
      j.add(count(o) + " " + o.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
    }
    return j.toString();
  }

  /** A planner that reports its plans' window outcomes. */
  private static class Watched implements ChunkPlanner {
    final ChunkPlanner planner;
    final WindowTally tally;

    Watched(ChunkPlanner planner, WindowTally tally) {
      this.planner = planner;
      this.tally = tally;
    }

    @Override
    public String name() {
      return planner.name();
    }

    @Override
    public ChunkPlan plan(ParsedDocument document, PlanningContext context) {
      ChunkPlan plan = planner.plan(document, context);
      tally.add(plan);
      return plan;
    }
  }

  /**
   * A rewriting planner (the agentic baseline) hands out chunks, not a plan: its one window
   * fell back when it returned verbatim chunks (assembled from the fallback plan) and was
   * accepted when the model's text came back (a cached answer counts as accepted here).
   */
  private static final class WatchedWriter extends Watched implements RewritingPlanner {
    WatchedWriter(RewritingPlanner planner, WindowTally tally) {
      super(planner, tally);
    }

    @Override
    public List<Chunk> write(ParsedDocument document, PlanningContext context) {
      List<Chunk> chunks = ((RewritingPlanner) planner).write(document, context);
      if (!document.isEmpty()) {
        boolean fellBack = !chunks.isEmpty() && chunks.stream().allMatch(Chunk::verbatim);
        tally.add(fellBack ? Outcome.FELL_BACK : Outcome.ACCEPTED,
            fellBack ? "the model gave no chunk text" : null);
      }
      return chunks;
    }
  }
}
