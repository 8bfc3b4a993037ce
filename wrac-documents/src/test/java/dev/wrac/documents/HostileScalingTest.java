package dev.wrac.documents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.documents.office.DocxParser;
import dev.wrac.documents.pdf.PdfParser;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 30 §4: parse time against input size for the shapes that looked slow under attack —
 * many-page PDFs, one page of thousands of lines that start with the same glyph at the same x
 * (the glyph de-duplication), DOCX of many one-word paragraphs. Each size is parsed three
 * times (median kept); the time per unit must stay within 3x of the smallest size's (linear,
 * not quadratic). Writes the table to {@code target/hostile-scaling.md}. Slow: {@code -Pslow}.
 */
@Tag("slow")
class HostileScalingTest {
  private static final PDType1Font FONT = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
  private final StringBuilder table = new StringBuilder();

  @Test
  void parseTimeGrowsLinearlyWithSize() throws IOException {
    table.append("| shape | size | median ms | ms per unit |\n|---|---|---|---|\n");
    check("PDF pages of 40 lines", "pages", PdfParser.create(), "x.pdf",
        new int[] {250, 500, 1000, 2000}, HostileScalingTest::pages);
    check("one PDF page of lines all starting '- ' at one x", "lines", PdfParser.create(),
        "x.pdf", new int[] {2500, 5000, 10000, 20000}, HostileScalingTest::bullets);
    check("DOCX one-word paragraphs", "paragraphs", DocxParser.create(), "x.docx",
        new int[] {5000, 10000, 20000, 40000}, HostileScalingTest::paragraphs);
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target/hostile-scaling.md"), table);
  }

  private void check(String shape, String unit, DocumentParser parser, String name, int[] sizes,
      IntFunction<byte[]> make) {
    double first = 0;
    for (int size : sizes) {
      byte[] bytes = make.apply(size);
      long[] ms = new long[3];
      for (int run = 0; run < 3; run++) {
        long start = System.nanoTime();
        parser.parse(DocumentSource.ofBytes(name, bytes), ParseOptions.defaults());
        ms[run] = (System.nanoTime() - start) / 1_000_000;
      }
      Arrays.sort(ms);
      double perUnit = ms[1] / (double) size;
      first = first == 0 ? perUnit : first;
      table.append(String.format("| %s | %,d %s | %,d | %.3f |%n", shape, size, unit, ms[1],
          perUnit));
      assertThat(perUnit).as(shape + " at " + size + ": ms per " + unit)
          .isLessThan(Math.max(3 * first, 0.05));
    }
  }

  private static byte[] pages(int count) {
    return pdf(doc -> {
      for (int n = 0; n < count; n++) {
        List<String> lines = new ArrayList<>();
        for (int l = 0; l < 40; l++) {
          lines.add("Line " + l + " of page " + n + " records the measured values and notes.");
        }
        page(doc, 72, lines, 13);
      }
    });
  }

  private static byte[] bullets(int count) {
    return pdf(doc -> {
      List<String> lines = new ArrayList<>();
      for (int l = 0; l < count; l++) {
        lines.add("- item " + l);
      }
      page(doc, 72, lines, 12);
    });
  }

  private interface Writer {
    void write(PDDocument doc) throws IOException;
  }

  private static byte[] pdf(Writer writer) {
    try (PDDocument doc = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      writer.write(doc);
      doc.save(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void page(PDDocument doc, float x, List<String> lines, float leading)
      throws IOException {
    PDPage page = new PDPage(new PDRectangle(612, Math.max(792, lines.size() * leading + 100)));
    doc.addPage(page);
    try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
      float y = page.getMediaBox().getHeight() - 32;
      for (String line : lines) {
        cs.beginText();
        cs.setFont(FONT, 10);
        cs.newLineAtOffset(x, y);
        cs.showText(line);
        cs.endText();
        y -= leading;
      }
    }
  }

  private static byte[] paragraphs(int count) {
    String body = "<w:p><w:r><w:t>word</w:t></w:r></w:p>".repeat(count);
    String[][] entries = {
        {"[Content_Types].xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Types xmlns=\""
            + "http://schemas.openxmlformats.org/package/2006/content-types\"><Default "
            + "Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package."
            + "relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/>"
            + "<Override PartName=\"/word/document.xml\" ContentType=\"application/vnd."
            + "openxmlformats-officedocument.wordprocessingml.document.main+xml\"/></Types>"},
        {"_rels/.rels", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships xmlns=\""
            + "http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship "
            + "Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/"
            + "relationships/officeDocument\" Target=\"word/document.xml\"/></Relationships>"},
        {"word/document.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><w:document xmlns:w=\""
            + "http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body>" + body
            + "</w:body></w:document>"}};
    try (ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ZipOutputStream zip = new ZipOutputStream(bytes)) {
      for (String[] e : entries) {
        zip.putNextEntry(new ZipEntry(e[0]));
        zip.write(e[1].getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
      zip.finish();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
