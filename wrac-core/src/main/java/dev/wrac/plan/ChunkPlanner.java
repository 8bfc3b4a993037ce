package dev.wrac.plan;

import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;

/**
 * Decides which elements go together: answers a {@link ChunkPlan} of element IDs, never text.
 * The embedded {@link StructuralPlanner} does it by rules; the LLM planner of
 * {@code wrac-llm-spi} asks a model.
 *
 * <p>Contract: implementations are thread-safe; local planners are deterministic (same
 * document and context give an equal plan). A plan need not be valid: the caller validates
 * and repairs it ({@link PlanValidator}), and records what was repaired in its provenance.
 */
public interface ChunkPlanner {

  /** The planner's name as used by {@code --planner} and recorded in provenance. */
  String name();

  /** Plans the chunks of {@code document}. */
  ChunkPlan plan(ParsedDocument document, PlanningContext context);
}
