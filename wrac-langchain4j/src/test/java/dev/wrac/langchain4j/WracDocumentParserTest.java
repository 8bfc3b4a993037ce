package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.data.document.BlankDocumentException;
import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.loader.FileSystemDocumentLoader;
import dev.langchain4j.data.segment.TextSegment;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.parse.DocumentParseException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** langchain4j's file loader reads Markdown and HTML through the W-RAC parsers. */
class WracDocumentParserTest {
  @TempDir Path dir;

  @Test
  void markdownKeepsItsSourceTextAndFrontMatterTitle() throws IOException {
    String md = "---\ntitle: Card fees\n---\n\n# Fees\n\nATM withdrawals cost 2 EUR.\n";
    Path file = Files.writeString(dir.resolve("fees.md"), md);
    Document doc = FileSystemDocumentLoader.loadDocument(file, new WracDocumentParser());

    assertThat(doc.text()).isEqualTo(md);
    assertThat(doc.metadata().getString("title")).isEqualTo("Card fees");
    assertThat(doc.metadata().getString("file_name")).isEqualTo("fees.md");
    assertThat(doc.metadata().getString(WracMetadata.MEDIA_TYPE)).isEqualTo("text/markdown");
  }

  @Test
  void anHtmlPageIsDetectedAndSplitByItsStructure() throws IOException {
    String html = "\uFEFF<!-- saved page -->\n<!DOCTYPE html><html lang=\"en\"><head>"
        + "<title>Branch hours</title><link rel=\"canonical\" href=\"https://bank.example/hours\">"
        + "</head><body><header><a href=\"/\">Home</a> <a href=\"/about\">About us</a></header>"
        + "<main><h1>Branch hours</h1><p>Branches open at nine.</p><h2>Weekends</h2>"
        + "<ul><li>Saturday: ten to one</li><li>Sunday: closed</li></ul></main>"
        + "<footer>Copyright</footer></body></html>";
    Path file = Files.write(dir.resolve("hours.txt"), html.getBytes(StandardCharsets.UTF_8));
    Document doc = FileSystemDocumentLoader.loadDocument(file, new WracDocumentParser());

    assertThat(doc.metadata().getString(WracMetadata.MEDIA_TYPE)).isEqualTo("text/html");
    assertThat(doc.metadata().getString("title")).isEqualTo("Branch hours");
    assertThat(doc.metadata().getString("canonicalUrl")).isEqualTo("https://bank.example/hours");
    List<TextSegment> segments = WracDocumentSplitter.create().split(doc);
    String all = segments.stream().map(TextSegment::text).collect(Collectors.joining("\n"));
    assertThat(all).contains("Branches open at nine.", "Saturday: ten to one")
        .doesNotContain("About us", "Copyright", "<li>");
    TextSegment weekend = segments.stream().filter(s -> s.text().contains("Sunday"))
        .findFirst().orElseThrow();
    assertThat(weekend.metadata().getString(ChunkMetadata.ELEMENT_IDS)).contains("li2");
  }

  @Test
  void aGivenFormatIsUsedWithoutDetection() throws IOException {
    Path file = Files.writeString(dir.resolve("notes"), "<b>not a page</b>\n\nSecond line.\n");
    Document doc = FileSystemDocumentLoader.loadDocument(file,
        new WracDocumentParser("text/plain"));
    assertThat(doc.metadata().getString(WracMetadata.MEDIA_TYPE)).isEqualTo("text/plain");
    assertThat(WracDocumentSplitter.create().split(doc)).singleElement()
        .satisfies(s -> assertThat(s.text()).contains("<b>not a page</b>"));
  }

  @Test
  void badInputFailsWithATypedError() throws IOException {
    Path blank = Files.writeString(dir.resolve("blank.md"), " \n\n ");
    assertThatThrownBy(() -> FileSystemDocumentLoader.loadDocument(blank,
        new WracDocumentParser())).isInstanceOf(BlankDocumentException.class);
    Path binary = Files.write(dir.resolve("x.md"), new byte[] {'a', 0, 0, 1, 2, 'b'});
    assertThatThrownBy(() -> FileSystemDocumentLoader.loadDocument(binary,
        new WracDocumentParser())).hasCauseInstanceOf(DocumentParseException.class)
        .cause().hasMessageContaining("not a text document");
    assertThatThrownBy(() -> new WracDocumentParser("application/x-unknown"))
        .isInstanceOf(DocumentParseException.class).hasMessageContaining("markdown");
  }
}
