package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Wrac;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.poi.poifs.crypt.EncryptionMode;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Issue 11 §3: every bad file is a typed error naming it; never a raw exception or a hang. */
class OfficeBadInputTest {
  private static final byte[] DOCX = DocxFixtures.bytes(DocxFixtures.everything());
  private static final byte[] PPTX = OfficeFixtures.bytes(OfficeFixtures.deck());
  private static final byte[] XLSX = OfficeFixtures.bytes(OfficeFixtures.workbook());

  static List<DocumentParser> parsers() {
    return List.of(DocxParser.create(), PptxParser.create(), XlsxParser.create());
  }

  private static DocumentParseException failure(DocumentParser parser, String name,
      byte[] bytes) {
    try {
      ParsedDocument doc = parser.parse(DocumentSource.ofBytes(name, bytes),
          ParseOptions.defaults());
      throw new AssertionError("parsed " + doc.size() + " elements from bad file " + name);
    } catch (DocumentParseException e) {
      assertThat(e.document()).isEqualTo(name);
      assertThat(e.getMessage()).contains("'" + name + "'");
      return e;
    }
  }

  private static String name(DocumentParser parser) {
    return "bad." + parser.fileExtensions().iterator().next();
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void anEmptyFileIsEmpty(DocumentParser parser) {
    assertThat(failure(parser, name(parser), new byte[0]).reason()).isEqualTo(Reason.EMPTY);
  }

  @Test
  void aDocumentWithoutTextIsEmpty() {
    XWPFDocument doc = new XWPFDocument();
    doc.createParagraph().createRun().setText("   ");
    assertThat(failure(DocxParser.create(), "blank.docx", DocxFixtures.bytes(doc)).reason())
        .isEqualTo(Reason.EMPTY);
  }

  @ParameterizedTest
  @EnumSource(value = EncryptionMode.class, names = {"agile", "standard"})
  void passwordProtectedFilesAreEncrypted(EncryptionMode mode) {
    assertThat(failure(DocxParser.create(), "locked.docx", BadFiles.encrypted(DOCX, mode))
        .reason()).isEqualTo(Reason.ENCRYPTED);
    assertThat(failure(PptxParser.create(), "locked.pptx", BadFiles.encrypted(PPTX, mode))
        .reason()).isEqualTo(Reason.ENCRYPTED);
    DocumentParseException e = failure(XlsxParser.create(), "locked.xlsx",
        BadFiles.encrypted(XLSX, mode));
    assertThat(e.reason()).isEqualTo(Reason.ENCRYPTED);
    assertThat(e.getMessage()).contains("password");
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void aTruncatedOrScrambledZipIsMalformed(DocumentParser parser) {
    byte[] good = parser instanceof DocxParser ? DOCX : parser instanceof PptxParser ? PPTX
        : XLSX;
    assertThat(failure(parser, name(parser), Arrays.copyOf(good, good.length / 2)).reason())
        .isEqualTo(Reason.MALFORMED);
    byte[] scrambled = good.clone();
    for (int k = 200; k < scrambled.length; k += 7) {
      scrambled[k] ^= 0x5A;
    }
    assertThat(failure(parser, name(parser), scrambled).reason()).isEqualTo(Reason.MALFORMED);
  }

  @Test
  void aZipBombIsRefusedBeforeItIsInflated() {
    DocumentParseException e = failure(DocxParser.create(), "bomb.docx", BadFiles.bomb(DOCX, 16));
    assertThat(e.reason()).isEqualTo(Reason.TOO_LARGE);
    assertThat(e.getMessage()).contains("zip bomb");
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void externalEntitiesAreNeverResolved(DocumentParser parser, @TempDir Path dir)
      throws IOException {
    Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET-42");
    String[] target = parser instanceof DocxParser
        ? new String[] {"word/document.xml", "Prices include tax."}
        : parser instanceof PptxParser ? new String[] {"ppt/slides/slide1.xml", "Travel"}
        : new String[] {"xl/sharedStrings.xml", "Plan"};
    byte[] good = parser instanceof DocxParser ? DOCX : parser instanceof PptxParser ? PPTX
        : XLSX;
    String xml = BadFiles.entry(good, target[0]);
    assertThat(xml).contains(target[1]);
    String hostile = xml.replaceFirst("\\?>", "?><!DOCTYPE root [<!ENTITY xxe SYSTEM \""
        + secret.toUri() + "\">]>").replace(target[1], "&xxe;");
    byte[] bytes = BadFiles.replace(good, target[0], hostile.getBytes(StandardCharsets.UTF_8));
    DocumentParseException e = failure(parser, name(parser), bytes);
    assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
    assertThat(e.getMessage()).contains("DOCTYPE").doesNotContain("TOP-SECRET");
  }

  @ParameterizedTest
  @MethodSource("parsers")
  void anExtensionThatLiesIsNamed(DocumentParser parser) {
    String name = name(parser);
    DocumentParseException html = failure(parser, name,
        "<!DOCTYPE html><html><body><p>Hello</p></body></html>".getBytes(StandardCharsets.UTF_8));
    assertThat(html.reason()).isEqualTo(Reason.UNSUPPORTED_FORMAT);
    assertThat(html.getMessage()).contains("HTML page");
    DocumentParseException pdf = failure(parser, name,
        "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n".getBytes(StandardCharsets.US_ASCII));
    assertThat(pdf.reason()).isEqualTo(Reason.UNSUPPORTED_FORMAT);
    assertThat(pdf.getMessage()).contains("PDF");
    assertThat(failure(parser, name, BadFiles.ole2()).getMessage()).contains("legacy");
    assertThat(failure(parser, name, "just some text".getBytes(StandardCharsets.UTF_8))
        .reason()).isEqualTo(Reason.MALFORMED);
    byte[] other = parser instanceof XlsxParser ? DOCX : XLSX;
    DocumentParseException wrong = failure(parser, name, other);
    assertThat(wrong.reason()).isEqualTo(Reason.UNSUPPORTED_FORMAT);
    assertThat(wrong.getMessage()).contains(parser instanceof XlsxParser ? ".docx" : ".xlsx");
  }

  @Test
  void aBadFileOnDiskIsNamedThroughWracParse(@TempDir Path dir) throws IOException {
    Path lying = Files.writeString(dir.resolve("report.docx"), "<html><body>x</body></html>");
    assertThatThrownBy(() -> Wrac.parse(lying))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.document()).isEqualTo("report.docx");
          assertThat(e.reason()).isEqualTo(Reason.UNSUPPORTED_FORMAT);
        });
  }
}
