package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.llm.testing.ScriptedBehaviour;
import dev.wrac.llm.testing.ScriptedLlm;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * On the real corpus: when the model answers with the embedded planner's plan in the planner's
 * answer format, the LLM planner's plan is exactly the embedded planner's. Skipped without the
 * corpus.
 */
class LlmPlannerCorpusTest {
  private static final PlanningContext CONTEXT = PlanningContext.defaults();

  static List<ParsedDocument> corpusDocuments() throws IOException {
    Path datasets = SharedData.ragMultiCorpus().resolve("datasets");
    List<ParsedDocument> docs = new ArrayList<>();
    try (Stream<Path> s = Files.walk(datasets)) {
      for (Path p : s.filter(f -> f.getParent().getFileName().toString().equals("md")
          && f.toString().endsWith(".md")).sorted().toList()) {
        docs.add(Wrac.parse(p));
      }
    }
    return docs;
  }

  @Test
  void embeddedPlanAnswersReproduceTheEmbeddedPlanOnEveryDocument() throws IOException {
    List<ParsedDocument> docs = corpusDocuments();
    int singleWindow = 0;
    int multiWindow = 0;
    int multiEqualWhole = 0;
    long outputTokens = 0;
    for (ParsedDocument doc : docs) {
      // one client per document: two organisations have documents of the same name
      LlmPlanner planner = LlmPlanner.builder(ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT,
          doc)).cache(PlanCache.none()).build();
      ChunkPlan plan = planner.plan(doc, CONTEXT);
      PlanInvariants.assertCovers(doc, plan);
      assertThat(plan.provenance().windows()).extracting(WindowOutcome::outcome)
          .as(doc.name()).containsOnly(Outcome.ACCEPTED);
      List<PlanningWindow> windows = planner.windows(doc, CONTEXT);
      List<List<ElementId>> embedded = new ArrayList<>();
      for (PlanningWindow w : windows) {
        embedded.addAll(StructuralPlanner.create().plan(doc, CONTEXT, w.from(), w.to()).chunks());
      }
      assertThat(plan.chunks()).as(doc.name()).isEqualTo(embedded);
      // the embedded planner plans the same windows: the stand-in answers give exactly its plan
      assertThat(plan.chunks()).as(doc.name()).isEqualTo(Wrac.plan(doc).chunks());
      if (windows.size() == 1) {
        singleWindow++;
      } else {
        multiWindow++;
        multiEqualWhole++;
      }
      outputTokens += plan.provenance().usage().outputTokens();
    }
    System.out.printf("LlmPlanner with embedded-plan answers on %d documents: equal to the "
        + "embedded planner's window plans on all; %d single-window documents equal to "
        + "Wrac.plan; %d of %d multi-window documents equal to the whole-document plan; "
        + "%.1f output tokens per document%n", docs.size(), singleWindow, multiEqualWhole,
        multiWindow, outputTokens / (double) docs.size());
    assertThat(docs).hasSizeGreaterThan(100);
  }

  @Test
  void withWindowsAsLargeAsTheDocumentsTheWholeDocumentPlanIsReproduced() throws IOException {
    int reproduced = 0;
    List<ParsedDocument> docs = corpusDocuments();
    for (ParsedDocument doc : docs) {
      PlanningContext whole = new PlanningContext(CONTEXT.budget(), CONTEXT.assembly(),
          CONTEXT.tokenCounter(), Math.max(2, doc.size()));
      LlmPlanner planner = LlmPlanner.builder(ScriptedLlm.of(ScriptedBehaviour.PERFECT, whole,
          doc)).cache(PlanCache.none()).build();
      ChunkPlan plan = planner.plan(doc, whole);
      assertThat(plan.chunks()).as(doc.name())
          .isEqualTo(StructuralPlanner.create().plan(doc, whole).chunks());
      reproduced++;
    }
    assertThat(reproduced).isEqualTo(docs.size());
  }
}
