package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Wrac;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentFormat;
import dev.wrac.parse.DocumentFormats;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The text formats wrac-parsers declares: Markdown and plain text by extension, HTML also by
 * its content (a whole page wins over the file name, a fragment decides when nothing else does).
 */
class FormatDetectionTest {
  private static final DocumentFormats FORMATS = DocumentFormats.installed();

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void theExtensionsOfTheTextFormats() {
    for (String ext : new String[] {"md", "markdown", "mdown", "mkd", "mkdn"}) {
      assertThat(FORMATS.byFileName("a." + ext)).as(ext).contains(DocumentFormats.MARKDOWN);
    }
    assertThat(FORMATS.byFileName("page.HTM")).contains("text/html");
    assertThat(FORMATS.byFileName("page.html.gz")).contains("text/html");
    assertThat(FORMATS.byFileName("page.xhtml")).contains("application/xhtml+xml");
    assertThat(FORMATS.byFileName("a.txt")).contains(DocumentFormats.PLAIN_TEXT);
    assertThat(FORMATS.byFileName("a.text")).contains(DocumentFormats.PLAIN_TEXT);
    assertThat(FORMATS.all()).filteredOn(f -> f.name().equals("markdown"))
        .extracting(DocumentFormat::binary).containsExactly(false);
    assertThat(FORMATS.isBinary("text/html; charset=utf-8")).isFalse();
  }

  @Test
  void htmlFragmentsAreHtmlWhenNoNameSaysOtherwise() {
    for (String fragment : new String[] {"<h1>Fees</h1><p>Two euros.</p>",
        "\uFEFF  <!-- saved -->\n<p class=\"lead\">Hello</p>", "<div>x</div>",
        "<table><tr><td>1</td></tr></table>"}) {
      assertThat(FORMATS.detect(null, null, utf8(fragment))).as(fragment).contains("text/html");
      assertThat(FORMATS.detect("page.html", null, fragment)).contains("text/html");
    }
    // a README that opens with a centred logo stays Markdown when its name says so
    assertThat(FORMATS.detect("README.md", null, utf8("<p align=\"center\">logo</p>\n# T")))
        .contains(DocumentFormats.MARKDOWN);
  }

  @Test
  void aWholePageIsHtmlWhateverItsName() {
    String page = "<!DOCTYPE html><html><body><p>x</p></body></html>";
    assertThat(FORMATS.detect("saved.txt", null, utf8(page))).contains("text/html");
    assertThat(FORMATS.detect("saved.txt", null, "<?xml version=\"1.0\"?>\n<html>"))
        .contains("text/html");
    assertThat(FORMATS.detect("saved.txt", "text/plain", utf8(page)))
        .as("a declared type wins over text sniffing").contains("text/plain");
  }

  @Test
  void textThatShowsNothingFollowsItsNameElseNothing() {
    assertThat(FORMATS.detect("notes.txt", null, utf8("# not a heading")))
        .contains(DocumentFormats.PLAIN_TEXT);
    assertThat(FORMATS.detect("page.htm.gz", null, utf8("plain words"))).contains("text/html");
    assertThat(FORMATS.detect("data", null, utf8("# Title\n\nText"))).isEmpty();
    assertThat(FORMATS.detect(null, "application/octet-stream", utf8("<bold> x")))
        .as("a generic declared type decides nothing; <bold> is no HTML tag").isEmpty();
    assertThat(FORMATS.sniff(utf8("# Title"))).isEmpty();
    assertThat(FORMATS.sniff(utf8("<p>x</p>"))).contains("text/html");
  }

  @Test
  void aFileThatNamesNoFormatIsReadAsMarkdownAnUnknownExtensionIsRefused(@TempDir Path dir)
      throws IOException {
    Path readme = Files.writeString(dir.resolve("README"), "# Notes\n\nSome text.\n");
    ParsedDocument doc = Wrac.parse(readme);
    assertThat(doc.mediaType()).isEqualTo(DocumentFormats.MARKDOWN);
    assertThat(doc.elements().get(0).kind()).isEqualTo(ElementKind.HEADING);

    Path binary = Files.write(dir.resolve("blob"), new byte[] {1, 0, 2, 0, 3});
    assertThatThrownBy(() -> Wrac.parse(binary)).isInstanceOfSatisfying(
        DocumentParseException.class, e -> assertThat(e.reason()).isEqualTo(Reason.BINARY))
        .hasMessageContaining("blob");
    assertThatThrownBy(() -> Wrac.parse(DocumentSource.ofText("table.csv", "a,b")))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.UNSUPPORTED_FORMAT))
        .hasMessageContaining("table.csv").hasMessageContaining("'csv'");
    assertThatThrownBy(() -> Wrac.parse(DocumentSource.ofText("notes", "x")
        .withMediaType("application/x-unknown")))
        .as("a media type no parser claims is never guessed")
        .isInstanceOf(DocumentParseException.class).hasMessageContaining("application/x-unknown");
  }
}
