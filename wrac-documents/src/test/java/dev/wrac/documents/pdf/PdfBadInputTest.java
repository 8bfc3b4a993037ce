package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdfBadInputTest {
  private static final ParseOptions OPTIONS = ParseOptions.defaults();

  private static DocumentParseException failure(String name, byte[] bytes) {
    Throwable t = org.assertj.core.api.Assertions.catchThrowable(() ->
        PdfParser.create().parse(DocumentSource.ofBytes(name, bytes), OPTIONS));
    assertThat(t).isInstanceOf(DocumentParseException.class);
    DocumentParseException e = (DocumentParseException) t;
    assertThat(e.document()).isEqualTo(name);
    assertThat(e.getMessage()).contains(name);
    return e;
  }

  /** Three pages of text with an image-only page between the first and the last. */
  private static List<TestPdfs.Page> withImagePage() {
    List<TestPdfs.Page> pages = new ArrayList<>(TestPdfs.report());
    TestPdfs.Page image = new TestPdfs.Page();
    image.image = true;
    pages.add(1, image);
    return pages;
  }

  @Test
  void anEncryptedPdfIsRefusedAsEncrypted() {
    byte[] pdf = TestPdfs.write(TestPdfs.report(), "user-secret");
    DocumentParseException e = failure("secret.pdf", pdf);
    assertThat(e.reason()).isEqualTo(Reason.ENCRYPTED);
    assertThat(e.getMessage()).contains("password");
  }

  @Test
  void aFileThatIsNotAPdfSaysSoAndWhatItLooksLike() {
    DocumentParseException zip = failure("report.pdf",
        new byte[] {'P', 'K', 3, 4, 20, 0, 0, 0, 8, 0});
    assertThat(zip.reason()).isEqualTo(Reason.MALFORMED);
    assertThat(zip.getMessage()).contains("not a PDF").contains("ZIP");
    DocumentParseException html = failure("page.pdf",
        "<!doctype html><html><body>Hi</body></html>".getBytes(StandardCharsets.UTF_8));
    assertThat(html.getMessage()).contains("not a PDF").contains("HTML");
  }

  @Test
  void anEmptyFileAndAPdfWithNoTextAreEmpty() {
    assertThat(failure("empty.pdf", new byte[0]).reason()).isEqualTo(Reason.EMPTY);
    TestPdfs.Page image = new TestPdfs.Page();
    image.image = true;
    DocumentParseException scan = failure("scan.pdf", TestPdfs.write(List.of(image, image)));
    assertThat(scan.reason()).isEqualTo(Reason.EMPTY);
    assertThat(scan.getMessage()).contains("pagesWithoutText=1,2").contains("PageFallback");
  }

  @Test
  void aCorruptOrTruncatedPdfIsATypedErrorOrAPartialResultNeverARawException() {
    byte[] pdf = TestPdfs.write(TestPdfs.report());
    List<byte[]> broken = List.of(Arrays.copyOf(pdf, pdf.length / 2),
        Arrays.copyOf(pdf, 40), garble(pdf, 400), garble(pdf, 1500));
    for (byte[] b : broken) {
      try {
        ParsedDocument doc = PdfParser.create().parse(DocumentSource.ofBytes("bad.pdf", b),
            OPTIONS);
        assertThat(doc.elements()).isNotEmpty();
        PdfParserTest.assertSpans(doc);
      } catch (DocumentParseException e) {
        assertThat(e.document()).isEqualTo("bad.pdf");
        assertThat(e.reason()).isIn(Reason.MALFORMED, Reason.EMPTY);
      }
    }
  }

  /** The PDF with {@code count} bytes in the middle overwritten with a pattern. */
  private static byte[] garble(byte[] pdf, int count) {
    byte[] copy = pdf.clone();
    int from = pdf.length / 3;
    for (int i = 0; i < count && from + i < copy.length; i++) {
      copy[from + i] = (byte) (i * 31 + 7);
    }
    return copy;
  }

  @Test
  void aPageWithOnlyAnImageIsReportedNeverSilentlyEmpty() {
    ParsedDocument doc = PdfParserTest.parse(TestPdfs.write(withImagePage()));
    assertThat(doc.metadata()).containsEntry("pagesWithoutText", "2").containsEntry("pages", "4");
    assertThat(doc.elements()).noneMatch(e -> e.span().page() == 2);
    assertThat(PdfParserTest.find(doc, ElementKind.HEADING, "Premiums").span().page())
        .isEqualTo(3);
  }

  @Test
  void aPageFallbackSuppliesMarkdownForPagesWithoutText() {
    List<List<Integer>> asked = new ArrayList<>();
    PdfParser parser = PdfParser.builder().pageFallback((source, pages) -> {
      asked.add(pages);
      return Map.of(2, "## Scanned annex\n\nThe annex lists the covered countries.");
    }).build();
    ParsedDocument doc = parser.parse(DocumentSource.ofBytes("scan.pdf",
        TestPdfs.write(withImagePage())), OPTIONS);
    assertThat(asked).containsExactly(List.of(2));
    assertThat(doc.metadata()).containsEntry("pagesWithoutText", "2")
        .containsEntry("pagesTranscribed", "2");
    List<Element> fromPage2 = doc.elements().stream().filter(e -> e.span().page() == 2).toList();
    assertThat(fromPage2).extracting(Element::text)
        .anySatisfy(t -> assertThat(t).contains("The annex lists the covered countries."));
    PdfParserTest.assertSpans(doc);
    PdfParserTest.assertChunks(doc);
  }

  @Test
  void aFailingFallbackLeavesThePagesReportedAndTheDocumentGoesOn() {
    PdfParser parser = PdfParser.builder().pageFallback((source, pages) -> {
      throw new IllegalStateException("OCR engine missing");
    }).build();
    ParsedDocument doc = parser.parse(DocumentSource.ofBytes("scan.pdf",
        TestPdfs.write(withImagePage())), OPTIONS);
    assertThat(doc.metadata()).containsEntry("pagesWithoutText", "2")
        .doesNotContainKey("pagesTranscribed");
  }

  @Test
  void textInAFontWithoutUnicodeMappingsIsReportedLikeAPageWithoutText() {
    ParsedDocument doc = PdfParserTest.parse(TestPdfs.unmappedFont());
    assertThat(doc.metadata()).containsEntry("pagesWithoutText", "1");
    assertThat(doc.elements()).extracting(Element::text)
        .containsExactly("Readable text on the second page.");
  }

  @Test
  void aLargeFileIsReadFromDisk(@TempDir Path dir) throws Exception {
    List<TestPdfs.Page> pages = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      pages.addAll(TestPdfs.report());
    }
    byte[] pdf = TestPdfs.write(pages);
    byte[] padded = Arrays.copyOf(pdf, DocumentSource.HOLD_MAX_BYTES + 1024);
    // bytes after %%EOF are ignored by PDF readers: the file is over the in-memory size
    Arrays.fill(padded, pdf.length, padded.length, (byte) '\n');
    Path file = dir.resolve("big.pdf");
    Files.write(file, padded);
    ParsedDocument doc = PdfParser.create().parse(DocumentSource.of(file), OPTIONS);
    assertThat(doc.metadata()).containsEntry("pages", "12");
    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.TABLE_HEADER))
        .hasSize(4);
  }

  @Test
  void badBuilderValuesAreRefusedAtTheCall() {
    assertThatThrownBy(() -> PdfParser.builder().maxMainMemoryBytes(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxMainMemoryBytes");
  }
}
