package dev.wrac.documents.pdf;

import static dev.wrac.documents.pdf.TestPdfs.BOLD;
import static dev.wrac.documents.pdf.TestPdfs.REGULAR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Raised and lowered text (superscripts, subscripts, an inline fraction's numerator and
 * denominator) that PDFBox, sorting glyphs by position, reads as lines of their own is read
 * on the line it belongs to, in x order, as Poppler reads it.
 */
class PdfScriptsTest {
  /** The width of {@code text} in Helvetica at {@code size} points. */
  private static float width(String text, float size) {
    try {
      return REGULAR.getStringWidth(text) / 1000 * size;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> texts(TestPdfs.Page page) {
    return PdfParserTest.parse(TestPdfs.write(List.of(page))).elements().stream()
        .map(Element::text).toList();
  }

  @Test
  void aLigatureSpelledOutByActualTextKeepsTheLettersDrawnBeforeIt() {
    // LibreOffice draws the ligature of "profile" in a span whose /ActualText spells it out;
    // PDFBox gives that text to the first glyph reaching it inside the span, so a letter or a
    // space the reader held back must reach it before the span begins (it read "prfifile")
    String ops = "BT /F1 12 Tf 72 700 Td (a pro) Tj /Span <</ActualText (fi)>> BDC (X) Tj EMC"
        + " (le and a ) Tj /Span <</ActualText (fi)>> BDC (X) Tj EMC (le) Tj ET";
    String text = String.join(" ", PdfParserTest.parse(TestPdfs.rawPage(ops)).elements()
        .stream().map(Element::text).toList());
    assertThat(text).isEqualTo("a profile and a file");
  }

  @Test
  void linesOfAFontTallerThanTheirLeadingReadApart() {
    // 12-point lines 14 points apart in a font PDFBox takes for 1.35 em high (Tibetan Machine
    // Uni's case): the glyphs' heights overlap the next line's, and PDFBox alone read the
    // three lines as one, their letters interleaved
    String ops = "BT /F1 12 Tf 72 700 Td (alpha beta gamma delta) Tj 0 -14 Td"
        + " (epsilon zeta eta theta) Tj 0 -14 Td (iota kappa lambda mu) Tj ET";
    String text = String.join(" ", PdfParserTest.parse(TestPdfs.rawPage(ops,
        TestPdfs.tallFont())).elements().stream().map(Element::text).toList());
    assertThat(text).isEqualTo(
        "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu");
  }

  @Test
  void aFormulaCutAtItsScriptsReadsAsOneLineInXOrder() {
    // G^a_bc = (1/2) g^au, as TeX sets it in a line of text: sorted by position, PDFBox reads
    // "Ga" / "bc = 1" / "2gau the rest of it"
    TestPdfs.Page p = new TestPdfs.Page();
    p.text(72, 100, REGULAR, 11, "Text before.");
    float y = 130;
    float x = 72;
    p.text(x, y, REGULAR, 11, "G");
    x += width("G", 11);
    p.text(x, y - 5, REGULAR, 8, "a");
    p.text(x, y + 3.2f, REGULAR, 8, "bc");
    x += width("bc", 8) + 3;
    p.text(x, y, REGULAR, 11, "=");
    x += width("=", 11) + 3;
    p.text(x, y - 4.7f, REGULAR, 8, "1");
    p.text(x, y + 4.1f, REGULAR, 8, "2");
    x += width("2", 8) + 1.2f;
    p.text(x, y, REGULAR, 11, "g");
    x += width("g", 11);
    p.text(x, y - 5, REGULAR, 8, "au");
    x += width("au", 8) + 4;
    p.text(x, y, REGULAR, 11, "the rest of it");
    p.text(72, 160, REGULAR, 11, "Text after.");

    assertThat(texts(p)).containsExactly("Text before.", "Gabc = 12 gau the rest of it",
        "Text after.");
  }

  @Test
  void aSuperscriptTouchingItsWordJoinsItAndOneSetApartIsAWordOfItsOwn() {
    // raised 7 pt over an 11 pt line: PDFBox reads the two superscripts as a line above it
    TestPdfs.Page p = new TestPdfs.Page();
    float y = 100;
    float x = 72;
    String area = "The area is 12 m";
    p.text(x, y, REGULAR, 11, area);
    x += width(area, 11);
    p.text(x, y - 7, REGULAR, 7, "2");
    x += width("2", 7);
    String note = " of the plot, see note";
    p.text(x, y, REGULAR, 11, note);
    x += width(note, 11) + 2;
    p.text(x, y - 7, REGULAR, 7, "3");
    x += width("3", 7);
    p.text(x, y, REGULAR, 11, ".");

    assertThat(texts(p)).containsExactly("The area is 12 m2 of the plot, see note 3.");
  }

  @Test
  void aSmallerNextLineAtNormalLeadingIsNotMerged() {
    // 8 pt text 1.2 of its size under an 11 pt line, right of its end: a line of its own
    TestPdfs.Page p = new TestPdfs.Page();
    String total = "Total premium per year";
    p.text(72, 100, REGULAR, 11, total);
    p.text(72 + width(total, 11) + 4, 109.6f, REGULAR, 8, "taxes included");

    assertThat(texts(p)).containsExactly(total, "taxes included");
  }

  @Test
  void aTwoLineTableCellStaysTwoLines() {
    // a cell of two lines at a tight leading (1.2) between cells of one, a smaller note beside
    TestPdfs.Page p = new TestPdfs.Page();
    p.text(72, 80, BOLD, 11, "Plans");
    p.text(72, 100, REGULAR, 9, "Plan").text(140, 100, REGULAR, 9, "Monthly")
        .text(140, 110.8f, REGULAR, 9, "premium").text(200, 100, REGULAR, 9, "Note");
    p.text(72, 128, REGULAR, 9, "Basic").text(140, 128, REGULAR, 9, "EUR 40 per")
        .text(140, 138.8f, REGULAR, 9, "month").text(200, 128, REGULAR, 7, "incl. VAT");
    p.text(72, 156, REGULAR, 9, "Plus").text(140, 156, REGULAR, 9, "EUR 65 per")
        .text(140, 166.8f, REGULAR, 9, "month").text(200, 156, REGULAR, 7, "excl. VAT");
    p.text(72, 190, REGULAR, 9, "Prices are for one adult.");

    ParsedDocument doc = PdfParserTest.parse(TestPdfs.write(List.of(p)));
    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.TABLE_ROW))
        .extracting(Element::text)
        .containsExactly("Basic | EUR 40 per month | incl. VAT",
            "Plus | EUR 65 per month | excl. VAT");
  }
}
