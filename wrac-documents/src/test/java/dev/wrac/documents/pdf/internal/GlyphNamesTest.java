package dev.wrac.documents.pdf.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GlyphNamesTest {
  @Test
  void contextualFormsOfArabicLettersReadAsTheListsNamesWithTheirScript() {
    assertThat(GlyphNames.unicode("hehmedial")).isEqualTo("\uFEEC"); // hehmedialarabic
    assertThat(GlyphNames.unicode("alefisolated")).isEqualTo("\u0627"); // alef + arabic
  }

  @Test
  void namesSpeltAfterUnicodeNamesReadAsThoseCharacters() {
    assertThat(GlyphNames.unicode("yehwithhamzaabovemedial")).isEqualTo("\u0626");
    assertThat(GlyphNames.unicode("arabicindicdigitsix")).isEqualTo("\u0666");
    assertThat(GlyphNames.unicode("hyphenminus")).isEqualTo("-");
  }

  @Test
  void ligaturesAndSequencesReadAsAllTheirParts() {
    assertThat(GlyphNames.unicode("afii57444_afii57415.isol")).isEqualTo("\u0644\u0627");
    assertThat(GlyphNames.unicode("uni0644064406510647")).isEqualTo("\u0644\u0644\u0651\u0647");
    assertThat(GlyphNames.unicode("_lam_")).isEqualTo("\u0644"); // a joining form
  }

  @Test
  void namesThatSayNothingReadAsNothing() {
    assertThat(GlyphNames.unicode("a97")).isNull();
    assertThat(GlyphNames.unicode("BE")).isNull();
    assertThat(GlyphNames.unicode("g12")).isNull();
    assertThat(GlyphNames.unicode(".notdef")).isNull();
  }
}
