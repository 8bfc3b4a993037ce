package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.FinishReason;
import dev.langchain4j.model.output.TokenUsage;
import dev.wrac.Wrac;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.WindowOutcome;
import dev.wrac.parse.DocumentSource;
import dev.wrac.testing.PlanInvariants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The adapter turns a langchain4j model (here one that answers a fixed plan) into a planner. */
class LangChain4jLlmClientTest {
  @Test
  void aChatModelPlansThroughTheAdapter() {
    List<ChatRequest> seen = new ArrayList<>();
    ChatModel model = new ChatModel() {
      @Override
      public ChatResponse doChat(ChatRequest request) {
        seen.add(request);
        return ChatResponse.builder()
            .aiMessage(AiMessage.from("```json\n{\"chunks\":[[\"h1-p2\"],[\"h3-li2\"]]}\n```"))
            .tokenUsage(new TokenUsage(420, 12)).finishReason(FinishReason.STOP)
            .modelName("local-model").build();
      }
    };
    ParsedDocument doc = Wrac.parse(DocumentSource.ofText("faq.md",
        "# FAQ\n\n## Cards\n\nCards work abroad.\n\nFees apply.\n\n## Branches\n\n- Open at nine\n"
            + "- Closed on Sundays\n"));
    ChunkPlan plan = Wrac.builder().planner(LlmPlanner.using(new LangChain4jLlmClient(model,
        "local-model"))).build().plan(doc);

    PlanInvariants.assertCovers(doc, plan);
    assertThat(plan.provenance().windows()).extracting(WindowOutcome::outcome)
        .containsExactly(WindowOutcome.Outcome.ACCEPTED);
    assertThat(plan.provenance().usage().inputTokens()).isEqualTo(420);
    assertThat(plan.provenance().usage().outputTokens()).isEqualTo(12);
    assertThat(seen.get(0).messages().get(0)).isInstanceOf(SystemMessage.class);
    assertThat(((UserMessage) seen.get(0).messages().get(1)).singleText()).contains("h1 ");
    assertThat(seen.get(0).parameters().maxOutputTokens()).isEqualTo(1024);
  }
}
