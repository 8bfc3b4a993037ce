package dev.wrac.pages;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/** PDFs the tests make with PDFBox: US Letter pages of text lines. */
final class TestPdfs {
  private TestPdfs() {}

  /** One line of a page: its text and font size (a size over 20 is drawn bold). */
  record Line(String text, float size) {
    static Line body(String text) {
      return new Line(text, 12);
    }

    static Line heading(String text) {
      return new Line(text, 26);
    }
  }

  /** Writes a PDF with one page per list of lines. */
  static Path write(Path file, List<List<Line>> pages) throws IOException {
    try (PDDocument pdf = new PDDocument()) {
      PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
      PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
      for (List<Line> lines : pages) {
        PDPage page = new PDPage(PDRectangle.LETTER);
        pdf.addPage(page);
        try (PDPageContentStream out = new PDPageContentStream(pdf, page)) {
          float y = 720;
          for (Line line : lines) {
            out.beginText();
            out.setFont(line.size() > 20 ? bold : regular, line.size());
            out.newLineAtOffset(72, y);
            out.showText(line.text());
            out.endText();
            y -= line.size() * 1.8f;
          }
        }
      }
      pdf.save(file.toFile());
    }
    return file;
  }
}
