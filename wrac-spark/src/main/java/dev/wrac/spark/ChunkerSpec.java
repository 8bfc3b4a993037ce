package dev.wrac.spark;

import dev.wrac.context.TokenBudget;
import java.io.Serializable;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What Spark ships to the executors: the chunker's settings ({@link dev.wrac.ChunkerSpec},
 * the same settings as {@code wrac chunk}'s options and the Spring properties) plus what only
 * this job has, the per-document timeout and LLM client settings. Each executor JVM builds its
 * {@link dev.wrac.Chunker} from it once with {@link dev.wrac.Wrac.Builder#spec} (the chunker
 * itself is never serialised). Every value is checked here, on the driver, so a bad option
 * fails before any task runs.
 *
 * <pre>{@code
 * ChunkerSpec spec = ChunkerSpec.builder().maxTokens(512).headingLevels(2).build();
 * ChunkerSpec llm = ChunkerSpec.builder().planner("llm:gpt-4.1-mini")
 *     .planCache("hdfs:///wrac/plan-cache").llmSetting("WRAC_LLM_MAX_CONCURRENCY", "8").build();
 * ChunkerSpec same = ChunkerSpec.of(dev.wrac.ChunkerSpec.parse("planner=recursive:600"));
 * }</pre>
 *
 * @param settings           the chunker's settings; its {@code plan-cache} is a Hadoop path or
 *                           URI (any file system: {@code hdfs://}, {@code s3a://},
 *                           {@code file:/}) shared by the executors
 * @param fileTimeoutSeconds seconds a document may take per 10 MB started of its size
 *                           (default 120, like {@code wrac chunk}); 0 for no limit
 * @param llmSettings        LLM client settings that override the executors' environment
 *                           ({@code WRAC_LLM_MODEL}, {@code WRAC_LLM_MAX_CONCURRENCY}, ...: see
 *                           {@link dev.wrac.llm.LlmConfig}); keep API keys in the executors'
 *                           environment, not here
 */
public record ChunkerSpec(dev.wrac.ChunkerSpec settings, double fileTimeoutSeconds,
    Map<String, String> llmSettings) implements Serializable {

  private static final long serialVersionUID = 2L;

  /** Checks every value; throws {@link IllegalArgumentException} naming the option. */
  public ChunkerSpec {
    Objects.requireNonNull(settings, "settings");
    llmSettings = Map.copyOf(new TreeMap<>(Objects.requireNonNull(llmSettings, "llmSettings")));
    if (!(fileTimeoutSeconds >= 0) || Double.isInfinite(fileTimeoutSeconds)) {
      throw new IllegalArgumentException("fileTimeoutSeconds must be 0 or more, was "
          + fileTimeoutSeconds);
    }
  }

  /** The defaults of {@code wrac chunk}: the structural planner, 512 tokens at most. */
  public static ChunkerSpec defaults() {
    return builder().build();
  }

  /** These chunker settings with the job's defaults (120 s per 10 MB, no LLM settings). */
  public static ChunkerSpec of(dev.wrac.ChunkerSpec settings) {
    return new ChunkerSpec(settings, 120, Map.of());
  }

  /** A builder starting from the defaults; errors name settings as the Java methods do. */
  public static Builder builder() {
    return new Builder(dev.wrac.ChunkerSpec.builder());
  }

  /** A builder starting from this spec. */
  public Builder toBuilder() {
    Builder b = new Builder(settings.toBuilder());
    b.fileTimeoutSeconds = fileTimeoutSeconds;
    b.llmSettings.putAll(llmSettings);
    return b;
  }

  /** The token budget these sizes give (the unset ones from the defaults). */
  public TokenBudget budget() {
    return settings.budget();
  }

  /**
   * Builds a {@link ChunkerSpec}; the chunker settings' setters are those of
   * {@link dev.wrac.ChunkerSpec.Builder}, see there.
   */
  public static final class Builder {
    private final dev.wrac.ChunkerSpec.Builder settings;
    private double fileTimeoutSeconds = 120;
    private final Map<String, String> llmSettings = new TreeMap<>();

    private Builder(dev.wrac.ChunkerSpec.Builder settings) {
      this.settings = settings;
    }

    /**
     * The chunker settings, to set any of them ({@code settings().minTokens(32)}); errors name
     * them as {@link dev.wrac.ChunkerSpec.Builder#spelling} says.
     */
    public dev.wrac.ChunkerSpec.Builder settings() {
      return settings;
    }

    public Builder planner(String planner) {
      settings.planner(planner);
      return this;
    }

    public Builder maxTokens(Integer maxTokens) {
      settings.maxTokens(maxTokens);
      return this;
    }

    public Builder targetTokens(Integer targetTokens) {
      settings.targetTokens(targetTokens);
      return this;
    }

    public Builder sectionTokens(Integer sectionTokens) {
      settings.sectionTokens(sectionTokens);
      return this;
    }

    public Builder headingLevels(Integer headingLevels) {
      settings.headingLevels(headingLevels);
      return this;
    }

    public Builder tokenizer(String tokenizer) {
      settings.tokenizer(tokenizer);
      return this;
    }

    public Builder route(String route) {
      settings.route(route);
      return this;
    }

    public Builder transcriber(String transcriber) {
      settings.transcriber(transcriber);
      return this;
    }

    public Builder planCache(String hadoopPath) {
      settings.planCache(hadoopPath);
      return this;
    }

    public Builder fileTimeoutSeconds(double seconds) {
      this.fileTimeoutSeconds = seconds;
      return this;
    }

    /** One LLM client setting ({@code WRAC_LLM_*}) overriding the executors' environment. */
    public Builder llmSetting(String name, String value) {
      llmSettings.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, name));
      return this;
    }

    /**
     * The spec.
     *
     * @throws dev.wrac.ChunkerSpecException naming a bad chunker setting
     */
    public ChunkerSpec build() {
      return new ChunkerSpec(settings.build(), fileTimeoutSeconds, llmSettings);
    }
  }
}
