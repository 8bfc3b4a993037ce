package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.llm.testing.Docs;
import dev.wrac.llm.testing.ScriptedBehaviour;
import dev.wrac.llm.testing.ScriptedLlm;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkUpdate;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.parse.DocumentSource;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Chunker#update} with the LLM planner: the model is asked about the changed windows
 * only. The scripted client answers each window with the embedded planner's plan of it, and
 * counts calls; no plan cache, so every call shows.
 */
class LlmPlannerUpdateTest {
  private static final PlanningContext CONTEXT = PlanningContext.defaults();

  private static Chunker chunker(ScriptedLlm llm) {
    return Wrac.builder().planner(LlmPlanner.builder(llm).cache(PlanCache.none()).build())
        .build();
  }

  @Test
  void theModelIsAskedOnlyAboutTheWindowHoldingTheEditedParagraph() {
    ParsedDocument before = Docs.longGuide(60);
    String markdown = Docs.longGuideMarkdown(60).replace("- Point 2 of part 31.\n",
        "- Point 2 of part 31, now with a longer explanation of what it means.\n");
    ParsedDocument after = Wrac.parse(DocumentSource.ofText("guide.md", markdown));
    ScriptedLlm first = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, before);
    List<Chunk> old = chunker(first).chunk(before);

    ScriptedLlm rerun = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, after);
    ChunkUpdate u = chunker(rerun).update(old, after);
    ScriptedLlm full = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, after);
    List<Chunk> fresh = chunker(full).chunk(after);

    assertThat(u.windows()).isGreaterThan(5);
    assertThat(first.calls()).isEqualTo(u.windows());
    assertThat(full.calls()).isEqualTo(u.windows());
    assertThat(u.replanned()).isEqualTo(1);
    assertThat(rerun.calls()).isEqualTo(1);
    assertThat(u.plan().provenance().usage().llmCalls()).isEqualTo(1);
    assertThat(u.plan().provenance().windows()).extracting(WindowOutcome::outcome)
        .containsExactly(Outcome.ACCEPTED);
    assertThat(u.chunks()).isEqualTo(fresh);
    int edited = after.elements().stream().filter(e -> e.text().contains("longer explanation"))
        .findFirst().map(e -> after.indexOf(e.id())).orElseThrow();
    PlanningWindow window = LlmPlanner.using(rerun).windows(after, CONTEXT).stream()
        .filter(w -> w.from() <= edited && edited < w.to()).findFirst().orElseThrow();
    assertThat(u.delta().upserted()).isNotEmpty().allSatisfy(c -> assertThat(
        after.indexOf(c.elementIds().get(0))).isBetween(window.from(), window.to() - 1));
    assertThat(u.delta().upserted().size() + u.delta().deleted().size())
        .isLessThan(fresh.size() / 4);
  }

  @Test
  void anUnchangedDocumentCostsNoCall() {
    ParsedDocument doc = Docs.longGuide(30);
    List<Chunk> old = chunker(ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc)).chunk(doc);
    ScriptedLlm rerun = ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, doc);

    ChunkUpdate u = chunker(rerun).update(old, doc);

    assertThat(rerun.calls()).isZero();
    assertThat(u.delta().isEmpty()).isTrue();
    assertThat(u.chunks()).isEqualTo(old);
  }

  @Test
  void aWindowThatFellBackIsPlannedByTheEmbeddedPlannerAndTheDeltaStaysExact() {
    ParsedDocument before = Docs.longGuide(30);
    ParsedDocument after = Wrac.parse(DocumentSource.ofText("guide.md",
        Docs.longGuideMarkdown(30).replace("Point 1 of part 7.", "Point 1 of part 7 changed.")));
    List<Chunk> old = chunker(ScriptedLlm.of(ScriptedBehaviour.PERFECT, CONTEXT, before))
        .chunk(before);
    ScriptedLlm failing = ScriptedLlm.of(ScriptedBehaviour.TIMES_OUT, CONTEXT, after);

    ChunkUpdate u = chunker(failing).update(old, after);

    assertThat(u.plan().provenance().fellBack()).isTrue();
    assertThat(u.replanned()).isEqualTo(1);
    assertThat(u.chunks()).isEqualTo(Wrac.builder().build().chunk(after));
  }
}
