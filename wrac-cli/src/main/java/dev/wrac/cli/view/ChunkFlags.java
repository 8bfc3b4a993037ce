package dev.wrac.cli.view;

import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.WindowOutcome;
import dev.wrac.model.WindowOutcome.Outcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a plan's provenance says about each chunk: the planning windows it lies in that did not
 * go as planned (fell back, repaired, retried) and the repairs that touched it (a fallback chunk
 * holding elements the planner left out, an element the planner placed twice).
 */
final class ChunkFlags {
  /** One mark on a chunk: a CSS class, a short label and what it means. */
  record Flag(String css, String label, String detail) {}

  private final ParsedDocument segment;
  private final List<WindowOutcome> windows;
  private final Set<ElementId> missing;
  private final Set<ElementId> duplicate;

  ChunkFlags(ParsedDocument segment, ChunkPlan plan) {
    this.segment = segment;
    this.windows = plan.provenance().windows().stream()
        .filter(w -> w.outcome() != Outcome.ACCEPTED && w.outcome() != Outcome.CACHED)
        .toList();
    PlanIssues repairs = plan.provenance().repairs();
    this.missing = new HashSet<>(repairs.missingIds());
    this.duplicate = new HashSet<>(repairs.duplicateIds());
  }

  /** The marks of {@code chunk}, worst first; empty for a chunk planned as the planner said. */
  List<Flag> of(Chunk chunk) {
    List<Flag> flags = new ArrayList<>();
    for (Outcome o : new Outcome[] {Outcome.FELL_BACK, Outcome.REPAIRED, Outcome.RETRIED}) {
      WindowOutcome w = window(chunk, o);
      if (w != null) {
        flags.add(new Flag(css(o), label(o), "planning window " + w.index() + " ("
            + w.first() + "\u2013" + w.last() + ") " + label(o)
            + (w.detail() == null ? "" : ": " + w.detail())));
      }
    }
    long left = chunk.elementIds().stream().filter(missing::contains).count();
    if (left > 0) {
      flags.add(new Flag("fb", "fallback chunk", left + " element(s) the planner left out, "
          + "placed here by repair"));
    }
    if (chunk.elementIds().stream().anyMatch(duplicate::contains)) {
      flags.add(new Flag("rp", "deduplicated", "the planner placed an element of this chunk "
          + "in more than one chunk; repair kept it here only"));
    }
    if (!chunk.verbatim()) {
      flags.add(new Flag("rp", "rewritten", "the text was written by a model, not taken "
          + "verbatim from the source"));
    }
    return flags;
  }

  private WindowOutcome window(Chunk chunk, Outcome outcome) {
    if (windows.isEmpty() || chunk.elementIds().isEmpty()) {
      return null;
    }
    int first = segment.positionOf(chunk.elementIds().get(0));
    int last = segment.positionOf(chunk.elementIds().get(chunk.elementIds().size() - 1));
    for (WindowOutcome w : windows) {
      int from = segment.positionOf(w.first());
      int to = segment.positionOf(w.last());
      if (w.outcome() == outcome && from >= 0 && to >= 0 && from <= last && to >= first) {
        return w;
      }
    }
    return null;
  }

  private static String css(Outcome o) {
    return o == Outcome.FELL_BACK ? "fb" : "rp";
  }

  static String label(Outcome o) {
    return o.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }
}
