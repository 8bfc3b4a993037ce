package dev.wrac.spring.ai;

import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.ChunkerSpec.Spelling;
import java.util.EnumMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.DeprecatedConfigurationProperty;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;

/**
 * Settings under {@code wrac.*} for the auto-configured {@code Chunker} and
 * {@link WracDocumentTransformer}: the settings of a {@link ChunkerSpec}, one property each
 * ({@code wrac.} and the setting's key), bound by looping over {@link Setting} with Spring's
 * {@link Binder} (relaxed names and environment variables included), plus what only Spring has
 * (media type, verbatim text). Unset values keep the library's defaults; a bad value fails at
 * start-up naming its property. The build writes the settings into the jar's configuration
 * metadata from the same table, so IDEs complete and document them.
 *
 * <pre>
 * wrac.planner=structural            # any planner spec: structural, recursive:600, llm, ...
 * wrac.max-tokens=512                # set alone, the other sizes scale with it
 * wrac.target-tokens=200
 * wrac.heading-levels=2
 * wrac.levels=structural,page        # or structural>page
 * wrac.parse-time-budget=30s         # or PT30S
 * wrac.verbatim-text=false           # true: chunks keep their Markdown markup
 * </pre>
 * {@code wrac.max-chunk-tokens} and {@code wrac.budget.*} are the former names of the sizes,
 * still read; setting one of them together with another name of the same size, or
 * {@code max-chunk-tokens} with a {@code budget.*} value, fails at start-up naming both.
 */
@ConfigurationProperties(prefix = "wrac")
public class WracProperties implements EnvironmentAware {
  private Environment environment;
  /** Former name: the largest chunk in tokens, the other sizes scaled (use max-tokens). */
  private Integer maxChunkTokens;
  /** Former names of the sizes, value by value (use max-tokens, target-tokens, ...). */
  private final Budget budget = new Budget();
  /** The media type of documents whose format neither metadata nor file name names. */
  private String defaultMediaType = "text/markdown";
  /** Chunk documents hold the verbatim source text (markup included) instead of the embed text. */
  private boolean verbatimText;

  @Override
  public void setEnvironment(Environment environment) {
    this.environment = environment;
  }

  /**
   * The chunker settings these properties give, named {@code wrac.*} in errors: each
   * {@link Setting} bound from {@code wrac.<key>} (a list for {@code wrac.levels}).
   *
   * @throws dev.wrac.ChunkerSpecException naming the property of a bad value
   * @throws IllegalStateException if two names of one size are both set, naming them
   */
  public ChunkerSpec spec() {
    if (maxChunkTokens != null && budget.isSet()) {
      throw new IllegalStateException("wrac.max-chunk-tokens conflicts with wrac.budget.*: both "
          + "set the budget; use wrac.max-tokens, wrac.target-tokens, ... alone");
    }
    Map<Setting, Object> given = new EnumMap<>(Setting.class);
    if (environment != null) {
      Binder binder = Binder.get(environment);
      for (Setting s : Setting.values()) {
        Bindable<?> type = s.isList() ? Bindable.listOf(String.class) : Bindable.of(String.class);
        binder.bind(s.nameIn(Spelling.SPRING), type).ifBound(v -> given.put(s, v));
      }
    }
    former(given, Setting.MAX_TOKENS, maxChunkTokens != null ? maxChunkTokens
        : budget.maxTokens, maxChunkTokens != null
        ? "wrac.max-chunk-tokens" : "wrac.budget.max-tokens");
    former(given, Setting.TARGET_TOKENS, budget.targetTokens, "wrac.budget.target-tokens");
    former(given, Setting.SECTION_TOKENS, budget.sectionTokens, "wrac.budget.section-tokens");
    former(given, Setting.MIN_TOKENS, budget.minTokens, "wrac.budget.min-tokens");
    former(given, Setting.PROCEDURE_MAX_TOKENS, budget.procedureMaxTokens,
        "wrac.budget.procedure-max-tokens");
    ChunkerSpec.Builder spec = ChunkerSpec.builder().spelling(Spelling.SPRING);
    given.forEach(spec::set);
    return spec.build();
  }

  /** Adds the value of a former name of {@code setting}, refusing both names at once. */
  private static void former(Map<Setting, Object> given, Setting setting, Integer value,
      String name) {
    if (value == null) {
      return;
    }
    if (given.containsKey(setting)) {
      throw new IllegalStateException(name + " conflicts with "
          + setting.nameIn(Spelling.SPRING) + ": both set the same size; keep "
          + setting.nameIn(Spelling.SPRING) + " alone");
    }
    given.put(setting, value);
  }

  public boolean isVerbatimText() {
    return verbatimText;
  }

  public void setVerbatimText(boolean verbatimText) {
    this.verbatimText = verbatimText;
  }

  @DeprecatedConfigurationProperty(replacement = "wrac.max-tokens", reason = "Former name")
  public Integer getMaxChunkTokens() {
    return maxChunkTokens;
  }

  public void setMaxChunkTokens(Integer maxChunkTokens) {
    this.maxChunkTokens = maxChunkTokens;
  }

  public Budget getBudget() {
    return budget;
  }

  public String getDefaultMediaType() {
    return defaultMediaType;
  }

  public void setDefaultMediaType(String defaultMediaType) {
    this.defaultMediaType = defaultMediaType;
  }

  /** {@code wrac.budget.*}: the former names of the sizes (use {@code wrac.max-tokens}, ...). */
  public static class Budget {
    /** Chunks smaller than this join a neighbour when the result fits the maximum. */
    private Integer minTokens;
    /** The size small sections merge up to and large sections are cut to. */
    private Integer targetTokens;
    /** The largest section kept as one chunk. */
    private Integer sectionTokens;
    /** The largest chunk, except whole procedures. */
    private Integer maxTokens;
    /** The largest numbered procedure kept whole with its lead-in. */
    private Integer procedureMaxTokens;

    /** Whether any value is set. */
    boolean isSet() {
      return minTokens != null || targetTokens != null || sectionTokens != null
          || maxTokens != null || procedureMaxTokens != null;
    }

    @DeprecatedConfigurationProperty(replacement = "wrac.min-tokens", reason = "Former name")
    public Integer getMinTokens() {
      return minTokens;
    }

    public void setMinTokens(Integer minTokens) {
      this.minTokens = minTokens;
    }

    @DeprecatedConfigurationProperty(replacement = "wrac.target-tokens", reason = "Former name")
    public Integer getTargetTokens() {
      return targetTokens;
    }

    public void setTargetTokens(Integer targetTokens) {
      this.targetTokens = targetTokens;
    }

    @DeprecatedConfigurationProperty(replacement = "wrac.section-tokens", reason = "Former name")
    public Integer getSectionTokens() {
      return sectionTokens;
    }

    public void setSectionTokens(Integer sectionTokens) {
      this.sectionTokens = sectionTokens;
    }

    @DeprecatedConfigurationProperty(replacement = "wrac.max-tokens", reason = "Former name")
    public Integer getMaxTokens() {
      return maxTokens;
    }

    public void setMaxTokens(Integer maxTokens) {
      this.maxTokens = maxTokens;
    }

    @DeprecatedConfigurationProperty(replacement = "wrac.procedure-max-tokens", reason = "Former name")
    public Integer getProcedureMaxTokens() {
      return procedureMaxTokens;
    }

    public void setProcedureMaxTokens(Integer procedureMaxTokens) {
      this.procedureMaxTokens = procedureMaxTokens;
    }
  }
}
