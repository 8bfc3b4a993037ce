package dev.wrac.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One chat request: a system message, a user message with optional images, the answer format and
 * sampling settings. Immutable.
 *
 * <pre>{@code
 * LlmRequest request = LlmRequest.builder()
 *     .system("You plan chunks.")
 *     .user("Elements: ...")
 *     .responseFormat(ResponseFormat.JSON)
 *     .maxOutputTokens(512)
 *     .temperature(0.0)
 *     .seed(7L)
 *     .build();
 * }</pre>
 *
 * @param system          the system message; may be empty
 * @param user            the user message; not empty
 * @param images          images attached to the user message (vision models); may be empty
 * @param responseFormat  the answer shape; default {@link ResponseFormat#TEXT}
 * @param maxOutputTokens cap on output tokens, at least 1; {@code null} leaves the provider's
 *                        default
 * @param temperature     0–2; {@code null} leaves the provider's default
 * @param seed            a sampling seed for providers that honour it; {@code null} for none
 */
public record LlmRequest(
    String system,
    String user,
    List<LlmImage> images,
    ResponseFormat responseFormat,
    Integer maxOutputTokens,
    Double temperature,
    Long seed) {

  public LlmRequest {
    system = system == null ? "" : system;
    Objects.requireNonNull(user, "user");
    if (user.isEmpty() && (images == null || images.isEmpty())) {
      throw new IllegalArgumentException("LlmRequest: the user message must not be empty");
    }
    images = images == null ? List.of() : List.copyOf(images);
    responseFormat = responseFormat == null ? ResponseFormat.TEXT : responseFormat;
    if (maxOutputTokens != null && maxOutputTokens < 1) {
      throw new IllegalArgumentException("maxOutputTokens must be at least 1, was "
          + maxOutputTokens);
    }
    if (temperature != null && (temperature < 0 || temperature > 2 || temperature.isNaN())) {
      throw new IllegalArgumentException("temperature must be 0-2, was " + temperature);
    }
  }

  /** A builder; only the user message is required. */
  public static Builder builder() {
    return new Builder();
  }

  /** Builder for {@link LlmRequest}. */
  public static final class Builder {
    private String system = "";
    private String user;
    private final List<LlmImage> images = new ArrayList<>();
    private ResponseFormat responseFormat = ResponseFormat.TEXT;
    private Integer maxOutputTokens;
    private Double temperature;
    private Long seed;

    private Builder() {}

    /** The system message. */
    public Builder system(String system) {
      this.system = Objects.requireNonNull(system, "system");
      return this;
    }

    /** The user message. */
    public Builder user(String user) {
      this.user = Objects.requireNonNull(user, "user");
      return this;
    }

    /** Attaches an image to the user message. */
    public Builder image(LlmImage image) {
      images.add(Objects.requireNonNull(image, "image"));
      return this;
    }

    /** The answer shape; default text. */
    public Builder responseFormat(ResponseFormat format) {
      this.responseFormat = Objects.requireNonNull(format, "responseFormat");
      return this;
    }

    /** Cap on output tokens, at least 1. */
    public Builder maxOutputTokens(int maxOutputTokens) {
      if (maxOutputTokens < 1) {
        throw new IllegalArgumentException("maxOutputTokens must be at least 1, was "
            + maxOutputTokens);
      }
      this.maxOutputTokens = maxOutputTokens;
      return this;
    }

    /** Sampling temperature 0–2. */
    public Builder temperature(double temperature) {
      if (temperature < 0 || temperature > 2 || Double.isNaN(temperature)) {
        throw new IllegalArgumentException("temperature must be 0-2, was " + temperature);
      }
      this.temperature = temperature;
      return this;
    }

    /** Sampling seed. */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    public LlmRequest build() {
      return new LlmRequest(system, user, images, responseFormat, maxOutputTokens, temperature,
          seed);
    }
  }

  @Override
  public String toString() {
    // prompts may hold private documents: show sizes, not text
    return "LlmRequest[system " + system.length() + " chars, user " + user.length() + " chars, "
        + images.size() + " images, " + responseFormat.type() + ", maxOutputTokens "
        + maxOutputTokens + ", temperature " + temperature + ", seed " + seed + "]";
  }
}
