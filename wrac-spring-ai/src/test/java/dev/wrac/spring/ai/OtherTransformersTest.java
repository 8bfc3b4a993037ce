package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.documents.testing.SampleFolder;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.parse.DocumentFormats;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.document.Document;
import org.springframework.ai.document.MetadataMode;
import org.springframework.ai.transformer.splitter.TokenTextSplitter;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;

/**
 * What {@link WracDocumentReader}'s documents give a transformer of another kind (Spring AI's
 * own {@link TokenTextSplitter}), and what ours does with a document that lost its structure.
 */
class OtherTransformersTest {
  @TempDir Path dir;

  private List<Document> readSampleFolder() throws IOException {
    SampleFolder.write(dir);
    Resource[] files = Arrays.stream(SampleFolder.FILES)
        .map(f -> new FileSystemResource(dir.resolve(f))).toArray(Resource[]::new);
    return new WracDocumentReader(List.of(files)).get();
  }

  @Test
  void anotherSplitterCopiesAndEmbedsOnlySmallMetadata() throws IOException {
    List<Document> chunks = TokenTextSplitter.builder().withChunkSize(200).build()
        .apply(readSampleFolder());

    assertThat(chunks).isNotEmpty().allSatisfy(c -> {
      assertThat(c.getMetadata().values()).as((String) c.getMetadata().get("source"))
          .allSatisfy(v -> assertThat(v.toString()).hasSizeLessThan(200));
      assertThat(c.getFormattedContent(MetadataMode.EMBED)).hasSizeLessThan(
          c.getText().length() + 400);
    });
  }

  @Test
  void aBinaryDocumentRebuiltFromItsTextAndMetadataIsChunkedAsPlainText() throws IOException {
    Document pdf = readSampleFolder().stream()
        .filter(d -> "report.pdf".equals(d.getMetadata().get("source"))).findFirst()
        .orElseThrow();
    Document rebuilt = pdf.mutate().build();

    List<Document> structured = new WracDocumentTransformer().split(pdf);
    List<Document> plain = new WracDocumentTransformer().split(rebuilt);
    assertThat(structured).allSatisfy(c ->
        assertThat((Integer) c.getMetadata().get(ChunkMetadata.PAGE)).isPositive());
    assertThat(plain).isNotEmpty().allSatisfy(c -> {
      assertThat(c.getMetadata()).containsEntry(WracMetadata.MEDIA_TYPE,
          DocumentFormats.PLAIN_TEXT).doesNotContainKey(ChunkMetadata.PAGE);
    });
  }
}
