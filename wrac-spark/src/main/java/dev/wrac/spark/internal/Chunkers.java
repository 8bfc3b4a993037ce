package dev.wrac.spark.internal;

import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec;
import dev.wrac.llm.plan.PlanCache;
import dev.wrac.plan.PlannerEnvironment;
import dev.wrac.spark.SparkOptions;
import dev.wrac.spark.HadoopPlanCache;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One {@link Chunker} per {@link SparkOptions} and JVM: built on first use in each executor
 * (never serialised), then shared by its tasks (a chunker is immutable and thread-safe; an LLM
 * planner's client, with its concurrency bound, is shared with it).
 */
public final class Chunkers {
  private static final Map<SparkOptions, Chunker> CACHE = new ConcurrentHashMap<>();

  private Chunkers() {}

  /** The chunker of {@code spec} in this JVM, built on first use. */
  public static Chunker of(SparkOptions spec) {
    return CACHE.computeIfAbsent(spec, Chunkers::build);
  }

  /**
   * Builds the chunker {@code wrac chunk} builds for the same settings; the LLM planners get
   * {@code spec.llmSettings()} over the executor's environment and the spec's plan cache on a
   * Hadoop file system.
   */
  static Chunker build(SparkOptions spec) {
    return Chunker.builder().plannerEnvironment(environment(spec)).spec(spec.settings()).build();
  }

  /** What the planner providers get: the LLM settings, and the Hadoop plan cache if any. */
  static PlannerEnvironment environment(SparkOptions spec) {
    PlannerEnvironment.Builder env = PlannerEnvironment.builder().variables(spec.llmSettings());
    spec.settings().value(ChunkerSpec.Setting.PLAN_CACHE).ifPresent(path ->
        env.extension(PlanCache.class, HadoopPlanCache.at(path, HadoopConf.current())));
    return env.build();
  }
}
