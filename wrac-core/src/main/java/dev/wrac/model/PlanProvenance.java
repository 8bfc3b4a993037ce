package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.wrac.model.WindowOutcome.Outcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Who made a plan and what it cost, so a stored plan can be audited and replayed. What only
 * some planners record sits in typed {@linkplain #extension(Class) extensions}: the model,
 * prompt and window outcomes of an LLM planner ({@link LlmPlanning}), the candidates of a
 * selecting planner ({@link AdaptiveSelection}).
 *
 * <p>To see whether an LLM planner had to fall back to local planning:
 * <pre>{@code
 * ChunkPlan plan = wrac.plan(doc);
 * if (plan.provenance().fellBack()) {
 *   log.warn("{}: {}", doc.name(), plan.provenance().outcomeCounts()); // {ACCEPTED=3, FELL_BACK=1}
 * }
 * }</pre>
 *
 * @param planner        the planner's name, such as {@code "structural"} or {@code "llm"}
 * @param plannerVersion the planner's version; plans of equal versions and configuration are
 *                       byte-identical for the same document
 * @param configuration  the planner settings that shaped the plan (sorted by key)
 * @param usage          LLM calls and tokens; {@link Usage#ZERO} for local planners
 * @param repairs        what validation found and repair fixed; {@link PlanIssues#NONE} if the
 *                       plan was valid as made
 * @param extensions     planner-specific records, at most one of each type, in the order they
 *                       were added; empty for local planners
 */
public record PlanProvenance(
    String planner,
    String plannerVersion,
    Map<String, String> configuration,
    Usage usage,
    PlanIssues repairs,
    List<ProvenanceExtension> extensions) {

  public PlanProvenance {
    Objects.requireNonNull(planner, "planner");
    Objects.requireNonNull(plannerVersion, "plannerVersion");
    configuration = configuration == null || configuration.isEmpty()
        ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(configuration));
    usage = usage == null ? Usage.ZERO : usage;
    repairs = repairs == null ? PlanIssues.NONE : repairs;
    extensions = extensions == null ? List.of() : List.copyOf(extensions);
    Set<Class<?>> types = new HashSet<>();
    for (ProvenanceExtension e : extensions) {
      if (!types.add(e.getClass())) {
        throw new IllegalArgumentException("Provenance of planner '" + planner
            + "' has two extensions of type " + e.getClass().getSimpleName());
      }
    }
  }

  /**
   * Provenance of a planner that asked a model: records an {@link LlmPlanning} extension with
   * {@code model}, {@code promptVersion} and {@code windows} (none if all three are empty).
   */
  public PlanProvenance(String planner, String plannerVersion, String model, String promptVersion,
      Map<String, String> configuration, Usage usage, List<WindowOutcome> windows,
      PlanIssues repairs) {
    this(planner, plannerVersion, configuration, usage, repairs,
        model == null && promptVersion == null && (windows == null || windows.isEmpty())
            ? List.of() : List.of(new LlmPlanning(model, promptVersion, windows)));
  }

  /** Provenance of a local planner: no model, no prompt, no usage, no extension. */
  public static PlanProvenance local(String planner, String version,
      Map<String, String> configuration) {
    return new PlanProvenance(planner, version, configuration, Usage.ZERO, PlanIssues.NONE,
        List.of());
  }

  /** The extension of type {@code type}, if this provenance has one. */
  public <T extends ProvenanceExtension> Optional<T> extension(Class<T> type) {
    for (ProvenanceExtension e : extensions) {
      if (type.isInstance(e)) {
        return Optional.of(type.cast(e));
      }
    }
    return Optional.empty();
  }

  /** A copy with {@code extension} added, replacing one of the same type. */
  public PlanProvenance withExtension(ProvenanceExtension extension) {
    Objects.requireNonNull(extension, "extension");
    List<ProvenanceExtension> out = new ArrayList<>(extensions.size() + 1);
    boolean replaced = false;
    for (ProvenanceExtension e : extensions) {
      if (e.getClass() == extension.getClass()) {
        out.add(extension);
        replaced = true;
      } else {
        out.add(e);
      }
    }
    if (!replaced) {
      out.add(extension);
    }
    return new PlanProvenance(planner, plannerVersion, configuration, usage, repairs, out);
  }

  /** A copy recording the issues that repair fixed. */
  public PlanProvenance withRepairs(PlanIssues newRepairs) {
    return new PlanProvenance(planner, plannerVersion, configuration, usage, newRepairs,
        extensions);
  }

  /** A copy with other planner settings (sorted by key). */
  public PlanProvenance withConfiguration(Map<String, String> newConfiguration) {
    return new PlanProvenance(planner, plannerVersion, newConfiguration, usage, repairs,
        extensions);
  }

  /**
   * Per-window outcomes of a window-by-window planner: the {@link LlmPlanning} extension's
   * windows, empty if there is none. Every consumer of fallbacks (the CLI's tally and
   * {@code --strict}, the Spark job's counters) reads them here.
   */
  @JsonIgnore
  public List<WindowOutcome> windows() {
    return extension(LlmPlanning.class).map(LlmPlanning::windows).orElse(List.of());
  }

  /**
   * Whether any window fell back to the embedded local planner ({@link Outcome#FELL_BACK}):
   * part of the plan was not made by the model.
   */
  @JsonIgnore
  public boolean fellBack() {
    return windows().stream().anyMatch(w -> w.outcome() == Outcome.FELL_BACK);
  }

  /** How many windows had each outcome, in {@link Outcome} order; absent outcomes left out. */
  @JsonIgnore
  public Map<Outcome, Integer> outcomeCounts() {
    Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
    for (WindowOutcome w : windows()) {
      counts.merge(w.outcome(), 1, Integer::sum);
    }
    return Collections.unmodifiableMap(counts);
  }
}
