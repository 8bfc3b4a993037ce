package dev.wrac.documents.pdf.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;
import org.junit.jupiter.api.Test;

/** Brahmic non-spacing marks stay with the letter drawn before them; other marks are PDFBox's. */
class MarkedLettersTest {
  private static final PDType1Font FONT =
      new PDType1Font(Standard14Fonts.FontName.HELVETICA);

  private static TextPosition glyph(String unicode, float x, float width) {
    return new TextPosition(0, 612, 792, new Matrix(10, 0, 0, 10, x, 700), x + width, 700, 10,
        width, 2.8f, unicode, new int[] {unicode.charAt(0)}, FONT, 10, 10);
  }

  private static List<String> passed(TextPosition... glyphs) {
    MarkedLetters marks = new MarkedLetters();
    List<TextPosition> out = new ArrayList<>();
    for (TextPosition g : glyphs) {
      marks.accept(g, out::add);
    }
    marks.flush(out::add);
    return out.stream().map(TextPosition::getUnicode).toList();
  }

  @Test
  void aDevanagariVowelSignSetPastItsLettersAdvanceStaysWithIt() {
    // XeTeX's मुळे: म, then ु drawn where ळ starts (zero width), then ळे; PDFBox alone merges
    // the sign into the glyph it overlaps and reads मळेु
    assertThat(passed(glyph("म", 100, 7.2f), glyph("ु", 107.3f, 0), glyph("ळ", 107.2f, 6),
        glyph("े", 113, 0))).containsExactly("मु", "ळे");
  }

  @Test
  void aTibetanVowelSignAfterAStackDrawnAsOneGlyphFollowsTheWholeStack() {
    // Tibetan Machine Uni draws སྤྱོད as the stack སྤྱ (one glyph for three characters), the
    // sign ོ (no advance, at the stack's end), then ད; PDFBox alone put the sign after the
    // stack's first character (སོྤྱད) or dropped it (PDFBOX-2831)
    assertThat(passed(glyph("སྤྱ", 100, 6.3f), glyph("ོ", 106.3f, 0), glyph("ད", 106.3f, 5.2f)))
        .containsExactly("སྤྱོ", "ད");
    // two signs on one letter keep their drawing order
    assertThat(passed(glyph("ཀ", 100, 6), glyph("ྲ", 106, 0), glyph("ུ", 106, 0)))
        .containsExactly("ཀྲུ");
  }

  @Test
  void spacingMarksLatinAccentsAndMarksOfAnotherScriptPassOnUnchanged() {
    // a pre-base vowel sign (spacing) drawn before its letter
    assertThat(passed(glyph("क", 100, 7), glyph("ि", 107, 3), glyph("त", 110, 7)))
        .containsExactly("क", "ि", "त");
    // TeX draws an accent before its letter: the combining acute belongs to the e after it
    assertThat(passed(glyph("f", 100, 3), glyph("\u0301", 103.5f, 0), glyph("e", 103, 5)))
        .containsExactly("f", "\u0301", "e");
    // a Devanagari sign after a Latin letter, and one far from its letter
    assertThat(passed(glyph("a", 100, 5), glyph("ु", 105, 0))).containsExactly("a", "ु");
    assertThat(passed(glyph("म", 100, 7), glyph("ु", 140, 0))).containsExactly("म", "ु");
  }

  @Test
  void aMarkShownOnADottedCircleStaysWithIt() {
    // Mingzat's type sample (Word): ◌, then the Lepcha sign ᰶ drawn with no advance just past
    // the circle's end, then a space that starts before the sign; PDFBox alone sorted the
    // sign after the space and read ◌ ᰶ◌ ᰷
    assertThat(passed(glyph("\u25CC", 76.68f, 11.5f), glyph("\u1C36", 88.4f, 0),
        glyph("\u25CC", 94.68f, 11.5f), glyph("\u1C37", 106.27f, 0)))
        .containsExactly("\u25CC\u1C36", "\u25CC\u1C37");
    // a Latin accent on a dotted circle is still PDFBox's
    assertThat(passed(glyph("\u25CC", 100, 11.5f), glyph("\u0301", 111.6f, 0)))
        .containsExactly("\u25CC", "\u0301");
  }
}
