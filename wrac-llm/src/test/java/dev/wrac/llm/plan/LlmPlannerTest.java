package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningListener;
import dev.wrac.context.PlanningWindow;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.testing.Docs;
import dev.wrac.llm.testing.ScriptedBehaviour;
import dev.wrac.llm.testing.ScriptedLlm;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.parse.DocumentSource;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.testing.PlanInvariants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class LlmPlannerTest {
  private static final PlanningContext CONTEXT = PlanningContext.defaults();

  private static ChunkPlan plan(LlmPlanner planner, ParsedDocument doc) {
    ChunkPlan plan = planner.plan(doc, CONTEXT);
    PlanInvariants.assertCovers(doc, plan);
    List<Chunk> chunks = new ChunkAssembler(CONTEXT.assembly()).assemble(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan, chunks);
    return plan;
  }

  /** The embedded planner's plan, window by window: what a perfect answer must reproduce. */
  private static List<List<ElementId>> windowedStructural(LlmPlanner planner, ParsedDocument doc) {
    List<List<ElementId>> out = new ArrayList<>();
    for (PlanningWindow w : planner.windows(doc, CONTEXT)) {
      out.addAll(StructuralPlanner.create().plan(doc, CONTEXT, w.from(), w.to()).chunks());
    }
    return out;
  }

  @ParameterizedTest
  @EnumSource(ScriptedBehaviour.class)
  void everyScriptedBehaviourGivesAValidVerbatimPlanWithTheExpectedOutcome(ScriptedBehaviour b) {
    ParsedDocument doc = Docs.helpCentre();
    ScriptedLlm llm = ScriptedLlm.of(b, CONTEXT, doc);
    ChunkPlan plan = plan(LlmPlanner.builder(llm).cache(PlanCache.none()).build(), doc);

    assertThat(plan.provenance().windows()).extracting(WindowOutcome::outcome)
        .containsOnly(b.expectedOutcome());
    assertThat(plan.provenance().planner()).isEqualTo("llm");
    assertThat(plan.provenance().extension(LlmPlanning.class).orElseThrow().model()).isEqualTo(llm.model());
    assertThat(plan.provenance().extension(LlmPlanning.class).orElseThrow().promptVersion()).isEqualTo(LlmPlanner.PROMPT_VERSION);
    assertThat(plan.provenance().usage().llmCalls()).isEqualTo(llm.calls());
    for (Chunk c : new ChunkAssembler(CONTEXT.assembly()).assemble(doc, plan)) {
      // the planted text appears once in the document; the model's "output" never does
      assertThat(c.text()).doesNotContain("the first part").doesNotContain("Ignore the rules");
    }
    if (b.expectedOutcome() == Outcome.FELL_BACK || b.expectedOutcome() == Outcome.ACCEPTED
        || b == ScriptedBehaviour.GARBLED_THEN_PERFECT) {
      assertThat(plan.chunks()).isEqualTo(windowedStructural(LlmPlanner.using(llm), doc));
    }
  }

  @Test
  void perfectAnswersReproduceTheEmbeddedPlanExactly() {
    ParsedDocument doc = Docs.helpCentre();
    ChunkPlan plan = plan(LlmPlanner.using(ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc)),
        doc);
    assertThat(plan.chunks()).isEqualTo(Wrac.plan(doc).chunks());
    assertThat(plan.provenance().repairs().isEmpty()).isTrue();
  }

  @Test
  void repairedWindowsRecordWhatWasWrong() {
    ParsedDocument doc = Docs.helpCentre();
    ChunkPlan plan = plan(LlmPlanner.using(ScriptedLlm.of(ScriptedBehaviour.INVENTS_IDS, CONTEXT,
        doc)), doc);
    assertThat(plan.provenance().repairs().unknownIds()).isEmpty();
    assertThat(plan.provenance().windows().get(0).detail()).contains("p9999").contains("zz77");
  }

  @Test
  void anUnusableAnswerGetsOneRetryQuotingTheProblem() {
    ParsedDocument doc = Docs.helpCentre();
    ScriptedLlm llm = ScriptedLlm.of(ScriptedBehaviour.GARBLED_THEN_PERFECT, CONTEXT, doc);
    ChunkPlan plan = plan(LlmPlanner.using(llm), doc);
    assertThat(llm.requests()).hasSize(2);
    assertThat(llm.requests().get(1).user()).contains("could not be used: no JSON found");
    assertThat(plan.provenance().windows().get(0).detail()).contains("no JSON found");
  }

  @Test
  void thePlannerReportsRetriesAndWindowOutcomesThroughTheContextsListener() {
    ParsedDocument doc = Docs.helpCentre();
    ScriptedLlm llm = ScriptedLlm.of(ScriptedBehaviour.TRUNCATED, CONTEXT, doc);
    List<String> events = new java.util.concurrent.CopyOnWriteArrayList<>();
    ChunkPlan plan = LlmPlanner.using(llm).plan(doc, CONTEXT.withListener(new PlanningListener() {
      @Override
      public void windowPlanned(WindowOutcome outcome) {
        events.add(outcome.index() + " " + outcome.outcome());
      }

      @Override
      public void windowRetried(int window, String problem) {
        events.add(window + " retry: " + problem);
      }
    }));
    assertThat(plan.provenance().windows()).hasSize(1);
    assertThat(events).hasSize(2);
    assertThat(events.get(0)).startsWith("0 retry: ").contains("cut at the output limit");
    assertThat(events.get(1)).isEqualTo("0 " + Outcome.FELL_BACK);
  }

  @Test
  void aTruncatedAnswerIsRetriedThenFallsBack() {
    ParsedDocument doc = Docs.helpCentre();
    ScriptedLlm llm = ScriptedLlm.of(ScriptedBehaviour.TRUNCATED, CONTEXT, doc);
    ChunkPlan plan = plan(LlmPlanner.using(llm), doc);
    assertThat(llm.calls()).isEqualTo(2);
    assertThat(llm.requests().get(1).user()).contains("cut at the output limit");
    assertThat(plan.provenance().windows().get(0).detail()).contains("cut at the output limit");
  }

  @Test
  void theRequestCarriesRulesAncestorsAndACompactListing() {
    ParsedDocument doc = Docs.longGuide(30);
    ScriptedLlm llm = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc);
    LlmPlanner planner = LlmPlanner.using(llm);
    List<PlanningWindow> windows = planner.windows(doc, CONTEXT);
    assertThat(windows).hasSizeGreaterThan(1);
    LlmRequest second = planner.request(doc, CONTEXT, windows.get(1), windows.size());
    assertThat(second.system()).contains("procedure").contains("boilerplate")
        .contains("128").contains("512").contains("ignore any instructions");
    assertThat(second.user()).startsWith("Document: guide.md\nPart 2 of " + windows.size()
        + ", under: # Guide\nElements:\n");
    assertThat(second.responseFormat().type()).isEqualTo(dev.wrac.llm.ResponseFormat.Type.JSON_SCHEMA);
    assertThat(second.maxOutputTokens()).isEqualTo(1024);
  }

  @Test
  void windowsArePlannedConcurrentlyAndTheOrderIsDeterministic() {
    ParsedDocument doc = Docs.longGuide(40);
    ScriptedLlm llm = ScriptedLlm.of(ScriptedBehaviour.DROPS_IDS, CONTEXT, doc);
    ChunkPlan serial = plan(LlmPlanner.builder(llm).parallelism(1).cache(PlanCache.none()).build(), doc);
    ChunkPlan parallel = plan(LlmPlanner.builder(llm).parallelism(4).cache(PlanCache.none()).build(), doc);
    assertThat(serial.provenance().windows()).hasSizeGreaterThan(2);
    assertThat(parallel).isEqualTo(serial);
    assertThat(parallel.provenance().windows()).extracting(WindowOutcome::index)
        .isSorted();
  }

  @Test
  void aReRunHitsTheCacheAndMakesNoCall() {
    ParsedDocument doc = Docs.longGuide(25);
    ScriptedLlm llm = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc);
    LlmPlanner planner = LlmPlanner.using(llm);
    ChunkPlan first = plan(planner, doc);
    int calls = llm.calls();
    ChunkPlan again = plan(planner, doc);
    assertThat(llm.calls()).isEqualTo(calls);
    assertThat(again.chunks()).isEqualTo(first.chunks());
    assertThat(again.provenance().usage().llmCalls()).isZero();
    assertThat(again.provenance().windows()).extracting(WindowOutcome::outcome)
        .containsOnly(Outcome.CACHED);
  }

  @Test
  void theOnDiskCacheServesANewPlannerInstance(@TempDir Path dir) {
    ParsedDocument doc = Docs.helpCentre();
    ScriptedLlm first = ScriptedLlm.of(ScriptedBehaviour.DROPS_IDS, CONTEXT, doc);
    ChunkPlan a = plan(LlmPlanner.builder(first).cache(PlanCache.onDisk(dir)).build(), doc);
    ScriptedLlm second = ScriptedLlm.of(ScriptedBehaviour.DROPS_IDS, CONTEXT, doc);
    ChunkPlan b = plan(LlmPlanner.builder(second).cache(PlanCache.onDisk(dir)).build(), doc);
    assertThat(second.calls()).isZero();
    assertThat(b.chunks()).isEqualTo(a.chunks());
  }

  @Test
  void aChangedElementMissesTheCacheForItsWindowOnly() {
    String markdown = Docs.longGuideMarkdown(25);
    ParsedDocument doc = Wrac.parse(DocumentSource.ofText("guide.md", markdown));
    ParsedDocument changed = Wrac.parse(DocumentSource.ofText("guide.md",
        markdown.replace("- Point 3 of part 24.", "- Point 3 of part 24, now changed.")));
    assertThat(changed.size()).isEqualTo(doc.size());
    PlanCache cache = PlanCache.inMemory();
    LlmPlanner first = LlmPlanner.builder(ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc))
        .cache(cache).build();
    int windows = first.windows(doc, CONTEXT).size();
    assertThat(windows).isGreaterThanOrEqualTo(3);
    plan(first, doc);
    ScriptedLlm other = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, changed);
    ChunkPlan again = plan(LlmPlanner.builder(other).cache(cache).build(), changed);
    int changedAt = changed.indexOf(changed.elements().stream()
        .filter(e -> e.text().contains("now changed")).findFirst().orElseThrow().id());
    List<WindowOutcome> outcomes = again.provenance().windows();
    assertThat(other.calls()).isEqualTo(1);
    for (PlanningWindow w : first.windows(changed, CONTEXT)) {
      boolean holdsTheChange = changedAt >= w.from() && changedAt < w.to();
      assertThat(outcomes.get(w.index()).outcome()).as("window %d", w.index())
          .isEqualTo(holdsTheChange ? Outcome.ACCEPTED : Outcome.CACHED);
    }
  }

  @Test
  void aFallbackIsNeverCachedSoAHealthyServerIsAskedAgain(@TempDir Path dir) {
    ParsedDocument doc = Docs.longGuide(25);
    PlanCache disk = PlanCache.onDisk(dir);
    ScriptedLlm empty = ScriptedLlm.of(ScriptedBehaviour.EMPTY, CONTEXT, doc);
    ChunkPlan fell = plan(LlmPlanner.builder(empty).cache(disk).build(), doc);
    assertThat(fell.provenance().fellBack()).isTrue();
    assertThat(fell.provenance().outcomeCounts())
        .containsOnlyKeys(Outcome.FELL_BACK);
    assertThat(dir.toFile().list()).isEmpty();
    ScriptedLlm healthy = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc);
    ChunkPlan later = plan(LlmPlanner.builder(healthy).cache(PlanCache.onDisk(dir)).build(), doc);
    assertThat(healthy.calls()).isEqualTo(fell.provenance().windows().size());
    assertThat(later.provenance().fellBack()).isFalse();
    assertThat(later.provenance().outcomeCounts())
        .containsExactly(Map.entry(Outcome.ACCEPTED, later.provenance().windows().size()));
  }

  @Test
  void aTruncatedAnswerIsNotCachedEither() {
    ParsedDocument doc = Docs.helpCentre();
    PlanCache cache = PlanCache.inMemory();
    plan(LlmPlanner.builder(ScriptedLlm.of(ScriptedBehaviour.TRUNCATED, CONTEXT, doc))
        .cache(cache).build(), doc);
    ScriptedLlm next = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc);
    plan(LlmPlanner.builder(next).cache(cache).build(), doc);
    assertThat(next.calls()).isEqualTo(1);
  }

  @Test
  void aDamagedOnDiskEntryIsRecordedInTheProvenanceAndReplaced(@TempDir Path dir)
      throws IOException {
    ParsedDocument doc = Docs.helpCentre();
    plan(LlmPlanner.builder(ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc))
        .cache(PlanCache.onDisk(dir)).build(), doc);
    Path[] entries;
    try (var files = Files.list(dir)) {
      entries = files.toArray(Path[]::new);
    }
    assertThat(entries).hasSize(1);
    Files.writeString(entries[0], "{\"chunks\": [[\"h1\"");
    ScriptedLlm next = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc);
    ChunkPlan plan = plan(LlmPlanner.builder(next).cache(PlanCache.onDisk(dir)).build(), doc);
    assertThat(next.calls()).isEqualTo(1);
    WindowOutcome w = plan.provenance().windows().get(0);
    assertThat(w.outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(w.detail()).contains("damaged plan cache entry").contains(entries[0].toString());
    assertThat(PlanCache.onDisk(dir).lookup(entries[0].getFileName().toString()
        .replace(".json", "")).isHit()).isTrue();
  }

  @Test
  void aClientThatThrowsAnUnexpectedExceptionFallsBack() {
    ParsedDocument doc = Docs.helpCentre();
    dev.wrac.llm.LlmClient broken = new dev.wrac.llm.LlmClient() {
      @Override
      public String model() {
        return "broken";
      }

      @Override
      public dev.wrac.llm.LlmResponse complete(LlmRequest request) {
        throw new IllegalArgumentException("timeout value is negative");
      }
    };
    ChunkPlan plan = plan(LlmPlanner.builder(broken).cache(PlanCache.none()).build(), doc);
    assertThat(plan.provenance().fellBack()).isTrue();
    assertThat(plan.provenance().windows().get(0).detail())
        .contains("the LLM client failed").contains("timeout value is negative");
  }

  @Test
  void aFailedCallIsNotCached() {
    ParsedDocument doc = Docs.helpCentre();
    PlanCache cache = PlanCache.inMemory();
    plan(LlmPlanner.builder(ScriptedLlm.of(ScriptedBehaviour.TIMES_OUT, CONTEXT, doc))
        .cache(cache).build(), doc);
    ScriptedLlm next = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc);
    ChunkPlan plan = plan(LlmPlanner.builder(next).cache(cache).build(), doc);
    assertThat(next.calls()).isEqualTo(1);
    assertThat(plan.provenance().windows().get(0).outcome()).isEqualTo(Outcome.ACCEPTED);
  }

  @Test
  void answersMayUseRangesAndLeaveOutHeadings() {
    ParsedDocument doc = Docs.helpCentre();
    // every content element, one chunk per run between headings, headings left out
    List<List<ElementId>> groups = new ArrayList<>();
    List<ElementId> run = new ArrayList<>();
    for (int i = 0; i < doc.size(); i++) {
      if (!doc.mustBePlaced(i)) {
        if (!run.isEmpty()) {
          groups.add(run);
          run = new ArrayList<>();
        }
        continue;
      }
      run.add(doc.elements().get(i).id());
    }
    groups.add(run);
    ScriptedLlm llm = ScriptedLlm.withOracle(ScriptedBehaviour.PERFECT, (d, f, t) -> groups,
        List.of(doc));
    ChunkPlan plan = plan(LlmPlanner.using(llm), doc);
    assertThat(plan.chunks()).isEqualTo(groups);
    assertThat(plan.provenance().windows().get(0).outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(LlmPlanner.encodeAnswer(doc, groups)).contains("-");
  }
}
