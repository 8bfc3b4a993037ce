package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.loader.FileSystemDocumentLoader;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.EmbeddingStoreIngestor;
import dev.langchain4j.store.embedding.IngestionResult;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.parse.DocumentSource;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * End to end through langchain4j: one organisation of RAG-Multi-Corpus loaded with
 * {@link WracDocumentParser}, split by {@link WracDocumentSplitter} inside
 * {@link EmbeddingStoreIngestor}, embedded in process by bge-small into an
 * {@link InMemoryEmbeddingStore}, then queried. Skipped with a message when the corpus is absent.
 */
class CorpusIngestionTest {
  private static final String QUERY_PREFIX =
      "Represent this sentence for searching relevant passages: ";

  @Test
  void retrievedSegmentsCarryTheirElementsHeadingsAndSpans() throws IOException {
    Path md = SharedData.ragMultiCorpus().resolve("datasets/CloudWay-24/md");
    // the documents A and B (7 of 37) keep the test fast; the query's answer is among them
    List<Document> documents = FileSystemDocumentLoader.loadDocuments(md,
        FileSystems.getDefault().getPathMatcher("glob:[A-B]*.md"), new WracDocumentParser());
    assertThat(documents).hasSizeGreaterThan(5);

    EmbeddingModel model = new BgeSmallEnV15QuantizedEmbeddingModel();
    InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();
    Chunker chunker = Wrac.builder().maxChunkTokens(512).build();
    IngestionResult result = EmbeddingStoreIngestor.builder()
        .documentSplitter(WracDocumentSplitter.builder().chunker(chunker).build())
        .embeddingModel(model).embeddingStore(store).build().ingest(documents);
    assertThat(result.tokenUsage()).isNotNull();

    Embedding query = model.embed(QUERY_PREFIX
        + "Who is eligible for the CloudWay 24 Armed Forces Discount?").content();
    List<EmbeddingMatch<TextSegment>> matches = store.search(EmbeddingSearchRequest.builder()
        .queryEmbedding(query).maxResults(3).build()).matches();

    TextSegment top = matches.get(0).embedded();
    assertThat(top.metadata().getString("file_name")).isEqualTo("Armed Forces Discount Program.md");
    assertThat(top.text()).containsIgnoringCase("retired");
    for (EmbeddingMatch<TextSegment> match : matches) {
      TextSegment s = match.embedded();
      String file = s.metadata().getString("file_name");
      String source = Files.readString(md.resolve(file));
      Chunk chunk = chunker.chunk(chunker.parse(DocumentSource.ofText(file, source)))
          .get(s.metadata().getInteger(ChunkMetadata.CHUNK_INDEX));
      assertThat(s.text()).isEqualTo(chunk.embedText());
      int start = s.metadata().getInteger(ChunkMetadata.START);
      int end = s.metadata().getInteger(ChunkMetadata.END);
      assertThat(start).isEqualTo(chunk.span().start());
      assertThat(end).isEqualTo(chunk.span().end());
      String firstLine = source.substring(start, end).lines().findFirst().orElseThrow();
      assertThat(chunk.text()).contains(firstLine);
      assertThat(source.lines().skip(s.metadata().getInteger(ChunkMetadata.LINE) - 1)
          .findFirst().orElseThrow()).isEqualTo(firstLine);
      assertThat(s.metadata().getString(ChunkMetadata.ELEMENT_IDS)).matches("[a-z]+\\d+(,[a-z]+\\d+)*");
      assertThat(s.metadata().getString(ChunkMetadata.HEADING_PATH)).isNotBlank();
      assertThat(s.metadata().getInteger(ChunkMetadata.TOKENS)).isBetween(1, 512);
      assertThat(s.metadata().getString(WracMetadata.MEDIA_TYPE)).isEqualTo("text/markdown");
    }
  }
}
