package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.internal.ChunkLayout;
import dev.wrac.json.PlanJson;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.RandomDocuments;
import dev.wrac.validate.PlanValidator;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The adaptive-chunking candidates (recursive, page, size post-processing) and the hierarchy's
 * top level ({@code top-sections}) on generated documents: their plans are valid as made, under
 * the context they ask for, and keep their size promises.
 */
class CandidatePlannerProperties {
  private static final PlanningContext CONFIGURED = PlanningContext.defaults();

  @Provide
  Arbitrary<ParsedDocument> documents() {
    return RandomDocuments.documents(40);
  }

  @Property(tries = 200)
  void recursivePlansAreValidAsMade(@ForAll("documents") ParsedDocument doc,
      @ForAll @IntRange(min = 8, max = 1200) int size) {
    assertValidAsMade(doc, RecursivePlanner.create(size));
  }

  @Property(tries = 100)
  void recursivePresetsAndPagePlansAreValidAsMade(@ForAll("documents") ParsedDocument doc) {
    assertValidAsMade(doc, ChunkPlanners.byName("recursive"));
    assertValidAsMade(doc, ChunkPlanners.byName("recursive:600"));
    assertValidAsMade(doc, ChunkPlanners.byName("page"));
    assertValidAsMade(doc, ChunkPlanners.byName("top-sections"));
  }

  @Property(tries = 100)
  void topSectionsIgnorePageBreaksAndArePagePlansWithoutPages(
      @ForAll("documents") ParsedDocument doc, @ForAll @IntRange(min = 1, max = 6) int perPage) {
    ParsedDocument paged = RandomDocuments.onPages(doc, perPage);
    ChunkPlan sections = assertValidAsMade(paged, ChunkPlanners.byName("top-sections"));
    ChunkPlan page = assertValidAsMade(doc, ChunkPlanners.byName("page"));
    assertThat(sections.chunks()).isEqualTo(page.chunks());
    assertThat(assertValidAsMade(doc, ChunkPlanners.byName("top-sections")).chunks())
        .isEqualTo(page.chunks());
  }

  @Property(tries = 100)
  void candidatePlansAreDeterministic(@ForAll("documents") ParsedDocument doc,
      @ForAll @IntRange(min = 8, max = 1200) int size) {
    for (ChunkPlanner planner : List.of(RecursivePlanner.create(size), PagePlanner.create(),
        SizePostProcessor.defaults().wrap(StructuralPlanner.create()))) {
      PlanningContext context = planner.planningContext(CONFIGURED);
      assertThat(PlanJson.toJson(planner.plan(doc, context)))
          .isEqualTo(PlanJson.toJson(planner.plan(doc, context)));
    }
  }

  @Property(tries = 200)
  void recursiveChunksFitTheSizeAndNoTwoNeighboursCouldMerge(
      @ForAll("documents") ParsedDocument doc, @ForAll @IntRange(min = 8, max = 600) int size) {
    RecursivePlanner planner = RecursivePlanner.create(size);
    PlanningContext context = planner.planningContext(CONFIGURED);
    ChunkPlan plan = planner.plan(doc, context);
    ChunkLayout layout = new ChunkLayout(doc, context.assembly());
    List<ChunkLayout.Measure> chunks = measures(doc, layout, plan);
    for (ChunkLayout.Measure m : chunks) {
      if (placed(doc, m) > 1) {
        assertThat(m.contentTokens()).isLessThanOrEqualTo(size);
        assertThat(m.size()).isLessThanOrEqualTo(context.budget().maxTokens());
      }
    }
    for (int k = 1; k < chunks.size(); k++) { // greedy merge: the union of neighbours is too big
      ChunkLayout.Measure union = chunks.get(k - 1).with(chunks.get(k));
      assertThat(union.contentTokens() > size || union.size() > context.budget().maxTokens())
          .as("chunks %d and %d of %s would fit together in %d", k - 1, k, plan.chunks(), size)
          .isTrue();
    }
  }

  @Property(tries = 200)
  void sizePostProcessingKeepsItsThresholdsAndValidity(@ForAll("documents") ParsedDocument doc,
      @ForAll @IntRange(min = 16, max = 400) int max, @ForAll @IntRange(min = 0, max = 100) int minPercent,
      @ForAll @IntRange(min = 0, max = 50) int extraPercent) {
    SizePostProcessor.Thresholds t = SizePostProcessor.Thresholds.builder().maxTokens(max)
        .minTokens(max * minPercent / 100).mergedMaxTokens(max + max * extraPercent / 100).build();
    SizePostProcessor processor = SizePostProcessor.of(t);
    ChunkPlanner planner = processor.wrap(StructuralPlanner.create());
    PlanningContext context = planner.planningContext(CONFIGURED);
    ChunkPlan plan = assertValidAsMade(doc, planner);
    assertThat(plan.provenance().planner()).isEqualTo(StructuralPlanner.NAME);
    assertThat(plan.provenance().configuration()).containsEntry("postProcess", "size")
        .containsKeys("postProcess.split", "postProcess.merged");
    ChunkLayout layout = new ChunkLayout(doc, context.assembly());
    List<ChunkLayout.Measure> chunks = measures(doc, layout, plan);
    for (int k = 0; k < chunks.size(); k++) {
      ChunkLayout.Measure m = chunks.get(k);
      if (placed(doc, m) > 1) {
        assertThat(m.contentTokens()).isLessThanOrEqualTo(t.mergedMaxTokens());
      }
      if (m.contentTokens() < t.minTokens() && chunks.size() > 1) { // no neighbour could take it
        assertThat(k == 0 || !fits(chunks.get(k - 1).with(m), t, context)).isTrue();
        assertThat(k == chunks.size() - 1 || !fits(m.with(chunks.get(k + 1)), t, context))
            .isTrue();
      }
    }
  }

  @Property(tries = 100)
  void sizePostProcessingOfAValidPlanWithinTheThresholdsChangesNothingButProvenance(
      @ForAll("documents") ParsedDocument doc) {
    // the structural plan's chunks are at most 512 tokens: none is over 1100; a merge can happen
    PlanningContext context = SizePostProcessor.defaults().planningContext(CONFIGURED);
    ChunkPlan plan = StructuralPlanner.create().plan(doc, context);
    ChunkPlan processed = SizePostProcessor.defaults().process(doc, plan, context);
    int merged = Integer.parseInt(processed.provenance().configuration().get("postProcess.merged"));
    assertThat(processed.provenance().configuration()).containsEntry("postProcess.split", "0");
    assertThat(processed.size()).isEqualTo(plan.size() - merged);
    assertThat(processed.allIds()).containsExactlyElementsOf(plan.allIds());
  }

  private static boolean fits(ChunkLayout.Measure m, SizePostProcessor.Thresholds t,
      PlanningContext context) {
    return m.contentTokens() <= t.mergedMaxTokens() && m.size() <= context.budget().maxTokens();
  }

  /** Plans under the planner's own context: valid with no repair, covering, verbatim. */
  private static ChunkPlan assertValidAsMade(ParsedDocument doc, ChunkPlanner planner) {
    PlanningContext context = planner.planningContext(CONFIGURED);
    ChunkPlan plan = planner.plan(doc, context);
    assertThat(PlanValidator.validate(doc, plan, context).isEmpty())
        .as("%s plan %s: %s", planner.name(), plan.chunks(),
            PlanValidator.validate(doc, plan, context))
        .isTrue();
    assertThat(PlanValidator.repair(doc, plan, context)).isSameAs(plan);
    PlanInvariants.assertCovers(doc, plan, context);
    List<Chunk> chunks = new ChunkAssembler(context.assembly()).assemble(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan, chunks);
    return plan;
  }

  private static List<ChunkLayout.Measure> measures(ParsedDocument doc, ChunkLayout layout,
      ChunkPlan plan) {
    List<ChunkLayout.Measure> out = new ArrayList<>();
    for (List<ElementId> group : plan.chunks()) {
      ChunkLayout.Measure m = layout.measure();
      group.forEach(id -> m.add(doc.indexOf(id)));
      out.add(m);
    }
    return out;
  }

  private static long placed(ParsedDocument doc, ChunkLayout.Measure m) {
    return java.util.Arrays.stream(m.members()).filter(doc::mustBePlaced).count();
  }
}
