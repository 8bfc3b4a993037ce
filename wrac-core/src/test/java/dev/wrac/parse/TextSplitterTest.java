package dev.wrac.parse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.tokens.TokenCounter;
import dev.wrac.tokens.TokenCounters;
import java.util.List;
import org.junit.jupiter.api.Test;

class TextSplitterTest {
  private final TokenCounter tokens = TokenCounters.o200k();

  /**
   * Two short lines around a long run of blank lines (CR and CRLF) are two pieces: joined, they
   * would make one piece of hundreds of thousands of tokens of whitespace.
   */
  @Test
  void aLongRunOfBlankLinesIsNotJoinedIntoOnePiece() {
    String breaks = "\r\n\r".repeat(100_000);
    String text = "```" + breaks + "```";
    List<TextSplitter.Piece> pieces = new TextSplitter(tokens, 64).split(text);
    assertThat(pieces).extracting(p -> text.substring(p.start(), p.end()))
        .containsExactly("```", "```");
    for (TextSplitter.Piece p : pieces) {
      assertThat(tokens.count(text.substring(p.start(), p.end()))).isLessThanOrEqualTo(64);
    }
  }

  @Test
  void shortGapsStillJoinUnitsUpToTheBudget() {
    String text = "one.\n\ntwo.\n\n\n\nthree.";
    List<TextSplitter.Piece> pieces = new TextSplitter(tokens, 64).split(text);
    assertThat(pieces).hasSize(1);
    assertThat(text.substring(pieces.get(0).start(), pieces.get(0).end())).isEqualTo(text);
  }

  /** One letter repeated: cut inside the word, every piece within the budget, nothing lost. */
  @Test
  void anUnbrokenRunOfOneLetterIsCutWithinTheBudget() {
    String text = "a".repeat(200_000);
    List<TextSplitter.Piece> pieces = new TextSplitter(tokens, 512).split(text);
    int at = 0;
    for (TextSplitter.Piece p : pieces) {
      assertThat(p.start()).isEqualTo(at);
      assertThat(tokens.count(text.substring(p.start(), p.end()))).isLessThanOrEqualTo(512);
      at = p.end();
    }
    assertThat(at).isEqualTo(text.length());
  }
}
