package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.SharedData;
import dev.wrac.validate.PlanValidator;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * GPT-4.1's recorded W-RAC plans, mapped onto our elements and repaired: every element comes
 * back. Skipped without the corpus.
 */
class ReplayPlannerCorpusTest {
  private static final PlanningContext CONTEXT = PlanningContext.defaults();

  @Test
  void replayedPlansAreRepairedUntilEveryElementIsPlaced() throws IOException {
    ReplayPlanner replay = ReplayPlanner.load(SharedData.ragMultiCorpus()
        .resolve("reference-chunks").resolve("agentic-compact"));
    List<ParsedDocument> docs = LlmPlannerCorpusTest.corpusDocuments();
    int replayed = 0;
    int repaired = 0;
    int fellBack = 0;
    int withUnknown = 0;
    int withDuplicates = 0;
    int withMissing = 0;
    long unknown = 0;
    long duplicates = 0;
    long missing = 0;
    long toPlace = 0;
    for (ParsedDocument doc : docs) {
      assertThat(replay.hasRecordFor(doc)).as(doc.name()).isTrue();
      ChunkPlan plan = replay.plan(doc, CONTEXT);
      PlanInvariants.assertCovers(doc, plan);
      List<Chunk> chunks = new ChunkAssembler(CONTEXT.assembly()).assemble(doc, plan);
      PlanInvariants.assertVerbatim(doc, plan, chunks);
      assertThat(plan.provenance().extension(LlmPlanning.class).orElseThrow().model()).isEqualTo("gpt-4.1");
      Outcome outcome = plan.provenance().windows().get(0).outcome();
      if (outcome == Outcome.FELL_BACK) {
        fellBack++;
        continue;
      }
      replayed++;
      assertThat(plan.provenance().usage().llmCalls()).isEqualTo(1);
      PlanIssues issues = PlanValidator.validateIds(doc, replay.mappedAnswer(doc).orElseThrow(),
          CONTEXT);
      assertThat(plan.provenance().repairs()).isEqualTo(issues);
      repaired += issues.isEmpty() ? 0 : 1;
      withUnknown += issues.unknownIds().isEmpty() ? 0 : 1;
      withDuplicates += issues.duplicateIds().isEmpty() ? 0 : 1;
      withMissing += issues.missingIds().isEmpty() ? 0 : 1;
      unknown += issues.unknownIds().size();
      duplicates += issues.duplicateIds().size();
      missing += issues.missingIds().size();
      for (int i = 0; i < doc.size(); i++) {
        toPlace += doc.mustBePlaced(i) ? 1 : 0;
      }
    }
    System.out.printf("Replayed GPT-4.1 W-RAC plans: %d documents (%d without a recorded "
        + "answer fell back); %d needed repair: %d with unknown IDs (%d), %d with duplicate IDs "
        + "(%d), %d with missing elements (%d of %d elements to place, %.1f%%); after repair "
        + "every element is in exactly one chunk%n", replayed, fellBack, repaired, withUnknown,
        unknown, withDuplicates, duplicates, withMissing, missing, toPlace,
        100.0 * missing / Math.max(1, toPlace));
    assertThat(replayed).isGreaterThan(100);
    assertThat(missing).as("GPT-4.1 leaves elements out, repair brings them back").isPositive();
  }
}
