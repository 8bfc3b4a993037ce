package dev.wrac.tokens;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingRegistry;
import com.knuddels.jtokkit.api.EncodingType;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import com.knuddels.jtokkit.api.EncodingResult;

/**
 * The token counters this library ships.
 *
 * <ul>
 *   <li>{@link #o200k()}: OpenAI's {@code o200k_base} (GPT-4.1, GPT-4o), the default;
 *   <li>{@link #cl100k()}: {@code cl100k_base} (GPT-4, GPT-3.5, text-embedding-3);
 *   <li>{@link #approximate()}: one token per four characters, for when speed matters more
 *       than exactness.
 * </ul>
 * Both real encodings come from jtokkit and run in-process.
 */
public final class TokenCounters {
  private TokenCounters() {}

  private static final class Registry {
    static final EncodingRegistry INSTANCE = Encodings.newLazyEncodingRegistry();
  }

  private static final class O200k {
    static final TokenCounter INSTANCE = new JtokkitCounter(EncodingType.O200K_BASE);
  }

  private static final class Cl100k {
    static final TokenCounter INSTANCE = new JtokkitCounter(EncodingType.CL100K_BASE);
  }

  /** The {@code o200k_base} encoding of GPT-4.1 and GPT-4o; the default everywhere. */
  public static TokenCounter o200k() {
    return O200k.INSTANCE;
  }

  /** The {@code cl100k_base} encoding of GPT-4 and text-embedding-3. */
  public static TokenCounter cl100k() {
    return Cl100k.INSTANCE;
  }

  /** The default counter, {@link #o200k()}. */
  public static TokenCounter defaultCounter() {
    return o200k();
  }

  /** A counter estimating one token per four characters (rounded up). */
  public static TokenCounter approximate() {
    return Approximate.INSTANCE;
  }

  /**
   * The counter with this name: {@code o200k_base} (or {@code o200k}), {@code cl100k_base}
   * (or {@code cl100k}), {@code approximate}. Case-insensitive.
   *
   * @throws IllegalArgumentException naming the known counters if {@code name} is unknown
   */
  public static TokenCounter byName(String name) {
    return switch (name.toLowerCase(java.util.Locale.ROOT)) {
      case "o200k", "o200k_base" -> o200k();
      case "cl100k", "cl100k_base" -> cl100k();
      case "approximate", "chars/4" -> approximate();
      default -> throw new IllegalArgumentException("Unknown token counter '" + name
          + "'. Known: [o200k_base, cl100k_base, approximate]");
    };
  }

  /**
   * o200k_base's pre-tokenizer, as jtokkit compiles it. Counting splits text into these pieces
   * and looks each piece's byte-pair count up in a cache before asking jtokkit, which gives the
   * same count (a piece matched alone is the same single match) several times faster on real
   * text, where a few thousand pieces make up most of every document.
   */
  private static final Pattern O200K_PIECES = Pattern.compile(String.join("|",
      "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+"
          + "(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
      "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*"
          + "(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
      "\\p{N}{1,3}",
      " ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*",
      "\\s*[\\r\\n]+",
      "\\s+(?!\\S)",
      "\\s+"), Pattern.UNICODE_CHARACTER_CLASS);

  /** Pieces remembered per counter; beyond this, pieces are counted without caching. */
  private static final int MAX_CACHED_PIECES = 100_000;

  private static final class JtokkitCounter implements TokenCounter {
    private final Encoding encoding;
    private final String name;
    private final Pattern pieces;
    private final ConcurrentHashMap<String, Integer> cache = new ConcurrentHashMap<>();

    JtokkitCounter(EncodingType type) {
      this.encoding = Registry.INSTANCE.getEncoding(type);
      this.name = type.getName();
      this.pieces = type == EncodingType.O200K_BASE ? O200K_PIECES : null;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public int count(String text) {
      if (text.isEmpty()) {
        return 0;
      }
      if (pieces == null) {
        return encoding.countTokensOrdinary(text);
      }
      Matcher m = pieces.matcher(text);
      int total = 0;
      while (m.find()) {
        String piece = text.substring(m.start(), m.end());
        Integer n = cache.get(piece);
        if (n == null) {
          n = encoding.countTokensOrdinary(piece);
          if (cache.size() < MAX_CACHED_PIECES) {
            cache.put(piece, n);
          }
        }
        total += n;
      }
      return total;
    }

    @Override
    public String truncate(String text, int maxTokens) {
      if (maxTokens <= 0) {
        return "";
      }
      EncodingResult result = encoding.encodeOrdinary(text, maxTokens);
      if (!result.isTruncated()) {
        return text;
      }
      String decoded = encoding.decode(result.getTokens());
      // a cut inside a multi-byte character decodes to U+FFFD; drop it rather than invent text
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

  private static final class Approximate implements TokenCounter {
    static final TokenCounter INSTANCE = new Approximate();

    @Override
    public String name() {
      return "approximate";
    }

    @Override
    public int count(String text) {
      return (text.length() + 3) / 4;
    }

    @Override
    public String truncate(String text, int maxTokens) {
      return maxTokens <= 0 ? "" : text.substring(0, Math.min(text.length(), maxTokens * 4));
    }

    @Override
    public String toString() {
      return "TokenCounter[approximate]";
    }
  }
}
