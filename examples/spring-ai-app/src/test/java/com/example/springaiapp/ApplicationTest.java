package com.example.springaiapp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wrac.Chunker;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.ai.rag.Query;
import org.springframework.ai.rag.retrieval.search.DocumentRetriever;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** The README's Spring AI set-up, from installed artifacts: the ETL path and small-to-big. */
class ApplicationTest {
  private static final String DOCS = "file:../docs";

  private static ConfigurableApplicationContext start() {
    return new SpringApplicationBuilder(Application.class).web(WebApplicationType.NONE).run();
  }

  @Test
  void theAutoConfiguredBeansChunkEverySampleDocument() throws IOException {
    try (ConfigurableApplicationContext context = start()) {
      Chunker chunker = context.getBean(Chunker.class);   // from application.properties
      assertEquals(512, chunker.context().budget().maxTokens());
      assertEquals(2, chunker.levels().size());
      List<Document> chunks = Application.chunkFolder(context, DOCS);
      Set<Object> sources = chunks.stream().map(d -> d.getMetadata().get("source"))
          .collect(Collectors.toSet());
      assertEquals(Set.of("kettle-user-guide.md", "password-policy.md", "reset-your-router.md",
          "travel-insurance-faq.md"), sources);
      assertTrue(chunks.stream().allMatch(d -> d.getMetadata().containsKey("wrac_element_ids")));
    }
  }

  @Test
  void theSmallToBigRetrieverAnswersWithinItsBudget() throws IOException {
    try (ConfigurableApplicationContext context = start()) {
      Application.indexHierarchies(context, DOCS);
      List<Document> units = context.getBean(DocumentRetriever.class)
          .retrieve(new Query("How do I descale the kettle?"));
      assertFalse(units.isEmpty());
      assertTrue(units.get(0).getText().toLowerCase().contains("descal"), units.get(0).getText());
      assertEquals("kettle-user-guide.md", units.get(0).getMetadata().get("wrac_document"));
      int tokens = units.stream().mapToInt(d -> (Integer) d.getMetadata().get("wrac_tokens"))
          .sum();
      assertTrue(tokens <= 1024, "tokens: " + tokens);
    }
  }
}
