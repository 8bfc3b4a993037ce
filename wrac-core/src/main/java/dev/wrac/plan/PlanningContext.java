package dev.wrac.plan;

import dev.wrac.assemble.AssemblyOptions;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.util.Objects;

/**
 * What a {@link ChunkPlanner} is told besides the document: the size budget, how the
 * assembler will add context, the token counter, and the largest window a window-by-window
 * planner may send at once.
 *
 * @param budget         chunk sizes in tokens
 * @param assembly       context the assembler adds (counted in the budget)
 * @param tokenCounter   the counter that measured the document
 * @param windowElements documents with more elements are planned in windows of at most this
 *                       many (the D-RAC split); default {@value #DEFAULT_WINDOW_ELEMENTS}
 */
public record PlanningContext(
    TokenBudget budget, AssemblyOptions assembly, TokenCounter tokenCounter, int windowElements) {
  /** Default {@link #windowElements()}: 60, the D-RAC window size. */
  public static final int DEFAULT_WINDOW_ELEMENTS = 60;

  public PlanningContext {
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(assembly, "assembly");
    Objects.requireNonNull(tokenCounter, "tokenCounter");
    if (windowElements < 2) {
      throw new IllegalArgumentException("windowElements must be at least 2, was "
          + windowElements);
    }
  }

  /** Default budget and assembly, o200k tokens, windows of 60 elements. */
  public static PlanningContext defaults() {
    return new PlanningContext(TokenBudget.DEFAULT, AssemblyOptions.DEFAULT,
        TokenCounters.defaultCounter(), DEFAULT_WINDOW_ELEMENTS);
  }

  /** A copy with another budget. */
  public PlanningContext withBudget(TokenBudget newBudget) {
    return new PlanningContext(newBudget, assembly, tokenCounter, windowElements);
  }
}
