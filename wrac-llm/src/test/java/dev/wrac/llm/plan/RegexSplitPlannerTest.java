package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.context.PlanningContext;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.LlmTransientException;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome;
import dev.wrac.plan.ChunkPlannerProvider;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.plan.RecursivePlanner;
import dev.wrac.plan.SizePostProcessor;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.TestDocuments;
import dev.wrac.tokens.TokenCounters;
import dev.wrac.validate.PlanValidator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RegexSplitPlannerTest {
  private static final PlanningContext CONFIGURED = PlanningContext.defaults();
  private static final SizePostProcessor NO_MERGE = SizePostProcessor.of(
      SizePostProcessor.Thresholds.builder().minTokens(0).build());

  /** The test double at the LlmClient boundary: answers one text, records the requests. */
  private static final class Scripted implements LlmClient {
    private final String answer;
    private final FinishReason finish;
    final List<LlmRequest> requests = new ArrayList<>();

    Scripted(String answer, FinishReason finish) {
      this.answer = answer;
      this.finish = finish;
    }

    static Scripted answering(String answer) {
      return new Scripted(answer, FinishReason.STOP);
    }

    @Override
    public LlmResponse complete(LlmRequest request) {
      requests.add(request);
      if (answer == null) {
        throw new LlmTransientException("LLM 'scripted' at http://127.0.0.1: timed out");
      }
      int in = TokenCounters.o200k().count(request.system() + request.user());
      return new LlmResponse(answer, finish, model(),
          Usage.ofCall(in, 0, TokenCounters.o200k().count(answer)));
    }

    @Override
    public String model() {
      return "scripted";
    }
  }

  private static String words(String topic, int sentences) {
    return (topic + " is explained here with enough words to count. ").repeat(sentences);
  }

  /** A manual: intro, three sections (one with a list, one with a table), each ~150 tokens. */
  private static ParsedDocument manual() {
    return TestDocuments.named("manual.md").heading(1, "Manual").paragraph(words("Intro", 14))
        .heading(2, "Setup").paragraph(words("Setup", 8)).paragraph("Steps that matter:")
        .bullets("Unpack it.", "Plug it in.", "Switch it on.").paragraph(words("More setup", 6))
        .heading(2, "Prices").paragraph(words("Pricing", 10))
        .table(List.of("Plan", "Price"), List.of(List.of("Basic", "$5"), List.of("Pro", "$9")))
        .heading(2, "Support").paragraph(words("Support", 8))
        .paragraph("This important note: " + words("Escalation", 6)).build();
  }

  private static ChunkPlan planValidAsMade(RegexSplitPlanner planner, ParsedDocument doc) {
    PlanningContext context = planner.planningContext(CONFIGURED);
    ChunkPlan plan = planner.plan(doc, context);
    assertThat(PlanValidator.validate(doc, plan, context).isEmpty()).as(plan.chunks().toString())
        .isTrue();
    PlanInvariants.assertCovers(doc, plan, context);
    return plan;
  }

  private static List<String> firstIds(ChunkPlan plan) {
    return plan.chunks().stream().map(c -> c.get(0).value()).toList();
  }

  @Test
  void theModelsSeparatorCutsAtSectionHeadings() {
    Scripted llm = Scripted.answering("{\"separator\": \"(?m)^## \"}");
    RegexSplitPlanner planner = RegexSplitPlanner.builder(llm).build();
    ParsedDocument doc = manual();
    ChunkPlan plan = planValidAsMade(planner, doc);
    assertThat(plan.chunks()).extracting(c -> doc.element(c.get(0)).title())
        .containsExactly("Manual", "Setup", "Prices", "Support");
    assertThat(plan.provenance().planner()).isEqualTo("llm-regex");
    assertThat(plan.provenance().extension(LlmPlanning.class).orElseThrow().model()).isEqualTo("scripted");
    assertThat(plan.provenance().extension(LlmPlanning.class).orElseThrow().promptVersion()).isEqualTo("regex-1");
    assertThat(plan.provenance().windows()).extracting(WindowOutcome::outcome)
        .containsExactly(WindowOutcome.Outcome.ACCEPTED);
    assertThat(plan.provenance().configuration()).containsEntry("separator", "(?m)^## ")
        .containsEntry("matches", "3").containsEntry("cuts", "3")
        .containsEntry("cutsRefused", "0").containsEntry("postProcess", "size");
    assertThat(plan.usage().llmCalls()).isEqualTo(1);
    LlmRequest sent = llm.requests.get(0);
    assertThat(sent.user()).startsWith("Document: manual.md\nThe whole document is between")
        .contains("| Pro | $9 |");
  }

  @Test
  void aMatchInsideAnElementCutsAtItsStartAndCutsInsideListsAndTablesAreDropped() {
    // matches: "important" mid-paragraph; every list item; every table row (header included)
    RegexSplitPlanner planner = RegexSplitPlanner.builder(Scripted.answering(
        "{\"separator\": \"important|(?m)^- |(?m)^\\\\| \"}")).postProcessor(NO_MERGE).build();
    ParsedDocument doc = manual();
    ChunkPlan plan = planValidAsMade(planner, doc);
    ElementId note = doc.elements().stream().filter(e -> e.text().startsWith("This important"))
        .findFirst().orElseThrow().id();
    assertThat(firstIds(plan)).contains(note.value());
    // the list: a cut before its first item only; the table: before its header only
    assertThat(firstIds(plan)).contains("li1", "th1").doesNotContain("li2", "li3", "tr1", "tr2");
    assertThat(plan.provenance().configuration()).containsEntry("matches", "7")
        .containsEntry("cutsRefused", "4");
  }

  @Test
  void theModelReadsAbout8000TokensAndTheSeparatorRunsOverTheWholeDocument() {
    TestDocuments d = TestDocuments.named("long.md").heading(1, "Long");
    for (int s = 0; s < 40; s++) {
      d.heading(2, "Part " + s).paragraph(words("Part " + s + " text", 40));
    }
    ParsedDocument doc = d.build();
    assertThat(doc.totalTokens()).isGreaterThan(16_000);
    Scripted llm = Scripted.answering("{\"separator\": \"(?m)^## Part\"}");
    ChunkPlan plan = planValidAsMade(RegexSplitPlanner.builder(llm).build(), doc);
    String user = llm.requests.get(0).user();
    assertThat(TokenCounters.o200k().count(user)).isBetween(7_500, 8_200);
    assertThat(user).contains("The beginning of the document (").doesNotContain("Part 39");
    assertThat(plan.chunks()).hasSize(40);
    assertThat(doc.element(plan.chunks().get(39).get(0)).title()).isEqualTo("Part 39");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "not json at all | no JSON found in the answer",
      "{\"sep\": \"x\"} | the answer has no \"separator\" string",
      "{\"separator\": \"([\"} | the separator is not a valid regex",
      "{\"separator\": \"\\\\s*\"} | the separator matches empty text",
      "{\"separator\": \"((a+)+)\\\\2$\"} | the separator was stopped",
      "{\"separator\": \"no such words\"} | the separator gave no usable cut (0 matches",
      "{\"separator\": \"(?m)^2\\\\. \"} | the separator gave no usable cut (1 matches, 1 "
          + "inside tables or lists)"})
  @Timeout(30)
  void anUnusableAnswerFallsBackToTheRecursivePlanSayingWhy(String answer, String reason) {
    ParsedDocument doc = TestDocuments.named("odd.md").heading(1, "Odd")
        .paragraph("a".repeat(60) + "!").steps("One.", "Two.").paragraph(words("Tail", 30))
        .build();
    assertFellBack(RegexSplitPlanner.builder(Scripted.answering(answer)).build(), doc, reason);
  }

  @Test
  void aFailedOrTruncatedCallFallsBackToo() {
    ParsedDocument doc = manual();
    assertFellBack(RegexSplitPlanner.builder(Scripted.answering(null)).build(), doc,
        "timed out");
    assertFellBack(RegexSplitPlanner.builder(
        new Scripted("{\"separator\": \"(?m)^## ", FinishReason.LENGTH)).build(), doc,
        "was cut at the output limit");
  }

  private static void assertFellBack(RegexSplitPlanner planner, ParsedDocument doc,
      String reason) {
    ChunkPlan plan = planValidAsMade(planner, doc);
    PlanningContext context = planner.planningContext(CONFIGURED);
    assertThat(plan.chunks()).isEqualTo(RecursivePlanner.create().plan(doc, context).chunks());
    assertThat(plan.provenance().fellBack()).isTrue();
    assertThat(plan.provenance().windows().get(0).detail()).contains(reason);
    assertThat(plan.provenance().configuration()).containsEntry("fallback", "recursive:1100")
        .containsEntry("fallback.size", "1100");
  }

  @Test
  void theProviderIsListedByTheCoreLookup() {
    assertThat(ChunkPlanners.providers()).extracting(ChunkPlannerProvider::name)
        .contains("llm-regex", "recursive", "page");
  }
}
