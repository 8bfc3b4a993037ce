package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.poi.xwpf.usermodel.Document;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The parsers are found through ServiceLoader, by extension and by media type. */
class OfficeDiscoveryTest {
  @Test
  void serviceLoaderFindsTheOfficeParsers() {
    assertThat(DocumentParsers.load().all()).extracting(DocumentParser::name)
        .contains("docx", "pptx", "xlsx");
    assertThat(Wrac.defaults().parsers().all()).extracting(DocumentParser::name)
        .contains("docx", "pptx", "xlsx");
  }

  @Test
  void wracParsesAndChunksOfficeFilesByExtension(@TempDir Path dir) throws IOException {
    Path docx = Files.write(dir.resolve("Guide.DOCX"),
        DocxFixtures.bytes(DocxFixtures.everything()));
    Path pptx = Files.write(dir.resolve("deck.pptx"), OfficeFixtures.bytes(OfficeFixtures.deck()));
    Path xlsx = Files.write(dir.resolve("prices.xlsx"),
        OfficeFixtures.bytes(OfficeFixtures.workbook()));
    assertThat(Wrac.parse(docx).elements().get(0).kind()).isEqualTo(ElementKind.HEADING);
    assertThat(Wrac.parse(pptx).mediaType()).isEqualTo(PptxParser.MEDIA_TYPE);
    List<Chunk> chunks = new ArrayList<>();
    Wrac.defaults().chunk(xlsx, chunks::add);
    assertThat(chunks).isNotEmpty();
    assertThat(chunks.get(0).text()).contains("Basic | 5 | 10");
  }

  @Test
  void aFileTooLargeToHoldIsReadFromATemporaryCopyThatIsDeleted(@TempDir Path dir)
      throws Exception {
    XWPFDocument doc = DocxFixtures.everything();
    byte[] noise = new byte[DocumentSource.HOLD_MAX_BYTES + (1 << 20)];
    new Random(7).nextBytes(noise); // incompressible: the file stays over the limit
    doc.addPictureData(noise, Document.PICTURE_TYPE_PNG);
    Path big = Files.write(dir.resolve("big.docx"), DocxFixtures.bytes(doc));
    assertThat(Files.size(big)).isGreaterThan(DocumentSource.HOLD_MAX_BYTES);
    Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
    long before = copies(tmp);
    assertThat(Wrac.parse(big).title()).contains("Travel Insurance Guide");
    assertThat(copies(tmp)).isEqualTo(before);
  }

  private static long copies(Path tmp) throws IOException {
    try (var files = Files.list(tmp)) {
      return files.filter(p -> p.getFileName().toString().startsWith("wrac-office-")).count();
    }
  }

  @Test
  void theDeclaredMediaTypeSelectsTheParserWhateverTheName() {
    ParsedDocument doc = Wrac.parse(DocumentSource.ofBytes("upload.bin",
        DocxFixtures.bytes(DocxFixtures.everything())).withMediaType(DocxParser.MEDIA_TYPE));
    assertThat(doc.title()).contains("Travel Insurance Guide");
  }
}
