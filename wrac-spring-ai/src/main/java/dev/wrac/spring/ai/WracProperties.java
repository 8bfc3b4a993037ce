package dev.wrac.spring.ai;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings under {@code wrac.*} for the auto-configured {@code Chunker} and
 * {@link WracDocumentTransformer}. Unset values keep the library's defaults.
 *
 * <pre>
 * wrac.max-chunk-tokens=512          # or the budget, value by value:
 * wrac.budget.max-tokens=512
 * wrac.budget.target-tokens=200
 * wrac.heading-levels=2
 * wrac.planner=structural            # any ChunkPlanners spec: structural, sections, llm, ...
 * wrac.verbatim-text=false           # true: chunks keep their Markdown markup
 * </pre>
 * Setting both {@code max-chunk-tokens} and a {@code budget.*} value fails at start-up, naming
 * both: they set the same budget.
 */
@ConfigurationProperties(prefix = "wrac")
public class WracProperties {
  /** The largest chunk in tokens; the other budget values scale with it (target 1/4). */
  private Integer maxChunkTokens;
  /** The token budget, value by value (instead of max-chunk-tokens). */
  private final Budget budget = new Budget();
  /** Enclosing headings repeated before each chunk, 0 to 6 (default 3). */
  private Integer headingLevels;
  /** The planner spec: structural (default), sections, llm[:model], ...; a ChunkPlanner bean wins. */
  private String planner = "structural";
  /** The media type of documents whose format neither metadata nor file name names. */
  private String defaultMediaType = "text/markdown";
  /** Chunk documents hold the verbatim source text (markup included) instead of the embed text. */
  private boolean verbatimText;

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

  /** {@code wrac.budget.*}: the values of {@link dev.wrac.context.TokenBudget}. */
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
