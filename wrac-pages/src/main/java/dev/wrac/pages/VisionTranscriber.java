package dev.wrac.pages;

import dev.wrac.llm.FinishReason;
import dev.wrac.llm.LlmClient;
import dev.wrac.llm.LlmRequest;
import dev.wrac.llm.LlmResponse;
import dev.wrac.pages.internal.VisionPrompt;
import java.util.Objects;

/**
 * The D-RAC vision transcriber: batches of page images sent to a vision model through
 * {@link LlmClient}, with a prompt carrying the D-RAC rules (verbatim text, no summaries,
 * heading levels restored as {@code #}, decorative images ignored, each table row one sentence
 * with its column headers, rows never merged). The model marks where each page starts, so
 * elements get their page numbers.
 *
 * <pre>{@code
 * PageTranscriber llm = VisionTranscriber.builder(LlmClients.fromEnvironment()).build();
 * }</pre>
 * Defaults: 5 pages per request, 5 requests in flight, 16,384 output tokens, temperature 0. A
 * request the client fails after its retries fails its batch (the route leaves a marker); an
 * answer cut at the output limit or stopped by a content filter is kept, marked and not
 * cached. Thread-safe.
 */
public final class VisionTranscriber implements PageTranscriber {
  /** The provider name. */
  public static final String NAME = "llm";

  private final LlmClient llm;
  private final int batchSize;
  private final int parallelism;
  private final int maxOutputTokens;
  private final double temperature;

  private VisionTranscriber(Builder b) {
    this.llm = b.llm;
    this.batchSize = b.batchSize;
    this.parallelism = b.parallelism;
    this.maxOutputTokens = b.maxOutputTokens;
    this.temperature = b.temperature;
  }

  /** A builder for a transcriber asking {@code llm}. */
  public static Builder builder(LlmClient llm) {
    return new Builder(llm);
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String model() {
    return llm.model();
  }

  @Override
  public String fingerprint() {
    return NAME + ";model=" + llm.model() + ";prompt=" + VisionPrompt.VERSION + ";batch="
        + batchSize + ";maxOutput=" + maxOutputTokens + ";temperature=" + temperature;
  }

  @Override
  public int batchSize() {
    return batchSize;
  }

  @Override
  public int parallelism() {
    return parallelism;
  }

  /** The request sent for {@code batch}: the rules, the page numbers and the images. */
  public LlmRequest request(PageBatch batch) {
    LlmRequest.Builder request = LlmRequest.builder()
        .system(VisionPrompt.system())
        .user(VisionPrompt.user(batch))
        .maxOutputTokens(maxOutputTokens)
        .temperature(temperature);
    batch.pages().forEach(p -> request.image(p.toLlmImage()));
    return request.build();
  }

  @Override
  public BatchTranscript transcribe(PageBatch batch) {
    LlmResponse answer = llm.complete(request(batch));
    String problem = answer.isTruncated() ? "the answer was cut at the output limit of "
        + maxOutputTokens + " tokens"
        : answer.finishReason() == FinishReason.CONTENT_FILTER
            ? "the provider's content filter stopped the answer" : null;
    return new BatchTranscript(VisionPrompt.splitPages(answer.text(), batch), answer.usage(),
        batch.pages().size(), problem);
  }

  @Override
  public String toString() {
    return "VisionTranscriber[" + llm.model() + ", " + batchSize + " pages x " + parallelism
        + "]";
  }

  /** Builder for {@link VisionTranscriber}. */
  public static final class Builder {
    private final LlmClient llm;
    private int batchSize = 5;
    private int parallelism = 5;
    private int maxOutputTokens = 16_384;
    private double temperature = 0.0;

    private Builder(LlmClient llm) {
      this.llm = Objects.requireNonNull(llm, "llm");
    }

    /** Pages per request, 1–20; default 5. */
    public Builder batchSize(int batchSize) {
      this.batchSize = check("batchSize", batchSize, 1, 20);
      return this;
    }

    /** Requests in flight, 1–64; default 5. */
    public Builder parallelism(int parallelism) {
      this.parallelism = check("parallelism", parallelism, 1, 64);
      return this;
    }

    /** Output token cap per request, at least 256; default 16,384. */
    public Builder maxOutputTokens(int maxOutputTokens) {
      this.maxOutputTokens = check("maxOutputTokens", maxOutputTokens, 256, Integer.MAX_VALUE);
      return this;
    }

    /** Sampling temperature 0–2; default 0. */
    public Builder temperature(double temperature) {
      if (!(temperature >= 0 && temperature <= 2)) {
        throw new IllegalArgumentException("temperature must be 0-2, was " + temperature);
      }
      this.temperature = temperature;
      return this;
    }

    private static int check(String what, int value, int min, int max) {
      if (value < min || value > max) {
        throw new IllegalArgumentException(what + " must be " + min + "-" + max + ", was "
            + value);
      }
      return value;
    }

    public VisionTranscriber build() {
      return new VisionTranscriber(this);
    }
  }
}
