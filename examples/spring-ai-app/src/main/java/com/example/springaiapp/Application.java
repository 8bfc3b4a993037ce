package com.example.springaiapp;

import dev.wrac.Chunker;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.spring.ai.HierarchyDocuments;
import dev.wrac.spring.ai.WracDocumentReader;
import dev.wrac.spring.ai.WracDocumentTransformer;
import dev.wrac.spring.ai.WracSmallToBigDocumentRetriever;
import java.io.IOException;
import java.util.List;
import org.springframework.ai.document.Document;
import org.springframework.ai.rag.Query;
import org.springframework.ai.rag.retrieval.search.DocumentRetriever;
import org.springframework.ai.vectorstore.SimpleVectorStore;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;

/**
 * A Spring Boot application on W-RAC, offline: the auto-configured reader and transformer chunk
 * a folder into a vector store, and a small-to-big retriever answers from the leaves of a chunk
 * hierarchy. {@code java -cp ... com.example.springaiapp.Application [FOLDER] [QUESTION]}
 */
@SpringBootApplication
public class Application {

  @Bean
  OfflineEmbeddingModel embeddingModel() {
    return new OfflineEmbeddingModel();
  }

  @Bean
  VectorStore vectorStore(OfflineEmbeddingModel embeddingModel) {
    return SimpleVectorStore.builder(embeddingModel).build();
  }

  @Bean
  ParentStore parentStore() {
    return ParentStore.inMemory();   // or JdbcParentStore.create(dataSource): table wrac_units
  }

  @Bean
  DocumentRetriever documentRetriever(VectorStore vectorStore, ParentStore parents) {
    // Spring AI: any VectorStore holds the leaves; a RAG DocumentRetriever places units
    return WracSmallToBigDocumentRetriever.builder()
        .vectorStore(vectorStore).parentStore(parents).budgetTokens(1024).build();
  }

  /** Chunks every file of {@code folder} (a Spring resource location) into chunk documents. */
  static List<Document> chunkFolder(ConfigurableApplicationContext context, String folder)
      throws IOException {
    WracDocumentReader reader = context.getBean(WracDocumentReader.class);
    WracDocumentTransformer transformer = context.getBean(WracDocumentTransformer.class);
    Resource[] files = new PathMatchingResourcePatternResolver().getResources(folder + "/*");
    return transformer.apply(reader.read(files));
  }

  /**
   * Indexes the leaves of every file's hierarchy (the levels of {@code wrac.levels}) in the
   * vector store and keeps every unit in the parent store.
   */
  static void indexHierarchies(Chunker chunker, VectorStore vectorStore, ParentStore parents,
      Resource[] files) throws IOException {
    for (Resource file : files) {
      HierarchyDocuments.index(chunker.hierarchy(chunker.parse(file.getFile().toPath())), vectorStore, parents);
    }
  }

  /** {@link #indexHierarchies} with the application's beans, for every file of {@code folder}. */
  static void indexHierarchies(ConfigurableApplicationContext context, String folder)
      throws IOException {
    indexHierarchies(context.getBean(Chunker.class), context.getBean(VectorStore.class),
        context.getBean(ParentStore.class),
        new PathMatchingResourcePatternResolver().getResources(folder + "/*"));
  }

  public static void main(String[] args) throws IOException {
    String folder = "file:" + (args.length > 0 ? args[0] : "../docs");
    String question = args.length > 1 ? args[1] : "How do I descale the kettle?";
    SpringApplication app = new SpringApplication(Application.class);
    app.setWebApplicationType(WebApplicationType.NONE);
    try (ConfigurableApplicationContext context = app.run()) {
      System.out.println(chunkFolder(context, folder).size() + " chunks from " + folder);
      indexHierarchies(context, folder);
      for (Document unit : context.getBean(DocumentRetriever.class)
          .retrieve(new Query(question))) {
        System.out.println("---\n" + unit.getText());
      }
    }
  }
}
