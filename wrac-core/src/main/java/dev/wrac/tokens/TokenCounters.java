package dev.wrac.tokens;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.EncodingRegistry;
import com.knuddels.jtokkit.api.EncodingType;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The token counters this library ships.
 *
 * <ul>
 *   <li>{@link #o200k()}: OpenAI's {@code o200k_base} (GPT-4.1, GPT-4o), the default: jtokkit's
 *       counts, several times faster (a hand-written pre-tokenizer and one shared, bounded
 *       cache of piece counts), and in bounded memory on pathological text (see below);
 *   <li>{@link #cl100k()}: {@code cl100k_base} (GPT-4, GPT-3.5, text-embedding-3), counted by
 *       jtokkit;
 *   <li>{@link #jtokkit(String)}: any jtokkit encoding counted by jtokkit alone, with no cache,
 *       for exact counts of any text at jtokkit's speed and memory;
 *   <li>{@link #approximate()}: one token per four characters, for when speed matters more
 *       than exactness.
 * </ul>
 * All run in-process and are thread-safe.
 *
 * <p><b>Memory.</b> {@link #o200k()} holds one piece cache of about 600 KB (1.2 MB at most)
 * shared by every thread, and never gives the byte-pair encoder more than 1,024 characters at
 * once. A pre-tokenizer piece longer than that (megabytes of one letter, of unbroken CJK or of
 * line breaks) is counted in consecutive parts: its count is then an approximation, about one
 * token per 1,024 characters away from the exact one, where jtokkit alone takes about 150
 * bytes of heap per byte of such a piece. The jtokkit counters have no such bound.
 */
public final class TokenCounters {
  private TokenCounters() {}

  private static final class Registry {
    static final EncodingRegistry INSTANCE = Encodings.newLazyEncodingRegistry();
  }

  private static final class O200k {
    static final TokenCounter INSTANCE =
        new O200kCounter(Registry.INSTANCE.getEncoding(EncodingType.O200K_BASE));
  }

  private static final class Cl100k {
    static final TokenCounter INSTANCE = jtokkit(EncodingType.CL100K_BASE);
  }

  /**
   * The {@code o200k_base} encoding of GPT-4.1 and GPT-4o; the default everywhere. Counts equal
   * {@code jtokkit("o200k_base")}'s except on pre-tokenizer pieces over 1,024 characters (see
   * the class comment).
   */
  public static TokenCounter o200k() {
    return O200k.INSTANCE;
  }

  /** The {@code cl100k_base} encoding of GPT-4 and text-embedding-3, counted by jtokkit. */
  public static TokenCounter cl100k() {
    return Cl100k.INSTANCE;
  }

  /**
   * A jtokkit encoding counted by jtokkit alone on the whole text: exact on any text, no cache
   * and no bound on a piece's length (a megabyte-long piece takes about 150 bytes of heap per
   * byte). Use it to check {@link #o200k()} or when exactness on pathological text matters
   * more than speed and memory.
   *
   * @param encoding {@code o200k_base}, {@code cl100k_base}, {@code p50k_base},
   *     {@code p50k_edit} or {@code r50k_base}
   * @throws IllegalArgumentException naming the known encodings if {@code encoding} is unknown
   */
  public static TokenCounter jtokkit(String encoding) {
    return jtokkit(EncodingType.fromName(encoding.toLowerCase(Locale.ROOT))
        .orElseThrow(() -> new IllegalArgumentException("Unknown jtokkit encoding '" + encoding
            + "'. Known: " + Arrays.stream(EncodingType.values()).map(EncodingType::getName)
            .toList())));
  }

  private static TokenCounter jtokkit(EncodingType type) {
    return new JtokkitCounter(Registry.INSTANCE.getEncoding(type), type.getName());
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
   * (or {@code cl100k}), {@code approximate}, or {@code jtokkit:ENCODING} for
   * {@link #jtokkit(String)}. Case-insensitive.
   *
   * @throws IllegalArgumentException naming the known counters if {@code name} is unknown
   */
  public static TokenCounter byName(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    Optional<EncodingType> plain = lower.startsWith("jtokkit:")
        ? EncodingType.fromName(lower.substring("jtokkit:".length())) : Optional.empty();
    if (plain.isPresent()) {
      return jtokkit(plain.get());
    }
    return switch (lower) {
      case "o200k", "o200k_base" -> o200k();
      case "cl100k", "cl100k_base" -> cl100k();
      case "approximate", "chars/4" -> approximate();
      default -> throw new IllegalArgumentException("Unknown token counter '" + name
          + "'. Known: [o200k_base, cl100k_base, approximate, jtokkit:o200k_base]");
    };
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
