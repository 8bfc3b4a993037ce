package com.example.modular;

import dev.wrac.Wrac;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.poi.xwpf.usermodel.XWPFDocument;

/**
 * dev.wrac.documents on the module path: a DOCX written with Apache POI and a PDF written with
 * Apache PDFBox are parsed (by the parsers ServiceLoader found) and chunked.
 */
final class OfficeCheck {
  private OfficeCheck() {}

  static void check(List<String> failures) throws IOException {
    Path dir = Files.createTempDirectory("office");
    try {
      for (Path file : List.of(docx(dir.resolve("returns.docx")), pdf(dir.resolve("returns.pdf")))) {
        ParsedDocument doc = ModularApp.parse(DocumentSource.of(file), failures);
        if (doc == null) {
          continue;
        }
        int chunks = Wrac.chunk(doc).size();
        System.out.printf("%s: %d elements, %d chunks (%s)%n", doc.name(), doc.size(),
            chunks, doc.mediaType());
        if (doc.isEmpty() || chunks == 0) {
          failures.add(doc.name() + ": no elements or no chunks");
        }
      }
    } finally {
      for (String name : List.of("returns.docx", "returns.pdf")) {
        Files.deleteIfExists(dir.resolve(name));
      }
      Files.delete(dir);
    }
  }

  private static Path docx(Path file) throws IOException {
    try (XWPFDocument doc = new XWPFDocument(); OutputStream out = Files.newOutputStream(file)) {
      doc.createParagraph().createRun().setText("Returns");
      doc.createParagraph().createRun().setText("Return any item within 30 days for a refund.");
      doc.write(out);
    }
    return file;
  }

  private static Path pdf(Path file) throws IOException {
    try (PDDocument doc = new PDDocument()) {
      PDPage page = new PDPage();
      doc.addPage(page);
      try (PDPageContentStream text = new PDPageContentStream(doc, page)) {
        text.beginText();
        text.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
        text.newLineAtOffset(72, 700);
        text.showText("Return any item within 30 days for a refund.");
        text.endText();
      }
      doc.save(file.toFile());
    }
    return file;
  }
}
