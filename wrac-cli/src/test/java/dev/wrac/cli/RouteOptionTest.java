package dev.wrac.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --route} and {@code --transcriber}: the D-RAC page route from the command line. */
class RouteOptionTest {
  @TempDir
  Path dir;

  @Test
  void anUnknownRouteOrTranscriberIsAUsageError() throws Exception {
    Files.writeString(dir.resolve("a.md"), "# A\n\nText.\n");
    CliRun route = CliRun.of("parse", "--route", "scan", dir.resolve("a.md").toString());
    assertThat(route.exit()).isEqualTo(2);
    assertThat(route.err()).contains("--route must be offline or pages, was 'scan'");
    CliRun transcriber = CliRun.of("parse", "--route", "pages", "--transcriber", "nosuch",
        dir.resolve("a.md").toString());
    assertThat(transcriber.exit()).isEqualTo(2);
    assertThat(transcriber.err()).contains("--transcriber nosuch");
  }

  @Test
  void thePageRouteReadsAPdfThroughOcrAndLeavesMarkdownToItsParser() throws Exception {
    assumeTrue(onPath("tesseract"), "tesseract not installed (Debian package tesseract-ocr; "
        + ".ci/run installs it): page route skipped");
    Path pdf = dir.resolve("notice.pdf");
    try (PDDocument doc = new PDDocument()) {
      PDPage page = new PDPage();
      doc.addPage(page);
      try (PDPageContentStream s = new PDPageContentStream(doc, page)) {
        s.beginText();
        s.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 16);
        s.newLineAtOffset(72, 700);
        s.showText("Opening hours of the library");
        s.endText();
      }
      doc.save(pdf.toFile());
    }
    Files.writeString(dir.resolve("b.md"), "# Notes\n\nHello.\n");
    CliRun run = CliRun.of("parse", "--route", "pages", "--transcriber", "ocr",
        pdf.toString(), dir.resolve("b.md").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    String[] lines = run.out().strip().split("\n");
    JsonNode fromPdf = new ObjectMapper().readTree(lines[0]);
    assertThat(fromPdf.get("elements").toString().toLowerCase()).contains("opening hours");
    JsonNode fromMarkdown = new ObjectMapper().readTree(lines[1]);
    assertThat(fromMarkdown.get("elements").get(0).get("text").asText()).isEqualTo("# Notes");
  }

  private static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (Files.isExecutable(Path.of(dir, program))) {
        return true;
      }
    }
    return false;
  }
}
