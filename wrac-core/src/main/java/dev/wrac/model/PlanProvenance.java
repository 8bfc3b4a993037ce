package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.wrac.model.WindowOutcome.Outcome;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Who made a plan and what it cost, so a stored plan can be audited and replayed.
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
 * @param model          the LLM that answered, {@code null} for local planners
 * @param promptVersion  the version of the prompt sent, {@code null} for local planners
 * @param configuration  the planner settings that shaped the plan (sorted by key)
 * @param usage          LLM calls and tokens; {@link Usage#ZERO} for local planners
 * @param windows        per-window outcomes for window-by-window planners; empty otherwise
 * @param repairs        what validation found and repair fixed; {@link PlanIssues#NONE} if the
 *                       plan was valid as made
 * @param candidates     for a planner that chose among candidate plans (the adaptive planner),
 *                       every candidate's scores, in the order they were tried; empty otherwise
 * @param selection      for such a planner, why the winner won, in one sentence; {@code null}
 *                       otherwise
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record PlanProvenance(
    String planner,
    String plannerVersion,
    String model,
    String promptVersion,
    Map<String, String> configuration,
    Usage usage,
    List<WindowOutcome> windows,
    PlanIssues repairs,
    List<CandidateScore> candidates,
    String selection) {

  public PlanProvenance {
    Objects.requireNonNull(planner, "planner");
    Objects.requireNonNull(plannerVersion, "plannerVersion");
    configuration = configuration == null || configuration.isEmpty()
        ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(configuration));
    usage = usage == null ? Usage.ZERO : usage;
    windows = windows == null ? List.of() : List.copyOf(windows);
    repairs = repairs == null ? PlanIssues.NONE : repairs;
    candidates = candidates == null ? List.of() : List.copyOf(candidates);
  }

  /** Provenance of a planner that did not choose among candidates (the common case). */
  public PlanProvenance(String planner, String plannerVersion, String model, String promptVersion,
      Map<String, String> configuration, Usage usage, List<WindowOutcome> windows,
      PlanIssues repairs) {
    this(planner, plannerVersion, model, promptVersion, configuration, usage, windows, repairs,
        List.of(), null);
  }

  /** Provenance of a local planner: no model, no prompt, no usage. */
  public static PlanProvenance local(String planner, String version,
      Map<String, String> configuration) {
    return new PlanProvenance(planner, version, null, null, configuration, Usage.ZERO, List.of(),
        PlanIssues.NONE);
  }

  /** A copy recording the issues that repair fixed. */
  public PlanProvenance withRepairs(PlanIssues newRepairs) {
    return new PlanProvenance(planner, plannerVersion, model, promptVersion, configuration, usage,
        windows, newRepairs, candidates, selection);
  }

  /** A copy with other planner settings (sorted by key). */
  public PlanProvenance withConfiguration(Map<String, String> newConfiguration) {
    return new PlanProvenance(planner, plannerVersion, model, promptVersion, newConfiguration,
        usage, windows, repairs, candidates, selection);
  }

  /** A copy recording the candidates a selecting planner scored and why the winner won. */
  public PlanProvenance withSelection(List<CandidateScore> newCandidates, String newSelection) {
    return new PlanProvenance(planner, plannerVersion, model, promptVersion, configuration, usage,
        windows, repairs, newCandidates, newSelection);
  }

  /**
   * Whether any window fell back to the embedded local planner ({@link Outcome#FELL_BACK}):
   * part of the plan was not made by the model.
   */
  @JsonIgnore
  public boolean fellBack() {
    return windows.stream().anyMatch(w -> w.outcome() == Outcome.FELL_BACK);
  }

  /** How many windows had each outcome, in {@link Outcome} order; absent outcomes left out. */
  @JsonIgnore
  public Map<Outcome, Integer> outcomeCounts() {
    Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
    for (WindowOutcome w : windows) {
      counts.merge(w.outcome(), 1, Integer::sum);
    }
    return Collections.unmodifiableMap(counts);
  }
}
