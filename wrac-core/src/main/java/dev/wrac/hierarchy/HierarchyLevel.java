package dev.wrac.hierarchy;

import dev.wrac.context.PlanningContext;
import dev.wrac.plan.ChunkPlanner;
import java.util.Objects;

/**
 * One level of a {@link ChunkHierarchy}: the planner that cuts it and the context (budget,
 * assembly) it plans in. {@link dev.wrac.Chunker.Builder#levels} makes these from planner specs.
 *
 * @param planner the level's planner
 * @param context its context, usually {@code planner.planningContext(configured)}
 */
public record HierarchyLevel(ChunkPlanner planner, PlanningContext context) {
  public HierarchyLevel {
    Objects.requireNonNull(planner, "planner");
    Objects.requireNonNull(context, "context");
  }

  /** The level for {@code planner} in the context it asks for, given the configured one. */
  public static HierarchyLevel of(ChunkPlanner planner, PlanningContext configured) {
    return new HierarchyLevel(planner, planner.planningContext(configured));
  }
}
