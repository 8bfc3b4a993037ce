package dev.wrac.documents.pdf.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RunningHeadsTest {

  private static Line line(String text, float y) {
    return Line.of(new Frag(text, 72, 72 + 5 * text.length(), 10, true,
        text.replace(" ", "").length(), true, -1, -1, null, true, 10, false), y);
  }

  /** A page of a top line, two lines of text and a bottom line. */
  private static List<Line> page(String top, String bottom) {
    return List.of(line(top, 40), line("Some running text of the page,", 80),
        line("and more of it below.", 94), line(bottom, 700));
  }

  @Test
  void aTitleBesideTheNumberOfItsPageFirstOrLastOnPagesIsARunningHead() {
    List<List<Line>> pages = new ArrayList<>();
    for (int p = 0; p < 6; p++) { // printed page numbers 11 to 16 on pages 0 to 5
      pages.add(p % 2 == 0
          ? page((11 + p) + " Это варто знати", "Footnote text")
          : page("1.2 Початок роботи " + (11 + p), "Footnote text"));
    }
    Set<Line> heads = RunningHeads.of(pages);

    assertThat(heads).hasSize(6)
        .allMatch(l -> l.text().contains("знати") || l.text().contains("роботи"));
  }

  @Test
  void romanFrontMatterNumbersCountAsPageNumbers() {
    List<List<Line>> pages = List.of(page("Preface", "v"), page("vi Preface", "text"),
        page("Preface vii", "text"), page("viii Preface", "text"));

    assertThat(RunningHeads.of(pages)).extracting(Line::text)
        .containsExactlyInAnyOrder("v", "vi Preface", "Preface vii", "viii Preface");
  }

  /** Cyrillic documents write front matter numbers with Cyrillic і and х. */
  @Test
  void romanNumbersInCyrillicLookalikesCountAsPageNumbers() {
    List<List<Line>> pages = List.of(page("Title", "text"), page("Зміст", "text"),
        page("\u0456\u0456\u0456 ЗМІСТ", "text"), page("ЗМІСТ \u0456v", "text"),
        page("v ЗМІСТ", "text"));

    assertThat(RunningHeads.of(pages)).extracting(Line::text).containsExactlyInAnyOrder(
        "\u0456\u0456\u0456 ЗМІСТ", "ЗМІСТ \u0456v", "v ЗМІСТ");
  }

  /**
   * A title set once beside its page's number (a one-page preface's head) is a running head
   * where the page numbers alone at other pages' edges go with the pages as its number does;
   * so are those numbers; a number alone that goes with no other ({@code 1}) is not.
   */
  @Test
  void aTitleSetOnceAndNumbersAloneAreThePagesWhereTheirNumbersGoWithThePagesAsOthersDo() {
    List<List<Line>> pages = List.of(page("Title page", "text"), page("Contents", "ii"),
        page("iii Acknowledgements", "text"), page("Introduction", "\u2014 iv \u2014"),
        page("Chapter 1", "1"));

    assertThat(RunningHeads.of(pages)).extracting(Line::text)
        .containsExactlyInAnyOrder("ii", "iii Acknowledgements", "\u2014 iv \u2014");
  }

  @Test
  void chapterNumbersThatDoNotGoWithThePagesAndUnnumberedRepeatsAreNotRunningHeads() {
    List<List<Line>> pages = new ArrayList<>();
    pages.add(page("Chapter 1", "text"));
    pages.add(page("Results of the first study", "text"));
    pages.add(page("Chapter 2", "text")); // two chapters, two pages apart: not a page number
    pages.add(page("Methods (continued)", "text"));
    pages.add(page("Methods (continued)", "text")); // a slide's title over its overlays
    pages.add(List.of(line("Intro", 40), line("12 Middle of the page", 90), line("end", 700),
        line("x", 720)));
    pages.add(List.of(line("Intro", 40), line("13 Middle of the page", 90), line("end", 700),
        line("x", 720)));

    assertThat(RunningHeads.of(pages)).isEmpty();
  }

  @Test
  void romanNumeralsAreReadOnlyInTheirCanonicalForm() {
    assertThat(PageNumbers.roman("xiv")).isEqualTo(14);
    assertThat(PageNumbers.roman("xc")).isEqualTo(90);
    assertThat(PageNumbers.roman("iiii")).isZero();
    assertThat(PageNumbers.roman("ic")).isZero();
  }
}
