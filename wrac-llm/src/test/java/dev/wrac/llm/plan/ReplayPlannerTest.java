package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Wrac;
import dev.wrac.context.PlanningContext;
import dev.wrac.error.WracException;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.parse.DocumentSource;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.testing.PlanInvariants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Replaying a recorded answer in the RAG-Multi-Corpus format, written here by the test. */
class ReplayPlannerTest {
  private static final String MD = "# Guide\n\n## Start\n\nFirst paragraph.\n\n- one\n- two\n\n"
      + "---\n\n## End\n\nLast words.\n\nFooter text.\n";

  private static ParsedDocument doc() {
    return Wrac.parse(DocumentSource.ofText("My Guide 24:7.md", MD));
  }

  /** Recorded elements use 0-based lines; the list is one element; NaN appears as in the data. */
  private static Path record(Path dir, String chunks) throws IOException {
    String json = "[{\"filename\": \" My Guide 24_7.md\", \"markdown_content\": NaN,"
        + "\"structure_map_output\": ["
        + "{\"id\":\"heading_0\",\"text\":\"Guide\",\"line\":0,\"parent_heading\":null},"
        + "{\"id\":\"heading_2\",\"text\":\"Start\",\"line\":2,\"parent_heading\":null},"
        + "{\"id\":\"text_4\",\"text\":\"First paragraph.\",\"line\":4,\"parent_heading\":\"Start\"},"
        + "{\"id\":\"text_6\",\"text\":\"- one\\n- two\",\"line\":6,\"parent_heading\":\"Start\"},"
        + "{\"id\":\"text_9\",\"text\":\"---\",\"line\":9,\"parent_heading\":\"Start\"},"
        + "{\"id\":\"heading_11\",\"text\":\"End\",\"line\":11,\"parent_heading\":null},"
        + "{\"id\":\"text_13\",\"text\":\"Last words.\",\"line\":13,\"parent_heading\":\"End\"},"
        + "{\"id\":\"text_15\",\"text\":\"Footer text.\",\"line\":15,\"parent_heading\":\"End\"}],"
        + "\"gpt_chunks\": " + chunks + ","
        + "\"token_usage\": {\"input_tokens\": 3000, \"input_tokens_details\": {\"cached_tokens\": 0},"
        + " \"output_tokens\": 90}}]";
    Path file = dir.resolve("guide_optimised_prompt_chunks.json");
    Files.writeString(file, json);
    return file;
  }

  @Test
  void recordedIdsMapOntoOursByLineAndTextAndLeftOutElementsComeBack(@TempDir Path dir)
      throws IOException {
    record(dir, "{\"chunks\": [[\"heading_0\",\"heading_2\",\"text_4\",\"text_6\"],"
        + "[\"heading_0\",\"heading_11\",\"text_13\"]]}");
    ParsedDocument doc = doc();
    ReplayPlanner replay = ReplayPlanner.load(dir);
    assertThat(replay.mappedAnswer(doc).orElseThrow()).containsExactly(
        List.of("h1", "h2", "p1", "li1", "li2"), List.of("h1", "h3", "p2"));
    ChunkPlan plan = replay.plan(doc, PlanningContext.defaults());
    PlanInvariants.assertCovers(doc, plan);
    assertThat(plan.provenance().repairs().missingIds()).containsExactly(ElementId.of("p3"));
    assertThat(plan.provenance().usage().inputTokens()).isEqualTo(3000);
    assertThat(plan.provenance().usage().outputTokens()).isEqualTo(90);
    assertThat(plan.provenance().extension(LlmPlanning.class).orElseThrow().model()).isEqualTo("gpt-4.1");
    assertThat(plan.provenance().windows().get(0).outcome()).isEqualTo(Outcome.REPAIRED);
  }

  @Test
  void unknownRecordedIdsAreCountedAndDropped(@TempDir Path dir) throws IOException {
    record(dir, "{\"chunks\": [[\"heading_0\",\"text_4\",\"text_6\",\"text_99\"],"
        + "[\"text_13\",\"text_15\"]]}");
    ChunkPlan plan = ReplayPlanner.load(dir).plan(doc(), PlanningContext.defaults());
    PlanInvariants.assertCovers(doc(), plan);
    assertThat(plan.provenance().repairs().unknownIds()).containsExactly("text_99");
  }

  @Test
  void aDocumentWithoutARecordedAnswerFallsBack(@TempDir Path dir) throws IOException {
    record(dir, "NaN");
    ChunkPlan plan = ReplayPlanner.load(dir).plan(doc(), PlanningContext.defaults());
    PlanInvariants.assertCovers(doc(), plan);
    assertThat(plan.provenance().windows().get(0).outcome()).isEqualTo(Outcome.FELL_BACK);
  }

  @Test
  void aDocumentNotRecordedIsATypedErrorNamingIt(@TempDir Path dir) throws IOException {
    record(dir, "{\"chunks\": []}");
    ParsedDocument other = Wrac.parse(DocumentSource.ofText("other.md", "# Other\n\nText.\n"));
    assertThatThrownBy(() -> ReplayPlanner.load(dir).plan(other, PlanningContext.defaults()))
        .isInstanceOf(WracException.class).hasMessageContaining("other.md");
  }

  @Test
  void theReplayProviderIsFoundByNameAndNeedsAPath(@TempDir Path dir) throws IOException {
    record(dir, "{\"chunks\": [[\"text_4\"]]}");
    assertThat(ChunkPlanners.byName("replay:" + dir)).isInstanceOf(ReplayPlanner.class);
    assertThatThrownBy(() -> ChunkPlanners.byName("replay"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("replay:PATH");
    assertThatThrownBy(() -> ChunkPlanners.byName("replay:" + dir.resolve("nope")))
        .isInstanceOf(WracException.class).hasMessageContaining("does not exist");
  }
}
