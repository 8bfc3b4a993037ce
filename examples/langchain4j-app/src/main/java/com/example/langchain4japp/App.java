package com.example.langchain4japp;

import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.loader.FileSystemDocumentLoader;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.store.embedding.EmbeddingStore;
import dev.langchain4j.store.embedding.EmbeddingStoreIngestor;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.langchain4j.HierarchySegments;
import dev.wrac.langchain4j.LangChain4jLlmClient;
import dev.wrac.langchain4j.WracDocumentParser;
import dev.wrac.langchain4j.WracDocumentSplitter;
import dev.wrac.langchain4j.WracSmallToBigRetriever;
import dev.wrac.llm.plan.LlmPlanner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A langchain4j application on W-RAC, offline: chunk a folder into an embedding store, then
 * answer a question from the leaves of a chunk hierarchy with the small-to-big retriever.
 * {@code java -cp ... com.example.langchain4japp.App [FOLDER] [QUESTION]}
 */
public final class App {
  private App() {}

  public static void main(String[] args) {
    Path docs = Path.of(args.length > 0 ? args[0] : "../docs");
    String question = args.length > 1 ? args[1] : "How do I descale the kettle?";
    EmbeddingModel embeddingModel = new BgeSmallEnV15QuantizedEmbeddingModel();  // in process
    ingest(docs, embeddingModel, new InMemoryEmbeddingStore<>());
    for (Content c : smallToBig(docs, embeddingModel, question)) {
      var m = c.textSegment().metadata();   // the unit's citation
      System.out.printf("--- %s > %s, lines %d-%d%n%s%n", m.getString("wrac_document"),
          m.getString("wrac_heading_path"), m.getInteger("wrac_line"),
          m.getInteger("wrac_end_line"), c.textSegment().text());
    }
  }

  /** Loads every file of {@code docs} and ingests W-RAC's segments into {@code store}. */
  static void ingest(Path docs, EmbeddingModel embeddingModel, EmbeddingStore<TextSegment> store) {
    // langchain4j: our parsers keep the structure (md, html, txt; pdf, docx, pptx, xlsx with
    // wrac-documents), our splitter makes the segments
    WracDocumentParser parser = new WracDocumentParser();
    List<Document> documents = FileSystemDocumentLoader.loadDocuments(docs, parser);   // a folder
    // the loader skips a file that fails to parse (and logs it only through SLF4J): the parser
    // keeps those failures, and prints a WARN line to stderr when there is no SLF4J provider
    if (!parser.failures().isEmpty()) throw parser.failures().get(0);
    EmbeddingStoreIngestor.builder()
        .documentSplitter(WracDocumentSplitter.builder().maxChunkTokens(512).build())
        .embeddingModel(embeddingModel).embeddingStore(store).build()
        .ingest(documents);  // segment text = embedText; metadata: wrac_element_ids, wrac_heading_path,
                             // wrac_start/end/line (wrac_page when known), wrac_tokens, wrac_chunk_index
  }

  /** The units the small-to-big retriever places for {@code question}. */
  static List<Content> smallToBig(Path docs, EmbeddingModel embeddingModel, String question) {
    EmbeddingStore<TextSegment> embeddingStore = new InMemoryEmbeddingStore<>();
    // langchain4j: any EmbeddingStore<TextSegment> holds the leaves; a ContentRetriever places units
    Chunker chunker = Wrac.builder().levels("structural", "top-sections").build();
    ParentStore parents = ParentStore.inMemory();
    for (Path file : files(docs)) {
      HierarchySegments.index(chunker.hierarchy(chunker.parse(file)), embeddingModel, embeddingStore, parents);
    }
    ContentRetriever retriever = WracSmallToBigRetriever.builder()
        .embeddingStore(embeddingStore).embeddingModel(embeddingModel).parentStore(parents)
        .budgetTokens(1024)          // tokens of the tokenizer that chunked; .maxUnits(5) too: both apply
        .build();                    // metadata: wrac_unit_id, wrac_level, wrac_leaf_ids, wrac_tokens + citation
    List<Content> context = retriever.retrieve(Query.from(question));
    return context;
  }

  /** A chunker whose planner is an LLM: any langchain4j {@code ChatModel} (OpenAI, Ollama...). */
  static Chunker llmChunker(ChatModel chatModel) {
    Chunker chunker = Wrac.builder().planner(LlmPlanner.using(new LangChain4jLlmClient(chatModel, "gpt-4.1"))).build();
    return chunker;
  }

  private static List<Path> files(Path folder) {
    try (Stream<Path> files = Files.list(folder)) {
      return files.filter(Files::isRegularFile).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
