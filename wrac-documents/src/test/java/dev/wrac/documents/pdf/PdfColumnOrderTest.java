package dev.wrac.documents.pdf;

import static dev.wrac.documents.pdf.PdfParserTest.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading order of pages in columns: three columns, and notes in the margin beside a text. */
class PdfColumnOrderTest {

  @Test
  void threeColumnsAreReadOneAfterTheOther() {
    TestPdfs.Page page = new TestPdfs.Page()
        .text(40, 70, TestPdfs.BOLD, 18, "Three Column Bulletin");
    String[][] columns = {
        {"Alpha opens the first column here", "and it runs on down the page, with",
            "prose that has to come before the", "second column and before the third",
            "one as well, line after line, until", "Able writes to close the column."},
        {"Bravo opens the second column now", "which is read only after all of the",
            "first column has been read, from its", "top line down to its last line and",
            "before any line of the third column", "Baker writes to close the second."},
        {"Charlie opens the third column too", "that comes last of all on the page",
            "since columns are read from the left", "to the right side of the page, each",
            "of them from its top line downwards", "Cast writes to close the third one."}};
    for (int c = 0; c < 3; c++) {
      for (int i = 0; i < columns[c].length; i++) {
        page.text(40 + 185 * c, 110 + 11 * i, TestPdfs.REGULAR, 9, columns[c][i]);
      }
    }
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));
    String text = String.join("\n", doc.elements().stream().map(Element::text).toList());

    assertThat(text.indexOf("Able writes")).isPositive().isLessThan(text.indexOf("Bravo opens"));
    assertThat(text.indexOf("Baker writes")).isPositive()
        .isLessThan(text.indexOf("Charlie opens"));
    assertThat(text).contains("which is read only after all of the first column has been read");
  }

  /**
   * An index in two columns whose entries lead to their pages along dot leaders, set as TeX
   * sets them (fontspec's, microtype's): the dots sit on a grid, so a gap wider than a font
   * size may stand between an entry and its leader and between the leader and the numbers.
   * Those gaps join an entry to its pages; the page is read column by column, not as a table
   * pairing the left column's entries with the right's.
   */
  @Test
  void anIndexInTwoColumnsWithDotLeadersIsReadColumnByColumn() {
    TestPdfs.Page page = new TestPdfs.Page().text(40, 70, TestPdfs.BOLD, 18, "Index");
    String dots = ". . . . . . . . . . . . . . . .";
    for (int c = 0; c < 2; c++) {
      for (int i = 0; i < 12; i++) {
        float x = 40 + 280 * c;
        float y = 110 + 11 * i;
        String entry = (c == 0 ? "\\left_entry_number_" : "\\right_entry_number_") + i;
        page.text(x, y, TestPdfs.REGULAR, 9, entry);
        page.text(x + 120, y, TestPdfs.REGULAR, 9, dots);  // over a font size after the entry
        page.text(x + 215, y, TestPdfs.REGULAR, 9, (3 + i) + ", " + (40 + i));
      }
    }
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));
    String text = String.join("\n", doc.elements().stream().map(Element::text).toList());

    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.TABLE_ROW);
    assertThat(text.indexOf("left_entry_number_11")).isPositive()
        .isLessThan(text.indexOf("right_entry_number_0"));
    assertThat(text).contains("left_entry_number_4 7, 44").doesNotContain(". . .");
  }

  /**
   * Names in the margin beside a program's documentation (LaTeX's l3doc and docstrip manuals):
   * each block of notes is read before the text beside it, not all notes before all the text.
   */
  @Test
  void eachBlockOfMarginNotesIsReadBeforeTheTextBesideIt() {
    TestPdfs.Page page = new TestPdfs.Page();
    page.text(30, 100, TestPdfs.REGULAR, 9, "\\fontspec_define_feature:nnn");
    page.text(30, 111, TestPdfs.REGULAR, 9, "\\fontspec_define_option:nnnn");
    page.text(30, 254, TestPdfs.REGULAR, 9, "\\fontspec_set_font_family:nn");
    page.text(30, 265, TestPdfs.REGULAR, 9, "\\fontspec_set_font_shape:nnn");
    String[] first = {"Alpha these commands define a feature of the font and",
        "its options, which the user then chooses by their names",
        "in the optional argument of the commands that load a font",
        "and in the settings that apply to every font loaded later;",
        "each of them checks the name it is given against the list",
        "of features that the font declares, and warns when the font",
        "does not have it, so that nothing fails silently at the end.",
        "Omega ends the text that stands beside the first two notes."};
    String[] second = {"Bravo these commands set the family and the shape of",
        "the fonts that the document uses from here on, and they",
        "remember the choice so that a later command can restore it",
        "after a group of pages set in another family has ended.",
        "Zulu ends the text beside the last notes of the page here."};
    page.body(200, 100, first);
    page.body(200, 254, second);
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));
    String text = String.join("\n", doc.elements().stream().map(Element::text).toList());

    int omega = text.indexOf("Omega ends");
    int laterNote = text.indexOf("set_font_family");
    assertThat(text.indexOf("define_option")).isLessThan(text.indexOf("Alpha these"));
    assertThat(omega).isPositive().isLessThan(laterNote);
    assertThat(laterNote).isLessThan(text.indexOf("Bravo these"));
    assertThat(text).contains("the commands that load a font and in the settings");
  }
}
