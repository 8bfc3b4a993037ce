package dev.wrac;

import dev.wrac.context.AssemblyOptions;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyLevel;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.plan.PlannerEnvironment;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The entry point: parse a document into elements, plan its chunks, assemble them verbatim.
 *
 * <pre>{@code
 * ParsedDocument doc = Wrac.parse(Path.of("guide.md"));   // parser chosen by ServiceLoader
 * ChunkPlan plan = Wrac.plan(doc);                         // embedded planner, no network
 * List<Chunk> chunks = Wrac.chunk(doc);                    // plan + validate + assemble
 * }</pre>
 * The static methods use the defaults ({@link StructuralPlanner}, o200k tokens,
 * {@link TokenBudget#DEFAULT}, three heading levels of context). {@link #builder()} configures
 * a {@link Chunker} with other settings.
 */
public final class Wrac {
  private Wrac() {}

  private static final class Defaults {
    static final Chunker INSTANCE = builder().build();
  }

  /** The default pipeline. */
  public static Chunker defaults() {
    return Defaults.INSTANCE;
  }

  /** Parses a file with the parser found for its extension. */
  public static ParsedDocument parse(Path file) {
    return defaults().parse(file);
  }

  /** Parses a source with the parser found for its media type or extension. */
  public static ParsedDocument parse(DocumentSource source) {
    return defaults().parse(source);
  }

  /** Plans a document with the embedded planner; the plan is valid. */
  public static ChunkPlan plan(ParsedDocument document) {
    return defaults().plan(document);
  }

  /** Plans and assembles a document with the defaults. */
  public static List<Chunk> chunk(ParsedDocument document) {
    return defaults().chunk(document);
  }

  /** Assembles a plan (validated first) with the default assembly options. */
  public static List<Chunk> assemble(ParsedDocument document, ChunkPlan plan) {
    return defaults().assemble(document, plan);
  }

  /** A builder for a configured {@link Chunker}. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Configures a {@link Chunker}. Every option has a default; a bad value fails in the setter,
   * naming the option.
   */
  public static final class Builder {
    private ChunkPlanner planner = StructuralPlanner.create();
    private TokenCounter tokenCounter = TokenCounters.defaultCounter();
    private TokenBudget budget = TokenBudget.DEFAULT;
    private int headingLevels = AssemblyOptions.DEFAULT.headingLevels();
    private boolean repeatIntros = AssemblyOptions.DEFAULT.repeatIntros();
    private Integer maxElementTokens;
    private long maxSourceChars = ParseOptions.DEFAULT_MAX_SOURCE_CHARS;
    private int windowElements = PlanningContext.DEFAULT_WINDOW_ELEMENTS;
    private String budgetSetBy;
    private String budgetUnset = "leave the budget unset";
    private ChunkerSpec spec;
    private boolean plannerFromSpec;
    private boolean tokenizerFromSpec;
    private PlannerEnvironment plannerEnvironment = PlannerEnvironment.EMPTY;
    private DocumentParsers parsers;
    private final List<DocumentParser> extraParsers = new ArrayList<>();
    private ChunkerListener.Factory listenerFactory = ChunkerListener.Factory.NONE;
    private List<ChunkPlanner> levels = List.of();
    private boolean levelsFromSpec;
    private Duration parseTimeBudget = Duration.ZERO;

    private Builder() {}

    /** The planner; default {@link StructuralPlanner}. */
    public Builder planner(ChunkPlanner planner) {
      this.planner = Objects.requireNonNull(planner, "planner");
      this.plannerFromSpec = false;
      return this;
    }

    /** The token counter for element sizes and budgets; default o200k_base. */
    public Builder tokenCounter(TokenCounter tokenCounter) {
      this.tokenCounter = Objects.requireNonNull(tokenCounter, "tokenCounter");
      this.tokenizerFromSpec = false;
      return this;
    }

    /**
     * Every setting of {@code spec}: the budget (when it sets a size), heading levels, window
     * size and parse time budget now; the planner and the {@link #levels} (when it sets them) ({@link ChunkPlanners#byName(dev.wrac.plan.PlannerSpec,
     * PlannerEnvironment)} with {@link #plannerEnvironment}), the token counter and the route
     * (over the discovered parsers) in {@link #build()}. A later {@link #planner},
     * {@link #tokenCounter}, {@link #levels} or {@link #parsers} call wins over the spec's (parsers given
     * explicitly are used as they are, without the spec's route). This is the one place a
     * chunker is built from settings: every front end calls it.
     *
     * @throws IllegalStateException if the budget was set already and the spec sets a size
     */
    public Builder spec(ChunkerSpec spec) {
      this.spec = Objects.requireNonNull(spec, "spec");
      this.plannerFromSpec = true;
      this.tokenizerFromSpec = true;
      this.levelsFromSpec = !spec.levels().isEmpty();
      headingLevels(spec.headingLevels());
      planningWindowElements(spec.planningWindowElements());
      spec.parseTimeBudget().ifPresent(this::parseTimeBudget);
      if (spec.hasBudget()) {
        List<String> set = spec.budgetNames();
        String max = spec.nameOf(ChunkerSpec.Setting.MAX_TOKENS);
        claimBudget(spec.maxTokens().isPresent() ? max
            : String.join(" and ", set) + " (with " + max + " at its default)");
        this.budget = spec.budget();
        this.budgetUnset = "leave " + (set.size() == 1 ? set.get(0)
            : String.join(", ", set.subList(0, set.size() - 1)) + " and "
                + set.get(set.size() - 1)) + " unset";
      }
      return this;
    }

    /**
     * What planner providers may use besides their argument when the planner comes from a
     * {@link #spec}: variables over the process environment, objects such as a plan cache.
     * Default: none ({@link PlannerEnvironment#EMPTY}). The spec's {@code plan-cache} is added
     * as the variable {@code WRAC_PLAN_CACHE} unless set here.
     */
    public Builder plannerEnvironment(PlannerEnvironment environment) {
      this.plannerEnvironment = Objects.requireNonNull(environment, "environment");
      return this;
    }

    /**
     * The whole budget; see {@link TokenBudget}.
     *
     * @throws IllegalStateException if {@link #maxChunkTokens} was called: both set the budget
     */
    public Builder budget(TokenBudget budget) {
      Objects.requireNonNull(budget, "budget");
      claimBudget("budget(TokenBudget)");
      this.budget = budget;
      return this;
    }

    /**
     * The largest chunk in tokens, heading context included; the other budget values scale
     * with it (see {@link TokenBudget.Builder}). Default 512.
     *
     * @throws IllegalArgumentException if not positive
     * @throws IllegalStateException if {@link #budget} was called: both set the budget
     */
    public Builder maxChunkTokens(int maxChunkTokens) {
      TokenBudget scaled = TokenBudget.builder().maxTokens(maxChunkTokens).build();
      claimBudget("maxChunkTokens(int)");
      this.budget = scaled;
      return this;
    }

    /** One call sets the budget: a second, conflicting one is refused rather than ignored. */
    private void claimBudget(String call) {
      if (budgetSetBy != null) {
        throw new IllegalStateException(call + " conflicts with the earlier " + budgetSetBy
            + ": both set the budget; use budget(TokenBudget.builder()...build()) alone");
      }
      budgetSetBy = call;
    }

    /** Enclosing headings shown before each chunk, 0–6; default 3. */
    public Builder headingLevels(int headingLevels) {
      if (headingLevels < 0 || headingLevels > 6) {
        throw new IllegalArgumentException("headingLevels must be 0-6, was " + headingLevels);
      }
      this.headingLevels = headingLevels;
      return this;
    }

    /** Whether split tables repeat their header and split lists their lead-in; default true. */
    public Builder repeatIntros(boolean repeatIntros) {
      this.repeatIntros = repeatIntros;
      return this;
    }

    /**
     * Elements longer than this are cut at parse time (see {@link ParseOptions}); default:
     * {@link ParseOptions#maxElementTokensFor} of the budget's {@code maxTokens} (448 for the
     * default budget, the same as {@link ParseOptions#DEFAULT_MAX_ELEMENT_TOKENS}).
     */
    public Builder maxElementTokens(int maxElementTokens) {
      if (maxElementTokens < 16) {
        throw new IllegalArgumentException("maxElementTokens must be at least 16, was "
            + maxElementTokens);
      }
      this.maxElementTokens = maxElementTokens;
      return this;
    }

    /** Documents longer than this many characters are refused; default 512 Mi. */
    public Builder maxSourceChars(long maxSourceChars) {
      if (maxSourceChars < 1) {
        throw new IllegalArgumentException("maxSourceChars must be positive, was "
            + maxSourceChars);
      }
      this.maxSourceChars = maxSourceChars;
      return this;
    }

    /**
     * Elements per planning window for window-by-window planners; default
     * {@link PlanningContext#DEFAULT_WINDOW_ELEMENTS}, at least 2.
     */
    public Builder planningWindowElements(int windowElements) {
      if (windowElements < 2) {
        throw new IllegalArgumentException("planningWindowElements must be at least 2, was "
            + windowElements);
      }
      this.windowElements = windowElements;
      return this;
    }

    /**
     * The most time one document's parse may take ({@link ParseOptions#timeBudget()}): past it
     * the parse fails with {@link dev.wrac.parse.DocumentParseException.Reason#TIMEOUT} naming
     * the stage. Default {@link Duration#ZERO}: no budget.
     *
     * @throws IllegalArgumentException if negative
     */
    public Builder parseTimeBudget(Duration budget) {
      Objects.requireNonNull(budget, "budget");
      if (budget.isNegative()) {
        throw new IllegalArgumentException("parseTimeBudget must not be negative, was " + budget);
      }
      this.parseTimeBudget = budget;
      return this;
    }

    /**
     * The levels of {@link Chunker#hierarchy}, leaves first, each a planner spec as
     * {@link ChunkPlanners#byName} reads it; default {@link ChunkHierarchy#DEFAULT_LEVELS}
     * ({@code "structural:96", "structural", "top-sections"}: small structural leaves inside
     * structural sections inside top-level sections, whole across page and slide breaks). From
     * 2 to 8 levels. {@link Chunker#chunk} is not affected.
     *
     * <pre>{@code
     * Chunker c = Wrac.builder().levels("structural", "page").build();
     * ChunkHierarchy h = c.hierarchy(c.parse(Path.of("guide.md")));
     * }</pre>
     *
     * @throws IllegalArgumentException naming the option and the spec if a spec names no
     *     planner, if two adjacent levels have the same spec (name ignoring case, and argument:
     *     the upper would repeat the lower chunk for chunk), or there are fewer than 2 or more
     *     than 8
     */
    public Builder levels(String... specs) {
      List<ChunkPlanner> planners = new ArrayList<>();
      List<dev.wrac.plan.PlannerSpec> parsed = new ArrayList<>();
      for (String spec : specs) {
        try {
          parsed.add(dev.wrac.plan.PlannerSpec.parse(Objects.requireNonNull(spec, "level spec")));
          planners.add(ChunkPlanners.byName(spec));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("levels: level " + planners.size() + " '" + spec
              + "': " + e.getMessage(), e);
        }
      }
      int repeated = ChunkerSpec.repeatedLevel(parsed);
      if (repeated > 0) {
        throw new IllegalArgumentException("levels " + parsed + ": "
            + ChunkerSpec.repeatedLevelProblem(parsed, repeated));
      }
      return levels(planners);
    }

    /**
     * The levels of {@link Chunker#hierarchy} as planners, leaves first; see
     * {@link #levels(String...)}.
     *
     * @throws IllegalArgumentException if there are fewer than 2 or more than 8, or the same
     *     planner object is two adjacent levels (the upper would repeat the lower)
     */
    public Builder levels(List<ChunkPlanner> planners) {
      if (planners.size() < 2 || planners.size() > 8) {
        throw new IllegalArgumentException("levels takes 2 to 8 planners, leaves first; got "
            + planners.size());
      }
      for (int l = 1; l < planners.size(); l++) {
        if (planners.get(l) == planners.get(l - 1)) {
          throw new IllegalArgumentException("levels: levels " + (l - 1) + " and " + l
              + " are the same planner (" + planners.get(l).name() + "), so level " + l
              + " would repeat level " + (l - 1) + " chunk for chunk; give each level a "
              + "different planner or size");
        }
      }
      this.levels = List.copyOf(planners);
      this.levelsFromSpec = false;
      return this;
    }

    /** Adds a parser, preferred over discovered ones of equal priority; no ServiceLoader needed. */
    public Builder parser(DocumentParser parser) {
      extraParsers.add(Objects.requireNonNull(parser, "parser"));
      return this;
    }

    /**
     * Makes a {@link ChunkerListener} for each document the chunker handles (once per call:
     * parse, plan, chunk, update); default none. See {@link Chunker#withListener} for one
     * listener per caller instead.
     */
    public Builder listenerFactory(ChunkerListener.Factory listenerFactory) {
      this.listenerFactory = Objects.requireNonNull(listenerFactory, "listenerFactory");
      return this;
    }

    /** Reports every document to {@code listener} (it must be thread-safe); default none. */
    public Builder listener(ChunkerListener listener) {
      Objects.requireNonNull(listener, "listener");
      return listenerFactory(document -> listener);
    }

    /** Uses exactly these parsers instead of discovering them with ServiceLoader. */
    public Builder parsers(DocumentParsers parsers) {
      this.parsers = Objects.requireNonNull(parsers, "parsers");
      return this;
    }

    /**
     * The configured pipeline.
     *
     * @throws IllegalStateException if {@code maxElementTokens} exceeds the budget's maximum
     * @throws IllegalArgumentException if the planner needs a larger maximum than the budget the
     *     caller set ({@link ChunkPlanner#planningContext})
     */
    public Chunker build() {
      if (spec != null) {
        return fromSpec(spec);
      }
      return build(planner, tokenCounter, parsers != null ? parsers : DocumentParsers.load(),
          levels);
    }

    /** The spec's token counter, planner and route where no explicit call replaced them. */
    private Chunker fromSpec(ChunkerSpec spec) {
      TokenCounter counter = !tokenizerFromSpec ? tokenCounter : resolve(spec,
          ChunkerSpec.Setting.TOKENIZER, () -> TokenCounters.byName(spec.tokenizer()));
      ChunkPlanner chosen = !plannerFromSpec ? planner : resolve(spec,
          ChunkerSpec.Setting.PLANNER, () -> ChunkPlanners.byName(spec.planner(), environment()));
      DocumentParsers base = parsers != null ? parsers : spec.routeOver(DocumentParsers.load());
      List<ChunkPlanner> levelPlanners = levels;
      if (levelsFromSpec) {
        levelPlanners = new ArrayList<>();
        for (dev.wrac.plan.PlannerSpec level : spec.levels()) {
          try {
            levelPlanners.add(ChunkPlanners.byName(level, environment()));
          } catch (IllegalArgumentException e) {
            throw new ChunkerSpecException(ChunkerSpec.Setting.LEVELS, spec.nameOf(
                ChunkerSpec.Setting.LEVELS) + " " + level + ": " + e.getMessage(), e);
          }
        }
      }
      try {
        return build(chosen, counter, base, levelPlanners);
      } catch (IllegalArgumentException e) {   // the planner needs a larger maximum
        throw spec.error(ChunkerSpec.Setting.PLANNER, e);
      }
    }

    private PlannerEnvironment environment() {
      if (spec.planCache().isEmpty()
          || plannerEnvironment.variables().containsKey("WRAC_PLAN_CACHE")) {
        return plannerEnvironment;
      }
      return PlannerEnvironment.builder().variables(plannerEnvironment.variables())
          .variable("WRAC_PLAN_CACHE", spec.planCache().get())
          .extensions(plannerEnvironment).build();
    }

    /** {@code make}'s result, or its failure as an error naming {@code setting} of the spec. */
    private static <T> T resolve(ChunkerSpec spec, ChunkerSpec.Setting setting, Supplier<T> make) {
      try {
        return make.get();
      } catch (ChunkerSpecException e) {
        throw e;
      } catch (IllegalArgumentException e) {
        throw spec.error(setting, e);
      } catch (RuntimeException e) {
        if (setting == ChunkerSpec.Setting.PLANNER) {
          throw spec.error(setting, e);   // such as an LLM configuration that cannot work
        }
        throw e;
      }
    }

    private Chunker build(ChunkPlanner planner, TokenCounter tokenCounter,
        DocumentParsers base, List<ChunkPlanner> levels) {
      DocumentParsers all = extraParsers.isEmpty() ? base : base.with(extraParsers);
      if (maxElementTokens != null && maxElementTokens > budget.maxTokens()) {
        throw new IllegalStateException("maxElementTokens " + maxElementTokens
            + " exceeds the budget's maxTokens " + budget.maxTokens()
            + ": one element would not fit a chunk");
      }
      int elementTokens = maxElementTokens != null ? maxElementTokens
          : ParseOptions.maxElementTokensFor(budget.maxTokens());
      ParseOptions parseOptions = ParseOptions.builder().tokenCounter(tokenCounter)
          .maxElementTokens(elementTokens).maxSourceChars(maxSourceChars)
          .timeBudget(parseTimeBudget).build();
      PlanningContext configured = new PlanningContext(budget,
          new AssemblyOptions(headingLevels, repeatIntros), tokenCounter, windowElements);
      List<ChunkPlanner> levelPlanners = levels.isEmpty()
          ? ChunkHierarchy.DEFAULT_LEVELS.stream().map(ChunkPlanners::byName).toList() : levels;
      List<HierarchyLevel> hierarchy = new ArrayList<>();
      for (ChunkPlanner p : levelPlanners) {
        hierarchy.add(HierarchyLevel.of(p, configured)); // each level sized as it asks
      }
      return new Chunker(all, parseOptions, planner, plannersContext(planner, configured),
          listenerFactory, hierarchy);
    }

    /**
     * The context the planner asks for ({@link ChunkPlanner#planningContext}): a planner sized
     * by its own setting widens the default budget's maximum. A budget the caller set
     * explicitly is not overridden: if it is too small for the planner, that is an error.
     * Elements stay cut at the configured budget's size, so every planner sees the same
     * elements of a document.
     */
    private PlanningContext plannersContext(ChunkPlanner planner, PlanningContext configured) {
      PlanningContext wanted = planner.planningContext(configured);
      int needed = wanted.budget().maxTokens();
      if (budgetSetBy != null && needed > budget.maxTokens()) {
        throw new IllegalArgumentException("Planner '" + planner.name() + "' makes chunks of up "
            + "to " + needed + " tokens, but " + budgetSetBy + " set the maximum to "
            + budget.maxTokens() + ": " + budgetUnset + " or raise its maximum to " + needed);
      }
      return wanted;
    }
  }
}
