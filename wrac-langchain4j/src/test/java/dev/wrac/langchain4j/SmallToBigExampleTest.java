package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
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

/**
 * The README's langchain4j example, run by {@code mvn verify}: index the leaves of
 * examples/docs (structural leaves under page parents) in an {@link InMemoryEmbeddingStore}
 * with bge-small in process, retrieve with a 512-token budget, print the placed units.
 */
class SmallToBigExampleTest {

  @Test
  void indexLeavesRetrieveWithABudgetAndPrintThePlacedUnits() throws IOException {
    Chunker chunker = Wrac.builder().levels("structural", "page").build();
    EmbeddingModel model = Bge.MODEL; // new BgeSmallEnV15QuantizedEmbeddingModel(), loaded once
    InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();
    ParentStore parents = ParentStore.inMemory();
    try (Stream<Path> files = Files.list(Path.of("../examples/docs")).sorted()) {
      for (Path file : files.toList()) {
        ChunkHierarchy hierarchy = chunker.hierarchy(chunker.parse(file));
        HierarchySegments.index(hierarchy, model, store, parents);
        System.out.println(hierarchy);
      }
    }

    ContentRetriever retriever = WracSmallToBigRetriever.builder()
        .embeddingStore(store).embeddingModel(model).parentStore(parents)
        .queryPrefix("Represent this sentence for searching relevant passages: ")
        .budgetTokens(512)
        .build();
    List<Content> context = retriever.retrieve(Query.from("How do I descale the kettle?"));

    int used = 0;
    for (Content c : context) {
      var m = c.textSegment().metadata();
      used += m.getInteger(HierarchySegments.TOKENS);
      System.out.printf("level %d, %d tokens, from leaves %s:%n%s%n%n",
          m.getInteger(HierarchySegments.LEVEL), m.getInteger(HierarchySegments.TOKENS),
          m.getString(HierarchySegments.LEAF_IDS), c.textSegment().text());
    }
    assertThat(context).isNotEmpty();
    assertThat(used).isLessThanOrEqualTo(512);
    assertThat(context.get(0).textSegment().text()).containsIgnoringCase("descal");
  }
}
