package dev.wrac.llm.plan;

import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmClients;
import dev.wrac.llm.LlmConfig;
import dev.wrac.plan.ChunkPlanner;
import dev.wrac.plan.ChunkPlannerProvider;
import dev.wrac.plan.PlannerEnvironment;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The {@link ChunkPlannerProvider}s of this module, so {@code --planner llm},
 * {@code llm-regex} and {@code replay:PATH} work from the command line. The LLM planners take their client from
 * the environment ({@link LlmConfig#fromEnvironment()}); an argument overrides the model
 * ({@code --planner llm:gpt-4.1-mini}). A configuration that cannot work (no key, unknown
 * provider) fails when the planner is created, with {@link dev.wrac.llm.LlmConfigurationException}.
 * {@code WRAC_PLAN_CACHE}, if set, names a folder for an
 * on-disk {@link PlanCache} so re-runs make no calls. Made with a {@link PlannerEnvironment}
 * ({@link ChunkPlannerProvider#create(String, PlannerEnvironment)}), the LLM planners read
 * these variables with the environment's on top, and use its {@link PlanCache} extension, if
 * any, before {@code WRAC_PLAN_CACHE} (the Spark job hands over its cache on a Hadoop file
 * system this way).
 */
public final class LlmPlannerProviders {
  private LlmPlannerProviders() {}

  static LlmClient client(String modelArgument) {
    return client(modelArgument, System.getenv());
  }

  static LlmClient client(String modelArgument, PlannerEnvironment environment) {
    return client(modelArgument, environment.environment());
  }

  static LlmClient client(String modelArgument, Map<String, String> env) {
    Map<String, String> copy = new HashMap<>(env);
    if (!modelArgument.isBlank()) {
      copy.put("WRAC_LLM_MODEL", modelArgument.strip());
    }
    return LlmClients.fromEnvironment(copy);
  }

  static PlanCache cache() {
    return cache(PlannerEnvironment.EMPTY);
  }

  static PlanCache cache(PlannerEnvironment environment) {
    return environment.extension(PlanCache.class).orElseGet(() -> {
      String dir = environment.variable("WRAC_PLAN_CACHE").orElse(null);
      return dir == null || dir.isBlank() ? PlanCache.inMemory() : PlanCache.onDisk(Path.of(dir));
    });
  }

  /** {@code llm[:model]}: the W-RAC planner. */
  public static final class Llm implements ChunkPlannerProvider {
    /** Made by {@link java.util.ServiceLoader}. */
    public Llm() {}

    @Override
    public String name() {
      return LlmPlanner.NAME;
    }

    @Override
    public String description() {
      return "W-RAC: an LLM groups element IDs (WRAC_LLM_BASE_URL, WRAC_LLM_API_KEY or "
          + "WRAC_LLM_API_KEY=none for a keyless local server, WRAC_LLM_MODEL; llm:MODEL "
          + "overrides the model)";
    }

    @Override
    public ChunkPlanner create(String argument) {
      return create(argument, PlannerEnvironment.EMPTY);
    }

    @Override
    public ChunkPlanner create(String argument, PlannerEnvironment environment) {
      return LlmPlanner.builder(client(argument, environment)).cache(cache(environment)).build();
    }
  }

  /** {@code llm-regex[:model]}: the LLM regex splitter, a candidate of adaptive chunking. */
  public static final class LlmRegex implements ChunkPlannerProvider {
    /** Made by {@link java.util.ServiceLoader}. */
    public LlmRegex() {}

    @Override
    public String name() {
      return RegexSplitPlanner.NAME;
    }

    @Override
    public String description() {
      return "an LLM reads the first 8,000 tokens and writes one separator regex, run under a "
          + "guard and cut at element boundaries (falls back to recursive:1100); same "
          + "environment as llm";
    }

    @Override
    public ChunkPlanner create(String argument) {
      return create(argument, PlannerEnvironment.EMPTY);
    }

    @Override
    public ChunkPlanner create(String argument, PlannerEnvironment environment) {
      return RegexSplitPlanner.builder(client(argument, environment)).build();
    }
  }

  /** {@code replay:PATH}: recorded W-RAC answers of a real model. */
  public static final class Replay implements ChunkPlannerProvider {
    /** Made by {@link java.util.ServiceLoader}. */
    public Replay() {}

    @Override
    public String name() {
      return ReplayPlanner.NAME;
    }

    @Override
    public String description() {
      return "recorded W-RAC answers (RAG-Multi-Corpus agentic-compact files) replayed "
          + "through validation and repair: replay:<file or folder>";
    }

    @Override
    public ChunkPlanner create(String argument) {
      if (argument.isBlank()) {
        throw new IllegalArgumentException("Planner 'replay' needs a file or folder of recorded "
            + "plans: --planner replay:PATH (for example "
            + "../shared/rag-multi-corpus/reference-chunks/agentic-compact)");
      }
      return ReplayPlanner.load(Path.of(argument.strip()));
    }
  }
}
