package dev.wrac.parse;

import dev.wrac.context.TokenBudget;
import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.time.Duration;
import java.util.Objects;

/**
 * Settings every parser honours.
 *
 * <pre>{@code
 * ParseOptions options = ParseOptions.builder().maxElementTokens(400).build();
 * }</pre>
 *
 * @param tokenCounter     counts each element's tokens once; default {@link TokenCounters#o200k()}
 * @param maxElementTokens elements longer than this many tokens (a 20,000-word paragraph, a
 *                         huge code block) are cut into consecutive elements at paragraph,
 *                         line, sentence or word boundaries, and so are elements whose
 *                         headings (as a chunk repeats them: the outermost and the two nearest)
 *                         take more than {@value #CONTEXT_ROOM_TOKENS} tokens, by what the
 *                         headings take beyond that, to half this size at most; default
 *                         {@link #maxElementTokensFor maxElementTokensFor(512)} = 448, at least 16
 * @param maxSourceChars   documents longer than this many characters are refused with
 *                         {@link DocumentParseException.Reason#TOO_LARGE}; default 512 Mi
 * @param rowContent       what a table row's content holds (the cells, or the D-RAC row
 *                         sentence); default {@link RowContent#CELLS} for every format:
 *                         measured on RAG-Multi-Corpus, row sentences repeat the headers in
 *                         every row and retrieved worse (Markdown R@512 0.687 against 0.719,
 *                         HTML 0.689 against 0.723, DOCX 0.690 against 0.722);
 *                         {@link RowContent#FORMAT_DEFAULT} gives sentences for office
 *                         documents and PDF, the D-RAC rule
 * @param timeBudget       the most time one document's parse may take (a deadline counted
 *                         from the start of {@code parse}); past it the parser stops with
 *                         {@link DocumentParseException.Reason#TIMEOUT} naming the stage it was
 *                         in. Parsers check it between units of work (a page, an element, a
 *                         package part), so one unit may overrun it. Default
 *                         {@link Duration#ZERO}: no budget; otherwise positive
 */
public record ParseOptions(TokenCounter tokenCounter, int maxElementTokens, long maxSourceChars,
    RowContent rowContent, Duration timeBudget) {
  /** Tokens a chunk keeps free for heading context when elements are sized for it: 64. */
  public static final int CONTEXT_ROOM_TOKENS = 64;
  /**
   * Default {@link #maxElementTokens()}: 448, the size that lets one element and its heading
   * context fit the default chunk maximum ({@link TokenBudget#DEFAULT}'s 512). {@code
   * Wrac.builder()} derives its default from its own budget with the same rule.
   */
  public static final int DEFAULT_MAX_ELEMENT_TOKENS =
      maxElementTokensFor(TokenBudget.DEFAULT.maxTokens());
  /** Default {@link #maxSourceChars()}: 512 Mi characters. */
  public static final long DEFAULT_MAX_SOURCE_CHARS = 512L * 1024 * 1024;

  /** Options without a time budget (the four settings that came first). */
  public ParseOptions(TokenCounter tokenCounter, int maxElementTokens, long maxSourceChars,
      RowContent rowContent) {
    this(tokenCounter, maxElementTokens, maxSourceChars, rowContent, Duration.ZERO);
  }

  public ParseOptions {
    Objects.requireNonNull(tokenCounter, "tokenCounter");
    Objects.requireNonNull(rowContent, "rowContent");
    Objects.requireNonNull(timeBudget, "timeBudget");
    if (timeBudget.isNegative()) {
      throw new IllegalArgumentException("timeBudget must not be negative, was " + timeBudget);
    }
    if (maxElementTokens < 16) {
      throw new IllegalArgumentException("maxElementTokens must be at least 16, was "
          + maxElementTokens);
    }
    if (maxSourceChars < 1) {
      throw new IllegalArgumentException("maxSourceChars must be positive, was " + maxSourceChars);
    }
  }

  /**
   * The largest element that fits a chunk of {@code maxChunkTokens} with room for heading
   * context: {@code maxChunkTokens - 64}, at least 64. The one rule behind every default.
   */
  public static int maxElementTokensFor(int maxChunkTokens) {
    return Math.max(64, maxChunkTokens - CONTEXT_ROOM_TOKENS);
  }

  /** The defaults: o200k tokens, 448-token elements, 512 Mi characters. */
  public static ParseOptions defaults() {
    return builder().build();
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    return new Builder().tokenCounter(tokenCounter).maxElementTokens(maxElementTokens)
        .maxSourceChars(maxSourceChars).rowContent(rowContent).timeBudget(timeBudget);
  }

  /** Builder for {@link ParseOptions}. */
  public static final class Builder {
    private TokenCounter tokenCounter = TokenCounters.defaultCounter();
    private int maxElementTokens = DEFAULT_MAX_ELEMENT_TOKENS;
    private long maxSourceChars = DEFAULT_MAX_SOURCE_CHARS;
    private RowContent rowContent = RowContent.CELLS;
    private Duration timeBudget = Duration.ZERO;

    private Builder() {}

    /** Sets {@link ParseOptions#tokenCounter()}. */
    public Builder tokenCounter(TokenCounter tokenCounter) {
      this.tokenCounter = Objects.requireNonNull(tokenCounter, "tokenCounter");
      return this;
    }

    /** Sets {@link ParseOptions#maxElementTokens()}. */
    public Builder maxElementTokens(int maxElementTokens) {
      this.maxElementTokens = maxElementTokens;
      return this;
    }

    /** Sets {@link ParseOptions#maxSourceChars()}. */
    public Builder maxSourceChars(long maxSourceChars) {
      this.maxSourceChars = maxSourceChars;
      return this;
    }

    /** Sets {@link ParseOptions#rowContent()}. */
    public Builder rowContent(RowContent rowContent) {
      this.rowContent = Objects.requireNonNull(rowContent, "rowContent");
      return this;
    }

    /** Sets {@link ParseOptions#timeBudget()}; {@link Duration#ZERO} for none. */
    public Builder timeBudget(Duration timeBudget) {
      this.timeBudget = Objects.requireNonNull(timeBudget, "timeBudget");
      return this;
    }

    /**
     * The options.
     *
     * @throws IllegalArgumentException if a value is out of range
     */
    public ParseOptions build() {
      return new ParseOptions(tokenCounter, maxElementTokens, maxSourceChars, rowContent,
          timeBudget);
    }
  }
}
