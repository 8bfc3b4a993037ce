package dev.wrac.llm.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.context.PlanningContext;
import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.RandomDocuments;
import dev.wrac.validate.PlanValidator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Whatever separator the model answers, the plan is valid as made and covers the document. */
class RegexSplitPlannerProperties {
  @Provide
  Arbitrary<ParsedDocument> documents() {
    return RandomDocuments.documents(40);
  }

  @Provide
  Arbitrary<String> answers() {
    return Arbitraries.of("(?m)^#", "(?m)^## ", "\\\\.", "e", "(?m)^- ", "(?m)^\\\\| ",
        "(?m)^\\\\d+\\\\. ", "[", "a*", "gamma|delta", "((a+)+)\\\\2$", "(?m)^(?=#)")
        .map(regex -> "{\"separator\": \"" + regex + "\"}");
  }

  @Property(tries = 200)
  void anySeparatorGivesAPlanValidAsMade(@ForAll("documents") ParsedDocument doc,
      @ForAll("answers") String answer) {
    LlmClient llm = new LlmClient() {
      @Override
      public LlmResponse complete(LlmRequest request) {
        return new LlmResponse(answer, FinishReason.STOP, model(), Usage.ofCall(100, 0, 10));
      }

      @Override
      public String model() {
        return "scripted";
      }
    };
    RegexSplitPlanner planner = RegexSplitPlanner.builder(llm).build();
    PlanningContext context = planner.planningContext(PlanningContext.defaults());
    ChunkPlan plan = planner.plan(doc, context);
    assertThat(PlanValidator.validate(doc, plan, context).summary()).isEqualTo("no issues");
    PlanInvariants.assertCovers(doc, plan, context);
  }
}
