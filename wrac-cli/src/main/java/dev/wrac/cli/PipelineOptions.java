package dev.wrac.cli;

import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec;
import dev.wrac.Wrac;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Options shared by the commands that plan: the settings of a {@link ChunkerSpec}, one option
 * each ({@code --} and the setting's key), bound to the spec and built by
 * {@link Wrac.Builder#spec}. Checked before any file is read: a bad value is a
 * {@link UsageError} naming the option (the spec names it, spelled
 * {@link ChunkerSpec.Spelling#CLI}).
 */
final class PipelineOptions {
  @Option(names = "--planner", paramLabel = "NAME[:ARG]",
      description = "Planner: structural (default, embedded), sections, recursive[:S] "
          + "(split-then-merge up to S tokens; 1100 by default, 600 the small preset), page "
          + "(one chunk per page, slide or sheet, else per top-level section), or any planner on "
          + "the class path (llm, llm-regex, replay:<file or folder>). recursive and "
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

  @Option(names = "--min-tokens", paramLabel = "N",
      description = "Chunks smaller than this join a neighbour when the result fits "
          + "--max-tokens (default 64, at most --target-tokens).")
  Integer minTokens;

  @Option(names = "--procedure-max-tokens", paramLabel = "N",
      description = "Largest numbered procedure (steps) kept whole with its lead-in (default "
          + "1024, at least --max-tokens).")
  Integer procedureMaxTokens;

  @Option(names = "--heading-levels", paramLabel = "N",
      description = "Enclosing headings shown before each chunk, 0-6 (default 3).")
  Integer headingLevels;

  @Option(names = "--tokenizer", paramLabel = "NAME",
      description = "How tokens are counted for every size above: o200k_base (default, "
          + "GPT-4o/4.1), cl100k_base (GPT-4/3.5), approximate (fast, about 4 characters a "
          + "token). Use the one closest to your embedding model's tokenizer.")
  String tokenizer;

  @Option(names = "--window-elements", paramLabel = "N",
      description = "Elements per planning window of the LLM planners (default 60, at "
          + "least 2).")
  Integer windowElements;

  @Option(names = "--plan-cache", paramLabel = "DIR",
      description = "LLM planners: a folder where window answers are kept, so a re-run makes "
          + "no calls (default: WRAC_PLAN_CACHE, else in memory).")
  String planCache;

  @Option(names = "--levels", paramLabel = "SPECS", split = ",",
      description = "wrac chunk: chunk at several levels, leaves first, each a --planner spec "
          + "(structural,page or structural>page: structural leaves nested in page parents; 2 "
          + "to 8 levels, no two adjacent ones the same spec: structural:96,structural is two "
          + "sizes, so two levels) and write every chunk of every level, the leaves first, each line "
          + "with two more fields: level (0 for leaves) and parentId (the id of the chunk one "
          + "level up holding it; null at the top). Index the leaves; place them or their "
          + "parents in the context (SmallToBig, docs/hierarchy.md). With --previous/--delta "
          + "the change set covers every level (docs/incremental.md).")
  List<String> levels;

  @Option(names = "--embed-parents", arity = "0..1", paramLabel = "true|false",
      description = "wrac chunk --levels --delta: the chunks above the leaves are embedded "
          + "too (\"embed\": true when their text is new); default false: leaves only, "
          + "parents are upserted with \"embed\": false, as records for the parent store.")
  Boolean embedParents;

  @Option(names = "--parse-time-budget", paramLabel = "TIME",
      description = "The most time one document's parse may take, a whole number and a unit "
          + "(500ms, 30s, 2m, 1h); past it the document fails with TIMEOUT naming the stage "
          + "it was in (default: no budget). Checked between pages, parts and elements.")
  String parseTimeBudget;

  @Mixin
  RouteOptions route;

  private Chunker base;
  private String chunkSettings;

  /** The settings these options give, checked. */
  ChunkerSpec spec() {
    try {
      return ChunkerSpec.builder().spelling(ChunkerSpec.Spelling.CLI)
          .planner(planner).maxTokens(maxTokens).targetTokens(targetTokens)
          .sectionTokens(sectionTokens).minTokens(minTokens)
          .procedureMaxTokens(procedureMaxTokens).headingLevels(headingLevels)
          .tokenizer(tokenizer).route(route.route).transcriber(route.transcriber)
          .planningWindowElements(windowElements).planCache(planCache)
          .levels(levels).embedParents(embedParents).parseTimeBudget(parseTimeBudget)
          .build();
    } catch (IllegalArgumentException e) {
      throw new UsageError(Exit.oneLine(e), e);
    }
  }

  /**
   * The settings that shape chunks, in the spec's canonical string form (the plan cache and
   * the parse time budget left out: they change where answers are kept and whether a parse
   * may finish, not what the chunks are); empty for the defaults. Written
   * into chunk lines as {@link dev.wrac.json.ChunkJson#SETTINGS_FIELD}.
   */
  String chunkSettings() {
    if (chunkSettings == null) {
      chunkSettings = spec().chunkShaping().toString();
    }
    return chunkSettings;
  }

  /**
   * Refuses {@code --levels} on a command that plans one level ({@code plan}, {@code view}),
   * instead of ignoring it.
   */
  void requireOneLevel(String command) {
    if (levels != null && !levels.isEmpty()) {
      throw new UsageError("--levels is for wrac chunk (every level as JSON Lines); wrac "
          + command + " plans one level: use --planner");
    }
  }

  /** The pipeline these options describe. */
  Chunker chunker() {
    if (base == null) {
      base = build(Wrac.builder().spec(spec()));
    }
    return base;
  }

  private static Chunker build(Wrac.Builder builder) {
    try {
      return builder.build();
    } catch (IllegalArgumentException e) {
      throw new UsageError(Exit.oneLine(e), e);
    }
  }
}
