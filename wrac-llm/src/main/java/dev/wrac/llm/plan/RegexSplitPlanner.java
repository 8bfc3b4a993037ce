package dev.wrac.llm.plan;

import dev.wrac.context.PlanningContext;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmException;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.llm.ResponseFormat;
import dev.wrac.llm.plan.internal.RegexPrompt;
import dev.wrac.llm.plan.internal.SeparatorCuts;
import dev.wrac.llm.plan.internal.Warnings;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanIssues;
import dev.wrac.model.PlanProvenance;
import dev.wrac.model.Usage;
import dev.wrac.model.WindowOutcome.Outcome;
import dev.wrac.model.WindowOutcome;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.RecursivePlanner;
import dev.wrac.plan.SizePostProcessor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The LLM regex splitter, a candidate of adaptive chunking: the model reads the beginning of the
 * document (about {@value #DEFAULT_READ_TOKENS} tokens) and answers one separator regex; the
 * library checks it, runs it over the whole document's text and cuts where it matches.
 *
 * <ol>
 *   <li>The answer is JSON, {@code {"separator": "<regex>"}} (prompt {@link #PROMPT_VERSION}).
 *   <li>The regex is refused if longer than {@code maxPatternChars} (default 200), not valid
 *       Java syntax, or able to match empty text.
 *   <li>It runs over the elements' texts joined by blank lines, reading through a guard that
 *       stops it after {@code matchStepsPerChar} (default 200) characters read per character of
 *       text, or at {@code matchTimeout} (default 2 s): a pattern that backtracks
 *       catastrophically cannot hang the thread.
 *   <li>Each match start becomes an element boundary: inside an element it snaps to the
 *       element's start; cuts between two items of a list run or two rows of one table are
 *       dropped; a heading or table header left at the end of a chunk moves to the next.
 *   <li>The plan is size post-processed ({@link SizePostProcessor#defaults()}: re-split over
 *       1100 tokens, merge under 100).
 * </ol>
 * <b>Fallback</b>: if anything fails (the LLM call, the JSON, the regex, the guard, or no
 * usable cut), the plan is the {@link RecursivePlanner recursive:1100} plan, and the provenance
 * says so: one window {@link Outcome#FELL_BACK} with the reason, {@code fallback} in the
 * configuration, and one SLF4J warning. Otherwise the window is {@link Outcome#ACCEPTED} and the
 * configuration records the separator and the cuts made and dropped. Plans are not cached: each
 * call asks the model.
 */
public final class RegexSplitPlanner implements ChunkPlanner {
  /** The planner's name. */
  public static final String NAME = "llm-regex";
  /** Bumped whenever the same answers could give a different plan. */
  public static final String VERSION = "1";
  /** The prompt's version, recorded in provenance. */
  public static final String PROMPT_VERSION = RegexPrompt.VERSION;
  /** Default tokens of the document the model reads: 8000. */
  public static final int DEFAULT_READ_TOKENS = 8000;

  private static final Logger LOG = LoggerFactory.getLogger(RegexSplitPlanner.class);

  private final LlmClient llm;
  private final int readTokens;
  private final int maxPatternChars;
  private final int matchStepsPerChar;
  private final Duration matchTimeout;
  private final SizePostProcessor postProcessor;
  private final ChunkPlanner fallback;

  private RegexSplitPlanner(Builder b) {
    this.llm = b.llm;
    this.readTokens = b.readTokens;
    this.maxPatternChars = b.maxPatternChars;
    this.matchStepsPerChar = b.matchStepsPerChar;
    this.matchTimeout = b.matchTimeout;
    this.postProcessor = b.postProcessor;
    this.fallback = b.fallback;
  }

  /** A builder asking {@code llm}. */
  public static Builder builder(LlmClient llm) {
    return new Builder(llm);
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public PlanningContext planningContext(PlanningContext configured) {
    return postProcessor.planningContext(fallback.planningContext(configured));
  }

  @Override
  public ChunkPlan plan(ParsedDocument doc, PlanningContext context) {
    ChunkPlan plan = planOnce(doc, context);
    plan.provenance().windows().forEach(context.listener()::windowPlanned);
    return plan;
  }

  private ChunkPlan planOnce(ParsedDocument doc, PlanningContext context) {
    if (doc.isEmpty()) {
      return ChunkPlan.of(doc, List.of(), PlanProvenance.local(NAME, VERSION, Map.of()));
    }
    Usage[] usage = {Usage.ZERO};
    Map<String, String> configuration = new TreeMap<>(context.describe());
    configuration.put("readTokens", Integer.toString(readTokens));
    try {
      String separator = ask(doc, usage);
      configuration.put("separator", separator);
      List<List<ElementId>> chunks = split(doc, separator, configuration);
      ChunkPlan plan = ChunkPlan.of(doc, chunks, provenance(doc, configuration, usage[0], null));
      return postProcessor.process(doc, plan, context);
    } catch (LlmException | IllegalArgumentException e) {
      return fallBack(doc, context, configuration, usage[0], e.getMessage());
    }
  }

  /** The separator the model answers. */
  private String ask(ParsedDocument doc, Usage[] usage) {
    LlmRequest request = LlmRequest.builder().system(RegexPrompt.system())
        .user(RegexPrompt.user(doc, readTokens)).responseFormat(ResponseFormat.JSON)
        .maxOutputTokens(256).temperature(0.0).build();
    LlmResponse response = llm.complete(request);
    usage[0] = response.usage();
    return RegexPrompt.separator(response.requireComplete().text());
  }

  /** The document cut at the separator's element boundaries. */
  private List<List<ElementId>> split(ParsedDocument doc, String separator,
      Map<String, String> configuration) {
    Pattern pattern = SeparatorCuts.compile(separator, maxPatternChars);
    int[] starts = new int[doc.size()];
    String text = RegexPrompt.documentText(doc, starts);
    long steps = (long) matchStepsPerChar * Math.max(1, text.length());
    int[] matches = SeparatorCuts.matchStarts(pattern, text, steps,
        System.nanoTime() + matchTimeout.toNanos());
    SeparatorCuts.Cuts cuts = SeparatorCuts.toBoundaries(doc, starts, matches);
    configuration.put("matches", Integer.toString(cuts.matches()));
    configuration.put("cutsRefused", Integer.toString(cuts.refused()));
    List<List<ElementId>> chunks = groups(doc, cuts.before());
    configuration.put("cuts", Integer.toString(chunks.size() - 1));
    if (chunks.size() < 2) {
      throw new IllegalArgumentException("the separator gave no usable cut (" + cuts.matches()
          + " matches, " + cuts.refused() + " inside tables or lists)");
    }
    return chunks;
  }

  /**
   * The elements cut before each position of {@code before}; a cut is moved back over the
   * headings and table headers just before it, and dropped if that leaves nothing to place.
   */
  private static List<List<ElementId>> groups(ParsedDocument doc, int[] before) {
    List<List<ElementId>> chunks = new ArrayList<>();
    int start = 0;
    for (int c : before) {
      int cut = c;
      while (cut > start && !doc.mustBePlaced(cut - 1)) {
        cut--;
      }
      if (cut > start && hasContent(doc, start, cut)) {
        chunks.add(ids(doc, start, cut));
        start = cut;
      }
    }
    if (!chunks.isEmpty() && !hasContent(doc, start, doc.size())) {
      List<ElementId> last = new ArrayList<>(chunks.remove(chunks.size() - 1));
      last.addAll(ids(doc, start, doc.size()));
      chunks.add(last);
    } else {
      chunks.add(ids(doc, start, doc.size()));
    }
    return chunks;
  }

  private static boolean hasContent(ParsedDocument doc, int from, int to) {
    for (int i = from; i < to; i++) {
      if (doc.mustBePlaced(i)) {
        return true;
      }
    }
    return false;
  }

  private static List<ElementId> ids(ParsedDocument doc, int from, int to) {
    List<ElementId> ids = new ArrayList<>(to - from);
    for (int i = from; i < to; i++) {
      ids.add(doc.elements().get(i).id());
    }
    return ids;
  }

  private ChunkPlan fallBack(ParsedDocument doc, PlanningContext context,
      Map<String, String> configuration, Usage usage, String reason) {
    ChunkPlan plan = fallback.plan(doc, context);
    configuration.put("fallback", String.valueOf(fallback));
    configuration.putAll(prefixed(plan.provenance().configuration()));
    PlanProvenance provenance = provenance(doc, configuration, usage, reason);
    Warnings.warn(LOG, "{} planner fell back to {} for '{}': {}", NAME, fallback, doc.name(), reason);
    return plan.withProvenance(provenance);
  }

  private static Map<String, String> prefixed(Map<String, String> fallbackConfiguration) {
    Map<String, String> out = new TreeMap<>();
    fallbackConfiguration.forEach((k, v) -> out.put("fallback." + k, v));
    return out;
  }

  private PlanProvenance provenance(ParsedDocument doc, Map<String, String> configuration,
      Usage usage, String fallbackReason) {
    WindowOutcome window = new WindowOutcome(0, doc.elements().get(0).id(),
        doc.elements().get(doc.size() - 1).id(),
        fallbackReason == null ? Outcome.ACCEPTED : Outcome.FELL_BACK, usage, fallbackReason);
    return new PlanProvenance(NAME, VERSION, llm.model(), PROMPT_VERSION, configuration, usage,
        List.of(window), PlanIssues.NONE);
  }

  @Override
  public String toString() {
    return "RegexSplitPlanner[" + llm.model() + ", " + PROMPT_VERSION + "]";
  }

  /** Configures a {@link RegexSplitPlanner}; every value has a default. */
  public static final class Builder {
    private final LlmClient llm;
    private int readTokens = DEFAULT_READ_TOKENS;
    private int maxPatternChars = 200;
    private int matchStepsPerChar = 200;
    private Duration matchTimeout = Duration.ofSeconds(2);
    private SizePostProcessor postProcessor = SizePostProcessor.defaults();
    private ChunkPlanner fallback = RecursivePlanner.create();

    private Builder(LlmClient llm) {
      this.llm = Objects.requireNonNull(llm, "llm");
    }

    /** Tokens of the document the model reads, at least 100; default 8000. */
    public Builder readTokens(int readTokens) {
      this.readTokens = atLeast("readTokens", readTokens, 100);
      return this;
    }

    /** The longest separator accepted, at least 1 character; default 200. */
    public Builder maxPatternChars(int maxPatternChars) {
      this.maxPatternChars = atLeast("maxPatternChars", maxPatternChars, 1);
      return this;
    }

    /** Characters the regex may read per character of text, at least 1; default 200. */
    public Builder matchStepsPerChar(int steps) {
      this.matchStepsPerChar = atLeast("matchStepsPerChar", steps, 1);
      return this;
    }

    /** The time the regex may run on one document; default 2 s. */
    public Builder matchTimeout(Duration timeout) {
      if (timeout.isNegative() || timeout.isZero()) {
        throw new IllegalArgumentException("matchTimeout must be positive, was " + timeout);
      }
      this.matchTimeout = timeout;
      return this;
    }

    /** The size post-processing of the split; default {@link SizePostProcessor#defaults()}. */
    public Builder postProcessor(SizePostProcessor postProcessor) {
      this.postProcessor = Objects.requireNonNull(postProcessor, "postProcessor");
      return this;
    }

    /** The planner used when the model's separator cannot be used; default recursive:1100. */
    public Builder fallback(ChunkPlanner fallback) {
      this.fallback = Objects.requireNonNull(fallback, "fallback");
      return this;
    }

    public RegexSplitPlanner build() {
      return new RegexSplitPlanner(this);
    }

    private static int atLeast(String name, int value, int min) {
      if (value < min) {
        throw new IllegalArgumentException(name + " must be at least " + min + ", was " + value);
      }
      return value;
    }
  }
}
