package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The measure of {@link RealPdfCoverageTest} on texts written here: no real file needed. */
class RealPdfMeasureTest {
  @Test
  void popplersLettersForUnmappedAngleBracketsCountAsTheBracketedWordWhereOurTextHasIt() {
    String poppler = "\\binary{hnumber i} will convert hnumberi; \\gluedefhcommandi and "
        + "hsize in bitsi; hi there, Hawaii";
    String ours = "\\binary{⟨number⟩} will convert ⟨number⟩; \\gluedef⟨command⟩ and "
        + "⟨size in bits⟩; hi there, Hawaii";

    String fixed = RealPdfCoverageTest.withPopplersAngleBrackets(poppler, ours);

    Map<String, Integer> expected = WordCoverage.units(fixed);
    assertThat(expected).containsEntry("number", 2).containsEntry("gluedef", 1)
        .containsEntry("command", 1).containsEntry("size", 1).containsEntry("bits", 1)
        .containsEntry("hi", 1).containsEntry("hawaii", 1)
        .doesNotContainKeys("hnumber", "hnumberi", "gluedefhcommandi", "hsize");
    assertThat(WordCoverage.coverage(expected, WordCoverage.units(ours))).isEqualTo(1.0);
  }

  @Test
  void aReferenceIsUnchangedWhereOurTextHasNoAngleBrackets() {
    String poppler = "\\binary{hnumber i} converts it";

    assertThat(RealPdfCoverageTest.withPopplersAngleBrackets(poppler, "binary number converts"))
        .isEqualTo(poppler);
    // our text lost the word: the reference keeps Poppler's letters, and coverage shows the loss
    assertThat(RealPdfCoverageTest.withPopplersAngleBrackets(poppler, "⟨size⟩ converts"))
        .isEqualTo(poppler);
  }
}
