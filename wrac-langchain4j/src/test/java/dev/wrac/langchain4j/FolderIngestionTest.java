package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.loader.FileSystemDocumentLoader;
import dev.langchain4j.data.document.splitter.DocumentSplitters;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.EmbeddingStoreIngestor;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.documents.testing.SampleFolder;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ElementId;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentFormats;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The user's path: a folder with one file of every format the {@code wrac} command reads,
 * loaded by langchain4j's {@link FileSystemDocumentLoader} with {@link WracDocumentParser},
 * split inside {@link EmbeddingStoreIngestor} by {@link WracDocumentSplitter}, embedded in
 * process by bge-small into an {@link InMemoryEmbeddingStore}; every file's segments carry the
 * element IDs {@code wrac chunk} gives the same file, with headings and pages.
 */
class FolderIngestionTest {
  @TempDir Path dir;

  @Test
  void everyFormatLoadsAndSplitsAsTheCliChunksIt() throws IOException {
    SampleFolder.write(dir);
    WracDocumentParser parser = new WracDocumentParser();
    List<Document> documents = FileSystemDocumentLoader.loadDocuments(dir, parser);
    assertThat(parser.failures()).isEmpty();
    assertThat(documents).extracting(d -> d.metadata().getString("file_name"))
        .containsExactlyInAnyOrder(SampleFolder.FILES);

    EmbeddingModel model = new BgeSmallEnV15QuantizedEmbeddingModel();
    InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();
    EmbeddingStoreIngestor.builder().documentSplitter(WracDocumentSplitter.create())
        .embeddingModel(model).embeddingStore(store).build().ingest(documents);
    List<EmbeddingMatch<TextSegment>> all = store.search(EmbeddingSearchRequest.builder()
        .queryEmbedding(model.embed("branch").content()).maxResults(1000).minScore(0.0)
        .build()).matches();

    Map<String, List<TextSegment>> byFile = new TreeMap<>();
    for (EmbeddingMatch<TextSegment> m : all) {
      byFile.computeIfAbsent(m.embedded().metadata().getString("file_name"),
          k -> new ArrayList<>()).add(m.embedded());
    }
    assertThat(byFile).containsOnlyKeys(SampleFolder.FILES);
    Chunker cli = Wrac.defaults();   // what `wrac chunk` runs with its default options
    for (String file : SampleFolder.FILES) {
      List<TextSegment> segments = byFile.get(file);
      segments.sort(Comparator.comparing(s -> s.metadata().getInteger(ChunkMetadata.CHUNK_INDEX)));
      List<Chunk> expected = new ArrayList<>();
      cli.chunk(dir.resolve(file), expected::add);
      assertThat(segments).as(file).extracting(s -> s.metadata().getString(ChunkMetadata.ELEMENT_IDS))
          .containsExactlyElementsOf(expected.stream().map(c -> c.elementIds().stream()
              .map(ElementId::value).collect(Collectors.joining(","))).toList());
      assertThat(segments).as(file).extracting(TextSegment::text)
          .containsExactlyElementsOf(expected.stream().map(Chunk::embedText).toList());
      assertThat(segments).as(file + " has headings").anySatisfy(s ->
          assertThat(s.metadata().getString(ChunkMetadata.ELEMENT_IDS) + ","
              + s.metadata().getString(ChunkMetadata.CONTEXT_IDS)).containsPattern("(^|,)h\\d"));
      assertThat(segments).as(file).allSatisfy(s -> {
        assertThat(s.metadata().getString(ChunkMetadata.DOCUMENT)).isEqualTo(file);
      });
      if (file.endsWith(".pdf") || file.endsWith(".pptx") || file.endsWith(".xlsx")) {
        assertThat(segments).as(file + " has pages").allSatisfy(s ->
            assertThat(s.metadata().getInteger(ChunkMetadata.PAGE)).isPositive());
      }
    }
    assertThat(byFile.get("report.pdf")).extracting(s -> s.metadata().getInteger(ChunkMetadata.PAGE))
        .contains(1);
    assertThat(byFile.get("report.pdf")).extracting(
        s -> s.metadata().getInteger(ChunkMetadata.END_PAGE)).contains(2);
    assertThat(byFile.get("hours.html")).extracting(s -> s.metadata().getString(WracMetadata.MEDIA_TYPE))
        .containsOnly("text/html");
  }

  @Test
  void anotherSplitterCopiesOnlySmallMetadataOntoItsSegments() throws IOException {
    SampleFolder.write(dir);
    List<Document> documents = FileSystemDocumentLoader.loadDocuments(dir,
        new WracDocumentParser());
    List<TextSegment> segments = DocumentSplitters.recursive(300, 0).splitAll(documents);

    assertThat(segments).hasSizeGreaterThan(documents.size());
    assertThat(segments).allSatisfy(s -> assertThat(s.metadata().toMap().values())
        .as(s.metadata().getString("file_name"))
        .allSatisfy(v -> assertThat(v.toString()).hasSizeLessThan(200)));
  }

  @Test
  void aBinaryDocumentRebuiltFromItsTextAndMetadataIsChunkedAsPlainText() throws IOException {
    SampleFolder.write(dir);
    Document pdf = FileSystemDocumentLoader.loadDocument(dir.resolve("report.pdf"),
        new WracDocumentParser());
    Document rebuilt = Document.from(pdf.text(), pdf.metadata().copy());

    List<TextSegment> structured = WracDocumentSplitter.create().split(pdf);
    List<TextSegment> plain = WracDocumentSplitter.create().split(rebuilt);
    assertThat(structured).allSatisfy(s ->
        assertThat(s.metadata().getInteger(ChunkMetadata.PAGE)).isPositive());
    assertThat(plain).isNotEmpty().allSatisfy(s -> {
      assertThat(s.metadata().getString(WracMetadata.MEDIA_TYPE))
          .isEqualTo(DocumentFormats.PLAIN_TEXT);
      assertThat(s.metadata().getInteger(ChunkMetadata.PAGE)).isNull();
    });
    assertThat(String.join(" ", plain.stream().map(TextSegment::text).toList()))
        .contains(structured.get(0).text().lines().reduce((a, b) -> b).orElseThrow());
  }

  @Test
  void aDamagedFileIsKeptAsAFailureTheLoaderWouldOtherwiseHide() throws IOException {
    SampleFolder.write(dir);
    byte[] docx = Files.readAllBytes(dir.resolve("loans.docx"));
    Files.write(dir.resolve("broken.docx"), java.util.Arrays.copyOf(docx, docx.length / 2));
    WracDocumentParser parser = new WracDocumentParser();
    List<Document> documents = FileSystemDocumentLoader.loadDocuments(dir, parser);
    assertThat(documents).hasSize(SampleFolder.FILES.length);
    assertThat(parser.failures()).singleElement().satisfies(e ->
        assertThat(e.getMessage()).isNotBlank());
    assertThatThrownBy(() -> parser.parse(new ByteArrayInputStream(
        java.util.Arrays.copyOf(docx, docx.length / 2))))
        .isInstanceOf(DocumentParseException.class);
  }
}
