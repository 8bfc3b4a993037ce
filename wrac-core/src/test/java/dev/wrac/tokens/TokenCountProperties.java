package dev.wrac.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The cached o200k counter counts exactly as jtokkit does on the whole text. */
class TokenCountProperties {
  private static final Encoding JTOKKIT =
      Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);

  @Provide
  Arbitrary<String> texts() {
    Arbitrary<String> words = Arbitraries.of("the", " The", "don't", "I'M", "  ", "\t", "\n",
        "\r\n", "\n\n", "123456", "3.14", "$", "**", "---", "|", " |", "é", "naïve", "日本語",
        "שלום", "😀", "\u200B", "e\u0301", "A-Z", "'s", "'LL", "/", "\\", "https://x.y/z",
        " 1", "  \n", "x", "  x");
    return words.list().ofMaxSize(60).map(ws -> String.join("", ws));
  }

  @Property(tries = 2000)
  void cachedCountEqualsJtokkitsCount(@ForAll("texts") String text) {
    assertThat(TokenCounters.o200k().count(text)).isEqualTo(JTOKKIT.countTokensOrdinary(text));
  }

  @Property(tries = 500)
  void countOfArbitraryUnicodeEqualsJtokkitsCount(@ForAll String text) {
    assertThat(TokenCounters.o200k().count(text)).isEqualTo(JTOKKIT.countTokensOrdinary(text));
  }

  /**
   * Pieces at the edges of the cache's packed form (15 and 16 characters, Latin-1 letters of
   * two UTF-8 bytes that make more than 15 tokens, wide characters), counted twice so the
   * second count comes from the cache.
   */
  @Property(tries = 1000)
  void piecesAtTheEdgesOfThePackedCacheCountTheSameTwice(@ForAll("edgePieces") String text) {
    int expected = JTOKKIT.countTokensOrdinary(text);
    assertThat(TokenCounters.o200k().count(text)).isEqualTo(expected);
    assertThat(TokenCounters.o200k().count(text)).isEqualTo(expected);
  }

  @Provide
  Arbitrary<String> edgePieces() {
    Arbitrary<String> latin1 = Arbitraries.strings().withCharRange('\u00c0', '\u00ff')
        .ofMinLength(1).ofMaxLength(16);
    Arbitrary<String> ascii = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(14)
        .ofMaxLength(17);
    Arbitrary<String> mixed = Arbitraries.strings().withCharRange('a', 'e').withChars("\u00e9\u0100\u4e2d")
        .ofMinLength(1).ofMaxLength(16);
    return Arbitraries.oneOf(latin1, ascii, mixed).list().ofMaxSize(4)
        .map(ws -> String.join(" ", ws));
  }

  @Test
  void moreDistinctPiecesThanTheCacheHoldsStillCountExactly() {
    // 40,000 distinct words overflow the cache (emptied when half full) more than once
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 40_000; i++) {
      text.append(' ').append(Integer.toString(i * 7919, 26).replace('0', 'q').replace('1', 'w')
          .replace('2', 'e').replace('3', 'r').replace('4', 't').replace('5', 'y')
          .replace('6', 'u').replace('7', 'i').replace('8', 'o').replace('9', 'p'));
    }
    String s = text.toString();
    assertThat(TokenCounters.o200k().count(s)).isEqualTo(JTOKKIT.countTokensOrdinary(s));
    assertThat(TokenCounters.o200k().count(s)).isEqualTo(JTOKKIT.countTokensOrdinary(s));
  }

  @ParameterizedTest
  @MethodSource("dev.wrac.testing.SharedData#corpora")
  void everyCorpusDocumentCountsAsJtokkitCountsIt(SharedData.Corpus corpus) throws IOException {
    Path datasets = corpus.root().resolve("datasets");
    List<Path> files;
    try (Stream<Path> walk = Files.walk(datasets)) {
      files = walk.filter(p -> p.toString().endsWith(".md") || p.toString().endsWith(".html"))
          .toList();
    }
    assertThat(files).isNotEmpty();
    for (Path f : files) {
      String text = Files.readString(f);
      assertThat(TokenCounters.o200k().count(text)).as("%s", f.getFileName())
          .isEqualTo(JTOKKIT.countTokensOrdinary(text));
    }
  }

  /** The o200k counter's truncation is jtokkit's: the same prefix of any text. */
  @Property(tries = 500)
  void truncateEqualsJtokkitsTruncate(@ForAll("texts") String text,
      @ForAll @net.jqwik.api.constraints.IntRange(min = 1, max = 40) int maxTokens) {
    assertThat(TokenCounters.o200k().truncate(text, maxTokens))
        .isEqualTo(TokenCounters.jtokkit("o200k_base").truncate(text, maxTokens));
  }

  /**
   * A piece over 1,024 characters (one letter, unbroken CJK, a run of CR/CRLF) is counted in
   * parts of 1,024 characters, each alone: the count is the sum of the parts' counts, and
   * stays within one token per cut of jtokkit's exact count.
   */
  @Test
  void overLongPiecesCountInBoundedPartsCloseToJtokkit() {
    StringBuilder cjk = new StringBuilder();
    StringBuilder breaks = new StringBuilder();
    java.util.Random random = new java.util.Random(7);
    for (int i = 0; i < 6_000; i++) {
      cjk.append((char) (0x4E00 + random.nextInt(0x5000)));
      breaks.append(random.nextBoolean() ? "\r" : "\r\n");
    }
    for (String piece : List.of("a".repeat(6_000), cjk.toString(), breaks.toString())) {
      assertThat(O200kPieces.end(piece, 0)).as("one pre-tokenizer piece").isEqualTo(piece.length());
      int sum = 0;
      for (int i = 0; i < piece.length(); i += 1024) {
        sum += JTOKKIT.countTokensOrdinary(piece.substring(i, Math.min(piece.length(), i + 1024)));
      }
      int count = TokenCounters.o200k().count(piece);
      assertThat(count).isEqualTo(sum);
      int cuts = piece.length() / 1024;
      assertThat(count).isCloseTo(JTOKKIT.countTokensOrdinary(piece),
          org.assertj.core.api.Assertions.within(cuts + 1));
    }
  }

  @Test
  void aCutNeverSplitsASurrogatePair() {
    // 1,023 letters then emoji: the 1,024th character is a high surrogate, so the cut moves
    String text = "x".repeat(1023) + "\uD800\uDF48".repeat(600);
    assertThat(TokenCounters.o200k().count(text)).isEqualTo(
        JTOKKIT.countTokensOrdinary("x".repeat(1023))
            + JTOKKIT.countTokensOrdinary(text.substring(1023, 2047))
            + JTOKKIT.countTokensOrdinary(text.substring(2047)));
    assertThat(TokenCounters.o200k().truncate(text, 5_000)).isEqualTo(text);
  }

  @Test
  void theJtokkitCounterCountsLongPiecesExactly() {
    String piece = "a".repeat(5_000);
    TokenCounter plain = TokenCounters.jtokkit("O200K_BASE");
    assertThat(plain.name()).isEqualTo("o200k_base");
    assertThat(plain.count(piece)).isEqualTo(JTOKKIT.countTokensOrdinary(piece));
    assertThat(TokenCounters.byName("jtokkit:o200k_base").count(piece))
        .isEqualTo(JTOKKIT.countTokensOrdinary(piece));
  }

  /**
   * The piece cache is one cache shared by every thread: threads counting different texts at
   * once, through the cache's replacement of full tables, each get jtokkit's counts.
   */
  @Test
  void threadsSharingTheCacheCountExactly() throws Exception {
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      List<java.util.concurrent.Future<int[]>> results = new java.util.ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int seed = t;
        results.add(pool.submit(() -> {
          String text = distinctWords(seed, 12_000);
          return new int[] {TokenCounters.o200k().count(text), JTOKKIT.countTokensOrdinary(text),
              TokenCounters.o200k().count(text)};
        }));
      }
      for (java.util.concurrent.Future<int[]> r : results) {
        int[] counts = r.get();
        assertThat(counts[0]).isEqualTo(counts[1]).isEqualTo(counts[2]);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static String distinctWords(int seed, int n) {
    java.util.Random random = new java.util.Random(seed);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < n; i++) {
      text.append(' ');
      for (int k = 2 + random.nextInt(14); k > 0; k--) {
        text.append((char) ((random.nextInt(8) == 0 ? 'A' : 'a') + random.nextInt(26)));
      }
      if (random.nextInt(10) == 0) {
        text.append(" \u00e9t\u00e9").append((char) (0x3040 + random.nextInt(90)));
      }
    }
    return text.toString();
  }
}
