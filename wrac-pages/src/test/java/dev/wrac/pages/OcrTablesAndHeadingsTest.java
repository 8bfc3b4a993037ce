package dev.wrac.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.pages.internal.PdfPages;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tesseract's real output on a page the test draws with PDFBox and renders as the route does
 * (200 DPI, at most 1568 px): a bold heading at the body's size, a paragraph, and a table whose
 * columns are only gaps (no rules), with a cell wrapped over two lines and a rule under the
 * header.
 */
class OcrTablesAndHeadingsTest {
  @TempDir
  Path dir;

  private static final float[] COLUMNS = {72, 230, 400};

  @Test
  void columnsBecomeATableRowsKeepTheirWrappedCellsAndBoldLinesBecomeHeadings()
      throws IOException {
    Tools.requireTesseract();
    Path pdf = dir.resolve("branches.pdf");
    try (PDDocument doc = new PDDocument()) {
      PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.TIMES_ROMAN);
      PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.TIMES_BOLD);
      PDPage page = new PDPage(PDRectangle.A4);
      doc.addPage(page);
      try (PDPageContentStream out = new PDPageContentStream(doc, page)) {
        float y = 760;
        text(out, bold, 11, 72, y, "Opening Hours");
        y -= 22;
        text(out, regular, 11, 72, y, "Every branch of the bank opens on weekdays; the hours"
            + " below are local");
        y -= 14;
        text(out, regular, 11, 72, y, "times and change on public holidays, when all branches"
            + " close at noon.");
        y -= 30;
        String[][] rows = {
            {"City", "Branch", "Weekday Hours"},
            {"Mumbai", "Nariman Point", "9:00 to 17:00"},
            {"Pune", "Koregaon Park", "10:00 to 18:00"},
            {"Chennai", "Anna Salai", "9:30 to 16:30"}};
        for (int r = 0; r < rows.length; r++) {
          for (int c = 0; c < 3; c++) {
            text(out, regular, 11, COLUMNS[c], y, rows[r][c]);
          }
          if (r == 0) {
            out.moveTo(72, y - 4);
            out.lineTo(520, y - 4);
            out.stroke();
          }
          if (r == 2) {
            y -= 14;
            text(out, regular, 11, COLUMNS[1], y, "(Riverside Mall)");
          }
          y -= 16;
        }
        y -= 20;
        text(out, regular, 11, 72, y, "Call the branch before visiting on a holiday.");
      }
      doc.save(pdf.toFile());
    }
    TesseractTranscriber ocr = TesseractTranscriber.builder().build();
    String markdown;
    try (PdfPages pages = PdfPages.open(pdf, 200, 1568, "branches.pdf")) {
      PageImage image = pages.render(1);
      markdown = ocr.transcribe(new PageBatch("branches.pdf", List.of(image), 1)).pages().get(0);
    }

    assertThat(markdown).startsWith("#### Opening Hours\n\n");
    assertThat(markdown).contains("the hours below are local times and change on public "
        + "holidays");
    assertThat(markdown).contains("| City | Branch | Weekday Hours |\n| --- | --- | --- |\n"
        + "| Mumbai | Nariman Point | 9:00 to 17:00 |\n"
        + "| Pune | Koregaon Park (Riverside Mall) | 10:00 to 18:00 |\n"
        + "| Chennai | Anna Salai | 9:30 to 16:30 |");
    assertThat(markdown).endsWith("\n\nCall the branch before visiting on a holiday.");

    // the route keeps the OCR table as a table: rows with their header cells, as in Markdown
    PageRoute route = PageRoute.builder().cacheDirectory(dir.resolve("cache"))
        .transcriber(ocr).build();
    List<Element> rows = route.process(DocumentSource.of(pdf)).document().elements().stream()
        .filter(e -> e.kind() == ElementKind.TABLE_ROW).toList();
    assertThat(rows).hasSize(3);
    assertThat(rows.get(1).headerCells()).containsExactly("City", "Branch", "Weekday Hours");
    assertThat(rows.get(1).text()).contains("Pune").contains("Koregaon Park (Riverside Mall)")
        .contains("10:00 to 18:00");
  }

  private static void text(PDPageContentStream out, PDType1Font font, float size, float x,
      float y, String text) throws IOException {
    out.beginText();
    out.setFont(font, size);
    out.newLineAtOffset(x, y);
    out.showText(text);
    out.endText();
  }
}
