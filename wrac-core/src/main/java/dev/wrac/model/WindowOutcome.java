package dev.wrac.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * How one planning window of a document was planned, recorded in a plan's provenance by
 * planners that work window by window (the LLM planner).
 *
 * @param index   0-based window number in document order
 * @param first   the window's first element
 * @param last    the window's last element
 * @param outcome what happened
 * @param usage   what the window cost
 * @param detail  a short explanation for repairs, retries and fallbacks; {@code null} if none
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WindowOutcome(
    int index, ElementId first, ElementId last, Outcome outcome, Usage usage, String detail) {

  /** What happened to a window. */
  public enum Outcome {
    /** The planner's answer was valid as it was. */
    ACCEPTED,
    /** The answer had unknown, duplicate or missing ids and was repaired. */
    REPAIRED,
    /** The first answer was unusable; a retry gave a usable one. */
    RETRIED,
    /** No usable answer; the window was planned by the embedded planner. */
    FELL_BACK,
    /** The plan came from the plan cache; no call was made. */
    CACHED
  }

  public WindowOutcome {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(last, "last");
    Objects.requireNonNull(outcome, "outcome");
    usage = usage == null ? Usage.ZERO : usage;
  }
}
