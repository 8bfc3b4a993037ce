package dev.wrac.llm;

import java.util.Base64;
import java.util.Objects;

/**
 * An image sent with the user message to a vision model: either inline bytes or a URL.
 *
 * <pre>{@code
 * LlmImage page = LlmImage.of("image/png", Files.readAllBytes(Path.of("page-1.png")));
 * }</pre>
 *
 * @param mediaType such as {@code image/png}; required for inline data
 * @param base64    the image bytes in Base64, or {@code null} when {@code url} is set
 * @param url       an http(s) URL the provider fetches, or {@code null} for inline data
 */
public record LlmImage(String mediaType, String base64, String url) {
  public LlmImage {
    if ((base64 == null) == (url == null)) {
      throw new IllegalArgumentException("LlmImage needs exactly one of base64 data or url");
    }
    if (base64 != null) {
      Objects.requireNonNull(mediaType, "mediaType");
    }
  }

  /** Inline image bytes. */
  public static LlmImage of(String mediaType, byte[] bytes) {
    return new LlmImage(mediaType, Base64.getEncoder().encodeToString(bytes), null);
  }

  /** An image the provider fetches from {@code url}. */
  public static LlmImage ofUrl(String url) {
    return new LlmImage(null, null, Objects.requireNonNull(url, "url"));
  }

  /** The {@code data:} URL for inline images, else the URL. */
  public String dataUrl() {
    return url != null ? url : "data:" + mediaType + ";base64," + base64;
  }

  @Override
  public String toString() {
    return url != null ? "LlmImage[" + url + "]"
        : "LlmImage[" + mediaType + ", " + base64.length() + " base64 chars]";
  }
}
