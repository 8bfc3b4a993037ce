package dev.wrac.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.error.WracException;
import dev.wrac.model.AdaptiveSelection;
import dev.wrac.model.CandidateScore;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.PlanProvenance;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome;
import dev.wrac.testing.TestDocuments;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlanJsonTest {

  @Test
  void aPlanWithFullProvenanceRoundTripsWithoutLoss() {
    ParsedDocument doc = TestDocuments.named("d.md").heading(1, "T").paragraph("a").paragraph("b")
        .build();
    PlanProvenance provenance = new PlanProvenance("llm", "2", "gpt-4.1", "w-rac-3",
        Map.of("z", "1", "a", "2"), new Usage(2, 900, 100, 20),
        List.of(new WindowOutcome(0, ElementId.of("h1"), ElementId.of("p2"),
            WindowOutcome.Outcome.RETRIED, Usage.ofCall(450, 50, 10), "malformed JSON")),
        new PlanIssues(List.of("p9"), List.of(), List.of(ElementId.of("p2")), 0));
    ChunkPlan plan = ChunkPlan.of(doc, List.of(List.of(ElementId.of("h1"), ElementId.of("p1")),
        List.of(ElementId.of("p2"))), provenance);
    String json = PlanJson.toJson(plan);
    assertThat(json).startsWith("{\"document\":\"d.md\",\"fingerprint\":\"" + doc.fingerprint()
        + "\",\"chunks\":[[\"h1\",\"p1\"],[\"p2\"]],\"provenance\":{");
    assertThat(json).contains("\"configuration\":{\"a\":\"2\",\"z\":\"1\"}");
    assertThat(PlanJson.fromJson(json)).isEqualTo(plan);
    assertThat(PlanJson.toJson(PlanJson.fromJson(json))).isEqualTo(json);
  }

  @Test
  void provenanceExtensionsSitAtTheirKeysInTheProvenanceObjectAndReadBackTyped() {
    ParsedDocument doc = TestDocuments.named("d.md").heading(1, "T").paragraph("a").build();
    WindowOutcome window = new WindowOutcome(0, ElementId.of("h1"), ElementId.of("p1"),
        WindowOutcome.Outcome.ACCEPTED, Usage.ofCall(10, 0, 2), null);
    PlanProvenance provenance = PlanProvenance.local("adaptive", "3", Map.of("winner", "llm"))
        .withExtension(new AdaptiveSelection(List.of(new CandidateScore("llm", 1,
            Map.of("SC", 1.0), 1.0)), "llm won"))
        .withExtension(new LlmPlanning("gpt-4.1", "w-rac-3", List.of(window)));
    ChunkPlan plan = ChunkPlan.of(doc, List.of(List.of(ElementId.of("h1"), ElementId.of("p1"))),
        provenance);
    String json = PlanJson.toJson(plan);
    assertThat(json).contains("\"provenance\":{\"planner\":\"adaptive\",\"plannerVersion\":\"3\","
        + "\"model\":\"gpt-4.1\",\"promptVersion\":\"w-rac-3\",\"configuration\":{\"winner\":"
        + "\"llm\"},\"usage\":{");
    assertThat(json).containsSubsequence("\"usage\":", "\"windows\":[{\"index\":0,",
        "\"repairs\":{}", "\"candidates\":[{\"planner\":\"llm\",\"chunks\":1,\"total\":1.0,",
        "\"selection\":\"llm won\"}}");
    ChunkPlan back = PlanJson.fromJson(json);
    assertThat(back.provenance().extension(LlmPlanning.class)).contains(
        new LlmPlanning("gpt-4.1", "w-rac-3", List.of(window)));
    assertThat(back.provenance().extension(AdaptiveSelection.class).orElseThrow().selection())
        .isEqualTo("llm won");
    assertThat(back.provenance().windows()).containsExactly(window);
    assertThat(PlanJson.toJson(back)).isEqualTo(json);
    assertThat(PlanJson.toJson(PlanJson.fromJson(PlanJson.toJson(ChunkPlan.of(doc,
        List.of(List.of(ElementId.of("h1"), ElementId.of("p1"))),
        PlanProvenance.local("structural", "4", Map.of())))))).doesNotContain("model",
        "windows", "candidates", "selection");
    assertThat(PlanProvenance.local("structural", "4", Map.of()).extension(LlmPlanning.class))
        .isEmpty();
  }

  @Test
  void documentsRoundTripToo() {
    ParsedDocument doc = TestDocuments.named("d.md").heading(1, "T").steps("a", "b")
        .table(List.of("x"), List.of(List.of("1"))).build();
    assertThat(PlanJson.documentFromJson(PlanJson.toJson(doc))).isEqualTo(doc);
  }

  @Test
  void malformedJsonIsATypedError() {
    assertThatThrownBy(() -> PlanJson.fromJson("{\"chunks\": [[\"p1\"]"))
        .isInstanceOf(WracException.class).hasMessageStartingWith("Not a valid plan JSON");
    assertThatThrownBy(() -> PlanJson.fromJson("{\"chunks\": [[\"1bad\"]], \"document\": \"d\","
        + " \"fingerprint\": \"f\", \"provenance\": {\"planner\": \"x\", \"plannerVersion\": \"1\"}}"))
        .isInstanceOf(WracException.class);
  }

  @Test
  void textThatIsNotExactlyOnePlanIsATypedError() {
    ParsedDocument doc = TestDocuments.named("d.md").paragraph("a").build();
    String one = PlanJson.toJson(ChunkPlan.of(doc, List.of(List.of(ElementId.of("p1"))),
        PlanProvenance.local("test", "1", Map.of())));
    assertThatThrownBy(() -> PlanJson.fromJson("null")).isInstanceOf(PlanJsonException.class)
        .hasMessageContaining("null");
    assertThatThrownBy(() -> PlanJson.fromJson(null)).isInstanceOf(PlanJsonException.class);
    assertThatThrownBy(() -> PlanJson.fromJson(one + " garbage"))
        .isInstanceOf(PlanJsonException.class);
    assertThatThrownBy(() -> PlanJson.fromJson(one + one)).isInstanceOf(PlanJsonException.class);
    assertThatThrownBy(() -> PlanJson.fromJson("{\"document\":\"d.md\"}"))
        .isInstanceOf(PlanJsonException.class).hasMessageStartingWith("Not a valid plan JSON");
    assertThatThrownBy(() -> PlanJson.documentFromJson("null"))
        .isInstanceOf(PlanJsonException.class);
    assertThat(PlanJson.fromJson("  " + one + "\n")).isEqualTo(PlanJson.fromJson(one));
  }
}
