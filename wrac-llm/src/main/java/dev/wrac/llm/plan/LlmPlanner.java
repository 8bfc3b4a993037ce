package dev.wrac.llm.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.context.PlanningWindow;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmException;
import dev.wrac.llm.LlmPermanentException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.ResponseFormat;
import dev.wrac.llm.plan.internal.CacheKeys;
import dev.wrac.llm.plan.internal.PlanPrompt;
import dev.wrac.llm.plan.internal.Warnings;
import dev.wrac.llm.plan.internal.WindowPool;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.PlanProvenance;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.plan.PlanningWindows;
import dev.wrac.plan.StructuralPlanner;
import dev.wrac.plan.WindowedPlanner;
import dev.wrac.validate.PlanValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The W-RAC planner: a language model decides which elements go together, answering with
 * element IDs only; the text of every chunk is then copied verbatim from the document.
 *
 * <pre>{@code
 * LlmClient llm = LlmClients.fromEnvironment();
 * Chunker wrac = Wrac.builder().planner(LlmPlanner.using(llm)).build();
 * ChunkPlan plan = wrac.plan(doc);                     // valid whatever the model answered
 * Usage usage = plan.provenance().usage();             // calls, input/cached/output tokens
 * double usd = PriceTable.defaults().usd(llm.model(), usage);
 * }</pre>
 *
 * <p>How a document is planned:
 * <ol>
 *   <li>It is cut into windows of at most {@link PlanningContext#windowElements()} elements
 *       ({@link PlanningWindows}); each window is one request, and windows are sent
 *       concurrently (at most {@code parallelism} at once, default the client's
 *       {@link LlmClient#maxConcurrentRequests()}). Results keep document order.
 *   <li>The request carries the W-RAC rules and budget (system message) and one line per
 *       element: ID, token count and a preview of its text ({@code previewTokens}, default
 *       12, headings whole), plus the headings that enclose the window.
 *   <li>The answer ({@code {"chunks":[["h2-p4"],["p5","li1-li6"]]}}, ranges allowed,
 *       headings optional) is read leniently. IDs that are unknown, outside the window,
 *       duplicated or missing are repaired by {@link PlanValidator#repairIds}. An answer that
 *       is empty, not JSON, cut at the output limit, or places fewer than
 *       {@code minCoverage} (default 0.5) of the window's elements gets one retry that quotes
 *       the problem; if that fails too, or the call itself fails, the window is planned by
 *       {@link StructuralPlanner}.
 *   <li>Each window's outcome (accepted, repaired, retried, fell back, cached) and usage is
 *       recorded in the plan's {@link PlanProvenance}, with the model and
 *       {@link #PROMPT_VERSION}. A document with fallbacks is logged (one SLF4J warning
 *       naming the document, the windows and the first reason) and
 *       {@link PlanProvenance#fellBack()} is true.
 * </ol>
 * Usable answers are cached per window ({@link PlanCache}, default in memory) under a key made
 * of the window's element content, the whole configuration ({@link PlanningContext#describe()}
 * and this planner's settings), the planner's name and version, the model and the prompt
 * version, so a re-run over unchanged documents makes no call. Fallbacks, failed calls and
 * truncated answers are never cached: the next run asks again. The plan never contains text the model wrote:
 * it holds IDs of the document's own elements. Thread-safe.
 */
public final class LlmPlanner implements WindowedPlanner {
  private static final Logger LOG = LoggerFactory.getLogger(LlmPlanner.class);
  /** The planner's name in provenance and {@code --planner llm}. */
  public static final String NAME = "llm";
  /** Bumped whenever the same answers could give a different plan. */
  public static final String VERSION = "2";
  /** The version of the prompt and answer format. */
  public static final String PROMPT_VERSION = PlanPrompt.VERSION;

  private final LlmClient llm;
  private final PlanCache cache;
  private final int previewTokens;
  private final boolean fullText;
  private final double minCoverage;
  private final int maxOutputTokens;
  private final Double temperature;
  private final Long seed;
  private final boolean structuredOutput;
  private final Integer windowElements;
  private final WindowPool pool;

  private LlmPlanner(Builder b) {
    this.llm = b.llm;
    this.cache = b.cache;
    this.previewTokens = b.previewTokens;
    this.fullText = b.fullText;
    this.minCoverage = b.minCoverage;
    this.maxOutputTokens = b.maxOutputTokens;
    this.temperature = b.temperature;
    this.seed = b.seed;
    this.structuredOutput = b.structuredOutput;
    this.windowElements = b.windowElements;
    this.pool = new WindowPool("wrac-llm-planner",
        b.parallelism != null ? b.parallelism : llm.maxConcurrentRequests());
  }

  /** A planner with the defaults, asking {@code llm}. */
  public static LlmPlanner using(LlmClient llm) {
    return builder(llm).build();
  }

  /** A builder for a planner asking {@code llm}. */
  public static Builder builder(LlmClient llm) {
    return new Builder(llm);
  }

  @Override
  public String name() {
    return NAME;
  }

  /** The client in use. */
  public LlmClient client() {
    return llm;
  }

  /** The windows {@code doc} is planned in. */
  @Override
  public List<PlanningWindow> windows(ParsedDocument doc, PlanningContext context) {
    return PlanningWindows.split(doc, windowSize(context));
  }

  /** The request sent for one window (as counted by {@code wrac cost}). */
  public LlmRequest request(ParsedDocument doc, PlanningContext context, PlanningWindow window,
      int windowCount) {
    LlmRequest.Builder r = LlmRequest.builder()
        .system(PlanPrompt.system(context))
        .user(PlanPrompt.user(doc, window, windowCount, context.tokenCounter(), previewTokens,
            fullText))
        .responseFormat(structuredOutput ? ResponseFormat.jsonSchema("chunk_plan", PlanPrompt.SCHEMA)
            : ResponseFormat.JSON)
        .maxOutputTokens(maxOutputTokens);
    if (temperature != null) {
      r.temperature(temperature);
    }
    if (seed != null) {
      r.seed(seed);
    }
    return r.build();
  }

  /**
   * The answer that encodes {@code groups} in this planner's format: runs of consecutive
   * elements as ranges, such as {@code {"chunks":[["h1-li24"],["h5-p2"]]}}.
   */
  public static String encodeAnswer(ParsedDocument doc, List<List<ElementId>> groups) {
    return PlanPrompt.answer(doc, groups);
  }

  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    List<PlanningWindow> windows = windows(doc, context);
    Answers answers = ask(doc, context, windows, windows.size());
    PlanValidator.Repair repair = PlanValidator.repairIds(doc, answers.groups, context);
    PlanProvenance provenance = answers.provenance(this, context).withRepairs(repair.issues());
    warnIfFellBack(LOG, doc, provenance);
    return ChunkPlan.of(doc, repair.chunks(), provenance);
  }

  /**
   * Plans only these windows (some of {@link #windows}, in order), one request each as
   * {@link #plan} sends it (the same prompt, so the same cache key): the usable answers'
   * groups, in-window ids only, not yet repaired; provenance and usage of these windows only.
   * {@link dev.wrac.Chunker#update} uses it to ask only about the windows that changed.
   */
  @Override
  public ChunkPlan planWindows(ParsedDocument doc, PlanningContext context,
      List<PlanningWindow> windows) {
    Answers answers = ask(doc, context, windows, windows(doc, context).size());
    PlanProvenance provenance = answers.provenance(this, context);
    warnIfFellBack(LOG, doc, provenance);
    List<List<ElementId>> groups = answers.groups.stream()
        .map(g -> g.stream().filter(ElementId::isValid).map(ElementId::of).toList()).toList();
    return ChunkPlan.of(doc, groups, provenance);
  }

  /** The windows' groups, in order, and what each window cost. */
  private record Answers(List<List<String>> groups, List<WindowOutcome> outcomes, Usage usage) {
    PlanProvenance provenance(LlmPlanner p, PlanningContext context) {
      return new PlanProvenance(NAME, VERSION, p.llm.model(), PROMPT_VERSION,
          p.configuration(context), usage, outcomes, null);
    }
  }

  private Answers ask(ParsedDocument doc, PlanningContext context, List<PlanningWindow> windows,
      int windowCount) {
    List<WindowResult> results = pool.map(windows, w -> planWindow(doc, context, w,
        windowCount));
    List<List<String>> groups = new ArrayList<>();
    List<WindowOutcome> outcomes = new ArrayList<>(results.size());
    Usage usage = Usage.ZERO;
    for (WindowResult r : results) {
      groups.addAll(r.groups);
      outcomes.add(r.outcome);
      usage = usage.plus(r.outcome.usage());
    }
    return new Answers(groups, outcomes, usage);
  }

  /** One warning for a document some of whose windows fell back: which, how many, why. */
  static void warnIfFellBack(Logger log, ParsedDocument doc, PlanProvenance provenance) {
    List<WindowOutcome> fell = provenance.windows().stream()
        .filter(w -> w.outcome() == Outcome.FELL_BACK).toList();
    if (!fell.isEmpty()) {
      Warnings.warn(log, "{} planner fell back to structural chunks for {} of {} window(s) of '{}' "
          + "(model {}): {}", provenance.planner(), fell.size(), provenance.windows().size(),
          doc.name(), provenance.extension(LlmPlanning.class).map(LlmPlanning::model)
              .orElse(null), fell.get(0).detail());
    }
  }

  private int windowSize(PlanningContext context) {
    return windowElements != null ? windowElements : context.windowElements();
  }

  /**
   * The whole configuration: {@link PlanningContext#describe()}, this planner's settings and
   * the fallback planner's version. It is recorded in provenance and keys the cache.
   */
  private SortedMap<String, String> configuration(PlanningContext context) {
    SortedMap<String, String> c = new TreeMap<>(context.describe());
    c.put("windowElements", Integer.toString(windowSize(context)));
    c.put("fallbackPlanner", StructuralPlanner.NAME + ":" + StructuralPlanner.VERSION);
    c.put("previewTokens", fullText ? "full" : Integer.toString(previewTokens));
    c.put("minCoverage", Double.toString(minCoverage));
    c.put("maxOutputTokens", Integer.toString(maxOutputTokens));
    c.put("temperature", String.valueOf(temperature));
    c.put("seed", String.valueOf(seed));
    c.put("structuredOutput", Boolean.toString(structuredOutput));
    return c;
  }

  /** One window's groups (as written, in-window) and what happened. */
  private record WindowResult(List<List<String>> groups, WindowOutcome outcome) {}

  private WindowResult planWindow(ParsedDocument doc, PlanningContext context,
      PlanningWindow window, int windowCount) {
    WindowResult result = lookUpOrAsk(doc, context, window, windowCount);
    context.listener().windowPlanned(result.outcome);
    return result;
  }

  private WindowResult lookUpOrAsk(ParsedDocument doc, PlanningContext context,
      PlanningWindow window, int windowCount) {
    String key = CacheKeys.window(doc, window, new CacheKeys.Planner(NAME, VERSION, llm.model(),
        PROMPT_VERSION, configuration(context)));
    PlanCache.Lookup cached = cache.lookup(key);
    if (cached.isHit()) {
      return new WindowResult(cached.groups(), outcome(doc, window, Outcome.CACHED, Usage.ZERO,
          null));
    }
    WindowResult fresh = ask(doc, context, window, windowCount, key);
    if (cached.damage() == null) {
      return fresh;
    }
    WindowOutcome o = fresh.outcome;
    return new WindowResult(fresh.groups, new WindowOutcome(o.index(), o.first(), o.last(),
        o.outcome(), o.usage(), (o.detail() == null ? "" : o.detail() + "; ")
            + cached.damage()));
  }

  /** Asks the model about one window (a retry if needed) and caches a usable answer only. */
  private WindowResult ask(ParsedDocument doc, PlanningContext context, PlanningWindow window,
      int windowCount, String key) {
    LlmRequest request = request(doc, context, window, windowCount);
    Spend spend = new Spend();
    String firstProblem;
    try {
      Attempt a = judge(spend.call(llm, request), doc, context, window);
      if (a.problem == null) {
        cache.put(key, a.groups);
        return new WindowResult(a.groups, outcome(doc, window,
            a.issues.isEmpty() ? Outcome.ACCEPTED : Outcome.REPAIRED, spend.usage(),
            a.issues.isEmpty() ? null : "repaired: " + a.issues.summary()));
      }
      firstProblem = a.problem;
      context.listener().windowRetried(window.index(), firstProblem);
      Attempt b = judge(spend.call(llm, retry(request, a.problem)), doc, context, window);
      if (b.problem == null) {
        cache.put(key, b.groups);
        return new WindowResult(b.groups, outcome(doc, window, Outcome.RETRIED, spend.usage(),
            "first answer: " + firstProblem
                + (b.issues.isEmpty() ? "" : "; retry repaired: " + b.issues.summary())));
      }
      // a fallback is not the model's answer: never cached, so the next run asks again
      return new WindowResult(fallback(doc, context, window), outcome(doc, window,
          Outcome.FELL_BACK, spend.usage(), "first answer: " + firstProblem + "; retry: "
              + b.problem));
    } catch (LlmException e) {
      // a failed call is not cached either
      return new WindowResult(fallback(doc, context, window), outcome(doc, window,
          Outcome.FELL_BACK, spend.usage(), "LLM call failed: " + e.getMessage()));
    }
  }

  /** Calls made for one window and the tokens of those that answered. */
  private static final class Spend {
    private long calls;
    private Usage tokens = Usage.ZERO;

    LlmResponse call(LlmClient llm, LlmRequest request) {
      calls++;
      LlmResponse response;
      try {
        response = llm.complete(request);
      } catch (LlmException e) {
        throw e;
      } catch (RuntimeException e) {
        // a client's bug or an unexpected failure must not fail the document: it falls back
        throw new LlmPermanentException("the LLM client failed: " + e, e);
      }
      if (response == null) {
        throw new LlmPermanentException("the LLM client returned no response");
      }
      tokens = tokens.plus(response.usage());
      return response;
    }

    Usage usage() {
      return new Usage(calls, tokens.inputTokens(), tokens.cachedInputTokens(),
          tokens.outputTokens());
    }
  }

  private static WindowOutcome outcome(ParsedDocument doc, PlanningWindow w, Outcome outcome,
      Usage usage, String detail) {
    return new WindowOutcome(w.index(), doc.elements().get(w.from()).id(),
        doc.elements().get(w.to() - 1).id(), outcome, usage, detail);
  }

  private static List<List<String>> fallback(ParsedDocument doc, PlanningContext context,
      PlanningWindow w) {
    ChunkPlan plan = StructuralPlanner.create().plan(doc, context, w.from(), w.to());
    return plan.chunks().stream().map(g -> g.stream().map(ElementId::value).toList()).toList();
  }

  private static LlmRequest retry(LlmRequest first, String problem) {
    return new LlmRequest(first.system(), first.user() + "\nYour previous answer could not be "
        + "used: " + problem + ". Answer again with the JSON only, covering every element.",
        first.images(), first.responseFormat(), first.maxOutputTokens(), first.temperature(),
        first.seed());
  }

  /** An answer judged: usable groups (in-window IDs as written) and their issues, or a problem. */
  private record Attempt(List<List<String>> groups, PlanIssues issues, String problem) {}

  private Attempt judge(LlmResponse response, ParsedDocument doc, PlanningContext context,
      PlanningWindow window) {
    if (response.isTruncated()) {
      return new Attempt(List.of(), PlanIssues.NONE, "it was cut at the output limit ("
          + response.usage().outputTokens() + " tokens); use ranges such as \"p3-p9\"");
    }
    PlanPrompt.Parsed parsed = PlanPrompt.parse(response.text(), doc, window);
    if (!parsed.usable()) {
      return new Attempt(List.of(), PlanIssues.NONE, parsed.problem());
    }
    // IDs of other windows count as unknown here: a window's answer may only use its elements
    List<String> outside = new ArrayList<>();
    List<List<String>> inside = new ArrayList<>();
    for (List<String> group : parsed.groups()) {
      List<String> kept = new ArrayList<>(group.size());
      for (String id : group) {
        int at = ElementId.isValid(id) ? doc.positionOf(ElementId.of(id)) : -1;
        if (at >= window.from() && at < window.to()) {
          kept.add(id);
        } else {
          outside.add(id);
        }
      }
      inside.add(kept);
    }
    PlanIssues all = PlanValidator.validateIds(doc, inside, context);
    List<ElementId> missing = all.missingIds().stream()
        .filter(id -> {
          int at = doc.indexOf(id);
          return at >= window.from() && at < window.to();
        }).toList();
    List<String> unknown = new ArrayList<>(outside);
    PlanIssues issues = new PlanIssues(unknown, all.duplicateIds(), missing, all.emptyChunks());
    int toPlace = 0;
    for (int i = window.from(); i < window.to(); i++) {
      toPlace += doc.mustBePlaced(i) ? 1 : 0;
    }
    int placed = toPlace - missing.size();
    if (toPlace > 0 && placed < Math.ceil(minCoverage * toPlace)) {
      return new Attempt(List.of(), issues, "it placed " + placed + " of the " + toPlace
          + " elements to place (" + issues.summary() + ")");
    }
    return new Attempt(inside, issues, null);
  }

  @Override
  public String toString() {
    return "LlmPlanner[" + llm.model() + ", " + PROMPT_VERSION + ", cache " + cache + "]";
  }

  /** Builder for {@link LlmPlanner}; a bad value fails in the setter, naming the option. */
  public static final class Builder {
    private final LlmClient llm;
    private PlanCache cache = PlanCache.inMemory();
    private int previewTokens = 12;
    private boolean fullText;
    private double minCoverage = 0.5;
    private int maxOutputTokens = 1024;
    private Double temperature = 0.0;
    private Long seed;
    private boolean structuredOutput = true;
    private Integer windowElements;
    private Integer parallelism;

    private Builder(LlmClient llm) {
      this.llm = Objects.requireNonNull(llm, "llm");
    }

    /** Where answers are remembered; default {@link PlanCache#inMemory()}. */
    public Builder cache(PlanCache cache) {
      this.cache = Objects.requireNonNull(cache, "cache");
      return this;
    }

    /** Tokens of text shown per element, 0–200 (headings are shown whole); default 12. */
    public Builder previewTokens(int previewTokens) {
      if (previewTokens < 0 || previewTokens > 200) {
        throw new IllegalArgumentException("previewTokens must be 0-200, was " + previewTokens);
      }
      this.previewTokens = previewTokens;
      return this;
    }

    /** Whether to send every element's whole text instead of a preview; default false. */
    public Builder fullText(boolean fullText) {
      this.fullText = fullText;
      return this;
    }

    /**
     * Share of a window's elements an answer must place to be used (the rest is repaired),
     * 0–1; below it the answer gets one retry. Default 0.5.
     */
    public Builder minCoverage(double minCoverage) {
      if (!(minCoverage >= 0 && minCoverage <= 1)) {
        throw new IllegalArgumentException("minCoverage must be 0-1, was " + minCoverage);
      }
      this.minCoverage = minCoverage;
      return this;
    }

    /** Output token cap per request, 16–32768; default 1024. */
    public Builder maxOutputTokens(int maxOutputTokens) {
      if (maxOutputTokens < 16 || maxOutputTokens > 32_768) {
        throw new IllegalArgumentException("maxOutputTokens must be 16-32768, was "
            + maxOutputTokens);
      }
      this.maxOutputTokens = maxOutputTokens;
      return this;
    }

    /** Sampling temperature 0–2, or {@code null} for the provider's default; default 0. */
    public Builder temperature(Double temperature) {
      if (temperature != null && !(temperature >= 0 && temperature <= 2)) {
        throw new IllegalArgumentException("temperature must be 0-2, was " + temperature);
      }
      this.temperature = temperature;
      return this;
    }

    /** Sampling seed, or {@code null} for none; default none. */
    public Builder seed(Long seed) {
      this.seed = seed;
      return this;
    }

    /** Whether to ask for JSON-schema structured output (else plain JSON); default true. */
    public Builder structuredOutput(boolean structuredOutput) {
      this.structuredOutput = structuredOutput;
      return this;
    }

    /**
     * Elements per window, at least 2; default {@link PlanningContext#windowElements()} (60).
     */
    public Builder windowElements(int windowElements) {
      if (windowElements < 2) {
        throw new IllegalArgumentException("windowElements must be at least 2, was "
            + windowElements);
      }
      this.windowElements = windowElements;
      return this;
    }

    /** Windows planned at once, 1–256; default the client's maxConcurrentRequests. */
    public Builder parallelism(int parallelism) {
      if (parallelism < 1 || parallelism > 256) {
        throw new IllegalArgumentException("parallelism must be 1-256, was " + parallelism);
      }
      this.parallelism = parallelism;
      return this;
    }

    public LlmPlanner build() {
      return new LlmPlanner(this);
    }
  }
}
