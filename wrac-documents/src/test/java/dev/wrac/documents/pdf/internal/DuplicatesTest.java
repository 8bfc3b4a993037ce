package dev.wrac.documents.pdf.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;
import org.junit.jupiter.api.Test;

/** The glyph de-duplication: what it drops, and that a column of one character stays fast. */
class DuplicatesTest {
  private static final PDType1Font FONT =
      new PDType1Font(Standard14Fonts.FontName.HELVETICA);

  static TextPosition glyph(String unicode, float x, float y) {
    return new TextPosition(0, 612, 792, new Matrix(10, 0, 0, 10, x, y), x + 5, y, 10, 5, 2.8f,
        unicode, new int[] {unicode.charAt(0)}, FONT, 10, 10);
  }

  private static List<TextPosition> word(String text, float x, float y) {
    List<TextPosition> glyphs = new ArrayList<>();
    for (int i = 0; i < text.length(); i++) {
      glyphs.add(glyph(text.substring(i, i + 1), x + 5 * i, y));
    }
    return glyphs;
  }

  @Test
  void aWordDrawnTwiceOverItselfIsKeptOnce() {
    List<TextPosition> article = word("Bold", 72, 700);
    article.addAll(word("Bold", 72.5f, 700));
    Duplicates.drop(List.of(article));
    assertThat(article).extracting(TextPosition::getUnicode).containsExactly("B", "o", "l", "d");
  }

  @Test
  void oneGlyphThatHappensToFallOnAnotherIsKept() {
    List<TextPosition> article = word("Odisha", 72, 700);
    article.add(glyph("s", 82, 700)); // the s of another cell's text, drawn over this one's
    Duplicates.drop(List.of(article));
    assertThat(article).hasSize(7);
  }

  @Test
  void twentyThousandBulletsInOneColumnAreAllKeptQuickly() {
    List<TextPosition> article = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      article.add(glyph("-", 72, 20_000 - i * 12f));
    }
    long start = System.nanoTime();
    Duplicates.drop(List.of(article));
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertThat(article).hasSize(20_000);
    // before: 5.0-6.2 s on the shared 2-core machine; after: 0.4-0.6 s, mostly warm-up
    assertThat(millis).as("n log n, not n^2").isLessThan(2_500);
  }

  @Test
  void twentyThousandIdenticalGlyphsOnOneSpotBecomeOne() {
    List<TextPosition> article = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      article.add(glyph("x", 72, 700));
    }
    Duplicates.drop(List.of(article));
    assertThat(article).hasSize(1);
  }
}
