package dev.wrac.pages;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.pages.TestPdfs.Line;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page route end to end with real programs: Tesseract OCR of rendered pages, LibreOffice
 * conversion of an RTF the test writes and of a corpus DOCX. Skipped with a message when a
 * program is absent (.ci/run installs them).
 */
class OfflineRouteTest {
  @TempDir
  Path dir;

  private PageRoute ocrRoute() {
    return PageRoute.builder().cacheDirectory(dir.resolve("cache"))
        .transcriber(TesseractTranscriber.builder().build()).build();
  }

  @Test
  void tesseractReadsRenderedPagesIntoHeadingsAndParagraphsWithPageNumbers() throws IOException {
    Tools.requireTesseract();
    Path pdf = TestPdfs.write(dir.resolve("policy.pdf"), List.of(
        List.of(Line.heading("Travel Insurance"), Line.body("The policy covers lost luggage"
            + " and delayed flights."), Line.body("Claims are paid within ten working days.")),
        List.of(Line.heading("Exclusions"), Line.body("Extreme sports are not covered by"
            + " this policy."))));
    PageRouteResult result = ocrRoute().process(DocumentSource.of(pdf));
    ParsedDocument doc = result.document();

    List<Element> headings = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.HEADING).toList();
    assertThat(headings).extracting(Element::title)
        .containsExactly("Travel Insurance", "Exclusions");
    assertThat(headings).extracting(e -> e.span().page()).containsExactly(1, 2);
    assertThat(words(result.markdown())).containsAll(words("The policy covers lost luggage and"
        + " delayed flights. Claims are paid within ten working days. Extreme sports are not"
        + " covered by this policy."));
    Element sports = doc.elements().stream().filter(e -> e.text().contains("sports"))
        .findFirst().orElseThrow();
    assertThat(sports.span().page()).isEqualTo(2);
    assertThat(sports.headingPath()).containsExactly(headings.get(1).id());
    assertThat(result.usage().tokens().isZero()).isTrue();
    assertThat(result.usage().usd().getAsDouble()).isZero();

    PageRouteResult again = ocrRoute().process(DocumentSource.of(pdf));
    assertThat(again.usage().fullyCached()).isTrue();
    assertThat(again.document()).isEqualTo(doc);
  }

  @Test
  void libreOfficeConvertsAnRtfTheTestWritesAndTesseractReadsIt() throws IOException {
    Tools.requireLibreOffice();
    Tools.requireTesseract();
    Path rtf = dir.resolve("memo.rtf");
    Files.writeString(rtf, "{\\rtf1\\ansi{\\fonttbl\\f0\\fswiss Helvetica;}\\f0\\fs24 "
        + "{\\b\\fs56 Quarterly Memo}\\par\\par Revenue grew in every region this quarter."
        + "\\par Hiring continues in the support team.\\par}", StandardCharsets.US_ASCII);
    PageRouteResult result = ocrRoute().process(DocumentSource.of(rtf));

    assertThat(result.usage().pages()).isEqualTo(1);
    assertThat(result.document().mediaType()).isEqualTo("application/rtf");
    assertThat(words(result.markdown())).containsAll(words("Quarterly Memo Revenue grew in"
        + " every region this quarter. Hiring continues in the support team."));
    assertThat(result.document().elements().get(0).kind()).isEqualTo(ElementKind.HEADING);
  }

  @Test
  void aCorpusDocxIsConvertedRenderedAndRead() throws IOException {
    Tools.requireLibreOffice();
    Tools.requireTesseract();
    Path docx;
    try (Stream<Path> files = Files.list(Tools.corpus().resolve("datasets/ZX Bank/docx"))) {
      docx = files.filter(f -> f.toString().endsWith(".docx"))
          .min((a, b) -> Long.compare(a.toFile().length(), b.toFile().length())).orElseThrow();
    }
    PageRouteResult result = ocrRoute().process(DocumentSource.of(docx));
    String md = Files.readString(Tools.corpus().resolve("datasets/ZX Bank/md").resolve(
        docx.getFileName().toString().replaceAll("\\.docx$", ".md")));
    Set<String> expected = words(md);
    long found = expected.stream().filter(words(result.markdown())::contains).count();
    assertThat(result.usage().pages()).isPositive();
    assertThat((double) found / expected.size()).as("share of the md version's words read")
        .isGreaterThan(0.85);
  }

  static Set<String> words(String text) {
    return Set.copyOf(List.of(text.toLowerCase().replaceAll("[^\\p{L}\\p{N}]+", " ").strip()
        .split(" ")));
  }
}
