package dev.wrac.adaptive;

import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlannerProvider;
import java.util.Arrays;

/**
 * {@code adaptive[:SPEC+SPEC+…]}: the {@link AdaptivePlanner} with its default candidates, or
 * with the candidate planner specs given, joined by {@code +}
 * ({@code adaptive:structural+recursive:1100}); {@code default} stands for the default
 * candidates ({@link AdaptivePlanner.Builder#candidates}), so
 * {@code adaptive:default+llm-regex+llm} adds the LLM planners to them.
 */
public final class AdaptivePlannerProvider implements ChunkPlannerProvider {

  @Override
  public String name() {
    return AdaptivePlanner.NAME;
  }

  @Override
  public String description() {
    return "per document, the best of several planners by five intrinsic metrics "
        + "(default candidates " + String.join(", ", AdaptivePlanner.DEFAULT_CANDIDATES)
        + "; adaptive:A+B+... for others, adaptive:default+llm-regex+llm to add LLM candidates)";
  }

  @Override
  public ChunkPlanner create(String argument) {
    AdaptivePlanner.Builder b = AdaptivePlanner.builder();
    if (!argument.isBlank()) {
      String[] specs = Arrays.stream(argument.split("\\+")).map(String::strip)
          .toArray(String[]::new);
      for (String s : specs) {
        if (s.isEmpty() || s.toLowerCase(java.util.Locale.ROOT).startsWith(AdaptivePlanner.NAME)) {
          throw new IllegalArgumentException("Planner 'adaptive': bad candidate '" + s
              + "' in '" + argument + "' (expected specs joined by +, not adaptive itself)");
        }
      }
      b.candidates(specs);
    }
    return b.build();
  }
}
