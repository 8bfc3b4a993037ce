package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.util.Matrix;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A page turned by {@code /Rotate} whose content is turned back, so that a viewer shows it as
 * the plain page (how landscape slides and scanned-then-rotated pages are often written), reads
 * as the plain page: the same elements, headings, lists, table rows, and running header and
 * footer left out. PDFBox's direction-adjusted glyph positions undo the turn.
 */
class PdfRotatedPageTest {
  private static final float W = PDRectangle.LETTER.getWidth();
  private static final float H = PDRectangle.LETTER.getHeight();

  @ParameterizedTest(name = "/Rotate {0}")
  @ValueSource(ints = {90, 180, 270})
  void aTurnedPageTurnedBackReadsAsThePlainPage(int rotate) {
    List<TestPdfs.Page> report = TestPdfs.report();
    List<String> plain = elements(TestPdfs.write(report));
    List<String> turned = elements(rotated(report, rotate));

    assertThat(plain).hasSizeGreaterThan(10);
    assertThat(turned).isEqualTo(plain);
  }

  private static List<String> elements(byte[] pdf) {
    return PdfParser.create().parse(DocumentSource.ofBytes("report.pdf", pdf),
        ParseOptions.defaults()).elements().stream()
        .map(e -> e.kind() + " " + e.text() + " (page " + e.span().page() + ")").toList();
  }

  /**
   * The pages on media turned a quarter for 90 and 270 (landscape), with {@code /Rotate} and a
   * content transform such that the viewer, turning the page clockwise by {@code rotate},
   * shows each page as {@link TestPdfs#write} draws it.
   */
  private static byte[] rotated(List<TestPdfs.Page> pages, int rotate) {
    boolean quarter = rotate % 180 != 0;
    float mediaWidth = quarter ? H : W;
    float mediaHeight = quarter ? W : H;
    // maps the plain page's (u, v) to the media's (x, y)
    Matrix back = switch (rotate) {
      case 90 -> new Matrix(0, 1, -1, 0, mediaWidth, 0);
      case 180 -> new Matrix(-1, 0, 0, -1, mediaWidth, mediaHeight);
      case 270 -> new Matrix(0, -1, 1, 0, 0, mediaHeight);
      default -> throw new IllegalArgumentException("rotate " + rotate);
    };
    try (PDDocument doc = new PDDocument()) {
      for (TestPdfs.Page p : pages) {
        PDPage page = new PDPage(new PDRectangle(mediaWidth, mediaHeight));
        page.setRotation(rotate);
        doc.addPage(page);
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
          cs.transform(back);
          TestPdfs.drawTexts(cs, p);
        }
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
