package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.documents.pdf.PdfParser;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentFormat;
import dev.wrac.parse.DocumentFormats;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The formats wrac-documents declares ({@code %PDF-}, OOXML packages by their {@code word/},
 * {@code ppt/} and {@code xl/} parts) are detected from the content when the extension is
 * missing or wrong, as the hard-coded table of core did before.
 */
class BinaryFormatsTest {
  private static final DocumentFormats FORMATS = DocumentFormats.installed();

  private static byte[] zip(String... names) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(out)) {
      for (String name : names) {
        zip.putNextEntry(new ZipEntry(name));
        zip.write("<x/>".getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
    }
    return out.toByteArray();
  }

  private static byte[] pdf(String text) throws IOException {
    try (PDDocument doc = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      PDPage page = new PDPage();
      doc.addPage(page);
      try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
        cs.beginText();
        cs.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
        cs.newLineAtOffset(72, 700);
        cs.showText(text);
        cs.endText();
      }
      doc.save(out);
      return out.toByteArray();
    }
  }

  @Test
  void theParsersDeclareTheirBinaryFormats() {
    assertThat(FORMATS.all()).filteredOn(DocumentFormat::binary)
        .extracting(DocumentFormat::name).contains("docx", "pptx", "xlsx", "pdf");
    assertThat(FORMATS.byFileName("report.PDF")).contains("application/pdf");
    assertThat(FORMATS.byFileName("deck.pptx.gz")).contains(PptxParser.MEDIA_TYPE);
    assertThat(FORMATS.isBinary(DocxParser.MEDIA_TYPE)).isTrue();
    assertThat(FORMATS.isBinary(XlsxParser.MEDIA_TYPE + "; charset=binary")).isTrue();
    assertThat(FORMATS.byFileName("table.csv")).isEmpty();
  }

  @Test
  void officePackagesAreToldApartByTheirParts() throws IOException {
    assertThat(FORMATS.sniff(zip("[Content_Types].xml", "_rels/.rels", "word/document.xml")))
        .contains(DocxParser.MEDIA_TYPE);
    assertThat(FORMATS.sniff(zip("[Content_Types].xml", "ppt/presentation.xml")))
        .contains(PptxParser.MEDIA_TYPE);
    assertThat(FORMATS.sniff(zip("[Content_Types].xml", "xl/workbook.xml")))
        .contains(XlsxParser.MEDIA_TYPE);
    assertThat(FORMATS.sniff(zip("xl/workbook.xml", "word/document.xml")))
        .as("the first declared part in archive order decides").contains(XlsxParser.MEDIA_TYPE);
    assertThat(FORMATS.sniff(zip("notes.txt"))).contains(DocumentFormats.ZIP);
    assertThat(FORMATS.proven(zip("notes.txt"))).isEmpty();
  }

  @Test
  void binaryContentWinsOverAWrongNameAndDeclaredType() throws IOException {
    byte[] pdf = "%PDF-1.7\n%\u00e2\u00e3\n1 0 obj".getBytes(StandardCharsets.ISO_8859_1);
    assertThat(FORMATS.detect("notes.md", "text/markdown", pdf)).contains("application/pdf");
    assertThat(FORMATS.detect("notes.md", null, "%PDF-1.7\n")).contains("application/pdf");
    assertThat(FORMATS.detect(null, null, zip("[Content_Types].xml", "word/a.xml")))
        .contains(DocxParser.MEDIA_TYPE);
  }

  @Test
  void misnamedAndUnnamedFilesAreParsedByTheirContent(@TempDir Path dir) throws IOException {
    byte[] docx = DocxFixtures.bytes(DocxFixtures.everything());
    Path wrong = Files.write(dir.resolve("guide.txt"), docx);
    Path none = Files.write(dir.resolve("guide"), docx);
    Path deck = Files.write(dir.resolve("deck.md"), OfficeFixtures.bytes(OfficeFixtures.deck()));
    Path book = Files.write(dir.resolve("prices"), OfficeFixtures.bytes(OfficeFixtures.workbook()));
    Path report = Files.write(dir.resolve("report.html"), pdf("Quarterly fees"));
    assertThat(DocumentSource.of(wrong).mediaType()).contains(DocxParser.MEDIA_TYPE);
    assertThat(Wrac.parse(wrong).title()).contains("Travel Insurance Guide");
    assertThat(Wrac.parse(none).mediaType()).isEqualTo(DocxParser.MEDIA_TYPE);
    assertThat(Wrac.parse(deck).mediaType()).isEqualTo(PptxParser.MEDIA_TYPE);
    assertThat(Wrac.parse(book).mediaType()).isEqualTo(XlsxParser.MEDIA_TYPE);
    ParsedDocument pdf = Wrac.parse(report);
    assertThat(pdf.mediaType()).isEqualTo("application/pdf");
    assertThat(pdf.elements().get(0).text()).contains("Quarterly fees");
    assertThat(DocumentParsers.load().forSource(DocumentSource.of(report)).name())
        .isEqualTo(PdfParser.NAME);
  }
}
