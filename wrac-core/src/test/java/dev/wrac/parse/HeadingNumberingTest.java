package dev.wrac.parse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parse.HeadingNumbering.Candidate;
import dev.wrac.parse.HeadingNumbering.Numbering;
import dev.wrac.parse.HeadingNumbering.Scheme;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HeadingNumberingTest {

  @Test
  void recognisesDecimalAndChapterNumberingWithTheirDepth() {
    assertThat(HeadingNumbering.of("2.1 Design goals"))
        .contains(new Numbering(Scheme.DECIMAL, 2));
    assertThat(HeadingNumbering.of("3 Results")).contains(new Numbering(Scheme.DECIMAL, 1));
    assertThat(HeadingNumbering.of("제2장 설계")).contains(new Numbering(Scheme.CHAPTER, 1));
    assertThat(HeadingNumbering.of("第3節 方法")).contains(new Numbering(Scheme.CHAPTER, 2));
    assertThat(HeadingNumbering.of("Chapter 4: Evaluation"))
        .contains(new Numbering(Scheme.CHAPTER, 1));
  }

  /** An appendix's sections: a capital before the decimals counts as their first number. */
  @Test
  void anAppendixSectionIsNumberedByItsCapitalAndDecimals() {
    assertThat(HeadingNumbering.of("A.1 Packages")).contains(new Numbering(Scheme.DECIMAL, 2));
    assertThat(HeadingNumbering.of("G.1.1 Autoadjusting widths"))
        .contains(new Numbering(Scheme.DECIMAL, 3));
    assertThat(HeadingNumbering.of("A.5. Font definition files"))
        .contains(new Numbering(Scheme.DECIMAL, 2));
    // a capital alone, an initial or an abbreviation is no number
    assertThat(HeadingNumbering.of("A Packages and macros")).isEmpty();
    assertThat(HeadingNumbering.of("J. Smith and colleagues")).isEmpty();
    assertThat(HeadingNumbering.of("U.S. Army Corps")).isEmpty();
  }

  @Test
  void sentencesYearsAndLongLinesAreNoNumberedHeadings() {
    assertThat(HeadingNumbering.of("1. Install the package first.")).isEmpty();
    assertThat(HeadingNumbering.of("2023 was a good year")).isEmpty();
    assertThat(HeadingNumbering.of("3 " + "word ".repeat(20))).isEmpty();
  }

  @Test
  void aSingleNumberBeforeALowerCaseWordOrAColonOpensNoTitle() {
    assertThat(HeadingNumbering.of("15 verunt et effundetur sanguis eorum")).isEmpty();
    assertThat(HeadingNumbering.of("3. by embedding the file directly")).isEmpty();
    assertThat(HeadingNumbering.of("1. Install the package:")).isEmpty();
    assertThat(HeadingNumbering.of("9 The improvements are as follows:")).isEmpty();
    assertThat(HeadingNumbering.titled("3. by embedding the file directly")).isFalse();
    // several parts, or a chapter word, keep their title whatever its case or end
    assertThat(HeadingNumbering.of("2.3.1 dvips")).contains(new Numbering(Scheme.DECIMAL, 3));
    assertThat(HeadingNumbering.of("2.1 Requirements:")).contains(new Numbering(Scheme.DECIMAL, 2));
    assertThat(HeadingNumbering.of("Chapter 4: Evaluation")).isPresent();
    assertThat(HeadingNumbering.of("3 Results")).isPresent();
  }

  @Test
  void linesNumberedOneAfterTheOtherFollowEachOther() {
    assertThat(HeadingNumbering.follows("8 own.", "9 The improvements are as follows")).isTrue();
    assertThat(HeadingNumbering.follows("18 {", "19 Provides user level macros")).isTrue();
    assertThat(HeadingNumbering.follows("2. by reference", "3. By embedding")).isTrue();
    assertThat(HeadingNumbering.follows("2.1 Scope", "2.2 Goals")).isTrue();
    assertThat(HeadingNumbering.follows("1 Introduction", "3 Results")).isFalse();
    assertThat(HeadingNumbering.follows("2. Open it", "3 Close it")).isFalse();
    assertThat(HeadingNumbering.follows("2.1 Scope", "3 Results")).isFalse();
    assertThat(HeadingNumbering.follows("Some text", "1 Introduction")).isFalse();
  }

  @Test
  void aSchemeUsedTwiceBeforeTextGivesLevelsByDepth() {
    int[] levels = HeadingNumbering.levels(List.of(
        candidate(0, "1 Introduction"), candidate(2, "1.1 Scope"), candidate(4, "2 Method")));
    assertThat(levels).containsExactly(1, 2, 1);
  }

  @Test
  void aNumberedListAndALoneNumberedLineStayText() {
    List<Candidate> list = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      list.add(candidate(i, (i + 1) + ". do step " + (i + 1)));
    }
    assertThat(HeadingNumbering.levels(list)).containsOnly(0);
    assertThat(HeadingNumbering.levels(List.of(candidate(3, "2.1 Design goals"))))
        .containsExactly(0);
  }

  @Test
  void theLastItemOfANumberedListIsNoHeading() {
    int[] levels = HeadingNumbering.levels(List.of(
        candidate(0, "1. Open the file"), candidate(1, "2. Edit the file"),
        candidate(5, "1. Pack the box"), candidate(6, "2. Post the box")));
    assertThat(levels).containsOnly(0);
  }

  @Test
  void aListItemByItsLookIsNoHeading() {
    int[] levels = HeadingNumbering.levels(List.of(
        new Candidate(0, HeadingNumbering.of("1. Open it").orElseThrow(), true, true),
        new Candidate(2, HeadingNumbering.of("2. Close it").orElseThrow(), true, true)));
    assertThat(levels).containsExactly(0, 0);
  }

  private static Candidate candidate(int position, String line) {
    return new Candidate(position, HeadingNumbering.numbering(line).orElseThrow(), true, false);
  }
}
