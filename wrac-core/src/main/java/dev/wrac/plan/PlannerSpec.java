package dev.wrac.plan;

import java.io.Serializable;
import java.util.Locale;
import java.util.Objects;

/**
 * A planner named by a string, {@code name} or {@code name:argument}, as {@code --planner},
 * {@code wrac.planner} and the bench's strategies write it: the one place such a string is
 * split. The argument is what the provider makes of it ({@code structural:256},
 * {@code recursive:1100}, {@code adaptive:default+llm}, {@code replay:plans/}); it may itself
 * contain {@code :}.
 *
 * <pre>{@code
 * PlannerSpec spec = PlannerSpec.parse("recursive:600");   // name "recursive", argument "600"
 * ChunkPlanner planner = ChunkPlanners.byName(spec);
 * }</pre>
 *
 * @param name     the provider's name, stripped, never blank; lookups ignore its case
 * @param argument what follows the first {@code :}, stripped; empty when none
 */
public record PlannerSpec(String name, String argument) implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks the parts.
   *
   * @throws IllegalArgumentException if the name is blank or contains {@code :}
   */
  public PlannerSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(argument, "argument");
    name = name.strip();
    argument = argument.strip();
    if (name.isEmpty() || name.contains(":")) {
      throw new IllegalArgumentException("A planner spec needs a name before any ':' (such as "
          + "structural or recursive:1100), got '" + name + (argument.isEmpty() ? "" : ":"
          + argument) + "'");
    }
  }

  /**
   * The spec {@code text} writes: a name, optionally followed by {@code :} and an argument.
   *
   * @throws IllegalArgumentException if {@code text} has no name
   */
  public static PlannerSpec parse(String text) {
    Objects.requireNonNull(text, "text");
    int colon = text.indexOf(':');
    return colon < 0 ? new PlannerSpec(text, "")
        : new PlannerSpec(text.substring(0, colon), text.substring(colon + 1));
  }

  /** Whether this spec names the provider {@code providerName} (ignoring case). */
  public boolean names(String providerName) {
    return name.equalsIgnoreCase(providerName);
  }

  /** The name in lower case, for switches over known names. */
  public String lowerCaseName() {
    return name.toLowerCase(Locale.ROOT);
  }

  /** Whether an argument was given. */
  public boolean hasArgument() {
    return !argument.isEmpty();
  }

  /** {@code name} or {@code name:argument}: {@link #parse} gives this spec back. */
  @Override
  public String toString() {
    return argument.isEmpty() ? name : name + ":" + argument;
  }
}
