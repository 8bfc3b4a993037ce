package dev.wrac.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.json.PlanJson;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.RandomDocuments;
import dev.wrac.testing.TestDocuments;
import dev.wrac.validate.PlanValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

class PlanProperties {
  private static final PlanningContext CONTEXT = PlanningContext.defaults();

  @Provide
  Arbitrary<ParsedDocument> documents() {
    return RandomDocuments.documents(40);
  }

  @Property(tries = 200)
  void structuralPlansPlaceEveryContentElementExactlyOnce(@ForAll("documents") ParsedDocument doc) {
    ChunkPlan plan = StructuralPlanner.create().plan(doc, CONTEXT);
    PlanInvariants.assertCovers(doc, plan);
  }

  @Property(tries = 200)
  void assembledChunksAreTheElementsTextsInDocumentOrder(@ForAll("documents") ParsedDocument doc) {
    ChunkPlan plan = StructuralPlanner.create().plan(doc, CONTEXT);
    List<Chunk> chunks = new ChunkAssembler(CONTEXT.assembly()).assemble(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan, chunks);
  }

  @Property(tries = 100)
  void planningIsDeterministic(@ForAll("documents") ParsedDocument doc) {
    ChunkPlan a = StructuralPlanner.create().plan(doc, CONTEXT);
    ChunkPlan b = StructuralPlanner.create().plan(doc, CONTEXT);
    assertThat(PlanJson.toJson(a)).isEqualTo(PlanJson.toJson(b));
  }

  @Property(tries = 100)
  void plansSurviveAJsonRoundTrip(@ForAll("documents") ParsedDocument doc) {
    ChunkPlan plan = StructuralPlanner.create().plan(doc, CONTEXT);
    assertThat(PlanJson.fromJson(PlanJson.toJson(plan))).isEqualTo(plan);
  }

  @Property(tries = 100)
  void chunksStayWithinTheMaxUnlessTheyHoldOneUnitThatIsLarger(
      @ForAll("documents") ParsedDocument doc) {
    ChunkPlan plan = StructuralPlanner.create().plan(doc, CONTEXT);
    List<Chunk> chunks = new ChunkAssembler(CONTEXT.assembly()).assemble(doc, plan);
    for (Chunk c : chunks) {
      if (c.tokens() <= CONTEXT.budget().maxTokens()) {
        continue;
      }
      // larger only when it is one element, or one list/table with its lead-in
      List<Element> content = c.elementIds().stream().map(doc::element)
          .filter(e -> !e.isContextKind()).toList();
      long groups = content.stream().map(Element::group).filter(java.util.Objects::nonNull)
          .distinct().count();
      long loose = content.stream().filter(e -> e.group() == null).count();
      assertThat(content.size() == 1 || (groups == 1 && loose <= 1))
          .as("oversized chunk %s of %d tokens", c.elementIds(), c.tokens()).isTrue();
    }
  }

  @Property(tries = 300)
  void repairTurnsAnyIdListPlanIntoAValidOne(@ForAll("documents") ParsedDocument doc,
      @ForAll long seed) {
    Random random = new Random(seed);
    List<String> ids = doc.elements().stream().map(e -> e.id().value()).toList();
    List<List<String>> raw = new ArrayList<>();
    int groups = random.nextInt(8);
    for (int g = 0; g < groups; g++) {
      List<String> group = new ArrayList<>();
      int size = random.nextInt(10);
      for (int k = 0; k < size; k++) {
        int pick = random.nextInt(ids.size() + 3);
        group.add(pick < ids.size() ? ids.get(pick)
            : pick == ids.size() ? "zz" + random.nextInt(99) : pick == ids.size() + 1 ? "" : "p-1 ");
      }
      raw.add(group);
    }
    assertRepairGivesAValidPlanInShape(doc, raw);
  }

  @Property(tries = 200)
  void repairRestoresOrderSpansAndBudgetOfHostileAnswers(@ForAll("documents") ParsedDocument doc,
      @ForAll long seed) {
    Random random = new Random(seed);
    List<String> ids = doc.elements().stream().map(e -> e.id().value()).toList();
    // what a hostile or confused model answers: everything in one group, reversed, shuffled
    // into interleaved groups, repeated
    List<List<String>> raw = new ArrayList<>();
    List<String> reversed = new ArrayList<>(ids);
    java.util.Collections.reverse(reversed);
    raw.add(random.nextBoolean() ? reversed : ids);
    List<String> shuffled = new ArrayList<>(ids);
    java.util.Collections.shuffle(shuffled, random);
    int groups = 1 + random.nextInt(6);
    for (int g = 0; g < groups; g++) {
      raw.add(new ArrayList<>());
    }
    for (int k = 0; k < shuffled.size(); k++) {
      raw.get(1 + random.nextInt(groups)).add(shuffled.get(k));
    }
    java.util.Collections.shuffle(raw, random);
    assertRepairGivesAValidPlanInShape(doc, raw);
  }

  /** Repaired, the groups cover the document, assemble verbatim and have the plan shape. */
  private static void assertRepairGivesAValidPlanInShape(ParsedDocument doc,
      List<List<String>> raw) {
    PlanValidator.Repair repair = PlanValidator.repairIds(doc, raw, CONTEXT);
    ChunkPlan repaired = ChunkPlan.of(doc, repair.chunks(),
        dev.wrac.model.PlanProvenance.local("repaired", "1", java.util.Map.of()));
    PlanInvariants.assertCovers(doc, repaired);
    List<Chunk> chunks = new ChunkAssembler(CONTEXT.assembly()).assemble(doc, repaired);
    PlanInvariants.assertVerbatim(doc, repaired, chunks);
    assertInOrderApartAndInBudget(doc, chunks);
  }

  /**
   * Chunks in document order with spans that do not overlap, each within the maximum unless it
   * is one element to place or one ordered list within the procedure maximum.
   */
  private static void assertInOrderApartAndInBudget(ParsedDocument doc, List<Chunk> chunks) {
    int previousEnd = -1;
    for (Chunk c : chunks) {
      assertThat(c.span().start()).as("chunk %d starts after the previous one ends", c.index())
          .isGreaterThanOrEqualTo(previousEnd);
      previousEnd = c.span().end();
      if (c.tokens() <= CONTEXT.budget().maxTokens()) {
        continue;
      }
      List<Element> placed = c.elementIds().stream().filter(doc::mustBePlaced)
          .map(doc::element).toList();
      boolean oneList = placed.stream().filter(e -> e.group() != null).map(Element::group)
          .distinct().count() == 1;
      assertThat(placed.size() == 1
          || oneList && c.tokens() <= CONTEXT.budget().procedureMaxTokens())
          .as("chunk %s of %d tokens", c.elementIds(), c.tokens()).isTrue();
    }
  }

  @Property(tries = 200)
  void windowsCoverTheDocumentInOrderWithinTheirSize(@ForAll("documents") ParsedDocument doc,
      @ForAll @IntRange(min = 2, max = 30) int maxElements) {
    List<PlanningWindow> windows = PlanningWindows.split(doc, maxElements);
    int next = 0;
    for (PlanningWindow w : windows) {
      assertThat(w.from()).isEqualTo(next);
      assertThat(w.size()).isLessThanOrEqualTo(maxElements);
      assertThat(w.ancestorHeadings()).allSatisfy(h -> assertThat(doc.indexOf(h)).isLessThan(w.from()));
      next = w.to();
    }
    assertThat(next).isEqualTo(doc.size());
  }

  @Property(tries = 50)
  void spansOfGeneratedDocumentsSliceTheirSource(@ForAll("builders") TestDocuments builder) {
    PlanInvariants.assertSpansSliceSource(builder.build(), builder.source());
  }

  @Provide
  Arbitrary<TestDocuments> builders() {
    return RandomDocuments.builders(20);
  }

  @Property(tries = 50)
  void everyPlannerOnTheClassPathGivesValidPlans(@ForAll("documents") ParsedDocument doc) {
    for (ChunkPlannerProvider provider : ChunkPlanners.providers()) {
      ChunkPlan plan = provider.create("").plan(doc, CONTEXT);
      PlanInvariants.assertCovers(doc, plan);
    }
  }
}
