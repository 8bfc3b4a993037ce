package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.documents.pdf.internal.PageText;
import dev.wrac.documents.pdf.internal.PdfLoader;
import dev.wrac.model.Element;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 30: every page box is clamped to PDF's own limits (14,400 units a side) in one place,
 * so the stages after the reader never see a huge, negative, zero or unreadable page size, and
 * the page's text is read as on a plain page.
 */
class PdfPageBoxTest {
  private static final String LINES = "A line of the boxed page. A line of the boxed page. "
      + "A line of the boxed page. A line of the boxed page. A line of the boxed page.";

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
      "plain;                    /MediaBox [0 0 612 792];                        612; 792",
      "huge;                     /MediaBox [0 0 1e30 792];                       14400; 792",
      "larger than a float;      /MediaBox [0 0 340282346638528859811704183484516925440000 792]; 14400; 792",
      "huge both ways;           /MediaBox [-1e30 -1e30 1e30 1e30];              14400; 14400",
      "negative width;           /MediaBox [0 0 -612 792];                       612; 792",
      "not a number;             /MediaBox [0 0 NaN 792];                        612; 792",
      "zero;                     /MediaBox [0 0 0 0];                            612; 792",
      "inverted;                 /MediaBox [612 792 0 0];                        612; 792",
      "too few numbers;          /MediaBox [0 0 612];                            612; 792",
      "not numbers;              /MediaBox [(a) /b 1 2];                         612; 792",
      "not an array;             /MediaBox 5;                                    612; 792",
      "crop box inverted, huge;  /MediaBox [0 0 612 792] /CropBox [0 0 1e30 -5]; 612; 792",
      "crop box inside;          /MediaBox [0 0 612 792] /CropBox [10 20 410 620]; 400; 600",
      "rotated a quarter;        /MediaBox [0 0 612 792] /Rotate 90;             612; 792",
      "rotated by nonsense;      /MediaBox [0 0 612 792] /Rotate 45;             612; 792",
      "huge user unit;           /MediaBox [0 0 612 792] /UserUnit 1e30;         612; 792",
      "negative user unit;       /MediaBox [0 0 612 792] /UserUnit -3;           612; 792",
  })
  void aHostilePageBoxIsClampedAndThePageRead(String what, String box, float width,
      float height) {
    byte[] pdf = HostilePdfs.boxedPage(box.strip());
    PageText page = PdfLoader.read(DocumentSource.ofBytes("box.pdf", pdf), 1 << 20,
        ParseOptions.defaults()).pages().get(0);
    assertThat(page.width()).isEqualTo(width);
    assertThat(page.height()).isEqualTo(height);
    List<String> texts = PdfParser.create().parse(DocumentSource.ofBytes("box.pdf", pdf),
        ParseOptions.defaults()).elements().stream().map(Element::text).toList();
    assertThat(texts).containsExactly(LINES);
  }
}
