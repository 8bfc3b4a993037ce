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

  private static String courier(String ops) {
    return PdfParserTest.parse(TestPdfs.rawPage(ops, "Courier")).elements().stream()
        .map(Element::text).collect(Collectors.joining("\n"));
  }

  @Test
  void aThinSpaceInAFontWithAWideSpaceSeparatesWords() {
    // TeX's thin space (1/6 em, Or\,a\,b): Courier's space is 600 units, so PDFBox's guess
    // from the space width and the average glyph width reads no space
    String text = courier("BT /F1 12 Tf 72 700 Td [(Or) -167 (a) -167 (b) ( is) ( true)] TJ ET");

    assertThat(text).isEqualTo("Or a b is true");
  }

  @Test
  void lettersSpacedOutEvenlyStayOneWord() {
    // 0.16 em between letters: over the thin space, but no gap stands out
    String text = courier("BT /F1 12 Tf 72 700 Td [(T) -160 (R) -160 (A) -160 (C) -160 (K)] TJ ET");

    assertThat(text).isEqualTo("TRACK");
  }

  @Test
  void kerningInsideAWordSeparatesNothing() {
    String text = courier("BT /F1 12 Tf 72 700 Td [(W) 80 (o) -60 (r) -90 (ds) ( kept)] TJ ET");

    assertThat(text).isEqualTo("Words kept");
  }
}
