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
  void theAgreedUnitsAreThoseBothReferencesHoldAsOftenAsTheLesserHoldsThem() {
    // Poppler spaces out a listing's letters; MuPDF reads the word, and an extra "the" in a
    // running line that Poppler's text no longer has
    Map<String, Integer> poppler = WordCoverage.units("the f i l e h o o k macro, the end");
    Map<String, Integer> mupdf = WordCoverage.units("the filehook macro, the end, the page");

    Map<String, Integer> both = RealPdfCoverageTest.agreed(poppler, mupdf);

    assertThat(both).containsExactlyInAnyOrderEntriesOf(Map.of("the", 2, "macro", 1, "end", 1));
    // our text read the word whole: nothing both references read is missing
    assertThat(WordCoverage.coverage(both, WordCoverage.units("the filehook macro, the end")))
        .isEqualTo(1.0);
    // a word both read and ours lost is ours to find
    assertThat(WordCoverage.coverage(both, WordCoverage.units("the filehook, the end")))
        .isEqualTo(0.75);
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

  @Test
  void aRunningRowOfSeveralBlocksLeavesTheReferenceWholeWhereThePlainTextSplitsIt() {
    StringBuilder plain = new StringBuilder();
    StringBuilder layout = new StringBuilder();
    String[] topics = {"haplotypes", "colorings", "phylogenies", "writers"};
    for (String topic : topics) {
      String body = "On " + topic + ", a body paragraph long enough to be most of the page,\n"
          + "written over three lines as a page of a talk is, " + topic + " again,\n"
          + "and closing on a line of its own about " + topic;
      plain.append("Introduction\nBad News\nGood News\nSummary\n").append(body)
          .append("\n\f");
      layout.append("Introduction    Bad News    Good News    Summary\n\n      ")
          .append(body.replace("\n", "\n      ")).append("\n\f");
    }

    Map<String, Integer> blockByBlock = WordCoverage.units(
        RealPdfCoverageTest.withoutRunningLines(plain.toString()));
    Map<String, Integer> byRows = WordCoverage.units(
        RealPdfCoverageTest.withoutRunningLines(plain.toString(), layout.toString()));

    // the plain rule sees only the row's two first blocks as the page's edge
    assertThat(blockByBlock).doesNotContainKeys("introduction", "bad")
        .containsEntry("summary", 4).containsEntry("good", 4);
    // the row as one line: all of it is running; the body's words stay, repeats included
    assertThat(byRows).doesNotContainKeys("introduction", "bad", "good", "summary")
        .containsEntry("writers", 3).containsEntry("haplotypes", 3)
        .containsEntry("paragraph", 4);
  }
}
