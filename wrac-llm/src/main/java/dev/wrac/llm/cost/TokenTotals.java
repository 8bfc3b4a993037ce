package dev.wrac.llm.cost;

import dev.wrac.llm.ModelPrice;
import dev.wrac.model.Usage;

/**
 * Token counts of one way of planning over some documents.
 *
 * @param documents    documents counted
 * @param calls        LLM calls
 * @param inputTokens  prompt tokens
 * @param outputTokens answer tokens
 */
public record TokenTotals(long documents, long calls, long inputTokens, long outputTokens) {
  /** Nothing counted yet. */
  public static final TokenTotals NONE = new TokenTotals(0, 0, 0, 0);

  public TokenTotals {
    if (documents < 0 || calls < 0 || inputTokens < 0 || outputTokens < 0) {
      throw new IllegalArgumentException("token totals must not be negative");
    }
  }

  /** These totals and one more document. */
  public TokenTotals plusDocument(long documentCalls, long input, long output) {
    return new TokenTotals(documents + 1, calls + documentCalls, inputTokens + input,
        outputTokens + output);
  }

  /** Dollars at {@code price} (no cached input assumed). */
  public double usd(ModelPrice price) {
    return price.usd(new Usage(calls, inputTokens, 0, outputTokens));
  }

  /** Prompt tokens per document, 0 without documents. */
  public double inputTokensPerDocument() {
    return documents == 0 ? 0 : inputTokens / (double) documents;
  }

  /** Answer tokens per document, 0 without documents. */
  public double outputTokensPerDocument() {
    return documents == 0 ? 0 : outputTokens / (double) documents;
  }
}
