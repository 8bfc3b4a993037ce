package dev.wrac.documents.pdf.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts.FontName;
import org.junit.jupiter.api.Test;

class FontPitchTest {
  private static COSArray widths(int... values) {
    COSArray a = new COSArray();
    for (int v : values) {
      a.add(COSInteger.get(v));
    }
    return a;
  }

  @Test
  void widthsTellATypewriterFaceButNotAProportionalFontsFigures() {
    // pdfTeX's CMTT10 subset: every glyph 525 wide, unused codes 0
    assertThat(FontPitch.oneWidth(widths(525, 525, 0, 525, 525, 525, 525, 0, 525, 525, 525, 525,
        525, 525))).isTrue();
    // a proportional font's lining figures, all 500 wide: ten glyphs tell nothing
    assertThat(FontPitch.oneWidth(widths(500, 500, 500, 500, 500, 500, 500, 500, 500, 500)))
        .isFalse();
    // a proportional subset: Introduction's letters
    assertThat(FontPitch.oneWidth(widths(278, 556, 278, 333, 556, 556, 556, 500, 278, 556, 500,
        556))).isFalse();
    assertThat(FontPitch.oneWidth(null)).isFalse();
  }

  @Test
  void theFlagTheProgramOrTheNameTellsTheStandardFonts() {
    assertThat(FontPitch.fixed(new PDType1Font(FontName.COURIER_BOLD))).isTrue();
    assertThat(FontPitch.fixed(new PDType1Font(FontName.HELVETICA_BOLD))).isFalse();
    assertThat(FontPitch.fixed(new PDType1Font(FontName.TIMES_BOLD))).isFalse();
    assertThat(FontPitch.fixed(null)).isFalse();
  }
}
