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
}
