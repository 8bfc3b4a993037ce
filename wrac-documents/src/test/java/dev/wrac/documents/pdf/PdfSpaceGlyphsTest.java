package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Space glyphs read as spaces only where they take room on the line. */
class PdfSpaceGlyphsTest {
  private static String text(String ops) {
    return PdfParserTest.parse(TestPdfs.rawPage(ops)).elements().stream().map(Element::text)
        .collect(Collectors.joining("\n"));
  }

  @Test
  void aSpaceGlyphTheWriterMovesBackOverSeparatesNoWords() {
    // Helvetica's space is 278 units wide: kerning it back puts "tion" where the space starts
    String text = text("BT /F1 12 Tf 72 700 Td [(informa) ( ) 278 (tion) ( ) (kept)] TJ ET");

    assertThat(text).isEqualTo("information kept");
  }

  @Test
  void aSpaceGlyphThatTakesRoomStaysASpace() {
    String text = text("BT /F1 12 Tf 72 700 Td [(two) ( ) (words)] TJ ET");

    assertThat(text).isEqualTo("two words");
  }
}
