package dev.wrac.documents.pdf.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DirectionTest {
  /** The glyphs of a logical string as a page shows them, left to right. */
  private static String seen(String logical) {
    java.text.Bidi bidi = new java.text.Bidi(logical, java.text.Bidi.DIRECTION_RIGHT_TO_LEFT);
    StringBuilder out = new StringBuilder();
    int runs = bidi.getRunCount();
    byte[] levels = new byte[runs];
    Integer[] order = new Integer[runs];
    for (int i = 0; i < runs; i++) {
      levels[i] = (byte) bidi.getRunLevel(i);
      order[i] = i;
    }
    java.text.Bidi.reorderVisually(levels, 0, order, 0, runs);
    for (int r : order) {
      String run = logical.substring(bidi.getRunStart(r), bidi.getRunLimit(r));
      out.append((levels[r] & 1) == 1 ? new StringBuilder(run).reverse() : run);
    }
    return out.toString();
  }

  @Test
  void hebrewAndArabicWordsSeenLeftToRightReadInLogicalOrder() {
    assertThat(Direction.logical(seen("שלום"))).isEqualTo("שלום");
    assertThat(Direction.logical(seen("كتاب"))).isEqualTo("كتاب");
    // digits inside right-to-left text are read left to right
    assertThat(Direction.logical(seen("עמוד12"))).isEqualTo("עמוד12");
  }

  @Test
  void aLetterKeepsItsCombiningMarks() {
    // "kataba" with its vowels: each mark stays after its letter
    assertThat(Direction.logical("\u0628\u064E\u062A\u064E\u0643\u064E"))
        .isEqualTo("\u0643\u064E\u062A\u064E\u0628\u064E");
  }

  @Test
  void leftToRightTextIsLeftAsItIs() {
    assertThat(Direction.logical("TeX (Live)")).isEqualTo("TeX (Live)");
    assertThat(Direction.wordOrder(List.of("one", "two", "3"))).containsExactly("one", "two",
        "3");
  }

  @Test
  void rightToLeftLinesReadTheirWordsRightToLeftKeepingLatinRunsInOrder() {
    // seen left to right: [Live] [TeX] are a Latin run inside a Hebrew line
    assertThat(Direction.wordOrder(List.of("גרסה", "TeX", "Live", "עם", "עובד")))
        .containsExactly("עובד", "עם", "TeX", "Live", "גרסה");
  }

  @Test
  void aLinesFragmentsAreCountedByTheirLength() {
    // two short Hebrew fragments beside a long English one: the line is English, read as seen
    List<String> seen = List.of("The guide names its first chapter", "פרק",
        "ראשון");
    assertThat(Direction.wordOrder(seen, s -> s, String::length)).isEqualTo(seen);
    // a Hebrew title and its number drawn at its right: the number first
    assertThat(Direction.wordOrder(List.of("פרק ראשון",
        "2.1"), s -> s, String::length))
        .containsExactly("2.1", "פרק ראשון");
  }
}
