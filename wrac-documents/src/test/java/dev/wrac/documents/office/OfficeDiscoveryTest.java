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
  void theDeclaredMediaTypeSelectsTheParserWhateverTheName() {
    ParsedDocument doc = Wrac.parse(DocumentSource.ofBytes("upload.bin",
        DocxFixtures.bytes(DocxFixtures.everything())).withMediaType(DocxParser.MEDIA_TYPE));
    assertThat(doc.title()).contains("Travel Insurance Guide");
  }
}
