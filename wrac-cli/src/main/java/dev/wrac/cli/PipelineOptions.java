package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.plan.TokenBudget;
import dev.wrac.tokens.TokenCounters;
import picocli.CommandLine.Option;

/** Options shared by the commands that plan: planner, budget, context, tokenizer. */
final class PipelineOptions {
  @Option(names = "--planner", paramLabel = "NAME[:ARG]", defaultValue = "structural",
      description = "Planner: structural (default, embedded), sections, or any planner on the "
          + "class path (llm, agentic, replay:<file or folder>).")
  String planner;

  @Option(names = "--max-tokens", paramLabel = "N",
      description = "Largest chunk in tokens, heading context included (default 512).")
  Integer maxTokens;

  @Option(names = "--target-tokens", paramLabel = "N",
      description = "Size small sections merge up to and large ones are cut to (default 128).")
  Integer targetTokens;

  @Option(names = "--section-tokens", paramLabel = "N",
      description = "Largest section kept as one chunk; larger ones are cut to the target "
          + "(default 384).")
  Integer sectionTokens;

  @Option(names = "--heading-levels", paramLabel = "N", defaultValue = "3",
      description = "Enclosing headings shown before each chunk, 0-6 (default 3).")
  int headingLevels;

  @Option(names = "--tokenizer", paramLabel = "NAME", defaultValue = "o200k_base",
      description = "Token counter: o200k_base (default), cl100k_base, approximate.")
  String tokenizer;

  /** The pipeline these options describe. */
  Chunker chunker() {
    TokenBudget.Builder budget = TokenBudget.builder();
    if (maxTokens != null) {
      budget.maxTokens(maxTokens);
    }
    if (targetTokens != null) {
      budget.targetTokens(targetTokens);
    }
    if (sectionTokens != null) {
      budget.sectionTokens(sectionTokens);
    }
    return Wrac.builder()
        .planner(ChunkPlanners.byName(planner))
        .tokenCounter(TokenCounters.byName(tokenizer))
        .budget(budget.build())
        .headingLevels(headingLevels)
        .build();
  }
}
