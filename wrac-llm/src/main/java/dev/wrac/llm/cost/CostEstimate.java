package dev.wrac.llm.cost;

import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.plan.AgenticChunker;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.model.ParsedDocument;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.tokens.TokenCounter;
import java.util.List;

/**
 * Counts what planning a document with an LLM costs, without calling one. W-RAC: the planner's
 * real prompts, window by window, and as answers the embedded structural planner's plan encoded
 * in the planner's answer format. Agentic baseline: its real prompt, and as output the
 * document's own text (it writes every element out again). Tokens are counted with the context's
 * token counter. Immutable and thread-safe.
 */
public final class CostEstimate {
  /** The planners are only asked for their prompts: a call would be a bug. */
  private static final LlmClient NO_CALLS = new LlmClient() {
    @Override
    public LlmResponse complete(LlmRequest request) {
      throw new LlmPermanentException("a cost estimate makes no LLM call");
    }

    @Override
    public String model() {
      return "cost-estimate";
    }
  };

  private final LlmPlanner wrac;
  private final AgenticChunker agentic = AgenticChunker.using(NO_CALLS);

  private CostEstimate(LlmPlanner wrac) {
    this.wrac = wrac;
  }

  /** An estimate with the W-RAC planner's default prompt settings. */
  public static CostEstimate defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The cost of planning {@code doc} each way under {@code context}'s budget and tokenizer. */
  public DocumentCost estimate(ParsedDocument doc, PlanningContext context) {
    TokenCounter tokens = context.tokenCounter();
    List<PlanningWindow> windows = wrac.windows(doc, context);
    long in = 0;
    long out = 0;
    StructuralPlanner structural = StructuralPlanner.create();
    for (PlanningWindow window : windows) {
      in += tokens(tokens, wrac.request(doc, context, window, windows.size()));
      out += tokens.count(LlmPlanner.encodeAnswer(doc,
          structural.plan(doc, context, window.from(), window.to()).chunks()));
    }
    long agenticIn = tokens(tokens, agentic.request(doc, context));
    long agenticOut = tokens.count(AgenticChunker.fullText(doc));
    return new DocumentCost(doc.name(), windows.size(), in, out, agenticIn, agenticOut);
  }

  private static long tokens(TokenCounter tokens, LlmRequest request) {
    return (long) tokens.count(request.system()) + tokens.count(request.user());
  }

  /** Prompt settings of the W-RAC planner being costed. */
  public static final class Builder {
    private final LlmPlanner.Builder planner = LlmPlanner.builder(NO_CALLS);

    private Builder() {}

    /** Text tokens shown per element in the W-RAC prompt (the planner's default if unset). */
    public Builder previewTokens(int previewTokens) {
      planner.previewTokens(previewTokens);
      return this;
    }

    /** Whole element texts in the W-RAC prompt instead of previews. */
    public Builder fullText(boolean fullText) {
      planner.fullText(fullText);
      return this;
    }

    /** Elements per W-RAC planning window (the planner's default if unset). */
    public Builder windowElements(int windowElements) {
      planner.windowElements(windowElements);
      return this;
    }

    public CostEstimate build() {
      return new CostEstimate(planner.build());
    }
  }
}
