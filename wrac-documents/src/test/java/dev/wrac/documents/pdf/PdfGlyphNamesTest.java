package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import java.text.Normalizer;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Text from glyph names where a font has no ToUnicode map and the Adobe Glyph List fails. */
class PdfGlyphNamesTest {
  private static String text(byte[] pdf) {
    ParsedDocument doc = PdfParserTest.parse(pdf);
    return Normalizer.normalize(doc.elements().stream().map(Element::text)
        .collect(Collectors.joining("\n")), Normalizer.Form.NFKC);
  }

  @Test
  void arabicLettersNamedWithTheirContextualFormReadAsTheWordInLogicalOrder() {
    // "سلام" drawn left to right as writers of right-to-left text draw it: last letter first
    String text = text(TestPdfs.namedGlyphs(List.of(
        List.of("meemisolated", "aleffinal", "lammedial", "seeninitial"))));

    assertThat(text).isEqualTo("سلام");
  }

  @Test
  void namesSpeltAfterUnicodeCharacterNamesReadAsTheirCharacters() {
    String text = text(TestPdfs.namedGlyphs(List.of(
        List.of("arabicindicdigitone", "arabicindicdigittwo"),
        List.of("tehmarbutaisolated"))));

    assertThat(text).isEqualTo("١٢\nة");
  }

  @Test
  void ligaturesOfNamedPartsAndUniSequencesReadAsAllTheirCharacters() {
    String text = text(TestPdfs.namedGlyphs(List.of(List.of("c_a", "uni00740073"))));

    assertThat(text).isEqualTo("cats");
  }

  @Test
  void namesThatSayNothingKeepTheCharacterCodeAsPdfboxReadsIt() {
    // a Type 3 font's "BE" is no Cyrillic letter, whatever a Unicode name index would say
    String text = text(TestPdfs.namedGlyphs(List.of(List.of("BE", "BJ"))));

    assertThat(text).isEqualTo("AB");
  }
}
