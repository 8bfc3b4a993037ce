package dev.wrac.spring.ai;

import dev.wrac.ChunkerSpec;
import dev.wrac.ChunkerSpec.Setting;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings under {@code wrac.*} for the auto-configured {@code Chunker} and
 * {@link WracDocumentTransformer}: the settings of a {@link ChunkerSpec}, one property each
 * ({@code wrac.} and the setting's key), bound to the spec by {@link #spec()}, plus what only
 * Spring has (media type, verbatim text). Unset values keep the library's defaults; a bad value
 * fails at start-up naming its property.
 *
 * <pre>
 * wrac.planner=structural            # any planner spec: structural, recursive:600, llm, ...
 * wrac.max-tokens=512                # set alone, the other sizes scale with it
 * wrac.target-tokens=200
 * wrac.heading-levels=2
 * wrac.tokenizer=o200k_base
 * wrac.verbatim-text=false           # true: chunks keep their Markdown markup
 * </pre>
 * {@code wrac.max-chunk-tokens} and {@code wrac.budget.*} are the former names of the sizes,
 * still read; setting one of them together with another name of the same size, or
 * {@code max-chunk-tokens} with a {@code budget.*} value, fails at start-up naming both.
 */
@ConfigurationProperties(prefix = "wrac")
public class WracProperties {
  /** The planner spec: structural (default), sections, llm[:model], ...; a ChunkPlanner bean wins. */
  private String planner;
  /** Largest chunk in tokens, heading context included (default 512); set alone, the other sizes scale with it. */
  private Integer maxTokens;
  /** The size small sections merge up to and large sections are cut to (default 128). */
  private Integer targetTokens;
  /** The largest section kept as one chunk (default 384). */
  private Integer sectionTokens;
  /** Chunks smaller than this join a neighbour when the result fits the maximum (default 64). */
  private Integer minTokens;
  /** The largest numbered procedure kept whole with its lead-in (default 1024). */
  private Integer procedureMaxTokens;
  /** Enclosing headings repeated before each chunk, 0 to 6 (default 3). */
  private Integer headingLevels;
  /** How tokens are counted: o200k_base (default), cl100k_base, approximate. */
  private String tokenizer;
  /** How office documents, PDF and images are read: offline (default) or pages (needs wrac-pages). */
  private String route;
  /** The page route's transcriber: ocr (default) or llm. */
  private String transcriber;
  /** Elements per planning window of the LLM planners (default 60). */
  private Integer windowElements;
  /** A folder where LLM planners keep their window answers (default: WRAC_PLAN_CACHE, else in memory). */
  private String planCache;
  /**
   * Levels of the chunker's hierarchy (Chunker.hierarchy, HierarchyDocuments), leaves first,
   * each a planner spec: structural,page or structural>page (default: ChunkHierarchy's
   * DEFAULT_LEVELS, small structural leaves inside structural sections inside pages).
   */
  private List<String> levels;
  /**
   * Whether the chunks above the leaves are embedded too (default false: leaves only). Recorded
   * in the chunker spec; HierarchyDocuments.index indexes the leaves whatever it says.
   */
  private Boolean embedParents;
  /** The most time one document's parse may take, such as 30s (default: no budget). */
  private Duration parseTimeBudget;
  /** Former name: the largest chunk in tokens, the other sizes scaled (use max-tokens). */
  private Integer maxChunkTokens;
  /** Former names of the sizes, value by value (use max-tokens, target-tokens, ...). */
  private final Budget budget = new Budget();
  /** The media type of documents whose format neither metadata nor file name names. */
  private String defaultMediaType = "text/markdown";
  /** Chunk documents hold the verbatim source text (markup included) instead of the embed text. */
  private boolean verbatimText;

  /**
   * The chunker settings these properties give, named {@code wrac.*} in errors.
   *
   * @throws dev.wrac.ChunkerSpecException naming the property of a bad value
   * @throws IllegalStateException if two names of one size are both set, naming them
   */
  public ChunkerSpec spec() {
    if (maxChunkTokens != null && budget.isSet()) {
      throw new IllegalStateException("wrac.max-chunk-tokens conflicts with wrac.budget.*: both "
          + "set the budget; use wrac.max-tokens, wrac.target-tokens, ... alone");
    }
    Integer max = alias(Setting.MAX_TOKENS, maxTokens, maxChunkTokens != null
        ? maxChunkTokens : budget.maxTokens, maxChunkTokens != null
        ? "wrac.max-chunk-tokens" : "wrac.budget.max-tokens");
    return ChunkerSpec.builder().spelling(ChunkerSpec.Spelling.SPRING)
        .planner(planner).maxTokens(max)
        .targetTokens(alias(Setting.TARGET_TOKENS, targetTokens, budget.targetTokens,
            "wrac.budget.target-tokens"))
        .sectionTokens(alias(Setting.SECTION_TOKENS, sectionTokens, budget.sectionTokens,
            "wrac.budget.section-tokens"))
        .minTokens(alias(Setting.MIN_TOKENS, minTokens, budget.minTokens,
            "wrac.budget.min-tokens"))
        .procedureMaxTokens(alias(Setting.PROCEDURE_MAX_TOKENS, procedureMaxTokens,
            budget.procedureMaxTokens, "wrac.budget.procedure-max-tokens"))
        .headingLevels(headingLevels).tokenizer(tokenizer).route(route).transcriber(transcriber)
        .planningWindowElements(windowElements).planCache(planCache)
        .levels(levels).embedParents(embedParents).parseTimeBudget(parseTimeBudget)
        .build();
  }

  private static Integer alias(Setting setting, Integer value, Integer former, String name) {
    if (value != null && former != null) {
      throw new IllegalStateException(name + " conflicts with "
          + setting.nameIn(ChunkerSpec.Spelling.SPRING) + ": both set the same size; keep "
          + setting.nameIn(ChunkerSpec.Spelling.SPRING) + " alone");
    }
    return value != null ? value : former;
  }

  public Integer getMaxTokens() {
    return maxTokens;
  }

  public void setMaxTokens(Integer maxTokens) {
    this.maxTokens = maxTokens;
  }

  public Integer getTargetTokens() {
    return targetTokens;
  }

  public void setTargetTokens(Integer targetTokens) {
    this.targetTokens = targetTokens;
  }

  public Integer getSectionTokens() {
    return sectionTokens;
  }

  public void setSectionTokens(Integer sectionTokens) {
    this.sectionTokens = sectionTokens;
  }

  public Integer getMinTokens() {
    return minTokens;
  }

  public void setMinTokens(Integer minTokens) {
    this.minTokens = minTokens;
  }

  public Integer getProcedureMaxTokens() {
    return procedureMaxTokens;
  }

  public void setProcedureMaxTokens(Integer procedureMaxTokens) {
    this.procedureMaxTokens = procedureMaxTokens;
  }

  public String getTokenizer() {
    return tokenizer;
  }

  public void setTokenizer(String tokenizer) {
    this.tokenizer = tokenizer;
  }

  public String getRoute() {
    return route;
  }

  public void setRoute(String route) {
    this.route = route;
  }

  public String getTranscriber() {
    return transcriber;
  }

  public void setTranscriber(String transcriber) {
    this.transcriber = transcriber;
  }

  public Integer getWindowElements() {
    return windowElements;
  }

  public void setWindowElements(Integer windowElements) {
    this.windowElements = windowElements;
  }

  public String getPlanCache() {
    return planCache;
  }

  public void setPlanCache(String planCache) {
    this.planCache = planCache;
  }

  public List<String> getLevels() {
    return levels;
  }

  public void setLevels(List<String> levels) {
    this.levels = levels;
  }

  public Boolean getEmbedParents() {
    return embedParents;
  }

  public void setEmbedParents(Boolean embedParents) {
    this.embedParents = embedParents;
  }

  public Duration getParseTimeBudget() {
    return parseTimeBudget;
  }

  public void setParseTimeBudget(Duration parseTimeBudget) {
    this.parseTimeBudget = parseTimeBudget;
  }

  public boolean isVerbatimText() {
    return verbatimText;
  }

  public void setVerbatimText(boolean verbatimText) {
    this.verbatimText = verbatimText;
  }

  public Integer getMaxChunkTokens() {
    return maxChunkTokens;
  }

  public void setMaxChunkTokens(Integer maxChunkTokens) {
    this.maxChunkTokens = maxChunkTokens;
  }

  public Budget getBudget() {
    return budget;
  }

  public Integer getHeadingLevels() {
    return headingLevels;
  }

  public void setHeadingLevels(Integer headingLevels) {
    this.headingLevels = headingLevels;
  }

  public String getPlanner() {
    return planner;
  }

  public void setPlanner(String planner) {
    this.planner = planner;
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

    public Integer getMinTokens() {
      return minTokens;
    }

    public void setMinTokens(Integer minTokens) {
      this.minTokens = minTokens;
    }

    public Integer getTargetTokens() {
      return targetTokens;
    }

    public void setTargetTokens(Integer targetTokens) {
      this.targetTokens = targetTokens;
    }

    public Integer getSectionTokens() {
      return sectionTokens;
    }

    public void setSectionTokens(Integer sectionTokens) {
      this.sectionTokens = sectionTokens;
    }

    public Integer getMaxTokens() {
      return maxTokens;
    }

    public void setMaxTokens(Integer maxTokens) {
      this.maxTokens = maxTokens;
    }

    public Integer getProcedureMaxTokens() {
      return procedureMaxTokens;
    }

    public void setProcedureMaxTokens(Integer procedureMaxTokens) {
      this.procedureMaxTokens = procedureMaxTokens;
    }
  }
}
