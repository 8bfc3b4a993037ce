package dev.wrac.spark;

import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import java.io.Serializable;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What Spark ships to the executors: the chunker's settings (a {@link ChunkerSpec}, the same
 * settings as {@code wrac chunk}'s options and the Spring properties) plus what only this job
 * has, the per-document timeout and LLM client settings. Each executor JVM builds its
 * {@link dev.wrac.Chunker} from it once with {@link dev.wrac.Chunker.Builder#spec} (the chunker
 * itself is never serialised). Every value is checked here, on the driver, so a bad option
 * fails before any task runs.
 *
 * <pre>{@code
 * SparkOptions options = SparkOptions.of(ChunkerSpec.parse("max-tokens=512,heading-levels=2"));
 * SparkOptions llm = SparkOptions.builder().set(Setting.PLANNER, "llm:gpt-4.1-mini")
 *     .set(Setting.PLAN_CACHE, "hdfs:///wrac/plan-cache")
 *     .llmSetting("WRAC_LLM_MAX_CONCURRENCY", "8").build();
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
public record SparkOptions(ChunkerSpec settings, double fileTimeoutSeconds,
    Map<String, String> llmSettings) implements Serializable {

  private static final long serialVersionUID = 3L;

  /** Checks every value; throws {@link IllegalArgumentException} naming the option. */
  public SparkOptions {
    Objects.requireNonNull(settings, "settings");
    llmSettings = Map.copyOf(new TreeMap<>(Objects.requireNonNull(llmSettings, "llmSettings")));
    if (!(fileTimeoutSeconds >= 0) || Double.isInfinite(fileTimeoutSeconds)) {
      throw new IllegalArgumentException("fileTimeoutSeconds must be 0 or more, was "
          + fileTimeoutSeconds);
    }
  }

  /** The defaults of {@code wrac chunk}: the structural planner, 512 tokens at most. */
  public static SparkOptions defaults() {
    return of(ChunkerSpec.DEFAULT);
  }

  /** These chunker settings with the job's defaults (120 s per 10 MB, no LLM settings). */
  public static SparkOptions of(ChunkerSpec settings) {
    return new SparkOptions(settings, 120, Map.of());
  }

  /** A builder starting from the defaults; errors name settings as the Java methods do. */
  public static Builder builder() {
    return new Builder(ChunkerSpec.builder());
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder(settings.toBuilder());
    b.fileTimeoutSeconds = fileTimeoutSeconds;
    b.llmSettings.putAll(llmSettings);
    return b;
  }

  /** Builds {@link SparkOptions}: any chunker setting by {@link #set}, and the job's own. */
  public static final class Builder {
    private final ChunkerSpec.Builder settings;
    private double fileTimeoutSeconds = 120;
    private final Map<String, String> llmSettings = new TreeMap<>();

    private Builder(ChunkerSpec.Builder settings) {
      this.settings = settings;
    }

    /** A chunker setting, as {@link ChunkerSpec.Builder#set} takes it; checked in build. */
    public Builder set(Setting setting, Object value) {
      settings.set(setting, value);
      return this;
    }

    /** How errors name the chunker settings; default {@link ChunkerSpec.Spelling#JAVA}. */
    public Builder spelling(ChunkerSpec.Spelling spelling) {
      settings.spelling(spelling);
      return this;
    }

    /** Seconds a document may take per 10 MB started; 0 for no limit. Default 120. */
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
     * The options.
     *
     * @throws dev.wrac.ChunkerSpecException naming a bad chunker setting
     */
    public SparkOptions build() {
      return new SparkOptions(settings.build(), fileTimeoutSeconds, llmSettings);
    }
  }
}
