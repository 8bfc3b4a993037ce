package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.document.Document;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.SimpleVectorStore;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;

/**
 * The Spring AI ETL pipeline: {@link WracDocumentReader} → {@link WracDocumentTransformer} →
 * {@link SimpleVectorStore} embedding with bge-small in process, then similarity search.
 */
class EtlPipelineTest {
  private static final String QUERY_PREFIX =
      "Represent this sentence for searching relevant passages: ";
  private static BgeSmallEmbeddingModel embeddings;

  @TempDir Path dir;

  @BeforeAll
  static void loadModel() {
    embeddings = new BgeSmallEmbeddingModel();
  }

  @Test
  void markdownAndHtmlFilesAreReadChunkedStoredAndFound() throws IOException {
    Path md = Files.writeString(dir.resolve("cards.md"), "# Cards\n\n## Fees\n\n"
        + "ATM withdrawals abroad cost 2 EUR each.\n\n## Limits\n\n"
        + "You can withdraw up to 500 EUR a day.\n");
    Path html = Files.writeString(dir.resolve("branches.html"), "<html><head><title>Branches"
        + "</title></head><body><nav><a href=\"/\">Home</a></nav><main><h1>Branches</h1>"
        + "<p>Branches open at nine on weekdays. " + "Queues are short before ten. ".repeat(8)
        + "</p><h2>Weekends</h2><p>On Saturdays branches close at one. "
        + "Cash machines work all day. ".repeat(8) + "</p></main></body></html>");
    List<Document> docs = new WracDocumentReader(List.of(new FileSystemResource(md),
        new FileSystemResource(html))).get();
    assertThat(docs).extracting(d -> d.getMetadata().get(WracMetadata.MEDIA_TYPE))
        .containsExactly("text/markdown", "text/html");
    assertThat(docs.get(1).getMetadata()).containsEntry("title", "Branches")
        .containsEntry("source", "branches.html");

    List<Document> chunks = new WracDocumentTransformer(Wrac.builder().maxChunkTokens(32)
        .build(), "text/markdown", false).apply(docs);
    SimpleVectorStore store = SimpleVectorStore.builder(embeddings).build();
    store.add(chunks);
    List<Document> found = store.similaritySearch(SearchRequest.builder()
        .query(QUERY_PREFIX + "When do branches close on Saturday?").topK(1).build());

    Document top = found.get(0);
    assertThat(top.getText()).contains("On Saturdays branches close at one.")
        .doesNotContain("<p>", "Home");
    assertThat(top.getMetadata()).containsEntry("source", "branches.html")
        .containsEntry(ChunkMetadata.HEADING_PATH, "Weekends")
        .containsEntry(WracMetadata.PARENT_DOCUMENT_ID, docs.get(1).getId())
        .containsKeys(ChunkMetadata.ELEMENT_IDS, ChunkMetadata.START, ChunkMetadata.LINE,
            ChunkMetadata.TOKENS, ChunkMetadata.CHUNK_INDEX);
    int start = (Integer) top.getMetadata().get(ChunkMetadata.START);
    assertThat(Files.readString(html).substring(start)).startsWith("<h2>Weekends</h2><p>On Saturdays");
    assertThat(new WracDocumentTransformer().apply(docs)).extracting(Document::getId)
        .isEqualTo(new WracDocumentTransformer().apply(docs).stream().map(Document::getId)
            .toList());
  }

  @Test
  void aFileTheParsersRefuseFailsNamingIt() throws IOException {
    Path empty = Files.writeString(dir.resolve("empty.md"), "");
    assertThatThrownBy(() -> new WracDocumentReader(List.of(new FileSystemResource(empty)))
        .get()).isInstanceOf(DocumentParseException.class).hasMessageContaining("empty.md");
  }

  @Test
  void corpusDocumentsAreRetrievedWithTheirProvenance() throws IOException {
    Path folder = SharedData.ragMultiCorpus().resolve("datasets/CloudWay-24/md");
    List<Resource> resources = new ArrayList<>();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "[A-B]*.md")) {
      files.forEach(f -> resources.add(new FileSystemResource(f)));   // 7 of 37: fast
    }
    List<Document> chunks = new WracDocumentTransformer()
        .apply(new WracDocumentReader(resources).get());
    SimpleVectorStore store = SimpleVectorStore.builder(embeddings).build();
    store.add(chunks);

    List<Document> found = store.similaritySearch(SearchRequest.builder().query(QUERY_PREFIX
        + "How much extra baggage do armed forces personnel get?").topK(3).build());
    assertThat(found.get(0).getMetadata())
        .containsEntry("source", "Armed Forces Discount Program.md");
    for (Document d : found) {
      String name = (String) d.getMetadata().get("source");
      String source = Files.readString(folder.resolve(name));
      Chunk chunk = Wrac.chunk(Wrac.parse(DocumentSource.ofText(name, source)))
          .get((Integer) d.getMetadata().get(ChunkMetadata.CHUNK_INDEX));
      assertThat(d.getText()).isEqualTo(chunk.embedText());
      int start = (Integer) d.getMetadata().get(ChunkMetadata.START);
      int end = (Integer) d.getMetadata().get(ChunkMetadata.END);
      assertThat(chunk.text()).contains(source.substring(start, end).lines().findFirst()
          .orElseThrow());
      assertThat((String) d.getMetadata().get(ChunkMetadata.ELEMENT_IDS))
          .matches("[a-z]+\\d+(,[a-z]+\\d+)*");
      assertThat((String) d.getMetadata().get(ChunkMetadata.HEADING_PATH)).isNotBlank();
    }
  }
}
