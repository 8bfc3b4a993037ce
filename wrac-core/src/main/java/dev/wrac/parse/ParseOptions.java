package dev.wrac.parse;

import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
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
 *                         line, sentence or word boundaries; default 512, at least 16
 * @param maxSourceChars   documents longer than this many characters are refused with
 *                         {@link DocumentParseException.Reason#TOO_LARGE}; default 512 Mi
 */
public record ParseOptions(TokenCounter tokenCounter, int maxElementTokens, long maxSourceChars) {
  /** Default {@link #maxElementTokens()}: 512. */
  public static final int DEFAULT_MAX_ELEMENT_TOKENS = 512;
  /** Default {@link #maxSourceChars()}: 512 Mi characters. */
  public static final long DEFAULT_MAX_SOURCE_CHARS = 512L * 1024 * 1024;

  public ParseOptions {
    Objects.requireNonNull(tokenCounter, "tokenCounter");
    if (maxElementTokens < 16) {
      throw new IllegalArgumentException("maxElementTokens must be at least 16, was "
          + maxElementTokens);
    }
    if (maxSourceChars < 1) {
      throw new IllegalArgumentException("maxSourceChars must be positive, was " + maxSourceChars);
    }
  }

  /** The defaults: o200k tokens, 512-token elements, 512 Mi characters. */
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
        .maxSourceChars(maxSourceChars);
  }

  /** Builder for {@link ParseOptions}. */
  public static final class Builder {
    private TokenCounter tokenCounter = TokenCounters.defaultCounter();
    private int maxElementTokens = DEFAULT_MAX_ELEMENT_TOKENS;
    private long maxSourceChars = DEFAULT_MAX_SOURCE_CHARS;

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

    /**
     * The options.
     *
     * @throws IllegalArgumentException if a value is out of range
     */
    public ParseOptions build() {
      return new ParseOptions(tokenCounter, maxElementTokens, maxSourceChars);
    }
  }
}
