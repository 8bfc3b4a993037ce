package dev.wrac;

import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.AssemblyOptions;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.context.TokenBudget;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyLevel;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkDelta;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ChunkUpdate;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parse.ParserRouteProvider;
import dev.wrac.parse.RowContent;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.plan.PlannerEnvironment;
import dev.wrac.plan.PlannerSpec;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.plan.WindowedPlanner;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import dev.wrac.validate.PlanValidator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A configured pipeline: parse, plan, validate and repair, assemble. Made by
 * {@link #builder()} (or {@link Wrac#builder()}, the same) or {@link #from(ChunkerSpec)};
 * immutable and thread-safe.
 *
 * <pre>{@code
 * Chunker chunker = Chunker.builder().maxTokens(800).build();
 * List<Chunk> chunks = chunker.chunk(chunker.parse(Path.of("guide.md")));
 * }</pre>
 */
public final class Chunker {
  private final DocumentParsers parsers;
  private final ParseOptions parseOptions;
  private final ChunkPlanner planner;
  private final PlanningContext context;
  private final ChunkAssembler assembler;
  private final ChunkerListener.Factory listeners;
  private final List<HierarchyLevel> levels;
  private final boolean hierarchical;
  private final boolean embedParents;

  private Chunker(DocumentParsers parsers, ParseOptions parseOptions, ChunkPlanner planner,
      PlanningContext context, ChunkerListener.Factory listeners, List<HierarchyLevel> levels,
      boolean hierarchical, boolean embedParents) {
    this.levels = List.copyOf(levels);
    this.hierarchical = hierarchical;
    this.embedParents = embedParents;
    this.parsers = parsers;
    this.parseOptions = parseOptions;
    this.planner = planner;
    this.context = context;
    this.assembler = new ChunkAssembler(context.assembly());
    this.listeners = listeners;
  }

  /**
   * This chunker reporting every document to {@code listener} (instead of the builder's
   * {@link Builder#listenerFactory factory}): it shares the parsers, the planner and every
   * setting, and is as cheap to make as a wrapper, so a caller may make one per file to
   * collect that file's events.
   */
  public Chunker withListener(ChunkerListener listener) {
    java.util.Objects.requireNonNull(listener, "listener");
    return new Chunker(parsers, parseOptions, planner, context, document -> listener, levels,
        hierarchical, embedParents);
  }

  private ChunkerListener listener(String document) {
    ChunkerListener l = listeners.create(document);
    return l == null ? ChunkerListener.NONE : l;
  }

  /** A builder for a configured chunker; every setting has a default. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The chunker of {@code spec}: {@code Chunker.builder().spec(spec).build()}.
   *
   * @throws ChunkerSpecException if the planner, token counter or route of {@code spec} cannot
   *     be made, naming the setting in the spec's spelling
   */
  public static Chunker from(ChunkerSpec spec) {
    return builder().spec(spec).build();
  }

  /**
   * Parses a file with the parser for its extension.
   *
   * @throws dev.wrac.parse.DocumentParseException naming the file and the problem
   */
  public ParsedDocument parse(Path file) {
    return parse(DocumentSource.of(file));
  }

  /**
   * Parses a source with the parser for its media type or extension.
   *
   * @throws dev.wrac.parse.DocumentParseException naming the document and the problem
   */
  public ParsedDocument parse(DocumentSource source) {
    DocumentParser parser = parsers.forSource(source);
    ChunkerListener listener = listener(source.name());
    long start = System.nanoTime();
    ParsedDocument document = parser.parse(source, parseOptions);
    listener.parsed(document, System.nanoTime() - start);
    return document;
  }

  /**
   * Plans a document and repairs the plan if needed: the result is always valid, and its
   * provenance records any repair.
   */
  public ChunkPlan plan(ParsedDocument document) {
    return plan(document, listener(document.name()));
  }

  private ChunkPlan plan(ParsedDocument document, ChunkerListener listener) {
    long start = System.nanoTime();
    PlanningContext reporting = context.withListener(listener);
    ChunkPlan plan = planner.plan(document, reporting);
    ChunkPlan repaired = PlanValidator.repair(document, plan, reporting);
    listener.planned(document, repaired, System.nanoTime() - start);
    return repaired;
  }

  /**
   * Plans and assembles a document: its chunks in order, assembled verbatim from the repaired
   * plan ({@link ChunkAssembler}), so they equal {@link #assemble} of {@link #plan}.
   */
  public List<Chunk> chunk(ParsedDocument document) {
    return chunk(document, listener(document.name()));
  }

  private List<Chunk> chunk(ParsedDocument document, ChunkerListener listener) {
    ChunkPlan plan = plan(document, listener);
    return assemble(document, plan, listener);
  }

  private List<Chunk> assemble(ParsedDocument document, ChunkPlan plan,
      ChunkerListener listener) {
    long start = System.nanoTime();
    List<Chunk> chunks = new ChunkAssembler(context.assembly()).assemble(document, plan);
    listener.assembled(document, chunks, System.nanoTime() - start);
    return chunks;
  }

  /**
   * Chunks a document at every level configured with {@link Builder#levels} (default:
   * structural leaves under page parents): leaves to index, parents to place in the context
   * with {@link dev.wrac.hierarchy.SmallToBig}. Each level alone is a valid plan; children
   * nest in their parents. See {@link ChunkHierarchy#of}.
   */
  public ChunkHierarchy hierarchy(ParsedDocument document) {
    return ChunkHierarchy.of(document, levels);
  }

  /** The levels {@link #hierarchy} plans, leaves first, each with its planning context. */
  public List<HierarchyLevel> levels() {
    return levels;
  }

  /**
   * Whether the levels were set ({@link Builder#levels}): then the front ends write every chunk
   * of every level, each with its level and parent, instead of flat chunks. The one rule of
   * what makes output hierarchical.
   */
  public boolean hierarchical() {
    return hierarchical;
  }

  /**
   * Whether the chunks above the leaves are embedded too ({@link Builder#embedParents}); never
   * true unless {@link #hierarchical()}.
   */
  public boolean embedParents() {
    return embedParents;
  }

  /**
   * Chunks a file of any size with bounded memory; see {@link #chunk(DocumentSource, Consumer)}.
   */
  public long chunk(Path file, Consumer<? super Chunk> sink) {
    return chunk(DocumentSource.of(file), sink);
  }

  /**
   * Chunks a source of any size with bounded memory: the parser hands out the document in
   * segments ({@link DocumentParser#parseSegments}; Markdown over 512 Ki characters is cut at
   * top-level headings, streamed HTML pages every few thousand elements between top-level
   * blocks), each segment is planned, repaired and assembled alone, and the chunks
   * go to {@code sink} in document order with indexes counted across the whole document. For
   * documents below the segment size the chunks equal {@link #chunk(ParsedDocument)}'s.
   *
   * @return the number of chunks
   * @throws dev.wrac.parse.DocumentParseException naming the document and the problem
   */
  public long chunk(DocumentSource source, Consumer<? super Chunk> sink) {
    DocumentParser parser = parsers.forSource(source);
    ChunkerListener listener = listener(source.name());
    long[] count = {0};
    // parse time of a segment: from the end of the previous segment's work to its arrival
    long[] resumed = {System.nanoTime()};
    parser.parseSegments(source, parseOptions, segment -> {
      listener.parsed(segment, System.nanoTime() - resumed[0]);
      for (Chunk c : chunk(segment, listener)) {
        sink.accept(count[0] == c.index() ? c : c.withIndex((int) count[0]));
        count[0]++;
      }
      resumed[0] = System.nanoTime();
    });
    return count[0];
  }

  /**
   * Assembles a given plan (for example one read back with {@link dev.wrac.json.PlanJson}) for
   * the very document it was made for.
   *
   * @throws dev.wrac.validate.PlanMismatchException if the plan names another document or
   *     another version of it (a different fingerprint)
   * @throws dev.wrac.validate.InvalidPlanException if the plan does not fit the document
   */
  public List<Chunk> assemble(ParsedDocument document, ChunkPlan plan) {
    PlanValidator.requireSameDocument(document, plan);
    PlanValidator.requireValid(document, plan, context);
    return assembler.assemble(document, plan);
  }

  /**
   * Re-uses a plan made for another version of {@code document}: the plan is taken over for
   * this version (its name and fingerprint), validated and repaired like a planner's answer
   * (ids no longer known are dropped, new elements go to fallback chunks), then assembled.
   * The repairs are in the plan's provenance; see {@link #plan} for the rules.
   */
  public List<Chunk> assembleRevalidated(ParsedDocument document, ChunkPlan plan) {
    ChunkPlan rebased = new ChunkPlan(document.name(), document.fingerprint(), plan.chunks(),
        plan.provenance());
    return assembler.assemble(document, PlanValidator.repair(document, rebased, context));
  }

  /**
   * Chunks a new version of a document incrementally: the planning windows whose elements did
   * not change keep the previous chunks, only the changed windows are planned again (an LLM
   * planner calls its model for those only), and the result says exactly what changed.
   *
   * <p>A window is unchanged when the previous chunks holding its elements hold exactly its
   * elements and, assembled again from {@code document}, give the same chunks (same
   * {@link Chunk#id()}, that is the same element ids and text with heading context, and the
   * same embed text, context ids and token counts; index, span and heading path may change).
   * For a planner that is not a {@link WindowedPlanner} the whole document is planned again;
   * the delta is exact either way. {@code previous} must come from this configuration
   * (planner, budget, headings): after changing it, chunk from scratch.
   *
   * <pre>{@code
   * ChunkUpdate u = chunker.update(previousChunks, chunker.parse(Path.of("guide.md")));
   * u.delta().deleted();   // ids to delete from the store
   * u.delta().upserted();  // chunks to embed and store
   * }</pre>
   *
   * @param previous the chunks of the previous version, as {@link #chunk(ParsedDocument)} gave
   *     them (any order; empty for a new document: every chunk is then an upsert)
   * @throws IllegalArgumentException if a previous chunk belongs to another document, or two
   *     share an id
   */
  public ChunkUpdate update(List<Chunk> previous, ParsedDocument document) {
    for (Chunk c : previous) {
      if (!c.document().equals(document.name())) {
        throw new IllegalArgumentException("Previous chunk " + c.index() + " belongs to '"
            + c.document() + "', not to '" + document.name() + "'");
      }
    }
    ChunkerListener listener = listener(document.name());
    if (!(planner instanceof WindowedPlanner windowed)) {
      ChunkPlan plan = plan(document, listener);
      List<Chunk> chunks = assemble(document, plan, listener);
      int windows = document.isEmpty() ? 0 : 1;
      return new ChunkUpdate(chunks, plan, ChunkDelta.between(previous, chunks), windows,
          windows);
    }
    long start = System.nanoTime();
    PlanningContext reporting = context.withListener(listener);
    List<PlanningWindow> windows = windowed.windows(document, reporting);
    WindowReuse.Reuse reused = WindowReuse.match(document, windows, previous,
        context.assembly());
    List<PlanningWindow> changed = new ArrayList<>();
    for (int w = 0; w < windows.size(); w++) {
      if (reused.changed(w)) {
        changed.add(windows.get(w));
      }
    }
    ChunkPlan fresh = windowed.planWindows(document, reporting, changed);
    ChunkPlan merged = ChunkPlan.of(document,
        WindowReuse.merge(document, windows, reused, fresh.chunks()), fresh.provenance());
    ChunkPlan plan = PlanValidator.repair(document, merged, reporting);
    listener.planned(document, plan, System.nanoTime() - start);
    // a plan repair left alone is assembled window by window: the unchanged ones are done
    List<Chunk> chunks;
    if (plan == merged) {
      long assembling = System.nanoTime();
      chunks = WindowReuse.assemble(document, windows, reused, fresh.chunks(),
          context.assembly());
      listener.assembled(document, chunks, System.nanoTime() - assembling);
    } else {
      chunks = assemble(document, plan, listener);
    }
    return new ChunkUpdate(chunks, plan, ChunkDelta.between(previous, chunks), windows.size(),
        changed.size());
  }

  /**
   * {@link #update(List, ParsedDocument)} from the previous version and its plan (for example
   * read back with {@link dev.wrac.json.PlanJson}): the plan alone holds ids, not texts, so the
   * previous version is needed to tell which windows changed.
   *
   * @throws dev.wrac.validate.PlanMismatchException if {@code previousPlan} was not made for
   *     {@code previousDocument}
   * @throws dev.wrac.validate.InvalidPlanException if it does not fit it
   */
  public ChunkUpdate update(ParsedDocument previousDocument, ChunkPlan previousPlan,
      ParsedDocument document) {
    if (!previousDocument.name().equals(document.name())) {
      throw new IllegalArgumentException("The previous version is '" + previousDocument.name()
          + "', not '" + document.name() + "'");
    }
    return update(assemble(previousDocument, previousPlan), document);
  }

  /** The planner in use. */
  public ChunkPlanner planner() {
    return planner;
  }

  /**
   * Budget, assembly options, token counter and window size in use: as configured, with the
   * budget's maximum widened for a planner sized by its own setting
   * ({@link ChunkPlanner#planningContext}).
   */
  public PlanningContext context() {
    return context;
  }

  /** The parse options in use. */
  public ParseOptions parseOptions() {
    return parseOptions;
  }

  /** The parsers in use. */
  public DocumentParsers parsers() {
    return parsers;
  }

  /** The assembly options in use. */
  public AssemblyOptions assembly() {
    return context.assembly();
  }

  /**
   * Configures a {@link Chunker}: the one place a setting is defined and bounded. Every setting
   * has a default; a bad value fails in the setter, naming the setting (each bound is checked
   * by the value type that owns it: {@link TokenBudget}, {@link AssemblyOptions},
   * {@link PlanningContext}, {@link ParseOptions}). The settings named in
   * {@link ChunkerSpec.Setting} take the same values in the string form ({@code max-tokens=800}
   * is {@link #maxTokens maxTokens(800)}); {@link #spec} applies a whole spec.
   *
   * <pre>{@code
   * Chunker chunker = Chunker.builder().planner("recursive:600").maxTokens(800)
   *     .headingLevels(2).build();
   * }</pre>
   */
  public static final class Builder {
    /** The names of the budget sizes, in the order errors list them. */
    private static final List<String> SIZES = List.of("maxTokens", "targetTokens",
        "sectionTokens", "minTokens", "procedureMaxTokens");
    private static final int MAX_LEVELS = 8;

    private UnaryOperator<String> names = UnaryOperator.identity();
    private ChunkPlanner planner;
    private PlannerSpec plannerSpec;
    private TokenCounter tokenCounter;
    private String tokenizer;
    private TokenBudget budget = TokenBudget.DEFAULT;
    private String budgetSetBy;
    private final TokenBudget.Builder sizes = TokenBudget.builder();
    private final List<String> sizesSet = new ArrayList<>();
    private AssemblyOptions assembly = AssemblyOptions.DEFAULT;
    private Integer maxElementTokens;
    private ParseOptions parse = ParseOptions.builder().build();
    private int windowElements = PlanningContext.DEFAULT_WINDOW_ELEMENTS;
    private String route = ROUTE_OFFLINE;
    private String transcriber = "ocr";
    private String planCache;
    private PlannerEnvironment plannerEnvironment = PlannerEnvironment.EMPTY;
    private DocumentParsers parsers;
    private final List<DocumentParser> extraParsers = new ArrayList<>();
    private ChunkerListener.Factory listenerFactory = ChunkerListener.Factory.NONE;
    private List<PlannerSpec> levelSpecs;
    private List<ChunkPlanner> levelPlanners;
    private boolean embedParents;

    private Builder() {}

    /**
     * Every setting {@code spec} sets, by its builder method ({@link ChunkerSpec#applyTo});
     * errors, here and in {@link #build()}, then name settings in the spec's spelling
     * ({@code --max-tokens}, {@code wrac.max-tokens}). A later call of a setter wins over the
     * spec's value. Every front end builds its chunker this way.
     *
     * @throws ChunkerSpecException naming a setting the spec's value breaks a bound of
     * @throws IllegalStateException if the budget was set already and the spec sets a size
     */
    public Builder spec(ChunkerSpec spec) {
      return Objects.requireNonNull(spec, "spec").applyTo(this);
    }

    /** How errors name settings from now on (a spec's spelling): {@code maxTokens} to its name. */
    Builder names(UnaryOperator<String> names) {
      this.names = Objects.requireNonNull(names, "names");
      return this;
    }

    /** The planner; default {@link StructuralPlanner}. */
    public Builder planner(ChunkPlanner planner) {
      this.planner = Objects.requireNonNull(planner, "planner");
      this.plannerSpec = null;
      return this;
    }

    /**
     * The planner by its spec, {@code name[:argument]} ({@link PlannerSpec}): {@code structural}
     * (default), {@code sections}, {@code recursive[:S]}, {@code page}, or any planner on the
     * class path ({@code llm[:model]}, {@code adaptive[:A+B]}, {@code replay:PATH}), found with
     * {@link ChunkPlanners#byName(PlannerSpec, PlannerEnvironment)} in {@link #build()}.
     *
     * @throws IllegalArgumentException if the spec has no name
     */
    public Builder planner(String spec) {
      this.plannerSpec = parsed("planner", spec);
      this.planner = null;
      return this;
    }

    /** The token counter for element sizes and budgets; default o200k_base. */
    public Builder tokenCounter(TokenCounter tokenCounter) {
      this.tokenCounter = Objects.requireNonNull(tokenCounter, "tokenCounter");
      this.tokenizer = null;
      return this;
    }

    /**
     * The token counter by name ({@link TokenCounters#byName}): {@code o200k_base} (default),
     * {@code cl100k_base}, {@code approximate}, {@code jtokkit:ENCODING}; found in
     * {@link #build()}.
     */
    public Builder tokenizer(String name) {
      this.tokenizer = Objects.requireNonNull(name, "tokenizer");
      this.tokenCounter = null;
      return this;
    }

    /**
     * What planner providers may use besides their argument when the planner is given by its
     * spec: variables over the process environment, objects such as a plan cache. Default:
     * none ({@link PlannerEnvironment#EMPTY}). {@link #planCache} is added as the variable
     * {@code WRAC_PLAN_CACHE} unless set here.
     */
    public Builder plannerEnvironment(PlannerEnvironment environment) {
      this.plannerEnvironment = Objects.requireNonNull(environment, "environment");
      return this;
    }

    /**
     * The whole budget; see {@link TokenBudget}.
     *
     * @throws IllegalStateException if a size or {@link #maxChunkTokens} was set: both set the
     *     budget
     */
    public Builder budget(TokenBudget budget) {
      Objects.requireNonNull(budget, "budget");
      claimBudget("budget(TokenBudget)");
      this.budget = budget;
      return this;
    }

    /**
     * The largest chunk in tokens and nothing else of the budget: the other sizes scale with
     * it. Same as {@link #maxTokens} alone; kept for its name.
     *
     * @throws IllegalArgumentException if not positive
     * @throws IllegalStateException if {@link #budget} or a size was set: both set the budget
     */
    public Builder maxChunkTokens(int maxChunkTokens) {
      TokenBudget scaled = TokenBudget.builder().maxTokens(maxChunkTokens).build();
      claimBudget("maxChunkTokens(int)");
      this.budget = scaled;
      return this;
    }

    /**
     * Largest chunk in tokens, heading context included; default 512, or what a planner sized
     * by its argument needs. Set alone, the other sizes scale with it (target 1/4, min 1/8,
     * section 3/4, procedures 2x).
     */
    public Builder maxTokens(int tokens) {
      return size("maxTokens", () -> sizes.maxTokens(tokens));
    }

    /** The size small sections merge up to and large ones are cut to; default 128. */
    public Builder targetTokens(int tokens) {
      return size("targetTokens", () -> sizes.targetTokens(tokens));
    }

    /** Largest section kept as one chunk, between target and max; default 384. */
    public Builder sectionTokens(int tokens) {
      return size("sectionTokens", () -> sizes.sectionTokens(tokens));
    }

    /** Chunks smaller than this join a neighbour, at most the target; default 64. */
    public Builder minTokens(int tokens) {
      return size("minTokens", () -> sizes.minTokens(tokens));
    }

    /** Largest numbered procedure kept whole with its lead-in, at least max; default 1024. */
    public Builder procedureMaxTokens(int tokens) {
      return size("procedureMaxTokens", () -> sizes.procedureMaxTokens(tokens));
    }

    private Builder size(String name, Runnable set) {
      checked(set);
      if (sizesSet.isEmpty()) {
        claimBudget(name + "(int)");
      }
      if (!sizesSet.contains(name)) {
        sizesSet.add(name);
        sizesSet.sort(java.util.Comparator.comparingInt(SIZES::indexOf));
      }
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

    /**
     * The budget the sizes give, checked in order.
     *
     * @throws IllegalArgumentException naming the sizes out of order
     */
    TokenBudget budget() {
      if (sizesSet.isEmpty()) {
        return budget;
      }
      try {
        return sizes.build(names);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(e.getMessage() + " (sizes must keep "
            + String.join(" <= ", List.of(names.apply("minTokens"), names.apply("targetTokens"),
                names.apply("sectionTokens"), names.apply("maxTokens"),
                names.apply("procedureMaxTokens"))) + ")", e);
      }
    }

    /** Enclosing headings shown before each chunk, 0–6 ({@link AssemblyOptions}); default 3. */
    public Builder headingLevels(int headingLevels) {
      checked(() -> assembly = new AssemblyOptions(headingLevels, assembly.repeatIntros()));
      return this;
    }

    /** Whether split tables repeat their header and split lists their lead-in; default true. */
    public Builder repeatIntros(boolean repeatIntros) {
      assembly = new AssemblyOptions(assembly.headingLevels(), repeatIntros);
      return this;
    }

    /**
     * Elements longer than this are cut at parse time (see {@link ParseOptions}), at least 16;
     * default: {@link ParseOptions#maxElementTokensFor} of the budget's {@code maxTokens} (448
     * for the default budget, the same as {@link ParseOptions#DEFAULT_MAX_ELEMENT_TOKENS}).
     */
    public Builder maxElementTokens(int maxElementTokens) {
      checked(() -> parse = parse.toBuilder().maxElementTokens(maxElementTokens).build());
      this.maxElementTokens = maxElementTokens;
      return this;
    }

    /**
     * What the element of a table row holds ({@link ParseOptions#rowContent()}), by name, case
     * ignored: {@code cells} (default: the cells joined by {@code " | "}), {@code sentences}
     * (one self-contained sentence per row from the column headers, {@code "Plan: Basic;
     * Price: 5 EUR"}: the D-RAC rule, so a row retrieved alone still says what its values
     * are), or {@code format-default} (sentences for office documents and PDF, cells for the
     * others).
     *
     * @throws IllegalArgumentException if it names none of them
     */
    public Builder rowContent(String rowContent) {
      String wanted = Objects.requireNonNull(rowContent, "rowContent").strip();
      RowContent chosen = java.util.Arrays.stream(RowContent.values())
          .filter(r -> r.name().replace('_', '-').equalsIgnoreCase(wanted)).findFirst()
          .orElseThrow(() -> new IllegalArgumentException(names.apply("rowContent")
              + " must be cells, sentences or format-default, was '" + rowContent + "'"));
      parse = parse.toBuilder().rowContent(chosen).build();
      return this;
    }

    /** Documents longer than this many characters are refused; default 512 Mi. */
    public Builder maxSourceChars(long maxSourceChars) {
      checked(() -> parse = parse.toBuilder().maxSourceChars(maxSourceChars).build());
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
      checked(() -> parse = parse.toBuilder().timeBudget(budget).build());
      return this;
    }

    /**
     * Elements per planning window for window-by-window planners ({@link PlanningContext});
     * default {@link PlanningContext#DEFAULT_WINDOW_ELEMENTS}, at least 2.
     */
    public Builder planningWindowElements(int windowElements) {
      checked(() -> new PlanningContext(TokenBudget.DEFAULT, assembly,
          TokenCounters.approximate(), windowElements));
      this.windowElements = windowElements;
      return this;
    }

    /**
     * How office documents, PDF and images are read: {@code offline} (default, their text) or
     * {@code pages} (the D-RAC page route of wrac-pages), or another {@link ParserRouteProvider}
     * on the class path. Case is ignored.
     *
     * @throws IllegalArgumentException if no such route is known
     */
    public Builder route(String route) {
      String r = Objects.requireNonNull(route, "route").strip().toLowerCase(Locale.ROOT);
      List<String> known = routes();
      if (!known.contains(r)) {
        throw new IllegalArgumentException(names.apply("route") + " must be "
            + String.join(" or ", known) + ", was '" + route + "'");
      }
      this.route = r;
      return this;
    }

    /** The page route's transcriber: {@code ocr} (default, Tesseract) or {@code llm}. */
    public Builder transcriber(String transcriber) {
      this.transcriber = Objects.requireNonNull(transcriber, "transcriber");
      return this;
    }

    /**
     * Where LLM planners keep their window answers so a re-run makes no calls: a folder (a
     * Hadoop path in the Spark job), given to planner providers as {@code WRAC_PLAN_CACHE};
     * default: that variable, else in memory.
     */
    public Builder planCache(String location) {
      this.planCache = Objects.requireNonNull(location, "planCache");
      return this;
    }

    /**
     * The levels of {@link Chunker#hierarchy}, leaves first, each a planner spec as
     * {@link ChunkPlanners#byName} reads it, found in {@link #build()}; default
     * {@link ChunkHierarchy#DEFAULT_LEVELS} ({@code "structural:96", "structural",
     * "top-sections"}). From 2 to 8 levels, no two adjacent ones the same spec (name ignoring
     * case, and argument: the upper would repeat the lower chunk for chunk;
     * {@code structural:96} below {@code structural} is two sizes, so two levels). Set, the
     * chunker is {@link Chunker#hierarchical()}. {@link Chunker#chunk} is not affected.
     *
     * <pre>{@code
     * Chunker c = Wrac.builder().levels("structural", "page").build();
     * ChunkHierarchy h = c.hierarchy(c.parse(Path.of("guide.md")));
     * }</pre>
     *
     * @throws IllegalArgumentException naming the setting and the specs if a spec has no name,
     *     two adjacent levels have the same spec, or there are fewer than 2 or more than 8
     */
    public Builder levels(String... specs) {
      String given = String.join(ChunkerSpec.LEVEL_SEPARATOR, specs);
      List<PlannerSpec> parsed = new ArrayList<>();
      for (String spec : specs) {
        try {
          parsed.add(PlannerSpec.parse(Objects.requireNonNull(spec, "level spec").strip()));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(names.apply("levels") + " " + spec.strip() + ": "
              + e.getMessage(), e);
        }
      }
      requireLevelCount(parsed.size(), given);
      for (int l = 1; l < parsed.size(); l++) {
        PlannerSpec below = parsed.get(l - 1);
        PlannerSpec above = parsed.get(l);
        if (above.name().equalsIgnoreCase(below.name())
            && above.argument().equals(below.argument())) {
          throw new IllegalArgumentException(names.apply("levels") + " '" + given + "': "
              + repeats(l, above.toString()) + ", such as " + defaultLevels());
        }
      }
      this.levelSpecs = List.copyOf(parsed);
      this.levelPlanners = null;
      return this;
    }

    /**
     * The levels of {@link Chunker#hierarchy} as planners, leaves first; see
     * {@link #levels(String...)}.
     *
     * @throws IllegalArgumentException if there are fewer than 2 or more than 8, or the same
     *     planner object is two adjacent levels (the upper would repeat the lower)
     */
    public Builder levels(List<ChunkPlanner> planners) {
      requireLevelCount(planners.size(), planners.stream().map(ChunkPlanner::name)
          .collect(java.util.stream.Collectors.joining(ChunkerSpec.LEVEL_SEPARATOR)));
      for (int l = 1; l < planners.size(); l++) {
        if (planners.get(l) == planners.get(l - 1)) {
          throw new IllegalArgumentException(names.apply("levels") + ": "
              + repeats(l, "the same planner (" + planners.get(l).name() + ")"));
        }
      }
      this.levelPlanners = List.copyOf(planners);
      this.levelSpecs = null;
      return this;
    }

    private void requireLevelCount(int count, String given) {
      if (count < 2 || count > MAX_LEVELS) {
        throw new IllegalArgumentException(names.apply("levels") + " needs at least two "
            + "planner specs and at most " + MAX_LEVELS + ", leaves first, such as "
            + defaultLevels() + "; got '" + given + "'");
      }
    }

    private static String repeats(int l, String what) {
      return "levels " + (l - 1) + " and " + l + " are " + (what.startsWith("the same")
          ? what : "both " + what) + ", so level " + l + " would repeat level " + (l - 1)
          + " chunk for chunk; give each level a different planner or size";
    }

    private static String defaultLevels() {
      return String.join(ChunkerSpec.LEVEL_SEPARATOR, ChunkHierarchy.DEFAULT_LEVELS);
    }

    /**
     * Whether the chunks above the leaves of a hierarchy are embedded too; default
     * {@code false}: the leaves alone, the parents kept as records. It changes what an index
     * holds, not the chunks; only a {@link #levels hierarchical} chunker takes it ({@link
     * #build()} refuses it otherwise).
     */
    public Builder embedParents(boolean embedParents) {
      this.embedParents = embedParents;
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

    /**
     * Uses these parsers instead of discovering them with ServiceLoader ({@link #route} still
     * replaces those of the formats it reads).
     */
    public Builder parsers(DocumentParsers parsers) {
      this.parsers = Objects.requireNonNull(parsers, "parsers");
      return this;
    }

    /**
     * Checks the rules across settings without building: the budget's sizes in order, and
     * {@link #embedParents} only with {@link #levels}.
     *
     * @throws IllegalArgumentException naming the settings
     */
    void checkSettings() {
      budget();
      if (embedParents && levelSpecs == null && levelPlanners == null) {
        throw new ChunkerSpecException("embedParents", names.apply("embedParents")
            + " is for a chunk hierarchy: add " + names.apply("levels") + " (such as "
            + names.apply("levels") + " structural>page); a flat run embeds every chunk", null);
      }
    }

    /**
     * The configured pipeline: the planner, token counter, route and levels given by name are
     * found now.
     *
     * @throws ChunkerSpecException if one of them cannot be made, naming the setting
     * @throws IllegalStateException if {@code maxElementTokens} exceeds the budget's maximum
     * @throws IllegalArgumentException if the settings break a rule across them
     *     ({@link #checkSettings}), or the planner needs a larger maximum than the budget the
     *     caller set ({@link ChunkPlanner#planningContext})
     */
    public Chunker build() {
      checkSettings();
      TokenBudget configuredBudget = budget();
      TokenCounter counter = tokenCounter != null ? tokenCounter : tokenizer == null
          ? TokenCounters.defaultCounter()
          : resolve("tokenizer", null, () -> TokenCounters.byName(tokenizer));
      ChunkPlanner chosen = planner != null ? planner : plannerSpec == null
          ? StructuralPlanner.create()
          : resolve("planner", plannerSpec.toString(),
              () -> ChunkPlanners.byName(plannerSpec, environment()));
      DocumentParsers base = routeOver(parsers != null ? parsers : DocumentParsers.load());
      DocumentParsers all = extraParsers.isEmpty() ? base : base.with(extraParsers);
      if (maxElementTokens != null && maxElementTokens > configuredBudget.maxTokens()) {
        throw new IllegalStateException("maxElementTokens " + maxElementTokens
            + " exceeds the budget's maxTokens " + configuredBudget.maxTokens()
            + ": one element would not fit a chunk");
      }
      int elementTokens = maxElementTokens != null ? maxElementTokens
          : ParseOptions.maxElementTokensFor(configuredBudget.maxTokens());
      ParseOptions parseOptions = parse.toBuilder().tokenCounter(counter)
          .maxElementTokens(elementTokens).build();
      PlanningContext configured = new PlanningContext(configuredBudget, assembly, counter,
          windowElements);
      List<ChunkPlanner> levels = levelPlanners != null ? levelPlanners : new ArrayList<>();
      if (levelPlanners == null) {
        List<PlannerSpec> specs = levelSpecs != null ? levelSpecs
            : ChunkHierarchy.DEFAULT_LEVELS.stream().map(PlannerSpec::parse).toList();
        for (PlannerSpec level : specs) {
          levels.add(levelSpecs == null ? ChunkPlanners.byName(level.toString())
              : resolve("levels", level.toString(),
                  () -> ChunkPlanners.byName(level, environment())));
        }
      }
      List<HierarchyLevel> hierarchy = new ArrayList<>();
      for (ChunkPlanner p : levels) {
        hierarchy.add(HierarchyLevel.of(p, configured)); // each level sized as it asks
      }
      PlanningContext context;
      try {
        context = plannersContext(chosen, configured, configuredBudget);
      } catch (IllegalArgumentException e) {
        if (plannerSpec == null) {
          throw e;
        }
        throw settingError("planner", plannerSpec.toString(), e);
      }
      return new Chunker(all, parseOptions, chosen, context, listenerFactory, hierarchy,
          levelSpecs != null || levelPlanners != null, embedParents);
    }

    /**
     * The context the planner asks for ({@link ChunkPlanner#planningContext}): a planner sized
     * by its own setting widens the default budget's maximum. A budget the caller set
     * explicitly is not overridden: if it is too small for the planner, that is an error.
     * Elements stay cut at the configured budget's size, so every planner sees the same
     * elements of a document.
     */
    private PlanningContext plannersContext(ChunkPlanner planner, PlanningContext configured,
        TokenBudget configuredBudget) {
      PlanningContext wanted = planner.planningContext(configured);
      int needed = wanted.budget().maxTokens();
      if (budgetSetBy != null && needed > configuredBudget.maxTokens()) {
        throw new IllegalArgumentException("Planner '" + planner.name() + "' makes chunks of up "
            + "to " + needed + " tokens, but " + budgetSetBy() + " set the maximum to "
            + configuredBudget.maxTokens() + ": " + budgetUnset() + " or raise its maximum to "
            + needed);
      }
      return wanted;
    }

    /** What set the budget, in the caller's names: {@code --max-tokens}, {@code budget(...)}. */
    private String budgetSetBy() {
      if (sizesSet.isEmpty()) {
        return budgetSetBy;
      }
      List<String> set = sizesSet.stream().map(names).toList();
      return sizesSet.contains("maxTokens") ? names.apply("maxTokens")
          : String.join(" and ", set) + " (with " + names.apply("maxTokens")
              + " at its default)";
    }

    private String budgetUnset() {
      if (sizesSet.isEmpty()) {
        return "leave the budget unset";
      }
      List<String> set = sizesSet.stream().map(names).toList();
      return "leave " + (set.size() == 1 ? set.get(0)
          : String.join(", ", set.subList(0, set.size() - 1)) + " and "
              + set.get(set.size() - 1)) + " unset";
    }

    /** The parsers of the route over {@code loaded}. */
    private DocumentParsers routeOver(DocumentParsers loaded) {
      if (route.equals(ROUTE_OFFLINE)) {
        return loaded;
      }
      ParserRouteProvider provider = ParserRouteProvider.providers().stream()
          .filter(p -> p.name().equalsIgnoreCase(route)).findFirst()
          .orElseThrow(() -> new ChunkerSpecException("route", names.apply("route") + " "
              + route + ": no such route on the class path"
              + (route.equals(ROUTE_PAGES) ? "; add the wrac-pages dependency" : ""), null));
      try {
        return provider.over(loaded, transcriber);
      } catch (RuntimeException e) {   // an unknown transcriber, an LLM that cannot be made
        throw settingError("transcriber", transcriber, e);
      }
    }

    private PlannerEnvironment environment() {
      if (planCache == null
          || plannerEnvironment.variables().containsKey("WRAC_PLAN_CACHE")) {
        return plannerEnvironment;
      }
      return PlannerEnvironment.builder().variables(plannerEnvironment.variables())
          .variable("WRAC_PLAN_CACHE", planCache).extensions(plannerEnvironment).build();
    }

    /** {@code make}'s result, or its failure as an error naming {@code setting}. */
    private <T> T resolve(String setting, String value, Supplier<T> make) {
      try {
        return make.get();
      } catch (ChunkerSpecException e) {
        throw e;
      } catch (RuntimeException e) {   // unknown name, or an LLM configuration that cannot work
        if (e instanceof IllegalArgumentException || !setting.equals("tokenizer")) {
          throw settingError(setting, value, e);
        }
        throw e;
      }
    }

    private ChunkerSpecException settingError(String setting, String value,
        RuntimeException cause) {
      return new ChunkerSpecException(setting, names.apply(setting)
          + (value == null ? "" : " " + value) + ": " + cause.getMessage(), cause);
    }

    private PlannerSpec parsed(String setting, String spec) {
      try {
        return PlannerSpec.parse(Objects.requireNonNull(spec, setting));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(names.apply(setting) + ": " + e.getMessage(), e);
      }
    }

    /**
     * Runs a value type's check; its error names the value by its component, which is renamed
     * to the caller's name of the setting ({@code windowElements} to
     * {@code planningWindowElements}, {@code --window-elements}).
     */
    private void checked(Runnable check) {
      try {
        check.run();
      } catch (IllegalArgumentException e) {
        String message = String.valueOf(e.getMessage());
        int space = message.indexOf(' ');
        String component = space < 0 ? message : message.substring(0, space);
        String setting = switch (component) {
          case "windowElements" -> "planningWindowElements";
          case "timeBudget" -> "parseTimeBudget";
          default -> component;
        };
        throw new IllegalArgumentException(names.apply(setting)
            + message.substring(component.length()), e);
      }
    }
  }

  static final String ROUTE_OFFLINE = "offline";
  static final String ROUTE_PAGES = "pages";

  /** {@code offline}, {@code pages} and any other route on the class path. */
  static List<String> routes() {
    List<String> known = new ArrayList<>(List.of(ROUTE_OFFLINE, ROUTE_PAGES));
    for (ParserRouteProvider p : ParserRouteProvider.providers()) {
      String name = p.name().toLowerCase(Locale.ROOT);
      if (!known.contains(name)) {
        known.add(name);
      }
    }
    return known;
  }
}
