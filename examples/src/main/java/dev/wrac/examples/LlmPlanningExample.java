package dev.wrac.examples;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmClients;
import dev.wrac.llm.PriceTable;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.llm.plan.PlanCache;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.Usage;
import java.nio.file.Path;

/**
 * Plans a document with an LLM (W-RAC) and prints its chunks and what they cost.
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
    LlmClient llm = LlmClients.fromEnvironment();
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
  }
}
