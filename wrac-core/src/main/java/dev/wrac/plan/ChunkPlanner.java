package dev.wrac.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;

/**
 * Decides which elements go together: answers a {@link ChunkPlan} of element IDs, never text.
 * The embedded {@link StructuralPlanner} does it by rules; the LLM planner of
 * {@code wrac-llm} asks a model.
 *
 * <p>Contract: implementations are thread-safe; local planners are deterministic (same
 * document and context give an equal plan). A plan need not be valid: the caller validates
 * and repairs it ({@link dev.wrac.validate.PlanValidator}), and records what was repaired in
 * its provenance.
 */
public interface ChunkPlanner {

  /** The planner's name as used by {@code --planner} and recorded in provenance. */
  String name();

  /** Plans the chunks of {@code document}. */
  ChunkPlan plan(ParsedDocument document, PlanningContext context);

  /**
   * The context this planner plans in, given the one the caller configured; the default returns
   * it unchanged. A planner whose chunks are sized by its own setting ({@code recursive:1100},
   * {@code page}) widens the budget's maximum to what its chunks need
   * ({@link dev.wrac.context.TokenBudget#atLeast}), so that validation, which cuts every chunk
   * over the maximum, does not undo its plan under the default 512-token budget;
   * {@code structural:T} replaces the budget with one scaled to its target. It must not change
   * anything but the budget.
   *
   * <p>{@link dev.wrac.Chunker.Builder#build()} applies it once; the {@link dev.wrac.Chunker}
   * then plans, validates and reports ({@code chunker.context()}) with the result. A caller that
   * plans directly should do the same: {@code planner.plan(doc, planner.planningContext(ctx))}.
   * A wrapping planner delegates to the planner it wraps.
   */
  default PlanningContext planningContext(PlanningContext configured) {
    return configured;
  }
}
