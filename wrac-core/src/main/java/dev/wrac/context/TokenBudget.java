package dev.wrac.context;

import java.util.function.UnaryOperator;

/**
 * How large chunks should be, in tokens of the configured {@link dev.wrac.tokens.TokenCounter},
 * heading context included. The targets ({@code minTokens}, {@code targetTokens},
 * {@code sectionTokens}) are measured on the chunk's content, its text without markup
 * ({@link dev.wrac.model.Chunk#embedText()}), so a document chunks the same whether it was
 * saved as Markdown or HTML; the maxima ({@code maxTokens}, {@code procedureMaxTokens}) hold for
 * every text a chunk hands out, verbatim text and embed text alike. Bounds: {@code 0 <
 * minTokens <= targetTokens <= sectionTokens <= maxTokens <= procedureMaxTokens}.
 *
 * <pre>{@code
 * TokenBudget budget = TokenBudget.builder().maxTokens(800).targetTokens(500).build();
 * }</pre>
 *
 * @param minTokens          chunks smaller than this are merged into a neighbour when the
 *                           result stays within {@code maxTokens}; default 64
 * @param targetTokens       small sibling sections merge up to this size, and large sections
 *                           are cut into pieces of about this size; default 128 (measured on
 *                           RAG-Multi-Corpus: small focused chunks retrieve best at a fixed
 *                           context budget, see the README)
 * @param sectionTokens      a section up to this size stays one chunk; a larger one is cut
 *                           into pieces of about {@code targetTokens}; a list or table up to
 *                           this size stays whole, a larger one is cut between items or rows
 *                           into the fewest parts within it; default 384, below
 *                           {@code maxTokens} so that a whole section leaves room for the
 *                           markup of its verbatim text within the maximum
 * @param maxTokens          a section larger than this is split at element boundaries;
 *                           default 512, which suits embedding models with a 512-token window
 * @param procedureMaxTokens ordered lists (steps) and their lead-in stay whole up to this
 *                           size; beyond it they split between steps with the lead-in
 *                           repeated; default 1024
 */
public record TokenBudget(int minTokens, int targetTokens, int sectionTokens, int maxTokens,
    int procedureMaxTokens) {
  /** The defaults: 64 / 128 / 384 / 512 / 1024. */
  public static final TokenBudget DEFAULT = new TokenBudget(64, 128, 384, 512, 1024);

  public TokenBudget {
    check(minTokens, targetTokens, sectionTokens, maxTokens, procedureMaxTokens,
        UnaryOperator.identity());
  }

  /**
   * Checks the bounds, naming each value by {@code names} applied to its component name (so a
   * front end can say {@code --max-tokens} where this record says {@code maxTokens}).
   */
  private static void check(int minTokens, int targetTokens, int sectionTokens, int maxTokens,
      int procedureMaxTokens, UnaryOperator<String> names) {
    requirePositive(names.apply("minTokens"), minTokens);
    requirePositive(names.apply("targetTokens"), targetTokens);
    requirePositive(names.apply("sectionTokens"), sectionTokens);
    requirePositive(names.apply("maxTokens"), maxTokens);
    requirePositive(names.apply("procedureMaxTokens"), procedureMaxTokens);
    if (targetTokens < minTokens) {
      throw new IllegalArgumentException(names.apply("targetTokens") + " " + targetTokens
          + " must be at least " + names.apply("minTokens") + " " + minTokens);
    }
    if (maxTokens < targetTokens) {
      throw new IllegalArgumentException(names.apply("maxTokens") + " " + maxTokens
          + " must be at least " + names.apply("targetTokens") + " " + targetTokens);
    }
    if (sectionTokens < targetTokens || sectionTokens > maxTokens) {
      throw new IllegalArgumentException(names.apply("sectionTokens") + " " + sectionTokens
          + " must be between " + names.apply("targetTokens") + " " + targetTokens + " and "
          + names.apply("maxTokens") + " " + maxTokens);
    }
    if (procedureMaxTokens < maxTokens) {
      throw new IllegalArgumentException(names.apply("procedureMaxTokens") + " "
          + procedureMaxTokens + " must be at least " + names.apply("maxTokens") + " "
          + maxTokens);
    }
  }

  private static int requirePositive(String name, int value) {
    if (value < 1) {
      throw new IllegalArgumentException(name + " must be positive, was " + value);
    }
    return value;
  }

  /**
   * This budget with its maxima raised to at least {@code maxTokens} ({@code procedureMaxTokens}
   * too, to keep the order); the targets are unchanged. This budget itself if it is already as
   * large. Used by planners whose chunks are sized by their own argument
   * ({@link dev.wrac.plan.ChunkPlanner#planningContext}).
   *
   * @throws IllegalArgumentException if {@code maxTokens} is not positive
   */
  public TokenBudget atLeast(int maxTokens) {
    requirePositive("maxTokens", maxTokens);
    if (maxTokens <= this.maxTokens) {
      return this;
    }
    return new TokenBudget(minTokens, targetTokens, sectionTokens, maxTokens,
        Math.max(procedureMaxTokens, maxTokens));
  }

  /** A builder starting from {@link #DEFAULT}. */
  public static Builder builder() {
    return new Builder(DEFAULT);
  }

  /** A builder starting from this budget. */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Builder for {@link TokenBudget}. Setting only {@code maxTokens} scales the others with it
   * (target 1/4, min 1/8, whole sections 3/4, procedures 2x) unless they are set too. Each
   * setter rejects a value that is not positive at the call, naming the option; {@link #build}
   * checks the order of the values.
   */
  public static final class Builder {
    private Integer min;
    private Integer target;
    private Integer section;
    private Integer max;
    private Integer procedureMax;
    private final TokenBudget base;

    private Builder(TokenBudget base) {
      this.base = base;
    }

    /** Chunks smaller than this join a neighbour when the result fits the maximum. */
    public Builder minTokens(int minTokens) {
      this.min = requirePositive("minTokens", minTokens);
      return this;
    }

    /** The size small sections merge up to and large sections are cut to. */
    public Builder targetTokens(int targetTokens) {
      this.target = requirePositive("targetTokens", targetTokens);
      return this;
    }

    /** The largest section kept as one chunk. */
    public Builder sectionTokens(int sectionTokens) {
      this.section = requirePositive("sectionTokens", sectionTokens);
      return this;
    }

    /** The largest chunk, except whole procedures. */
    public Builder maxTokens(int maxTokens) {
      this.max = requirePositive("maxTokens", maxTokens);
      return this;
    }

    /** The largest ordered list (steps) with its lead-in kept whole. */
    public Builder procedureMaxTokens(int tokens) {
      this.procedureMax = requirePositive("procedureMaxTokens", tokens);
      return this;
    }

    /**
     * The budget; values not set come from the base budget, or scale with a changed maximum.
     *
     * @throws IllegalArgumentException if the values are out of order (see {@link TokenBudget})
     */
    public TokenBudget build() {
      return build(UnaryOperator.identity());
    }

    /**
     * {@link #build()}, naming the values in an error by {@code names} applied to their
     * component names ({@code "maxTokens"} to {@code "--max-tokens"}, say).
     *
     * @throws IllegalArgumentException if the values are out of order, in those names
     */
    public TokenBudget build(UnaryOperator<String> names) {
      int mx = max != null ? max : base.maxTokens();
      boolean scaled = max != null && max != base.maxTokens();
      int tg = target != null ? target : scaled ? Math.max(1, mx / 4) : base.targetTokens();
      int mn = min != null ? min : scaled ? Math.max(1, Math.min(tg, mx / 8)) : base.minTokens();
      int sc = section != null ? section
          : Math.min(mx, Math.max(tg, scaled ? mx * 3 / 4 : base.sectionTokens()));
      int pm = procedureMax != null ? procedureMax
          : scaled ? mx * 2 : Math.max(mx, base.procedureMaxTokens());
      check(mn, tg, sc, mx, pm, names);
      return new TokenBudget(mn, tg, sc, mx, pm);
    }
  }
}
