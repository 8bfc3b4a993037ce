package dev.wrac.llm;

import dev.wrac.model.Usage;
import java.util.Objects;

/**
 * A model's answer.
 *
 * @param text         the answer text (empty if the model wrote nothing)
 * @param finishReason why it stopped; {@link FinishReason#LENGTH} means the text is cut
 * @param model        the model that answered, as the provider reports it
 * @param usage        this call's tokens ({@code llmCalls} = 1): input (cached included),
 *                     cached input, output
 */
public record LlmResponse(String text, FinishReason finishReason, String model, Usage usage) {
  public LlmResponse {
    text = text == null ? "" : text;
    finishReason = finishReason == null ? FinishReason.OTHER : finishReason;
    model = model == null ? "" : model;
    usage = Objects.requireNonNullElse(usage, Usage.ofCall(0, 0, 0));
  }

  /** Whether the answer was cut at the output limit. */
  public boolean isTruncated() {
    return finishReason == FinishReason.LENGTH;
  }

  /**
   * This response if complete.
   *
   * @throws LlmTruncatedException if the model stopped at the output limit
   */
  public LlmResponse requireComplete() {
    if (isTruncated()) {
      throw new LlmTruncatedException("The answer of model '" + model + "' was cut at the output "
          + "limit after " + usage.outputTokens() + " tokens", this);
    }
    return this;
  }
}
