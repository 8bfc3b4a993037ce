package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.documents.testing.SampleFolder;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ElementId;
import dev.wrac.parse.DocumentParseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.document.Document;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.SimpleVectorStore;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;

/**
 * The user's path: a Spring Boot application with {@code wrac-spring-ai} on the class path
 * reads a folder with one file of every format the {@code wrac} command reads through the
 * auto-configured {@link WracDocumentReader} and {@link WracDocumentTransformer}, into a
 * {@link SimpleVectorStore} embedding with bge-small in process; every file's chunks carry the
 * element IDs {@code wrac chunk} gives the same file, with headings and pages.
 */
class SpringBootFolderTest {
  @TempDir Path dir;

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class Application {}

  private ConfigurableApplicationContext start() {
    return new SpringApplicationBuilder(Application.class).web(WebApplicationType.NONE)
        .properties("spring.main.banner-mode=off").run();
  }

  @Test
  void theAutoConfiguredBeansReadAndChunkEveryFormatAsTheCliDoes() throws IOException {
    SampleFolder.write(dir);
    List<Document> chunks;
    Chunker chunker;
    try (ConfigurableApplicationContext context = start()) {
      assertThat(context.getBeansOfType(Chunker.class)).hasSize(1);
      assertThat(context.getBeansOfType(WracDocumentReader.class)).hasSize(1);
      assertThat(context.getBeansOfType(WracDocumentTransformer.class)).hasSize(1);
      chunker = context.getBean(Chunker.class);
      Resource[] files = new PathMatchingResourcePatternResolver()
          .getResources(dir.toUri() + "*");
      List<Document> documents = context.getBean(WracDocumentReader.class).read(files);
      assertThat(documents).extracting(d -> d.getMetadata().get("source"))
          .containsExactlyInAnyOrder((Object[]) SampleFolder.FILES);
      chunks = context.getBean(WracDocumentTransformer.class).apply(documents);
    }
    SimpleVectorStore store = SimpleVectorStore.builder(new BgeSmallEmbeddingModel()).build();
    store.add(chunks);
    List<Document> all = store.similaritySearch(SearchRequest.builder().query("branch")
        .topK(1000).similarityThresholdAll().build());
    assertThat(all).hasSameSizeAs(chunks);

    Map<String, List<Document>> byFile = new TreeMap<>();
    for (Document d : all) {
      byFile.computeIfAbsent((String) d.getMetadata().get("source"), k -> new ArrayList<>())
          .add(d);
    }
    assertThat(byFile).containsOnlyKeys(SampleFolder.FILES);
    for (String file : SampleFolder.FILES) {
      List<Document> docs = byFile.get(file);
      docs.sort(Comparator.comparing(d -> (Integer) d.getMetadata().get(ChunkMetadata.CHUNK_INDEX)));
      List<Chunk> expected = new ArrayList<>();
      chunker.chunk(dir.resolve(file), expected::add);   // the code path of `wrac chunk`
      assertThat(docs).as(file).extracting(d -> d.getMetadata().get(ChunkMetadata.ELEMENT_IDS))
          .containsExactlyElementsOf(expected.stream().map(c -> c.elementIds().stream()
              .map(ElementId::value).collect(Collectors.joining(","))).toList());
      assertThat(docs).as(file).extracting(Document::getText)
          .containsExactlyElementsOf(expected.stream().map(Chunk::embedText).toList());
      assertThat(docs).as(file + " has headings").anySatisfy(d ->
          assertThat(d.getMetadata().get(ChunkMetadata.ELEMENT_IDS) + ","
              + d.getMetadata().get(ChunkMetadata.CONTEXT_IDS)).containsPattern("(^|,)h\\d"));
      assertThat(docs).as(file).allSatisfy(d -> assertThat(d.getMetadata())
          .containsEntry(ChunkMetadata.DOCUMENT, file));
      if (file.endsWith(".pdf") || file.endsWith(".pptx") || file.endsWith(".xlsx")) {
        assertThat(docs).as(file + " has pages").allSatisfy(d ->
            assertThat((Integer) d.getMetadata().get(ChunkMetadata.PAGE)).isPositive());
      }
    }
    assertThat(byFile.get("report.pdf")).extracting(d -> d.getMetadata().get(ChunkMetadata.END_PAGE))
        .contains(2);
    assertThat(byFile.get("hours.html")).extracting(d -> d.getMetadata().get(WracMetadata.MEDIA_TYPE))
        .containsOnly("text/html");
  }

  @Test
  void aDamagedFileFailsTheReadNamingIt() throws IOException {
    SampleFolder.write(dir);
    byte[] docx = Files.readAllBytes(dir.resolve("loans.docx"));
    Files.write(dir.resolve("broken.docx"), Arrays.copyOf(docx, docx.length / 2));
    try (ConfigurableApplicationContext context = start()) {
      Resource[] files = new PathMatchingResourcePatternResolver()
          .getResources(dir.toUri() + "*");
      assertThatThrownBy(() -> context.getBean(WracDocumentReader.class).read(files))
          .isInstanceOf(DocumentParseException.class).hasMessageContaining("broken.docx");
    }
  }
}
