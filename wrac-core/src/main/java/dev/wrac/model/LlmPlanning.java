package dev.wrac.model;

import dev.wrac.model.WindowOutcome.Outcome;
import java.util.List;

/**
 * Provenance of a plan a model helped make (the LLM planners of {@code wrac-llm-spi}): which
 * model, which prompt, and how each planning window went.
 *
 * <pre>{@code
 * plan.provenance().extension(LlmPlanning.class)
 *     .filter(LlmPlanning::fellBack)
 *     .ifPresent(l -> log.warn("{} fell back: {}", l.model(), l.windows()));
 * }</pre>
 *
 * @param model         the LLM that answered, or {@code null} if unknown
 * @param promptVersion the version of the prompt sent, or {@code null} if unknown
 * @param windows       per-window outcomes, in window order; empty for a planner that records
 *                      none
 */
public record LlmPlanning(String model, String promptVersion, List<WindowOutcome> windows)
    implements ProvenanceExtension {

  public LlmPlanning {
    windows = windows == null ? List.of() : List.copyOf(windows);
  }

  /** Whether any window fell back to the embedded local planner. */
  public boolean fellBack() {
    return windows.stream().anyMatch(w -> w.outcome() == Outcome.FELL_BACK);
  }
}
