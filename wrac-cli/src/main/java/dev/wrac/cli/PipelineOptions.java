package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.context.TokenBudget;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Options shared by the commands that plan: planner, budget, context, tokenizer. Checked before
 * any file is read: a bad value is a {@link UsageError} naming the option.
 */
final class PipelineOptions {
  @Option(names = "--planner", paramLabel = "NAME[:ARG]", defaultValue = "structural",
      description = "Planner: structural (default, embedded), sections, recursive[:S] "
          + "(split-then-merge up to S tokens; 1100 by default, 600 the small preset), page "
          + "(one chunk per page, slide or sheet, else per top-level section), or any planner on "
          + "the class path (llm, llm-regex, agentic, replay:<file or folder>). recursive and "
          + "page raise the default --max-tokens to what their chunks need.")
  String planner;

  @Option(names = "--max-tokens", paramLabel = "N",
      description = "Largest chunk in tokens, heading context included (default 512). Set "
          + "alone, the target and section sizes scale with it (1/4 and 3/4).")
  Integer maxTokens;

  @Option(names = "--target-tokens", paramLabel = "N",
      description = "Size small sections merge up to and large ones are cut to (default 128).")
  Integer targetTokens;

  @Option(names = "--section-tokens", paramLabel = "N",
      description = "Largest section kept as one chunk, between --target-tokens and "
          + "--max-tokens; a larger section is cut into pieces of about --target-tokens "
          + "(default 384).")
  Integer sectionTokens;

  @Option(names = "--heading-levels", paramLabel = "N", defaultValue = "3",
      description = "Enclosing headings shown before each chunk, 0-6 (default 3).")
  int headingLevels;

  @Option(names = "--tokenizer", paramLabel = "NAME", defaultValue = "o200k_base",
      description = "How tokens are counted for every size above: o200k_base (default, "
          + "GPT-4o/4.1), cl100k_base (GPT-4/3.5), approximate (fast, about 4 characters a "
          + "token). Use the one closest to your embedding model's tokenizer.")
  String tokenizer;

  @Mixin
  RouteOptions route;

  private Chunker base;

  /** The pipeline these options describe. */
  Chunker chunker() {
    if (base == null) {
      base = build(plannerOrUsageError(), route.apply(DocumentParsers.load()));
    }
    return base;
  }

  /**
   * The same pipeline with its planner wrapped (to watch what it does); shares the parsers,
   * planner and settings of {@link #chunker()}.
   */
  Chunker chunker(UnaryOperator<ChunkPlanner> wrap) {
    Chunker c = chunker();
    return build(wrap.apply(c.planner()), c.parsers());
  }

  private Chunker build(ChunkPlanner p, DocumentParsers parsers) {
    if (headingLevels < 0 || headingLevels > 6) {
      throw new UsageError("--heading-levels must be 0-6, was " + headingLevels);
    }
    Wrac.Builder builder = Wrac.builder()
        .planner(p)
        .tokenCounter(counter())
        .headingLevels(headingLevels)
        .parsers(parsers);
    if (maxTokens != null || targetTokens != null || sectionTokens != null) {
      builder.budget(budget()); // unset, a planner sized by its argument widens the default
    }
    try {
      return builder.build();
    } catch (IllegalArgumentException e) {
      throw new UsageError("--planner " + planner + ": " + Exit.oneLine(e)
          .replace("budget(TokenBudget)", "--max-tokens").replace("leave the budget unset",
              "leave --max-tokens, --target-tokens and --section-tokens unset"), e);
    }
  }

  private ChunkPlanner plannerOrUsageError() {
    budget();
    counter();
    try {
      return ChunkPlanners.byName(planner);
    } catch (RuntimeException e) {
      throw new UsageError("--planner " + planner + ": " + Exit.oneLine(e), e);
    }
  }

  private TokenCounter counter() {
    try {
      return TokenCounters.byName(tokenizer);
    } catch (IllegalArgumentException e) {
      throw new UsageError("--tokenizer: " + Exit.oneLine(e), e);
    }
  }

  /** The budget, each bad value named by its option. */
  TokenBudget budget() {
    positive("--max-tokens", maxTokens);
    positive("--target-tokens", targetTokens);
    positive("--section-tokens", sectionTokens);
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
    try {
      return budget.build();
    } catch (IllegalArgumentException e) {
      throw new UsageError(optionNames(e.getMessage())
          + " (sizes must keep --target-tokens <= --section-tokens <= --max-tokens)", e);
    }
  }

  private static void positive(String option, Integer value) {
    if (value != null && value < 1) {
      throw new UsageError(option + " must be at least 1, was " + value);
    }
  }

  /** "maxTokens 100 must be at least targetTokens 1000" in the options' own names. */
  static String optionNames(String message) {
    return message.replace("procedureMaxTokens", "the whole-procedure limit")
        .replace("minTokens", "the smallest chunk size")
        .replace("maxTokens", "--max-tokens")
        .replace("targetTokens", "--target-tokens")
        .replace("sectionTokens", "--section-tokens");
  }
}
