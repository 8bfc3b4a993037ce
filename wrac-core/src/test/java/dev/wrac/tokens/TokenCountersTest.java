package dev.wrac.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TokenCountersTest {

  @Test
  void o200kCountsLikeTheRealEncoding() {
    TokenCounter tokens = TokenCounters.o200k();
    assertThat(tokens.name()).isEqualTo("o200k_base");
    assertThat(tokens.count("")).isZero();
    assertThat(tokens.count("hello")).isEqualTo(1);
    // o200k and cl100k split this differently, so the encodings really differ
    String text = "Retrieval-aware chunking keeps headings with their paragraphs.";
    assertThat(tokens.count(text)).isBetween(8, 16);
    assertThat(TokenCounters.cl100k().count("日本語のテキスト"))
        .isNotEqualTo(tokens.count("日本語のテキスト"));
  }

  @Test
  void truncateKeepsAPrefixWithinTheBudget() {
    TokenCounter tokens = TokenCounters.o200k();
    String text = "one two three four five six seven eight nine ten";
    String head = tokens.truncate(text, 4);
    assertThat(text).startsWith(head);
    assertThat(tokens.count(head)).isLessThanOrEqualTo(4);
    assertThat(head).isEqualTo("one two three four");
    assertThat(tokens.truncate(text, 100)).isSameAs(text);
    assertThat(tokens.truncate(text, 0)).isEmpty();
  }

  @Test
  void truncateNeverEndsInsideACharacter() {
    TokenCounter tokens = TokenCounters.o200k();
    String text = "😀😀😀😀 emoji";
    for (int max = 1; max < 8; max++) {
      String head = tokens.truncate(text, max);
      assertThat(text).startsWith(head);
      assertThat(head).doesNotContain("\uFFFD");
    }
  }

  @Test
  void approximateCountsFourCharactersPerToken() {
    assertThat(TokenCounters.approximate().count("abcdefgh")).isEqualTo(2);
    assertThat(TokenCounters.approximate().count("abcdefghi")).isEqualTo(3);
  }

  @Test
  void byNameIgnoresCaseAndListsKnownNamesOnMiss() {
    assertThat(TokenCounters.byName("O200K_BASE")).isSameAs(TokenCounters.o200k());
    assertThatThrownBy(() -> TokenCounters.byName("gpt2"))
        .hasMessageContaining("Unknown token counter 'gpt2'")
        .hasMessageContaining("o200k_base");
  }

  @Test
  void defaultTruncateOfTheInterfaceSearchesByCharacters() {
    TokenCounter words = new TokenCounter() {
      @Override
      public String name() {
        return "words";
      }

      @Override
      public int count(String text) {
        return text.isBlank() ? 0 : text.trim().split("\\s+").length;
      }
    };
    assertThat(words.truncate("a b c d e", 3)).isEqualTo("a b c ");
  }
}
