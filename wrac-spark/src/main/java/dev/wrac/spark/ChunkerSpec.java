package dev.wrac.spark;

import dev.wrac.context.TokenBudget;
import java.io.Serializable;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The chunker options of {@code wrac chunk}, as a serialisable value that Spark ships to the
 * executors; each executor JVM builds its {@link dev.wrac.Chunker} from it once (the chunker
 * itself is never serialised). Every value is checked here, on the driver, so a bad option
 * fails before any task runs.
 *
 * <pre>{@code
 * ChunkerSpec spec = ChunkerSpec.builder().maxTokens(512).headingLevels(2).build();
 * ChunkerSpec llm = ChunkerSpec.builder().planner("llm:gpt-4.1-mini")
 *     .planCache("hdfs:///wrac/plan-cache").llmSetting("WRAC_LLM_MAX_CONCURRENCY", "8").build();
 * }</pre>
 *
 * @param planner            {@code structural} (default), {@code sections}, {@code llm[:model]},
 *                           {@code agentic[:model]}, {@code replay:PATH} or any planner on the
 *                           class path ({@code --planner})
 * @param maxTokens          largest chunk, or {@code null} for the default ({@code --max-tokens})
 * @param targetTokens       target size, or {@code null} ({@code --target-tokens})
 * @param sectionTokens      largest section kept whole, or {@code null} ({@code --section-tokens})
 * @param headingLevels      enclosing headings repeated in front of a chunk, 0–6
 *                           ({@code --heading-levels}, default 3)
 * @param tokenizer          {@code o200k_base} (default), {@code cl100k_base} or
 *                           {@code approximate} ({@code --tokenizer})
 * @param route              {@code offline} (default) or {@code pages} ({@code --route})
 * @param transcriber        the page route's transcriber, {@code ocr} (default) or {@code llm}
 * @param fileTimeoutSeconds seconds a document may take per 10 MB started of its size
 *                           (default 120, like {@code wrac chunk}); 0 for no limit
 * @param planCache          a Hadoop path or URI (any file system: {@code hdfs://},
 *                           {@code s3a://}, {@code file:/}) where LLM planners keep the answers
 *                           of their windows, so a re-run makes no call; {@code null} for none
 * @param llmSettings        LLM client settings that override the executors' environment
 *                           ({@code WRAC_LLM_MODEL}, {@code WRAC_LLM_MAX_CONCURRENCY}, ...: see
 *                           {@link dev.wrac.llm.LlmConfig}); keep API keys in the executors'
 *                           environment, not here
 */
public record ChunkerSpec(
    String planner,
    Integer maxTokens,
    Integer targetTokens,
    Integer sectionTokens,
    int headingLevels,
    String tokenizer,
    String route,
    String transcriber,
    double fileTimeoutSeconds,
    String planCache,
    Map<String, String> llmSettings) implements Serializable {

  private static final long serialVersionUID = 1L;

  /** Checks every value; throws {@link IllegalArgumentException} naming the option. */
  public ChunkerSpec {
    planner = nonBlank("planner", planner);
    tokenizer = nonBlank("tokenizer", tokenizer);
    route = nonBlank("route", route).toLowerCase(Locale.ROOT);
    transcriber = nonBlank("transcriber", transcriber);
    llmSettings = Map.copyOf(new TreeMap<>(Objects.requireNonNull(llmSettings, "llmSettings")));
    if (headingLevels < 0 || headingLevels > 6) {
      throw new IllegalArgumentException("headingLevels must be 0-6, was " + headingLevels);
    }
    if (!route.equals("offline") && !route.equals("pages")) {
      throw new IllegalArgumentException("route must be offline or pages, was '" + route + "'");
    }
    if (!(fileTimeoutSeconds >= 0) || Double.isInfinite(fileTimeoutSeconds)) {
      throw new IllegalArgumentException("fileTimeoutSeconds must be 0 or more, was "
          + fileTimeoutSeconds);
    }
    if (planCache != null && planCache.isBlank()) {
      planCache = null;
    }
    budget(maxTokens, targetTokens, sectionTokens);
  }

  /** The defaults of {@code wrac chunk}: the structural planner, 512 tokens at most. */
  public static ChunkerSpec defaults() {
    return builder().build();
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from this spec. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.planner = planner;
    b.maxTokens = maxTokens;
    b.targetTokens = targetTokens;
    b.sectionTokens = sectionTokens;
    b.headingLevels = headingLevels;
    b.tokenizer = tokenizer;
    b.route = route;
    b.transcriber = transcriber;
    b.fileTimeoutSeconds = fileTimeoutSeconds;
    b.planCache = planCache;
    b.llmSettings.putAll(llmSettings);
    return b;
  }

  /** The token budget these sizes give (the unset ones from the defaults). */
  public TokenBudget budget() {
    return budget(maxTokens, targetTokens, sectionTokens);
  }

  private static TokenBudget budget(Integer max, Integer target, Integer section) {
    TokenBudget.Builder b = TokenBudget.builder();
    if (max != null) {
      b.maxTokens(max);
    }
    if (target != null) {
      b.targetTokens(target);
    }
    if (section != null) {
      b.sectionTokens(section);
    }
    return b.build();
  }

  private static String nonBlank(String name, String value) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(name + " must not be blank");
    }
    return value.strip();
  }

  /** Builds a {@link ChunkerSpec}; each setter takes the value of the option it names. */
  public static final class Builder {
    private String planner = "structural";
    private Integer maxTokens;
    private Integer targetTokens;
    private Integer sectionTokens;
    private int headingLevels = 3;
    private String tokenizer = "o200k_base";
    private String route = "offline";
    private String transcriber = "ocr";
    private double fileTimeoutSeconds = 120;
    private String planCache;
    private final Map<String, String> llmSettings = new TreeMap<>();

    private Builder() {}

    public Builder planner(String planner) {
      this.planner = planner;
      return this;
    }

    public Builder maxTokens(Integer maxTokens) {
      this.maxTokens = maxTokens;
      return this;
    }

    public Builder targetTokens(Integer targetTokens) {
      this.targetTokens = targetTokens;
      return this;
    }

    public Builder sectionTokens(Integer sectionTokens) {
      this.sectionTokens = sectionTokens;
      return this;
    }

    public Builder headingLevels(int headingLevels) {
      this.headingLevels = headingLevels;
      return this;
    }

    public Builder tokenizer(String tokenizer) {
      this.tokenizer = tokenizer;
      return this;
    }

    public Builder route(String route) {
      this.route = route;
      return this;
    }

    public Builder transcriber(String transcriber) {
      this.transcriber = transcriber;
      return this;
    }

    public Builder fileTimeoutSeconds(double seconds) {
      this.fileTimeoutSeconds = seconds;
      return this;
    }

    public Builder planCache(String hadoopPath) {
      this.planCache = hadoopPath;
      return this;
    }

    /** One LLM client setting ({@code WRAC_LLM_*}) overriding the executors' environment. */
    public Builder llmSetting(String name, String value) {
      llmSettings.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, name));
      return this;
    }

    public ChunkerSpec build() {
      return new ChunkerSpec(planner, maxTokens, targetTokens, sectionTokens, headingLevels,
          tokenizer, route, transcriber, fileTimeoutSeconds, planCache, llmSettings);
    }
  }
}
