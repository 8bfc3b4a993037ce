package com.example.langchain4japp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The README's langchain4j set-up, from installed artifacts: ingestion and small-to-big. */
class AppTest {
  private static final EmbeddingModel MODEL = new BgeSmallEnV15QuantizedEmbeddingModel();
  private static final Path DOCS = Path.of("../docs");

  @Test
  void everySampleDocumentIsIngestedWithItsStructure() {
    InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();
    App.ingest(DOCS, MODEL, store);
    List<EmbeddingMatch<TextSegment>> all = store.search(EmbeddingSearchRequest.builder()
        .queryEmbedding(MODEL.embed("kettle").content()).maxResults(1000).minScore(0.0).build())
        .matches();
    Set<String> files = all.stream().map(m -> m.embedded().metadata().getString("file_name"))
        .collect(Collectors.toSet());
    assertEquals(Set.of("kettle-user-guide.md", "password-policy.md", "reset-your-router.md",
        "travel-insurance-faq.md"), files);
    assertTrue(all.stream().allMatch(m ->
        m.embedded().metadata().getString("wrac_element_ids") != null));
  }

  @Test
  void theSmallToBigRetrieverAnswersWithinItsBudget() {
    List<Content> units = App.smallToBig(DOCS, MODEL, "How do I descale the kettle?");
    assertFalse(units.isEmpty());
    assertTrue(units.get(0).textSegment().text().toLowerCase().contains("descal"),
        units.get(0).textSegment().text());
    var citation = units.get(0).textSegment().metadata();
    assertEquals("kettle-user-guide.md", citation.getString("wrac_document"));
    assertTrue(citation.getInteger("wrac_line") > 0);
    int tokens = units.stream()
        .mapToInt(c -> c.textSegment().metadata().getInteger("wrac_tokens")).sum();
    assertTrue(tokens <= 1024, "tokens: " + tokens);
  }
}
