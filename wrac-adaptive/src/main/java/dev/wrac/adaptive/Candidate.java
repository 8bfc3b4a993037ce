package dev.wrac.adaptive;

import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlanners;
import java.util.Objects;

/**
 * A candidate planner of the adaptive planner, under the name it is reported by.
 *
 * @param name    the name in provenance and reports, usually the planner spec
 * @param planner the planner
 */
public record Candidate(String name, ChunkPlanner planner) {
  public Candidate {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(planner, "planner");
  }

  /**
   * The planner of {@code spec} ({@link ChunkPlanners#byName}), named by its spec.
   *
   * @throws IllegalArgumentException if no planner answers to the spec
   */
  public static Candidate of(String spec) {
    return new Candidate(spec.strip(), ChunkPlanners.byName(spec.strip()));
  }
}
