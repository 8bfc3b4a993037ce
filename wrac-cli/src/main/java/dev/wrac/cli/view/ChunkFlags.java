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
 * What a plan's provenance says about each chunk: whether it lies in a planning window that fell
 * back to the embedded planner (its grouping is not the model's), and the repairs that touched
 * it (a fallback chunk holding elements the planner left out, an element the planner placed
 * twice). Windows that were repaired or retried are a window's story, not a chunk's: the
 * summary lists them.
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
        .filter(w -> w.outcome() == Outcome.FELL_BACK)
        .toList();
    PlanIssues repairs = plan.provenance().repairs();
    this.missing = new HashSet<>(repairs.missingIds());
    this.duplicate = new HashSet<>(repairs.duplicateIds());
  }

  /** The marks of {@code chunk}, worst first; empty for a chunk planned as the planner said. */
  List<Flag> of(Chunk chunk) {
    List<Flag> flags = new ArrayList<>();
    WindowOutcome w = fellBack(chunk);
    if (w != null) {
      flags.add(new Flag("fb", "fell back", describe(w)));
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
    return flags;
  }

  /** "planning window 3 (p40–p99) fell back: no JSON found in the answer". */
  static String describe(WindowOutcome w) {
    return "planning window " + w.index() + " (" + w.first() + "\u2013" + w.last() + ") "
        + (w.detail() == null ? label(w.outcome()) : w.detail().startsWith(label(w.outcome()))
        ? w.detail() : label(w.outcome()) + ": " + w.detail());
  }

  private WindowOutcome fellBack(Chunk chunk) {
    if (windows.isEmpty() || chunk.elementIds().isEmpty()) {
      return null;
    }
    int first = segment.positionOf(chunk.elementIds().get(0));
    int last = segment.positionOf(chunk.elementIds().get(chunk.elementIds().size() - 1));
    for (WindowOutcome w : windows) {
      int from = segment.positionOf(w.first());
      int to = segment.positionOf(w.last());
      if (from >= 0 && to >= 0 && from <= last && to >= first) {
        return w;
      }
    }
    return null;
  }

  static String label(Outcome o) {
    return o.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }
}
