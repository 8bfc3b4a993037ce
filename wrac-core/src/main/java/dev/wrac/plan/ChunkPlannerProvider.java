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

  /**
   * A planner for {@code argument} that may use {@code environment}: variables over the
   * process environment and objects a front end hands over (a plan cache, say). By default
   * {@link #create(String)}: a provider that needs nothing of the environment overrides only
   * that.
   *
   * @throws IllegalArgumentException if the argument is not acceptable, saying why
   */
  default ChunkPlanner create(String argument, PlannerEnvironment environment) {
    return create(argument);
  }
}
