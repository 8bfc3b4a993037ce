package dev.wrac.tokens;

import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingResult;

/** jtokkit's own count of the whole text: no cache, no bound on a piece's length. */
final class JtokkitCounter implements TokenCounter {
  private final Encoding encoding;
  private final String name;

  JtokkitCounter(Encoding encoding, String name) {
    this.encoding = encoding;
    this.name = name;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public int count(String text) {
    return text.isEmpty() ? 0 : encoding.countTokensOrdinary(text);
  }

  @Override
  public String truncate(String text, int maxTokens) {
    if (maxTokens <= 0) {
      return "";
    }
    EncodingResult result = encoding.encodeOrdinary(text, maxTokens);
    return result.isTruncated() ? decodeWhole(encoding, result) : text;
  }

  /**
   * The text of the encoded tokens, without a trailing partial character: a cut inside a
   * multi-byte character decodes to U+FFFD, which is dropped rather than invented.
   */
  static String decodeWhole(Encoding encoding, EncodingResult result) {
    String decoded = encoding.decode(result.getTokens());
    int end = decoded.length();
    while (end > 0 && decoded.charAt(end - 1) == '\uFFFD') {
      end--;
    }
    return decoded.substring(0, end);
  }

  @Override
  public String toString() {
    return "TokenCounter[" + name + "]";
  }
}
