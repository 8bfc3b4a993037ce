package dev.wrac.llm.plan;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.testing.Docs;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.testing.PlanInvariants;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Whatever a model answers, the plan covers the document and its chunks are verbatim. */
class LlmPlannerProperties {
  private static final PlanningContext CONTEXT = PlanningContext.defaults();
  private static final ParsedDocument DOC = Docs.helpCentre();
  private static final ParsedDocument LONG = Docs.longGuide(18);

  /** Answers every call with the next of a fixed list of texts (cycling). */
  private record Fixed(List<String> answers, FinishReason finish) implements LlmClient {
    @Override
    public LlmResponse complete(LlmRequest request) {
      int n = Math.floorMod(request.user().hashCode(), answers.size());
      return new LlmResponse(answers.get(n), finish, "arbitrary", Usage.ofCall(10, 0, 5));
    }

    @Override
    public String model() {
      return "arbitrary";
    }
  }

  @Property(tries = 300)
  void arbitraryAnswersStillGiveAValidVerbatimPlan(
      @ForAll("answers") List<String> answers, @ForAll boolean cut, @ForAll boolean longDoc) {
    ParsedDocument doc = longDoc ? LONG : DOC;
    LlmPlanner planner = LlmPlanner.builder(new Fixed(answers, cut ? FinishReason.LENGTH
        : FinishReason.STOP)).cache(PlanCache.none()).parallelism(1).build();
    ChunkPlan plan = planner.plan(doc, CONTEXT);
    PlanInvariants.assertCovers(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan,
        new ChunkAssembler(CONTEXT.assembly()).assemble(doc, plan));
  }

  /** Found by the property: an answer naming ranges that run backwards across sections. */
  @org.junit.jupiter.api.Test
  void rangesRunningBackwardsAcrossALongDocumentStillGiveAPlanInDocumentOrder() {
    LlmPlanner planner = LlmPlanner.builder(new Fixed(
        List.of("[[\"li21\",\"h1-h1\",\"h1-h7\",\"li38-h19\"]]"), FinishReason.STOP))
        .cache(PlanCache.none()).parallelism(1).build();
    ChunkPlan plan = planner.plan(LONG, CONTEXT);
    PlanInvariants.assertCovers(LONG, plan);
    PlanInvariants.assertVerbatim(LONG, plan,
        new ChunkAssembler(CONTEXT.assembly()).assemble(LONG, plan));
  }

  @Provide
  Arbitrary<List<String>> answers() {
    return Arbitraries.oneOf(randomText(), randomJson()).list().ofMinSize(1).ofMaxSize(3);
  }

  private static Arbitrary<String> randomText() {
    return Arbitraries.strings().all().ofMaxLength(200);
  }

  /** JSON-ish answers made of real IDs, ranges, unknown IDs, junk, nesting and bad syntax. */
  private static Arbitrary<String> randomJson() {
    List<String> real = DOC.elements().stream().map(e -> e.id().value()).toList();
    List<String> realLong = LONG.elements().stream().map(e -> e.id().value()).toList();
    Arbitrary<String> id = Arbitraries.oneOf(
        Arbitraries.of(real), Arbitraries.of(realLong),
        Arbitraries.strings().alpha().numeric().ofMinLength(1).ofMaxLength(6),
        Arbitraries.of("", " ", "-", "p1-", "-p1", "h1-h1", "p9-p1", "li1–li9", "p1,p2", "\\u0000"));
    Arbitrary<String> item = Arbitraries.oneOf(id,
        Arbitraries.of(real).tuple2().map(t -> t.get1() + "-" + t.get2()),
        Arbitraries.of(realLong).tuple2().map(t -> t.get1() + "-" + t.get2()));
    Arbitrary<String> group = item.list().ofMaxSize(12)
        .map(items -> "[" + String.join(",", items.stream().map(s -> "\"" + s + "\"").toList())
            + "]");
    Arbitrary<String> chunks = group.list().ofMaxSize(8).map(gs -> String.join(",", gs));
    return Arbitraries.oneOf(
        chunks.map(c -> "{\"chunks\":[" + c + "]}"),
        chunks.map(c -> "[" + c + "]"),
        chunks.map(c -> "```json\n{\"chunks\":[" + c + ",]}\n```"),
        chunks.map(c -> "Plan: {\"chunks\":[" + c + "]} done"),
        chunks.map(c -> "{\"chunks\":[" + c),
        chunks.map(c -> "{\"groups\":[" + c + "], \"other\": 1}"),
        Arbitraries.of("{}", "[]", "{\"chunks\":null}", "{\"chunks\":{}}", "{\"chunks\":[[1,2],[true]]}",
            "{\"chunks\":[[{\"id\":\"p1\"}]]}", "null", "42"));
  }
}
