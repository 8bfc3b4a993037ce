package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.ParentStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.ai.rag.Query;
import org.springframework.ai.rag.retrieval.search.DocumentRetriever;
import org.springframework.ai.vectorstore.SimpleVectorStore;

/**
 * The README's Spring AI example, run by {@code mvn verify}: index the leaves of examples/docs
 * (structural leaves under page parents) in a {@link SimpleVectorStore} embedding with
 * bge-small in process, retrieve with a 512-token budget, print the placed units.
 */
class SmallToBigExampleTest {

  @Test
  void indexLeavesRetrieveWithABudgetAndPrintThePlacedUnits() throws IOException {
    Chunker chunker = Wrac.builder().levels("structural", "page").build();
    SimpleVectorStore store = SimpleVectorStore.builder(SharedBge.MODEL).build();
    ParentStore parents = ParentStore.inMemory();
    try (Stream<Path> files = Files.list(Path.of("../examples/docs")).sorted()) {
      for (Path file : files.toList()) {
        ChunkHierarchy hierarchy = chunker.hierarchy(chunker.parse(file));
        HierarchyDocuments.index(hierarchy, store, parents);
        System.out.println(hierarchy);
      }
    }

    DocumentRetriever retriever = WracSmallToBigDocumentRetriever.builder()
        .vectorStore(store).parentStore(parents)
        .queryPrefix(SharedBge.QUERY_PREFIX)
        .budgetTokens(512)
        .build();
    List<Document> context = retriever.retrieve(new Query("How do I descale the kettle?"));

    int used = 0;
    for (Document d : context) {
      var m = d.getMetadata();
      used += (Integer) m.get(HierarchyDocuments.TOKENS);
      System.out.printf("level %s, %s tokens, score %.3f, from leaves %s:%n%s%n%n",
          m.get(HierarchyDocuments.LEVEL), m.get(HierarchyDocuments.TOKENS), d.getScore(),
          m.get(HierarchyDocuments.LEAF_IDS), d.getText());
    }
    assertThat(context).isNotEmpty();
    assertThat(used).isLessThanOrEqualTo(512);
    assertThat(context.get(0).getText()).containsIgnoringCase("descal");
  }
}
