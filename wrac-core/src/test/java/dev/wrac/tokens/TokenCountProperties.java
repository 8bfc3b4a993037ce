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

  @Test
  void everyCorpusDocumentCountsAsJtokkitCountsIt() throws IOException {
    Path datasets = SharedData.ragMultiCorpus().resolve("datasets");
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
