package dev.wrac.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.internal.SplitMerge;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import dev.wrac.validate.PlanValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Size post-processing of a plan, the step the Adaptive Chunking study applies to every
 * candidate: a chunk over {@link Thresholds#maxTokens()} is re-split, and a chunk under
 * {@link Thresholds#minTokens()} is merged into a neighbour when the result stays within
 * {@link Thresholds#mergedMaxTokens()}. Sizes are content tokens with heading context, as the
 * planners count them. Deterministic; plan in, plan out.
 *
 * <ul>
 *   <li><b>Re-split</b> by separator priority: before headings of level 1 to 6, then between
 *       elements (the paragraph boundary), then merged greedily up to the maximum. There is
 *       nothing finer at plan level: the parser cut long elements at line, sentence and word
 *       boundaries. A single element larger than the maximum stays whole.
 *   <li><b>Merge</b> a small chunk into the smaller of its neighbours, or, if that would be too
 *       large, into the other one; a chunk with no neighbour that fits stays.
 *   <li>Every chunk of several elements also stays within the context budget's
 *       {@code maxTokens}, so a processed plan is valid when its input was, under the context
 *       {@link #planningContext} gives (verbatim text with markup up to
 *       {@link Thresholds#budgetTokens()}).
 * </ul>
 * The result's provenance keeps the planner and records the run in its configuration:
 * {@code postProcess} = {@code size}, the thresholds, and how many chunks were split
 * ({@code postProcess.split}) and merged away ({@code postProcess.merged}).
 *
 * <pre>{@code
 * ChunkPlanner llm = SizePostProcessor.defaults().wrap(ChunkPlanners.byName("llm"));
 * ChunkPlan processed = SizePostProcessor.defaults().process(doc, plan, context);
 * }</pre>
 */
public final class SizePostProcessor {
  private final Thresholds thresholds;

  private SizePostProcessor(Thresholds thresholds) {
    this.thresholds = thresholds;
  }

  /** The study's thresholds: max 1100, min 100, merged max 1150. */
  public static SizePostProcessor defaults() {
    return new SizePostProcessor(Thresholds.DEFAULT);
  }

  /** A post-processor with these thresholds. */
  public static SizePostProcessor of(Thresholds thresholds) {
    return new SizePostProcessor(Objects.requireNonNull(thresholds, "thresholds"));
  }

  /** The thresholds in use. */
  public Thresholds thresholds() {
    return thresholds;
  }

  /**
   * {@code configured} with its budget's maximum raised to {@link Thresholds#budgetTokens()}, the
   * room processed chunks need (see {@link ChunkPlanner#planningContext}).
   */
  public PlanningContext planningContext(PlanningContext configured) {
    return configured.withBudget(configured.budget().atLeast(thresholds.budgetTokens()));
  }

  /**
   * The plan with its chunk sizes post-processed.
   *
   * @param plan    a valid plan for {@code doc} (as {@link dev.wrac.Chunker#plan} returns): its
   *                chunks are runs of adjacent elements in document order
   * @param context the context chunks are measured in; its budget's {@code maxTokens} bounds
   *                every chunk of several elements
   */
  public ChunkPlan process(ParsedDocument doc, ChunkPlan plan, PlanningContext context) {
    ChunkLayout layout = new ChunkLayout(doc, context.assembly());
    int budgetMax = context.budget().maxTokens();
    SplitMerge resplit = new SplitMerge(layout, thresholds.maxTokens(), budgetMax);
    List<ChunkLayout.Measure> chunks = new ArrayList<>(plan.size());
    int split = 0;
    for (List<ElementId> group : plan.chunks()) {
      ChunkLayout.Measure m = layout.measure();
      group.forEach(id -> m.add(doc.indexOf(id)));
      if (resplit.fits(m) || m.members().length == 1) {
        chunks.add(m);
        continue;
      }
      List<int[]> pieces = resplit.apply(m.members());
      split += pieces.size() > 1 ? 1 : 0;
      for (int[] piece : pieces) {
        ChunkLayout.Measure p = layout.measure();
        for (int at : piece) {
          p.add(at);
        }
        chunks.add(p);
      }
    }
    int before = chunks.size();
    mergeSmall(chunks, budgetMax);
    List<int[]> groups = chunks.stream().map(ChunkLayout.Measure::members).toList();
    return new ChunkPlan(plan.document(), plan.fingerprint(), RecursivePlanner.ids(doc, groups),
        recorded(plan.provenance(), split, before - chunks.size()));
  }

  /** Merges chunks under the minimum into a neighbour, the smaller first, when it fits. */
  private void mergeSmall(List<ChunkLayout.Measure> chunks, int budgetMax) {
    for (int i = 0; i < chunks.size(); ) {
      ChunkLayout.Measure piece = chunks.get(i);
      if (piece.contentTokens() >= thresholds.minTokens() || chunks.size() == 1) {
        i++;
        continue;
      }
      ChunkLayout.Measure before = i > 0 ? chunks.get(i - 1).with(piece) : null;
      ChunkLayout.Measure after = i + 1 < chunks.size() ? piece.with(chunks.get(i + 1)) : null;
      boolean beforeFirst = after == null || before != null
          && chunks.get(i - 1).contentTokens() <= chunks.get(i + 1).contentTokens();
      ChunkLayout.Measure first = beforeFirst ? before : after;
      ChunkLayout.Measure second = beforeFirst ? after : before;
      ChunkLayout.Measure chosen = fitsMerged(first, budgetMax) ? first
          : fitsMerged(second, budgetMax) ? second : null;
      if (chosen == null) {
        i++;
      } else if (chosen == before) {
        chunks.set(i - 1, before);
        chunks.remove(i);
      } else {
        chunks.set(i, after);
        chunks.remove(i + 1); // the merged chunk is looked at again: it may still be small
      }
    }
  }

  private boolean fitsMerged(ChunkLayout.Measure m, int budgetMax) {
    return m != null && m.contentTokens() <= thresholds.mergedMaxTokens() && m.size() <= budgetMax;
  }

  private PlanProvenance recorded(PlanProvenance p, int split, int merged) {
    Map<String, String> configuration = new TreeMap<>(p.configuration());
    configuration.put("postProcess", "size");
    configuration.put("postProcess.maxTokens", Integer.toString(thresholds.maxTokens()));
    configuration.put("postProcess.minTokens", Integer.toString(thresholds.minTokens()));
    configuration.put("postProcess.mergedMaxTokens",
        Integer.toString(thresholds.mergedMaxTokens()));
    configuration.put("postProcess.split", Integer.toString(split));
    configuration.put("postProcess.merged", Integer.toString(merged));
    return p.withConfiguration(configuration);
  }

  /**
   * {@code planner} followed by this post-processing: it plans in the wider of the two contexts
   * both ask for, repairs the planner's plan if needed (recorded in provenance), then
   * post-processes it. Same name as {@code planner}; assembles as {@code planner} does.
   */
  public ChunkPlanner wrap(ChunkPlanner planner) {
    Objects.requireNonNull(planner, "planner");
    SizePostProcessor processor = this;
    return new ChunkPlanner() {
      @Override
      public String name() {
        return planner.name();
      }

      @Override
      public PlanningContext planningContext(PlanningContext configured) {
        return processor.planningContext(planner.planningContext(configured));
      }

      @Override
      public ChunkPlan plan(ParsedDocument document, PlanningContext context) {
        ChunkPlan made = PlanValidator.repair(document, planner.plan(document, context), context);
        return processor.process(document, made, context);
      }

      @Override
      public String toString() {
        return planner + "+size";
      }
    };
  }

  /**
   * Size thresholds in content tokens.
   *
   * @param maxTokens       chunks larger than this are re-split; default 1100
   * @param minTokens       chunks smaller than this are merged into a neighbour; 0 merges
   *                        nothing; default 100
   * @param mergedMaxTokens a merge is made only if the result is at most this; default 1150
   */
  public record Thresholds(int maxTokens, int minTokens, int mergedMaxTokens) {
    /** The study's thresholds: 1100 / 100 / 1150. */
    public static final Thresholds DEFAULT = new Thresholds(1100, 100, 1150);

    public Thresholds {
      if (maxTokens < 1) {
        throw new IllegalArgumentException("maxTokens must be positive, was " + maxTokens);
      }
      if (minTokens < 0 || minTokens > maxTokens) {
        throw new IllegalArgumentException("minTokens must be 0.." + maxTokens + " (maxTokens), "
            + "was " + minTokens);
      }
      if (mergedMaxTokens < maxTokens) {
        throw new IllegalArgumentException("mergedMaxTokens " + mergedMaxTokens
            + " must be at least maxTokens " + maxTokens);
      }
    }

    /**
     * The budget maximum processed chunks need: {@code mergedMaxTokens} plus a quarter for the
     * markup of the verbatim text ({@link RecursivePlanner#maxTokensFor}); 1437 by default.
     */
    public int budgetTokens() {
      return RecursivePlanner.maxTokensFor(mergedMaxTokens);
    }

    /** A builder starting from {@link #DEFAULT}. */
    public static Builder builder() {
      return new Builder();
    }

    /** Builder for {@link Thresholds}; {@link #build()} checks the values. */
    public static final class Builder {
      private int max = DEFAULT.maxTokens();
      private int min = DEFAULT.minTokens();
      private int mergedMax = DEFAULT.mergedMaxTokens();

      private Builder() {}

      /** Chunks larger than this are re-split. */
      public Builder maxTokens(int maxTokens) {
        this.max = maxTokens;
        return this;
      }

      /** Chunks smaller than this are merged into a neighbour; 0 turns merging off. */
      public Builder minTokens(int minTokens) {
        this.min = minTokens;
        return this;
      }

      /** The largest result of a merge. */
      public Builder mergedMaxTokens(int mergedMaxTokens) {
        this.mergedMax = mergedMaxTokens;
        return this;
      }

      /**
       * The thresholds.
       *
       * @throws IllegalArgumentException if a value is out of range, naming it
       */
      public Thresholds build() {
        return new Thresholds(max, min, mergedMax);
      }
    }
  }
}
