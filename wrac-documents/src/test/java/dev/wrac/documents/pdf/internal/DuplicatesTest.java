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
    return glyph(unicode, x, y, 5);
  }

  static TextPosition glyph(String unicode, float x, float y, float width) {
    return glyph(unicode, x, y, width, 10);
  }

  /** A glyph of {@code width} drawn at {@code size} points. */
  static TextPosition glyph(String unicode, float x, float y, float width, float size) {
    return new TextPosition(0, 612, 792, new Matrix(size, 0, 0, size, x, y), x + width, y, size,
        width, 0.28f * size, unicode, new int[] {unicode.charAt(0)}, FONT, size, (int) size);
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
  void aLeaderOfGlyphsOfAlmostNoWidthIsReadOncePerTenthOfAnEm() {
    // XeTeX's \leaders with a kashida glyph (texnegar): 0.33 pt steps at 44 pt, right to left
    List<TextPosition> article = new ArrayList<>();
    article.add(glyph("\u062C", 470, 350, 12, 44));
    for (int i = 0; i < 300; i++) {
      article.add(glyph("\u061D", 455 - i * 0.33f, 350, 0.33f, 44));
    }
    article.add(glyph("\u062A", 340, 350, 12, 44));
    Duplicates.drop(List.of(article));
    List<TextPosition> leader = article.stream().filter(g -> g.getUnicode().equals("\u061D"))
        .toList();
    // 99 pt of leader, a glyph kept each time the last kept one lies over 4.4 pt behind
    assertThat(leader).hasSizeBetween(20, 24);
    for (int k = 1; k < leader.size(); k++) {
      assertThat(leader.get(k - 1).getX() - leader.get(k).getX()).isGreaterThan(4.4f);
    }
    assertThat(article.get(0).getUnicode()).isEqualTo("\u062C");
    assertThat(article.get(article.size() - 1).getUnicode()).isEqualTo("\u062A");
  }

  @Test
  void aWordOfRepeatedNarrowLettersKeepsThemAll() {
    List<TextPosition> article = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      article.add(glyph("i", 72 + i * 2.2f, 700, 2.2f)); // 0.22 em apart at 10 pt
    }
    Duplicates.drop(List.of(article));
    assertThat(article).hasSize(6);
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

  @Test
  void glyphsOfNoWidthPackedCloserThanTheGridAreAllKeptQuickly() {
    List<TextPosition> article = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      // at 0.05 pt, a tenth of an em is half the glyphs' distance: none repeats another
      article.add(glyph(".", 72 + (i % 100) * 0.01f, 700 + (i / 100) * 0.01f, 0, 0.05f));
    }
    long start = System.nanoTime();
    Duplicates.drop(List.of(article));
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertThat(article).hasSize(20_000);
    assertThat(millis).as("n log n, not n^2").isLessThan(2_500);
  }

  /**
   * On random pages (a few characters, glyphs of random widths over a small area and far
   * apart, words drawn twice), the glyphs kept are those of the sorted maps of x and y the
   * grid replaced, kept here as the reference.
   */
  @Test
  void keepsWhatTheSortedMapsKept() {
    java.util.Random random = new java.util.Random(39);
    for (int page = 0; page < 300; page++) {
      List<TextPosition> glyphs = new ArrayList<>();
      int n = 1 + random.nextInt(400);
      float spread = page % 3 == 0 ? 4 : page % 3 == 1 ? 200 : 5_000;
      for (int i = 0; i < n; i++) {
        String u = String.valueOf((char) ('a' + random.nextInt(3)));
        float width = random.nextInt(10) == 0 ? random.nextFloat() * 900 : random.nextFloat() * 8;
        TextPosition g = glyph(u, random.nextFloat() * spread - spread / 4,
            random.nextFloat() * spread, width);
        glyphs.add(g);
        if (random.nextInt(4) == 0) {
          glyphs.add(glyph(u, g.getX() + random.nextFloat(), g.getY(), width));
        }
      }
      List<TextPosition> expected = reference(glyphs);
      List<TextPosition> article = new ArrayList<>(glyphs);
      Duplicates.drop(List.of(article));
      assertThat(article).as("page %d", page).containsExactlyElementsOf(expected);
    }
  }

  /** The rule as the sorted maps of x and y read it (the implementation before the grid). */
  private static List<TextPosition> reference(List<TextPosition> article) {
    java.util.Map<String, java.util.NavigableMap<Float, java.util.NavigableMap<Float, Boolean>>>
        seen = new java.util.HashMap<>();
    int n = article.size();
    boolean[] repeats = new boolean[n];
    for (int i = 0; i < n; i++) {
      TextPosition g = article.get(i);
      String u = g.getUnicode();
      var byX = seen.computeIfAbsent(u, k -> new java.util.TreeMap<>());
      float tolerance = Duplicates.tolerance(g, u);
      for (var byY : byX.subMap(g.getX() - tolerance, true, g.getX() + tolerance, true)
          .values()) {
        if (!byY.subMap(g.getY() - tolerance, true, g.getY() + tolerance, true).isEmpty()) {
          repeats[i] = true;
          break;
        }
      }
      if (!repeats[i]) {
        byX.computeIfAbsent(g.getX(), k -> new java.util.TreeMap<>()).putIfAbsent(g.getY(), true);
      }
    }
    List<TextPosition> kept = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      boolean neighbourRepeats = (i > 0 && repeats[i - 1]) || (i + 1 < n && repeats[i + 1]);
      if (!repeats[i] || !neighbourRepeats) {
        kept.add(article.get(i));
      }
    }
    return kept;
  }
}
