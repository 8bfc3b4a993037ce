package dev.wrac.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.pages.ExternalToolException.Problem;
import dev.wrac.pages.TestPdfs.Line;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Missing programs, timeouts and bad files: typed errors naming the document. */
class BadInputTest {
  @TempDir
  Path dir;

  private final ScriptedVision llm = new ScriptedVision(p -> "Text of page " + p + ".",
      Set.of());

  private PageRoute.Builder route() {
    return PageRoute.builder().noCache().transcriber(VisionTranscriber.builder(llm).build());
  }

  @Test
  void aMissingLibreOfficeNamesTheDocumentAndTheDebianPackage() throws IOException {
    Path pptx = Files.write(dir.resolve("deck.pptx"), new byte[] {'P', 'K', 3, 4});
    assertThatThrownBy(() -> route().sofficeCommand("/nonexistent/soffice").build()
        .parse(DocumentSource.of(pptx)))
        .isInstanceOfSatisfying(ExternalToolException.class, e -> {
          assertThat(e.problem()).isEqualTo(Problem.MISSING);
          assertThat(e.debianPackage()).isEqualTo("libreoffice-impress-nogui");
          assertThat(e.getMessage()).contains("'deck.pptx'",
              "apt-get install libreoffice-impress-nogui");
        });
    assertThat(llm.calls()).isZero();
  }

  @Test
  void aMissingTesseractStopsTheDocumentInsteadOfMarkingEveryPage() throws IOException {
    Path pdf = TestPdfs.write(dir.resolve("scan.pdf"), List.of(List.of(Line.body("x"))));
    PageRoute ocr = PageRoute.builder().noCache().transcriber(
        TesseractTranscriber.builder().command("/nonexistent/tesseract").build()).build();
    assertThatThrownBy(() -> ocr.parse(DocumentSource.of(pdf)))
        .isInstanceOfSatisfying(ExternalToolException.class, e -> {
          assertThat(e.problem()).isEqualTo(Problem.MISSING);
          assertThat(e.getMessage()).contains("'scan.pdf'",
              "apt-get install tesseract-ocr tesseract-ocr-eng");
        });
  }

  @Test
  void aConversionPastItsTimeoutIsKilledAndReported() throws IOException {
    Tools.requireLibreOffice();
    Path rtf = Files.writeString(dir.resolve("memo.rtf"), "{\\rtf1\\ansi Hello.\\par}",
        StandardCharsets.US_ASCII);
    long before = sofficeProcesses();
    assertThatThrownBy(() -> route().conversionTimeout(Duration.ofMillis(200)).build()
        .parse(DocumentSource.of(rtf)))
        .isInstanceOfSatisfying(ExternalToolException.class, e -> {
          assertThat(e.problem()).isEqualTo(Problem.TIMED_OUT);
          assertThat(e.getMessage()).contains("'memo.rtf'", "was killed");
        });
    assertThat(sofficeProcesses()).isLessThanOrEqualTo(before);
  }

  private static long sofficeProcesses() {
    long self = ProcessHandle.current().pid();
    return ProcessHandle.current().descendants()
        .filter(p -> p.pid() != self && p.info().command().orElse("").contains("soffice"))
        .count();
  }

  @Test
  void aFileThatIsNoOfficeDocumentIsAMalformedDocument() throws IOException {
    Path fake = Files.write(dir.resolve("fake.docx"), new byte[] {0, 1, 2, 3, 4, 5, 6, 7});
    assertThatThrownBy(() -> route().build().parse(DocumentSource.of(fake)))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.document()).isEqualTo("fake.docx");
          assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
          assertThat(e.getMessage()).contains("not a .docx file");
        });
    assertThat(llm.calls()).isZero();
  }

  @Test
  void unsupportedEmptyCorruptAndEncryptedFilesAreTypedErrors() throws IOException {
    PageRoute r = route().build();
    assertThat(reason(r, DocumentSource.ofText("notes.md", "# Hi"))).isEqualTo(
        Reason.UNSUPPORTED_FORMAT);
    assertThat(reason(r, DocumentSource.ofBytes("empty.pdf", new byte[0])))
        .isEqualTo(Reason.EMPTY);
    assertThat(reason(r, DocumentSource.ofBytes("lies.pdf", "not a pdf at all".getBytes(
        StandardCharsets.UTF_8)))).isEqualTo(Reason.MALFORMED);
    assertThat(reason(r, DocumentSource.ofBytes("lies.png", "no image".getBytes(
        StandardCharsets.UTF_8)))).isEqualTo(Reason.MALFORMED);
    Path pdf = TestPdfs.write(dir.resolve("secret.pdf"), List.of(List.of(Line.body("x"))));
    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
      doc.protect(new StandardProtectionPolicy("owner", "user", new AccessPermission()));
      doc.save(pdf.toFile());
    }
    assertThat(reason(r, DocumentSource.of(pdf))).isEqualTo(Reason.ENCRYPTED);
    assertThat(llm.calls()).isZero();
  }

  private static Reason reason(PageRoute route, DocumentSource source) {
    try {
      route.parse(source);
      throw new AssertionError("no error for " + source);
    } catch (DocumentParseException e) {
      assertThat(e.document()).isEqualTo(source.name());
      return e.reason();
    }
  }

  @Test
  void aLargeImageIsOnePageCappedAt1568Pixels() throws IOException {
    BufferedImage scan = new BufferedImage(3000, 2000, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = scan.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, 3000, 2000);
    g.setColor(Color.BLACK);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 80));
    g.drawString("Scanned receipt", 200, 400);
    g.dispose();
    Path png = dir.resolve("receipt.png");
    ImageIO.write(scan, "png", png.toFile());

    PageRouteResult result = route().build().process(DocumentSource.of(png));
    assertThat(llm.seen()).singleElement().satisfies(s -> {
      assertThat(s.width()).isEqualTo(1568);
      assertThat(s.height()).isEqualTo(1045);
      assertThat(s.hasInk()).isTrue();
    });
    assertThat(result.markdown()).isEqualTo("Text of page 1.");
    assertThat(result.document().mediaType()).isEqualTo("image/png");
    assertThat(result.document().elements().get(0).span().page()).isEqualTo(1);
  }

  @Test
  void blankPagesEverywhereAreAnEmptyDocument() throws IOException {
    Path pdf = TestPdfs.write(dir.resolve("blank.pdf"), List.of(List.of(), List.of()));
    PageRoute blank = PageRoute.builder().noCache().transcriber(VisionTranscriber.builder(
        new ScriptedVision(p -> "", Set.of())).build()).build();
    assertThat(reason(blank, DocumentSource.of(pdf))).isEqualTo(Reason.EMPTY);
  }
}
