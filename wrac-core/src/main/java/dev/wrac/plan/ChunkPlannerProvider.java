package dev.wrac.plan;

/**
 * Makes a {@link ChunkPlanner} from a name and an optional argument, so planners can be chosen
 * by a string ({@code --planner structural}, {@code --planner replay:plans/}). Listed in
 * {@code META-INF/services/dev.wrac.plan.ChunkPlannerProvider} and found by {@link
 * ChunkPlanners}.
 */
public interface ChunkPlannerProvider {

  /** The name this provider answers to; lookups ignore case. */
  String name();

  /** One line for listings and error messages. */
  String description();

  /**
   * A planner for {@code argument}, the part after {@code name:} in a planner spec, or an empty
   * string if none.
   *
   * @throws IllegalArgumentException if the argument is not acceptable, saying why
   */
  ChunkPlanner create(String argument);
}
