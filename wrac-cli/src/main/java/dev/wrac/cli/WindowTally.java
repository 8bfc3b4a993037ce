package dev.wrac.cli;

import dev.wrac.context.PlanningContext;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.plan.ChunkPlanner;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Counts planning windows by outcome (accepted, repaired, retried, fell back, cached) from the
 * {@link WindowOutcome}s in each plan's provenance (the planner itself logs each fallback with
 * its reason). Local planners record no windows, so their tally stays empty.
 */
final class WindowTally {
  private final Map<Outcome, Long> counts = new EnumMap<>(Outcome.class);

  /** {@code planner}, reporting every plan it makes to this tally. */
  ChunkPlanner watch(ChunkPlanner planner) {
    return new Watched(planner, this);
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

  /** A planner that reports its plans' window outcomes; assembles as the planner does. */
  private static final class Watched implements ChunkPlanner {
    private final ChunkPlanner planner;
    private final WindowTally tally;

    Watched(ChunkPlanner planner, WindowTally tally) {
      this.planner = planner;
      this.tally = tally;
    }

    @Override
    public String name() {
      return planner.name();
    }

    @Override
    public PlanningContext planningContext(PlanningContext configured) {
      return planner.planningContext(configured);
    }

    @Override
    public ChunkPlan plan(ParsedDocument document, PlanningContext context) {
      ChunkPlan plan = planner.plan(document, context);
      tally.add(plan);
      return plan;
    }

    @Override
    public List<Chunk> assemble(ParsedDocument document, ChunkPlan plan,
        PlanningContext context) {
      return planner.assemble(document, plan, context);
    }
  }
}
