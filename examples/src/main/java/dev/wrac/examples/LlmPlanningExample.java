package dev.wrac.examples;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmClients;
import dev.wrac.llm.LlmConfigurationException;
import dev.wrac.llm.PriceTable;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.llm.plan.PlanCache;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome;
import java.nio.file.Path;
import java.util.List;

/**
 * Plans a document with an LLM (W-RAC) and prints its chunks and what they cost. A bad LLM
 * configuration exits 2 before any call; windows the model could not plan (planned by the
 * embedded planner instead, {@code FELL_BACK} in the provenance) are printed on standard error
 * and exit 3.
 *
 * <pre>
 * export WRAC_LLM_BASE_URL=http://localhost:11434/v1 WRAC_LLM_MODEL=qwen2.5:7b   # or an API key
 * java -cp ... dev.wrac.examples.LlmPlanningExample guide.md
 * </pre>
 */
public final class LlmPlanningExample {
  private LlmPlanningExample() {}

  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: LlmPlanningExample FILE");
      System.exit(2);
    }
    LlmClient llm;
    try {
      llm = LlmClients.fromEnvironment();
    } catch (LlmConfigurationException | IllegalArgumentException e) {
      // no key, no base URL, an unknown provider: say so before any call
      System.err.println("error: " + e.getMessage());
      System.exit(2);
      return;
    }
    Chunker wrac = Wrac.builder()
        .planner(LlmPlanner.builder(llm).cache(PlanCache.onDisk(Path.of(".wrac-cache"))).build())
        .build();
    ParsedDocument doc = wrac.parse(Path.of(args[0]));
    ChunkPlan plan = wrac.plan(doc);
    for (Chunk chunk : wrac.assemble(doc, plan)) {
      System.out.println("--- chunk " + chunk.index() + " (" + chunk.tokens() + " tokens)");
      System.out.println(chunk.text());
    }
    Usage usage = plan.provenance().usage();
    System.out.printf("%d calls, %d input (%d cached) and %d output tokens%s; windows: %s%n",
        usage.llmCalls(), usage.inputTokens(), usage.cachedInputTokens(), usage.outputTokens(),
        PriceTable.defaults().priceOf(llm.model())
            .map(p -> String.format(", $%.5f", p.usd(usage))).orElse(""),
        plan.provenance().windows().stream().map(w -> w.outcome().name()).toList());
    // a window the model could not plan was planned by the embedded planner: say so loudly
    List<WindowOutcome> fellBack = plan.provenance().windows().stream()
        .filter(w -> w.outcome() == WindowOutcome.Outcome.FELL_BACK).toList();
    for (WindowOutcome w : fellBack) {
      System.err.printf("warning: window %d (%s-%s) fell back to the structural planner: %s%n",
          w.index(), w.first().value(), w.last().value(), w.detail());
    }
    if (!fellBack.isEmpty()) {
      System.exit(3);
    }
  }
}
