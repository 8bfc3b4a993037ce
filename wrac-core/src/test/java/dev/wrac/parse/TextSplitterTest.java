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

  /**
   * An encoding vector's indented lines (fontname's {@code 8a.enc}): counted one by one with
   * their gaps they made a piece of 448 tokens that counts 510 whole (here: 446 and 464). Every
   * piece is counted within the budget, and the pieces keep every line.
   */
  @Test
  void indentedLinesCountedApartAndTogetherStayWithinTheBudget() {
    StringBuilder vector = new StringBuilder("/StandardEncoding [");
    String[] names = {"space", "exclam", "quotedbl", "numbersign", "dollar", "percent",
        "ampersand", "quoteright", "parenleft", "parenright", "asterisk", "plus", "comma",
        "hyphen", "period", "slash", "zero", "one", "two", "three", "guilsinglleft", "fi"};
    for (int i = 0; i < 400; i++) {
      vector.append("\n     /").append(names[i % names.length]);
    }
    String text = vector.append("\n     ] def").toString();
    List<TextSplitter.Piece> pieces = new TextSplitter(tokens, 448).split(text);
    assertThat(pieces).hasSizeGreaterThan(1);
    StringBuilder kept = new StringBuilder();
    for (TextSplitter.Piece p : pieces) {
      String piece = text.substring(p.start(), p.end());
      assertThat(tokens.count(piece)).isEqualTo(p.tokens()).isLessThanOrEqualTo(448);
      kept.append(piece.replaceAll("\\s+", ""));
    }
    assertThat(kept.toString()).isEqualTo(text.replaceAll("\\s+", ""));
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
