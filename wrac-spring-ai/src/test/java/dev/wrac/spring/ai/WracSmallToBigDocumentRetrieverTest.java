package dev.wrac.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.ParentStore;
import dev.wrac.index.JdbcParentStore;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkMetadata;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import dev.wrac.testing.TestDocuments;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.ai.document.Document;
import org.springframework.ai.rag.Query;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.SimpleVectorStore;

/**
 * {@link WracSmallToBigDocumentRetriever} over a real {@link SimpleVectorStore} holding the
 * leaves of examples/docs (structural leaves under page parents), embedded by bge-small in
 * process; the parents in a {@link JdbcParentStore} on a real H2 database.
 */
class WracSmallToBigDocumentRetrieverTest {
  private static final Query DESCALE = new Query("How do I descale the kettle and clean it?");
  private static SimpleVectorStore store;
  private static ParentStore parents;
  private static final Map<String, HierarchyChunk> UNITS = new HashMap<>();

  @BeforeAll
  static void index() throws IOException {
    Chunker chunker = Wrac.builder().levels("structural", "page").build();
    store = SimpleVectorStore.builder(SharedBge.MODEL).build();
    JdbcDataSource h2 = new JdbcDataSource();
    h2.setURL("jdbc:h2:mem:spring-small-to-big;DB_CLOSE_DELAY=-1");
    parents = JdbcParentStore.create(h2);
    try (Stream<Path> files = Files.list(Path.of("../examples/docs")).sorted()) {
      for (Path file : files.toList()) {
        ChunkHierarchy h = chunker.hierarchy(chunker.parse(file));
        List<String> ids = HierarchyDocuments.index(h, store, parents);
        assertThat(ids).isEqualTo(h.leaves().stream().map(HierarchyChunk::id).toList());
        h.all().forEach(c -> UNITS.put(c.id(), c));
      }
    }
  }

  private static WracSmallToBigDocumentRetriever.Builder retriever() {
    return WracSmallToBigDocumentRetriever.builder().vectorStore(store).parentStore(parents)
        .queryPrefix(SharedBge.QUERY_PREFIX);
  }

  private static int tokens(Document d) {
    return (Integer) d.getMetadata().get(HierarchyDocuments.TOKENS);
  }

  private static HierarchyChunk unit(Document d) {
    return UNITS.get(d.getId());
  }

  @SuppressWarnings("unchecked")
  private static List<String> leafIds(Document d) {
    return (List<String>) d.getMetadata().get(HierarchyDocuments.LEAF_IDS);
  }

  @Test
  void placedUnitsFitTheBudgetAndTheirIdsTextAndLeavesMatchTheHierarchy() {
    for (int budget : new int[] {128, 512, 2048}) {
      List<Document> context = retriever().budgetTokens(budget).build().retrieve(DESCALE);

      assertThat(context.stream().mapToInt(WracSmallToBigDocumentRetrieverTest::tokens).sum())
          .isLessThanOrEqualTo(budget);
      for (Document d : context) {
        HierarchyChunk u = unit(d);
        assertThat(u).as("unit in the hierarchy").isNotNull();
        assertThat(d.getMetadata()).containsEntry(HierarchyDocuments.UNIT_ID, u.id())
            .containsEntry(HierarchyDocuments.LEVEL, u.level());
        assertThat(d.getText()).isEqualTo(u.chunk().text());
        assertThat(tokens(d)).isEqualTo(u.chunk().tokens());
        assertThat(d.getScore()).isBetween(0.0, 1.0);
        for (String leaf : leafIds(d)) {
          HierarchyChunk l = UNITS.get(leaf);
          assertThat(l.isLeaf()).isTrue();
          assertThat(leaf.equals(u.id()) || u.id().equals(l.parentId())).isTrue();
        }
      }
    }
    Document best = retriever().budgetTokens(512).build().retrieve(DESCALE).get(0);
    assertThat(best.getText()).contains("Descale every month");
  }

  @Test
  void aParentReplacesTheRankedLeavesItSharesWhenItFits() {
    List<Document> context = retriever().budgetTokens(4096).build().retrieve(DESCALE);

    List<Document> merged = context.stream().filter(d -> unit(d).level() > 0).toList();
    assertThat(merged).isNotEmpty();
    List<String> placed = context.stream().map(Document::getId).toList();
    for (Document m : merged) {
      assertThat(leafIds(m)).hasSizeGreaterThanOrEqualTo(2);
      assertThat(placed).doesNotContainAnyElementsOf(leafIds(m));
      for (Document other : context) {
        assertThat(unit(other).parentId()).isNotEqualTo(m.getId());
      }
    }
  }

  @Test
  void aParentLargerThanTheBudgetFallsBackToItsLeaves() {
    int smallestParent = UNITS.values().stream()
        .filter(u -> u.level() == 1 && u.childIds().size() >= 2)
        .mapToInt(p -> p.chunk().tokens()).min().orElseThrow();
    int budget = smallestParent - 1;
    List<Document> context = retriever().budgetTokens(budget).build().retrieve(DESCALE);

    assertThat(context).allSatisfy(d -> assertThat(unit(d).isLeaf()).isTrue());
    Map<String, List<String>> byParent = new HashMap<>();
    for (Document d : context) {
      byParent.computeIfAbsent(unit(d).parentId(), k -> new ArrayList<>()).add(d.getId());
    }
    assertThat(byParent.values()).as("two placed leaves share a parent that did not fit")
        .anySatisfy(leaves -> assertThat(leaves).hasSizeGreaterThanOrEqualTo(2));
    assertThat(context.stream().mapToInt(WracSmallToBigDocumentRetrieverTest::tokens).sum())
        .isLessThanOrEqualTo(budget);
  }

  @Test
  void aCountLimitsTheUnitsWhateverTheirTokens() {
    assertThat(retriever().maxUnits(2).build().retrieve(DESCALE)).hasSize(2);
  }

  @Test
  void aBudgetAndACountBothApply() {
    List<Document> budgetOnly = retriever().budgetTokens(2048).build().retrieve(DESCALE);
    List<Document> both = retriever().maxUnits(2).budgetTokens(2048).build().retrieve(DESCALE);

    assertThat(budgetOnly).hasSizeGreaterThan(2);
    assertThat(both).extracting(Document::getId)
        .isEqualTo(budgetOnly.subList(0, 2).stream().map(Document::getId).toList());
    assertThatThrownBy(() -> retriever().maxUnits(2).maxUnits(3))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("maxUnits(2)");
  }

  @Test
  void aBudgetBelowTheBestLeafStillReturnsTheLowerRankedLeavesThatFit() {
    Document top = store.similaritySearch(SearchRequest.builder()
        .query(SharedBge.QUERY_PREFIX + DESCALE.text()).topK(1).build()).get(0);
    HierarchyChunk best = UNITS.get((String) top.getMetadata().get(HierarchyDocuments.UNIT_ID));
    int budget = best.chunk().tokens() - 1; // the best leaf does not fit
    List<Document> context = retriever().budgetTokens(budget).build().retrieve(DESCALE);

    assertThat(context).isNotEmpty().allSatisfy(d -> assertThat(tokens(d)).isLessThan(
        best.chunk().tokens()));
    assertThat(context.stream().mapToInt(WracSmallToBigDocumentRetrieverTest::tokens).sum())
        .isLessThanOrEqualTo(budget);
  }

  @Test
  void everyUnitAtEveryLevelCarriesItsCitationFromTheJdbcStore() {
    List<Document> context = retriever().budgetTokens(4096).build().retrieve(DESCALE);

    assertThat(context).anySatisfy(d -> assertThat(unit(d).level()).isPositive());
    assertThat(context).anySatisfy(d -> assertThat(unit(d).chunk().headingPath()).isNotEmpty());
    for (Document d : context) {
      Chunk chunk = unit(d).chunk();
      assertThat(d.getMetadata().get(ChunkMetadata.HEADING_PATH)).isEqualTo(
          chunk.headingPath().isEmpty() ? null
              : String.join(ChunkMetadata.HEADING_SEPARATOR, chunk.headingPath()));
      assertThat(d.getMetadata()).containsEntry(ChunkMetadata.DOCUMENT, chunk.document())
          .containsEntry(ChunkMetadata.START, chunk.span().start())
          .containsEntry(ChunkMetadata.END, chunk.span().end())
          .containsEntry(ChunkMetadata.LINE, chunk.span().line())
          .containsEntry(ChunkMetadata.END_LINE, chunk.span().endLine())
          .doesNotContainKey(ChunkMetadata.PAGE); // Markdown has no pages
    }
  }

  @Test
  void aPagedDocumentsUnitsCarryTheirPages() {
    Chunker chunker = Wrac.builder().levels("structural", "page").build();
    ParsedDocument guide = chunker.parse(Path.of("../examples/docs/kettle-user-guide.md"));
    ChunkHierarchy h = chunker.hierarchy(TestDocuments.onPages(guide, 4));
    SimpleVectorStore paged = SimpleVectorStore.builder(SharedBge.MODEL).build();
    JdbcDataSource h2 = new JdbcDataSource();
    h2.setURL("jdbc:h2:mem:spring-paged;DB_CLOSE_DELAY=-1");
    ParentStore pagedParents = JdbcParentStore.create(h2);
    HierarchyDocuments.index(h, paged, pagedParents);

    List<Document> context = WracSmallToBigDocumentRetriever.builder().vectorStore(paged)
        .parentStore(pagedParents).queryPrefix(SharedBge.QUERY_PREFIX).budgetTokens(4096)
        .build().retrieve(DESCALE);

    assertThat(context).isNotEmpty();
    for (Document d : context) {
      SourceSpan span = h.get(d.getId()).chunk().span();
      assertThat(span.hasPage()).isTrue();
      assertThat(d.getMetadata()).containsEntry(ChunkMetadata.PAGE, span.page())
          .containsEntry(ChunkMetadata.END_PAGE, span.endPage())
          .containsEntry(ChunkMetadata.DOCUMENT, "kettle-user-guide.md");
    }
    assertThat(context).anySatisfy(d -> assertThat((Integer) d.getMetadata()
        .get(ChunkMetadata.END_PAGE)).isGreaterThan(1));
  }

  @Test
  void aStoredDocumentWithoutAUnitIdFailsNamingIt() {
    SimpleVectorStore plain = SimpleVectorStore.builder(SharedBge.MODEL).build();
    plain.add(List.of(new Document("plain-1", "Descale the kettle monthly.", Map.of())));
    WracSmallToBigDocumentRetriever r = WracSmallToBigDocumentRetriever.builder()
        .vectorStore(plain).parentStore(parents).budgetTokens(512).build();

    assertThatThrownBy(() -> r.retrieve(DESCALE)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("plain-1").hasMessageContaining(HierarchyDocuments.UNIT_ID);
  }

  @Test
  void theBuilderNamesWhatIsMissingAndRefusesBadValues() {
    assertThatThrownBy(() -> WracSmallToBigDocumentRetriever.builder().build())
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("vectorStore")
        .hasMessageContaining("parentStore").hasMessageContaining("budgetTokens");
    assertThatThrownBy(() -> retriever().maxUnits(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxUnits");
    assertThatThrownBy(() -> retriever().similarityThreshold(1.5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("similarityThreshold");
  }
}
