package dev.wrac.spark.internal;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmClients;
import dev.wrac.llm.plan.AgenticPlanner;
import dev.wrac.llm.plan.LlmPlanner;
import dev.wrac.llm.plan.PlanCache;
import dev.wrac.pages.PageRoute;
import dev.wrac.pages.PageTranscribers;
import dev.wrac.pages.TranscriberSettings;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.spark.ChunkerSpec;
import dev.wrac.spark.HadoopPlanCache;
import dev.wrac.tokens.TokenCounters;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One {@link Chunker} per {@link ChunkerSpec} and JVM: built on first use in each executor
 * (never serialised), then shared by its tasks (a chunker is immutable and thread-safe; an LLM
 * planner's client, with its concurrency bound, is shared with it).
 */
public final class Chunkers {
  private static final Map<ChunkerSpec, Chunker> CACHE = new ConcurrentHashMap<>();

  private Chunkers() {}

  /** The chunker of {@code spec} in this JVM, built on first use. */
  public static Chunker of(ChunkerSpec spec) {
    return CACHE.computeIfAbsent(spec, Chunkers::build);
  }

  /** Builds the chunker {@code wrac chunk} builds for the same options. */
  static Chunker build(ChunkerSpec spec) {
    Wrac.Builder b = Wrac.builder()
        .planner(planner(spec))
        .tokenCounter(TokenCounters.byName(spec.tokenizer()))
        .headingLevels(spec.headingLevels())
        .parsers(parsers(spec));
    if (spec.maxTokens() != null || spec.targetTokens() != null || spec.sectionTokens() != null) {
      b.budget(spec.budget());   // as wrac chunk: unset, the planner may widen the default
    }
    return b.build();
  }

  /**
   * The planner of {@code spec.planner()}; the LLM planners get their client from the
   * environment with {@code spec.llmSettings()} on top, and the spec's plan cache (an
   * in-memory one without it, as on the command line).
   */
  static ChunkPlanner planner(ChunkerSpec spec) {
    String name = spec.planner();
    int colon = name.indexOf(':');
    String base = (colon < 0 ? name : name.substring(0, colon)).strip();
    String argument = colon < 0 ? "" : name.substring(colon + 1).strip();
    if (base.equalsIgnoreCase(LlmPlanner.NAME)) {
      return LlmPlanner.builder(client(spec, argument)).cache(cache(spec)).build();
    }
    if (base.equalsIgnoreCase(AgenticPlanner.NAME)) {
      return AgenticPlanner.builder(client(spec, argument)).cache(cache(spec)).build();
    }
    return ChunkPlanners.byName(name);
  }

  private static LlmClient client(ChunkerSpec spec, String model) {
    Map<String, String> env = new HashMap<>(System.getenv());
    env.putAll(spec.llmSettings());
    if (!model.isEmpty()) {
      env.put("WRAC_LLM_MODEL", model);
    }
    return LlmClients.fromEnvironment(env);
  }

  private static PlanCache cache(ChunkerSpec spec) {
    return spec.planCache() == null ? PlanCache.inMemory()
        : HadoopPlanCache.at(spec.planCache(), HadoopConf.current());
  }

  /** The parsers of {@code spec.route()}, as {@code wrac chunk --route} chooses them. */
  static DocumentParsers parsers(ChunkerSpec spec) {
    DocumentParsers loaded = DocumentParsers.load();
    if (spec.route().equals("offline")) {
      return loaded;
    }
    return PageRoute.builder()
        .transcriber(PageTranscribers.byName(spec.transcriber(), TranscriberSettings.defaults()))
        .build().over(loaded);
  }
}
