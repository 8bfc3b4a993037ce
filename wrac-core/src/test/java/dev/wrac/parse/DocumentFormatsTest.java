package dev.wrac.parse;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

class DocumentFormatsTest {
  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** A ZIP laid out as an OOXML package: content types first, then the parts. */
  private static byte[] zip(String... names) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(out)) {
      for (String name : names) {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(utf8("<x/>"));
        zip.closeEntry();
      }
    }
    return out.toByteArray();
  }

  @Test
  void officePackagesAreToldApartByTheirParts() throws IOException {
    assertThat(DocumentFormats.sniff(zip("[Content_Types].xml", "_rels/.rels",
        "word/document.xml"))).contains(DocumentFormats.DOCX);
    assertThat(DocumentFormats.sniff(zip("[Content_Types].xml", "ppt/presentation.xml")))
        .contains(DocumentFormats.PPTX);
    assertThat(DocumentFormats.sniff(zip("[Content_Types].xml", "xl/workbook.xml")))
        .contains(DocumentFormats.XLSX);
    assertThat(DocumentFormats.sniff(zip("notes.txt"))).contains(DocumentFormats.ZIP);
  }

  @Test
  void binaryContentWinsOverAWrongNameAndDeclaredType() throws IOException {
    byte[] pdf = utf8("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj");
    assertThat(DocumentFormats.detect("notes.md", "text/markdown", pdf))
        .contains(DocumentFormats.PDF);
    assertThat(DocumentFormats.detect(null, null, zip("[Content_Types].xml", "word/a.xml")))
        .contains(DocumentFormats.DOCX);
    assertThat(DocumentFormats.isBinary(DocumentFormats.DOCX)).isTrue();
    assertThat(DocumentFormats.isBinary("text/html; charset=utf-8")).isFalse();
  }

  @Test
  void htmlFragmentsAreHtmlWhenNoNameSaysOtherwise() {
    for (String fragment : new String[] {"<h1>Fees</h1><p>Two euros.</p>",
        "\uFEFF  <!-- saved -->\n<p class=\"lead\">Hello</p>", "<div>x</div>",
        "<table><tr><td>1</td></tr></table>"}) {
      assertThat(DocumentFormats.detect(null, null, utf8(fragment))).as(fragment)
          .contains(DocumentFormats.HTML);
      assertThat(DocumentFormats.detect("page.html", null, fragment)).contains("text/html");
    }
    // a README that opens with a centred logo stays Markdown when its name says so
    assertThat(DocumentFormats.detect("README.md", null, utf8("<p align=\"center\">logo</p>\n# T")))
        .contains(DocumentFormats.MARKDOWN);
  }

  @Test
  void aWholePageIsHtmlWhateverItsName() {
    String page = "<!DOCTYPE html><html><body><p>x</p></body></html>";
    assertThat(DocumentFormats.detect("saved.txt", null, utf8(page)))
        .contains(DocumentFormats.HTML);
    assertThat(DocumentFormats.detect("saved.txt", "text/plain", utf8(page)))
        .as("a declared type wins over text sniffing").contains("text/plain");
  }

  @Test
  void textThatShowsNothingFollowsItsNameElseNothing() {
    assertThat(DocumentFormats.detect("notes.txt", null, utf8("# not a heading"))).contains(
        DocumentFormats.PLAIN_TEXT);
    assertThat(DocumentFormats.detect("page.htm.gz", null, utf8("plain words")))
        .contains(DocumentFormats.HTML);
    assertThat(DocumentFormats.detect("data", null, utf8("# Title\n\nText"))).isEmpty();
    assertThat(DocumentFormats.detect(null, "application/octet-stream", utf8("<bold> x")))
        .as("a generic declared type decides nothing; <bold> is no HTML tag").isEmpty();
    assertThat(DocumentFormats.byFileName("report.PDF")).contains(DocumentFormats.PDF);
    assertThat(DocumentFormats.byFileName("table.csv")).isEmpty();
  }
}
