package dev.wrac.adaptive;

import dev.wrac.adaptive.internal.Explanation;
import dev.wrac.adaptive.internal.Memo;
import dev.wrac.assemble.ChunkAssembler;
import dev.wrac.context.PlanningContext;
import dev.wrac.context.TokenBudget;
import dev.wrac.embed.BgeSmallEmbedder;
import dev.wrac.embed.Embedder;
import dev.wrac.error.WracException;
import dev.wrac.model.AdaptiveSelection;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.LlmPlanning;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.PlanProvenance;
import dev.wrac.model.Usage;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.SizePostProcessor;
import dev.wrac.validate.PlanValidator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Adaptive chunking: per document, plans with every candidate planner, post-processes each plan
 * for size ({@link SizePostProcessor}), scores it with five intrinsic metrics ({@link
 * SizeCompliance SC}, {@link BlockIntegrity BI}, {@link IntraChunkCohesion ICC}, {@link
 * ContextualCoherence DCC}, {@link ReferenceCompleteness RC}), and keeps the plan with the
 * highest weighted total. The plan's provenance records every candidate's scores and why the
 * winner won in its {@link AdaptiveSelection} extension.
 *
 * <pre>{@code
 * ChunkPlanner adaptive = AdaptivePlanner.builder()
 *     .candidates("structural", "recursive:1100", "recursive:600", "page")
 *     .weights(Weights.EQUAL)
 *     .build();
 * Chunker chunker = Wrac.builder().planner(adaptive).build();   // or --planner adaptive
 * }</pre>
 *
 * <p>Embeddings (sentences, chunks, context windows) go through one {@link Embedder}, by
 * default BGE-small in-process with the on-disk cache the benchmark uses
 * ({@code ~/.cache/wrac/embeddings}); each text is embedded once per document, whatever the
 * number of candidates holding it, and the metrics of all candidates run in parallel.
 * Thread-safe; deterministic for a given embedder (ties go to the earlier candidate).
 */
public final class AdaptivePlanner implements ChunkPlanner {
  /** The name {@code --planner} knows it by. */
  public static final String NAME = "adaptive";
  /** The version recorded in provenance. */
  public static final String VERSION = "1";
  /** The default candidates. */
  public static final List<String> DEFAULT_CANDIDATES =
      List.of("structural", "recursive:1100", "recursive:600", "page");
  /** The candidate spec that stands for {@link #DEFAULT_CANDIDATES}. */
  public static final String DEFAULTS_SPEC = "default";

  private static final Logger LOG = LoggerFactory.getLogger(AdaptivePlanner.class);

  private final List<Candidate> candidates;
  private final Weights weights;
  private final SizePostProcessor postProcessor;
  private final boolean postProcess;
  private final Supplier<Embedder> embedder;
  private final CoreferenceResolver resolver;
  private final List<IntrinsicMetric> metrics;
  private final TokenBudget candidateBudget;

  private AdaptivePlanner(Builder b) {
    this.candidates = List.copyOf(b.candidates);
    this.weights = b.weights;
    this.postProcessor = SizePostProcessor.of(b.thresholds);
    this.postProcess = b.postProcess;
    this.embedder = b.embedder != null ? () -> b.embedder : defaultEmbedder();
    this.resolver = b.resolver;
    this.candidateBudget = b.candidateBudget;
    this.metrics = List.of(
        new SizeCompliance(b.thresholds.minTokens(), b.thresholds.maxTokens()),
        new BlockIntegrity(), new IntraChunkCohesion(), new ContextualCoherence(),
        new ReferenceCompleteness());
  }

  /** The default candidates, equal weights, the study's thresholds, BGE-small, rules. */
  public static AdaptivePlanner create() {
    return builder().build();
  }

  /** A builder starting from the defaults of {@link #create()}. */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public String name() {
    return NAME;
  }

  /** The candidates, in the order they are tried (and ties broken). */
  public List<Candidate> candidates() {
    return candidates;
  }

  /** The weights. */
  public Weights weights() {
    return weights;
  }

  /** The five metrics, in the order they are reported. */
  public List<IntrinsicMetric> metrics() {
    return metrics;
  }

  /**
   * Widens the budget to what every candidate and the post-processed chunks need (up to
   * {@link SizePostProcessor.Thresholds#budgetTokens()}), never narrowing it.
   *
   * @throws IllegalArgumentException if {@code configured} has a budget other than
   *     {@link TokenBudget#DEFAULT} and this planner's {@link Builder#candidateBudget}: the
   *     candidates plan with the candidate budget, so such a budget would not reach them
   */
  @Override
  public PlanningContext planningContext(PlanningContext configured) {
    TokenBudget set = configured.budget();
    if (!set.equals(TokenBudget.DEFAULT) && !set.equals(candidateBudget)) {
      throw new IllegalArgumentException("Planner '" + NAME + "' plans its candidates with its"
          + " candidate budget (" + candidateBudget + "), so the budget set for the chunker ("
          + set + ") would not reach them: set it as the candidate budget"
          + " (AdaptivePlanner.builder().candidateBudget) and leave the chunker's budget unset");
    }
    return widen(configured);
  }

  /** {@link #planningContext} without the check: also applied to an already wide context. */
  private PlanningContext widen(PlanningContext configured) {
    PlanningContext wide = postProcess ? postProcessor.planningContext(configured) : configured;
    for (Candidate c : candidates) {
      int needed = c.planner().planningContext(configured.withBudget(candidateBudget)).budget()
          .maxTokens();
      wide = wide.withBudget(wide.budget().atLeast(needed));
    }
    return wide;
  }

  @Override
  public ChunkPlan plan(ParsedDocument document, PlanningContext context) {
    return select(document, context).plan();
  }

  /** Plans, scores and selects, answering every candidate's scores with the winner's plan. */
  public Selection select(ParsedDocument document, PlanningContext context) {
    DocumentAnalysis analysis = analyse(document, context);
    List<CandidateOutcome> outcomes = candidatePlans(analysis, context, postProcess);
    List<CandidatePlan> plans = CandidateOutcome.plans(outcomes);
    List<String> failures = CandidateOutcome.failures(outcomes);
    if (plans.isEmpty()) {
      throw new WracException("Adaptive planning of '" + document.name()
          + "': every candidate failed: " + failures);
    }
    List<ScoredCandidate> scored = score(analysis, plans);
    int winner = 0;
    for (int i = 1; i < scored.size(); i++) {
      if (scored.get(i).total() > scored.get(winner).total() + 1e-12) {
        winner = i;
      }
    }
    String reason = Explanation.of(scored, winner, weights, failures);
    ChunkPlan plan = ChunkPlan.of(document, scored.get(winner).candidate().plan().chunks(),
        provenance(plans, scored, winner, context).withExtension(new AdaptiveSelection(
            scored.stream().map(ScoredCandidate::toScore).toList(), reason)));
    return new Selection(plan, scored, winner, reason, failures);
  }

  /** The shared analysis of {@code document}, with this planner's embedder and resolver. */
  public DocumentAnalysis analyse(ParsedDocument document, PlanningContext context) {
    return DocumentAnalysis.of(document, context.tokenCounter(), embedder.get(), resolver);
  }

  /**
   * Every candidate's outcome, in candidate order: its valid plan and chunks, post-processed
   * when {@code postProcessed}, or the message of what it threw.
   */
  public List<CandidateOutcome> candidatePlans(DocumentAnalysis analysis,
      PlanningContext context, boolean postProcessed) {
    ParsedDocument doc = analysis.document();
    PlanningContext wide = widen(context);
    ChunkAssembler assembler = new ChunkAssembler(wide.assembly());
    return candidates.parallelStream().map(c -> {
      try {
        PlanningContext own = c.planner().planningContext(context.withBudget(candidateBudget));
        ChunkPlan plan = PlanValidator.repair(doc, c.planner().plan(doc, own), own);
        if (postProcessed) {
          plan = postProcessor.process(doc, plan, wide);
        }
        return CandidateOutcome.planned(
            CandidatePlan.of(c.name(), analysis, plan, assembler.assemble(doc, plan)));
      } catch (RuntimeException e) {
        LOG.warn("Adaptive planning of '{}': candidate {} failed: {}", doc.name(), c.name(),
            e.toString());
        return CandidateOutcome.failed(c.name(), e.getMessage());
      }
    }).toList();
  }

  /**
   * The scores of {@code plans}: the texts to embed (sentences, chunks, context windows) are
   * embedded in one batch first, then every metric of every plan runs in parallel.
   */
  public List<ScoredCandidate> score(DocumentAnalysis analysis, List<CandidatePlan> plans) {
    List<String> texts = new ArrayList<>();
    analysis.sentences().forEach(s -> texts.add(analysis.text().substring(s.start(), s.end())));
    ContextualCoherence dcc = new ContextualCoherence();
    for (CandidatePlan p : plans) {
      p.chunks().forEach(c -> texts.add(c.embedText()));
      texts.addAll(dcc.windows(analysis, p));
    }
    analysis.vectors(texts);
    analysis.references();
    double[][] values = new double[plans.size()][metrics.size()];
    IntStream.range(0, plans.size() * metrics.size()).parallel().forEach(k -> {
      int p = k / metrics.size();
      int m = k % metrics.size();
      values[p][m] = metrics.get(m).score(analysis, plans.get(p));
    });
    List<ScoredCandidate> out = new ArrayList<>();
    for (int p = 0; p < plans.size(); p++) {
      Map<Metric, Double> scores = new LinkedHashMap<>();
      for (int m = 0; m < metrics.size(); m++) {
        scores.put(metrics.get(m).metric(), values[p][m]);
      }
      out.add(new ScoredCandidate(plans.get(p), scores, weights.total(scores)));
    }
    return out;
  }

  private PlanProvenance provenance(List<CandidatePlan> plans, List<ScoredCandidate> scored,
      int winner, PlanningContext context) {
    Map<String, String> config = new TreeMap<>(context.describe());
    config.put("candidates", String.join(",", candidates.stream().map(Candidate::name).toList()));
    config.put("weights", weights.toString());
    SizePostProcessor.Thresholds t = postProcessor.thresholds();
    config.put("postProcess", postProcess ? "size " + t.maxTokens() + "/" + t.minTokens() + "/"
        + t.mergedMaxTokens() : "none");
    config.put("embedder", embedder.get().name());
    config.put("coreference", resolver.name());
    CandidatePlan best = scored.get(winner).candidate();
    config.put("winner", best.name());
    config.put("winnerVersion", best.plan().provenance().plannerVersion());
    Usage usage = Usage.ZERO;
    for (CandidatePlan p : plans) {
      usage = usage.plus(p.plan().provenance().usage());
    }
    // the winner's model and prompt, not its windows: those were the candidate's
    LlmPlanning llm = best.plan().provenance().extension(LlmPlanning.class).orElse(null);
    return new PlanProvenance(NAME, VERSION, llm == null ? null : llm.model(),
        llm == null ? null : llm.promptVersion(), config, usage, List.of(), null);
  }

  private static Supplier<Embedder> defaultEmbedder() {
    return Memo.of(() -> Embedder.cached(BgeSmallEmbedder.create(),
        Embedder.defaultCacheDirectory()));
  }

  @Override
  public String toString() {
    return NAME + candidates.stream().map(Candidate::name).toList();
  }

  /** Builder for {@link AdaptivePlanner}; every setting has a default. */
  public static final class Builder {
    private final List<Candidate> candidates = new ArrayList<>();
    private Weights weights = Weights.EQUAL;
    private SizePostProcessor.Thresholds thresholds = SizePostProcessor.Thresholds.DEFAULT;
    private boolean postProcess = true;
    private Embedder embedder;
    private CoreferenceResolver resolver = new RuleBasedCoreferenceResolver();
    private TokenBudget candidateBudget = TokenBudget.DEFAULT;

    private Builder() {}

    /**
     * The candidate planners by spec ({@code "structural"}, {@code "recursive:1100"}, …),
     * replacing any set before; default {@link #DEFAULT_CANDIDATES}. {@value #DEFAULTS_SPEC}
     * stands for the default candidates ({@code "default", "llm-regex"} adds one to them); a
     * spec named twice is kept once.
     *
     * @throws IllegalArgumentException naming a spec no planner answers to
     */
    public Builder candidates(String... specs) {
      candidates.clear();
      java.util.Set<String> seen = new java.util.HashSet<>();
      for (String s : specs) {
        List<String> expanded = s.strip().equalsIgnoreCase(DEFAULTS_SPEC) ? DEFAULT_CANDIDATES
            : List.of(s);
        for (String spec : expanded) {
          if (seen.add(spec.strip())) {
            candidates.add(Candidate.of(spec));
          }
        }
      }
      return this;
    }

    /** Adds a candidate planner of your own. */
    public Builder candidate(Candidate candidate) {
      candidates.add(Objects.requireNonNull(candidate, "candidate"));
      return this;
    }

    /** The metric weights; default {@link Weights#EQUAL}. */
    public Builder weights(Weights weights) {
      this.weights = Objects.requireNonNull(weights, "weights");
      return this;
    }

    /** The size post-processing thresholds, also SC's size range; default 1100/100/1150. */
    public Builder thresholds(SizePostProcessor.Thresholds thresholds) {
      this.thresholds = Objects.requireNonNull(thresholds, "thresholds");
      return this;
    }

    /** Whether candidates are post-processed for size before scoring; default true. */
    public Builder postProcess(boolean postProcess) {
      this.postProcess = postProcess;
      return this;
    }

    /** The embedder; default BGE-small with the cache in {@code ~/.cache/wrac/embeddings}. */
    public Builder embedder(Embedder embedder) {
      this.embedder = Objects.requireNonNull(embedder, "embedder");
      return this;
    }

    /**
     * The budget each candidate plans with, before the candidate widens it for itself
     * ({@link ChunkPlanner#planningContext}): default {@link TokenBudget#DEFAULT}, so that
     * {@code structural} among the candidates plans as it does alone. The context the adaptive
     * planner is given has a wider budget (its {@link #planningContext}), which would change
     * such a candidate's plan. A chunker built with another budget than this one (or the
     * default) is refused by {@link AdaptivePlanner#planningContext}: set the budget here.
     */
    public Builder candidateBudget(TokenBudget candidateBudget) {
      this.candidateBudget = Objects.requireNonNull(candidateBudget, "candidateBudget");
      return this;
    }

    /** The coreference resolver; default {@link RuleBasedCoreferenceResolver}. */
    public Builder resolver(CoreferenceResolver resolver) {
      this.resolver = Objects.requireNonNull(resolver, "resolver");
      return this;
    }

    /**
     * The planner.
     *
     * @throws IllegalArgumentException if a default candidate is not on the class path
     */
    public AdaptivePlanner build() {
      if (candidates.isEmpty()) {
        candidates(DEFAULT_CANDIDATES.toArray(String[]::new));
      }
      return new AdaptivePlanner(this);
    }
  }
}
