package dev.wrac.context;

import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a {@link dev.wrac.plan.ChunkPlanner} is told besides the document: the size budget,
 * how the assembler will add context, the token counter, the largest window a window-by-window
 * planner may send at once, and where the planner reports what happens while it plans.
 *
 * @param budget         chunk sizes in tokens
 * @param assembly       context the assembler adds (counted in the budget)
 * @param tokenCounter   the counter that measured the document
 * @param windowElements documents with more elements are planned in windows of at most this
 *                       many (the D-RAC split); default {@value #DEFAULT_WINDOW_ELEMENTS}
 * @param listener       where the planner reports window outcomes and retries; default
 *                       {@link PlanningListener#NONE}. It never changes a plan: it is not part
 *                       of {@link #describe()}
 */
public record PlanningContext(
    TokenBudget budget, AssemblyOptions assembly, TokenCounter tokenCounter, int windowElements,
    PlanningListener listener) {
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
    listener = listener == null ? PlanningListener.NONE : listener;
  }

  /** A context that reports to no listener. */
  public PlanningContext(TokenBudget budget, AssemblyOptions assembly, TokenCounter tokenCounter,
      int windowElements) {
    this(budget, assembly, tokenCounter, windowElements, PlanningListener.NONE);
  }

  /** Default budget and assembly, o200k tokens, windows of 60 elements. */
  public static PlanningContext defaults() {
    return new PlanningContext(TokenBudget.DEFAULT, AssemblyOptions.DEFAULT,
        TokenCounters.defaultCounter(), DEFAULT_WINDOW_ELEMENTS);
  }

  /** A copy with another budget. */
  public PlanningContext withBudget(TokenBudget newBudget) {
    return new PlanningContext(newBudget, assembly, tokenCounter, windowElements, listener);
  }

  /** A copy that reports to another listener. */
  public PlanningContext withListener(PlanningListener newListener) {
    return new PlanningContext(budget, assembly, tokenCounter, windowElements, newListener);
  }

  /**
   * Everything in this context that can change a plan, as a sorted map: every component of the
   * {@link TokenBudget} and of the {@link AssemblyOptions} under its own name (read from the
   * record components, so a new field is included without code here), {@code tokenCounter}
   * and {@code windowElements}. Planners put it in their provenance and plan caches in their
   * keys, so a plan made under one configuration is never served for another.
   */
  public SortedMap<String, String> describe() {
    SortedMap<String, String> out = new TreeMap<>();
    for (Record part : new Record[] {budget, assembly}) {
      for (RecordComponent c : part.getClass().getRecordComponents()) {
        try {
          if (out.put(c.getName(), String.valueOf(c.getAccessor().invoke(part))) != null) {
            throw new IllegalStateException("Two planning settings are named " + c.getName());
          }
        } catch (IllegalAccessException | InvocationTargetException e) {
          throw new IllegalStateException("Cannot read " + c + " of " + part, e);
        }
      }
    }
    out.put("tokenCounter", tokenCounter.name());
    out.put("windowElements", Integer.toString(windowElements));
    return Collections.unmodifiableSortedMap(out);
  }
}
