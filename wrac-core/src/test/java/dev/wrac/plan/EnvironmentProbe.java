package dev.wrac.plan;

/**
 * A test provider, {@code probe[:ARG]}: the section planner, remembering the argument and the
 * environment it was made with.
 */
public final class EnvironmentProbe implements ChunkPlannerProvider {
  /** The last argument and environment a planner was made with. */
  public static volatile String argument;
  public static volatile PlannerEnvironment environment;

  @Override
  public String name() {
    return "probe";
  }

  @Override
  public String description() {
    return "test: the section planner, recording its environment";
  }

  @Override
  public ChunkPlanner create(String argument) {
    return create(argument, PlannerEnvironment.EMPTY);
  }

  @Override
  public ChunkPlanner create(String argument, PlannerEnvironment environment) {
    EnvironmentProbe.argument = argument;
    EnvironmentProbe.environment = environment;
    return SectionPlanner.create();
  }
}
