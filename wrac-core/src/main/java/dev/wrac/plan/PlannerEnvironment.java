package dev.wrac.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What a {@link ChunkPlannerProvider} may use besides its argument when it makes a planner:
 * variables that override the process environment ({@code WRAC_LLM_MODEL},
 * {@code WRAC_PLAN_CACHE}, ...) and typed objects a front end hands over (the Spark job's
 * plan cache on a Hadoop file system, say), looked up by their type as OkHttp's
 * {@code Request.tag(Class)} does. Immutable.
 *
 * <pre>{@code
 * PlannerEnvironment env = PlannerEnvironment.builder()
 *     .variable("WRAC_LLM_MAX_CONCURRENCY", "8")
 *     .extension(PlanCache.class, PlanCache.onDisk(Path.of(".wrac-cache")))
 *     .build();
 * ChunkPlanner llm = ChunkPlanners.byName(PlannerSpec.parse("llm"), env);
 * }</pre>
 */
public final class PlannerEnvironment {
  /** Nothing over the process environment. */
  public static final PlannerEnvironment EMPTY = new PlannerEnvironment(Map.of(), Map.of());

  private final Map<String, String> variables;
  private final Map<Class<?>, Object> extensions;

  private PlannerEnvironment(Map<String, String> variables, Map<Class<?>, Object> extensions) {
    this.variables = variables;
    this.extensions = extensions;
  }

  /** A builder with nothing set. */
  public static Builder builder() {
    return new Builder();
  }

  /** The variables set here (not the process environment), sorted by name. */
  public Map<String, String> variables() {
    return variables;
  }

  /** The process environment with {@link #variables()} on top. */
  public Map<String, String> environment() {
    Map<String, String> all = new TreeMap<>(System.getenv());
    all.putAll(variables);
    return all;
  }

  /** The variable {@code name}: set here, else from the process environment, else empty. */
  public Optional<String> variable(String name) {
    String v = variables.get(name);
    return Optional.ofNullable(v != null ? v : System.getenv(name));
  }

  /** The object handed over for {@code type}, if any. */
  public <T> Optional<T> extension(Class<T> type) {
    return Optional.ofNullable(type.cast(extensions.get(type)));
  }

  @Override
  public String toString() {
    return "PlannerEnvironment" + variables.keySet() + extensions.keySet().stream()
        .map(Class::getSimpleName).toList();
  }

  /** Builds a {@link PlannerEnvironment}. */
  public static final class Builder {
    private final Map<String, String> variables = new TreeMap<>();
    private final Map<Class<?>, Object> extensions = new LinkedHashMap<>();

    private Builder() {}

    /** A variable that overrides the process environment's of the same name. */
    public Builder variable(String name, String value) {
      variables.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, name));
      return this;
    }

    /** Variables that override the process environment's. */
    public Builder variables(Map<String, String> more) {
      more.forEach(this::variable);
      return this;
    }

    /** The objects of {@code other}, each replacing an earlier one of its type. */
    public Builder extensions(PlannerEnvironment other) {
      extensions.putAll(other.extensions);
      return this;
    }

    /** The object for {@code type}; replaces an earlier one. */
    public <T> Builder extension(Class<T> type, T value) {
      extensions.put(Objects.requireNonNull(type, "type"), type.cast(
          Objects.requireNonNull(value, type.getName())));
      return this;
    }

    /** The environment. */
    public PlannerEnvironment build() {
      return new PlannerEnvironment(Collections.unmodifiableMap(new TreeMap<>(variables)),
          Collections.unmodifiableMap(new LinkedHashMap<>(extensions)));
    }
  }
}
