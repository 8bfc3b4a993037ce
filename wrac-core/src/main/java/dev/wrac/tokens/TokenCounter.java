package dev.wrac.tokens;

/**
 * Counts tokens the way a model's tokenizer does. Implementations are thread-safe.
 *
 * <pre>{@code
 * TokenCounter tokens = TokenCounters.o200k();   // GPT-4.1 / GPT-4o encoding, the default
 * int n = tokens.count("How do I reset my PIN?");
 * }</pre>
 */
public interface TokenCounter {

  /** A stable name for provenance and caches, such as {@code "o200k_base"}. */
  String name();

  /** Number of tokens of {@code text}; 0 for the empty string. */
  int count(String text);

  /**
   * The longest prefix of {@code text} with at most {@code maxTokens} tokens. The default
   * searches by binary search over character positions; tokenizer-backed counters do better.
   */
  default String truncate(String text, int maxTokens) {
    if (maxTokens <= 0) {
      return "";
    }
    if (count(text) <= maxTokens) {
      return text;
    }
    int lo = 0;
    int hi = text.length();
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (count(text.substring(0, mid)) <= maxTokens) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return text.substring(0, lo);
  }
}
