package dev.wrac.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.ContentMetadata;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.hierarchy.ParentStore;
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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link WracSmallToBigRetriever} over a real {@link InMemoryEmbeddingStore} holding the leaves
 * of examples/docs (structural leaves under page parents), embedded by bge-small in process.
 */
class WracSmallToBigRetrieverTest {
  private static final String PREFIX = Bge.QUERY_PREFIX;
  private static final Query DESCALE = Query.from("How do I descale the kettle and clean it?");
  private static EmbeddingModel model;
  private static InMemoryEmbeddingStore<TextSegment> store;
  private static ParentStore parents;
  private static final Map<String, HierarchyChunk> UNITS = new HashMap<>();

  @BeforeAll
  static void index() throws IOException {
    Chunker chunker = Wrac.builder().levels("structural", "page").build();
    model = Bge.MODEL;
    store = new InMemoryEmbeddingStore<>();
    parents = ParentStore.inMemory();
    try (Stream<Path> files = Files.list(Path.of("../examples/docs")).sorted()) {
      for (Path file : files.toList()) {
        ChunkHierarchy h = chunker.hierarchy(chunker.parse(file));
        List<String> ids = HierarchySegments.index(h, model, store, parents);
        assertThat(ids).isEqualTo(h.leaves().stream().map(HierarchyChunk::id).toList());
        h.all().forEach(c -> UNITS.put(c.id(), c));
      }
    }
  }

  private static WracSmallToBigRetriever.Builder retriever() {
    return WracSmallToBigRetriever.builder().embeddingStore(store).embeddingModel(model)
        .parentStore(parents).queryPrefix(PREFIX);
  }

  private static int tokens(Content c) {
    return c.textSegment().metadata().getInteger(HierarchySegments.TOKENS);
  }

  private static HierarchyChunk unit(Content c) {
    return UNITS.get(c.textSegment().metadata().getString(HierarchySegments.UNIT_ID));
  }

  private static List<String> leafIds(Content c) {
    return List.of(c.textSegment().metadata().getString(HierarchySegments.LEAF_IDS).split(","));
  }

  /** The page-level units that hold at least two leaves. */
  private static List<HierarchyChunk> sharedParents() {
    return UNITS.values().stream().filter(u -> u.level() == 1 && u.childIds().size() >= 2)
        .toList();
  }

  @Test
  void placedUnitsFitTheBudgetAndTheirIdsTextAndLeavesMatchTheHierarchy() {
    for (int budget : new int[] {128, 512, 2048}) {
      List<Content> context = retriever().budgetTokens(budget).build().retrieve(DESCALE);

      assertThat(context.stream().mapToInt(WracSmallToBigRetrieverTest::tokens).sum())
          .isLessThanOrEqualTo(budget);
      for (Content c : context) {
        HierarchyChunk u = unit(c);
        assertThat(u).as("unit in the hierarchy").isNotNull();
        assertThat(c.textSegment().text()).isEqualTo(u.chunk().text());
        assertThat(tokens(c)).isEqualTo(u.chunk().tokens());
        assertThat(c.textSegment().metadata().getInteger(HierarchySegments.LEVEL))
            .isEqualTo(u.level());
        for (String leaf : leafIds(c)) {
          HierarchyChunk l = UNITS.get(leaf);
          assertThat(l.isLeaf()).isTrue();
          assertThat(leaf.equals(u.id()) || u.id().equals(l.parentId())).isTrue();
        }
        assertThat(c.metadata()).containsEntry(ContentMetadata.EMBEDDING_ID, leafIds(c).get(0))
            .containsKey(ContentMetadata.SCORE);
      }
    }
    Content best = retriever().budgetTokens(512).build().retrieve(DESCALE).get(0);
    assertThat(best.textSegment().text()).contains("Descale every month");
  }

  @Test
  void aParentReplacesTheRankedLeavesItSharesWhenItFits() {
    int budget = 4096;
    List<Content> context = retriever().budgetTokens(budget).build().retrieve(DESCALE);

    List<Content> merged = context.stream().filter(c -> unit(c).level() > 0).toList();
    assertThat(merged).isNotEmpty();
    List<String> placed = context.stream().map(c -> unit(c).id()).toList();
    for (Content m : merged) {
      assertThat(leafIds(m)).hasSizeGreaterThanOrEqualTo(2);
      for (String leaf : leafIds(m)) {
        assertThat(placed).doesNotContain(leaf); // the parent stands for its leaves
      }
      for (Content other : context) {
        assertThat(unit(other).parentId()).isNotEqualTo(unit(m).id());
      }
    }
  }

  @Test
  void aParentLargerThanTheBudgetFallsBackToItsLeaves() {
    int smallestParent = sharedParents().stream().mapToInt(p -> p.chunk().tokens()).min()
        .orElseThrow();
    int budget = smallestParent - 1;
    List<Content> context = retriever().budgetTokens(budget).build().retrieve(DESCALE);

    assertThat(context).allSatisfy(c -> assertThat(unit(c).isLeaf()).isTrue());
    Map<String, List<String>> byParent = new HashMap<>();
    for (Content c : context) {
      byParent.computeIfAbsent(unit(c).parentId(), k -> new ArrayList<>()).add(unit(c).id());
    }
    assertThat(byParent.values()).as("two placed leaves share a parent that did not fit")
        .anySatisfy(leaves -> assertThat(leaves).hasSizeGreaterThanOrEqualTo(2));
    assertThat(context.stream().mapToInt(WracSmallToBigRetrieverTest::tokens).sum())
        .isLessThanOrEqualTo(budget);
  }

  @Test
  void aCountLimitsTheUnitsWhateverTheirTokens() {
    List<Content> context = retriever().maxUnits(2).build().retrieve(DESCALE);
    assertThat(context).hasSize(2);
  }

  @Test
  void aBudgetAndACountBothApply() {
    List<Content> budgetOnly = retriever().budgetTokens(2048).build().retrieve(DESCALE);
    List<Content> both = retriever().budgetTokens(2048).maxUnits(2).build().retrieve(DESCALE);

    assertThat(budgetOnly).hasSizeGreaterThan(2);
    assertThat(both).hasSize(2);
    assertThat(both.stream().map(c -> unit(c).id()).toList())
        .isEqualTo(budgetOnly.subList(0, 2).stream().map(c -> unit(c).id()).toList());
    assertThatThrownBy(() -> retriever().budgetTokens(512).budgetTokens(256))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("budgetTokens(512)");
  }

  @Test
  void aBudgetBelowTheBestLeafStillReturnsTheLowerRankedLeavesThatFit() {
    EmbeddingMatch<TextSegment> top = store.search(EmbeddingSearchRequest.builder()
        .queryEmbedding(model.embed(PREFIX + DESCALE.text()).content()).maxResults(1).build())
        .matches().get(0);
    HierarchyChunk best = UNITS.get(top.embedded().metadata().getString(HierarchySegments.UNIT_ID));
    int budget = best.chunk().tokens() - 1; // the best leaf does not fit
    List<Content> context = retriever().budgetTokens(budget).build().retrieve(DESCALE);

    assertThat(context).isNotEmpty().allSatisfy(c -> assertThat(tokens(c)).isLessThan(
        best.chunk().tokens()));
    assertThat(context.stream().mapToInt(WracSmallToBigRetrieverTest::tokens).sum())
        .isLessThanOrEqualTo(budget);
  }

  @Test
  void everyUnitAtEveryLevelCarriesItsCitation() {
    List<Content> context = retriever().budgetTokens(4096).build().retrieve(DESCALE);

    assertThat(context).anySatisfy(c -> assertThat(unit(c).level()).isPositive());
    assertThat(context).anySatisfy(c -> assertThat(unit(c).chunk().headingPath()).isNotEmpty());
    for (Content c : context) {
      Chunk chunk = unit(c).chunk();
      Metadata m = c.textSegment().metadata();
      assertThat(m.getString(ChunkMetadata.DOCUMENT)).isEqualTo(chunk.document());
      assertThat(m.getString(ChunkMetadata.HEADING_PATH)).isEqualTo(chunk.headingPath().isEmpty()
          ? null : String.join(ChunkMetadata.HEADING_SEPARATOR, chunk.headingPath()));
      assertThat(m.getInteger(ChunkMetadata.START)).isEqualTo(chunk.span().start());
      assertThat(m.getInteger(ChunkMetadata.END)).isEqualTo(chunk.span().end());
      assertThat(m.getInteger(ChunkMetadata.LINE)).isEqualTo(chunk.span().line());
      assertThat(m.getInteger(ChunkMetadata.END_LINE)).isEqualTo(chunk.span().endLine());
      assertThat(m.containsKey(ChunkMetadata.PAGE)).isFalse(); // Markdown has no pages
    }
  }

  @Test
  void aPagedDocumentsUnitsCarryTheirPages() throws IOException {
    Chunker chunker = Wrac.builder().levels("structural", "page").build();
    ParsedDocument guide = chunker.parse(Path.of("../examples/docs/kettle-user-guide.md"));
    ChunkHierarchy h = chunker.hierarchy(TestDocuments.onPages(guide, 4));
    InMemoryEmbeddingStore<TextSegment> paged = new InMemoryEmbeddingStore<>();
    ParentStore pagedParents = ParentStore.inMemory();
    HierarchySegments.index(h, model, paged, pagedParents);

    List<Content> context = WracSmallToBigRetriever.builder().embeddingStore(paged)
        .embeddingModel(model).parentStore(pagedParents).queryPrefix(PREFIX).budgetTokens(4096)
        .build().retrieve(DESCALE);

    assertThat(context).isNotEmpty();
    for (Content c : context) {
      Metadata m = c.textSegment().metadata();
      SourceSpan span = h.get(m.getString(HierarchySegments.UNIT_ID)).chunk().span();
      assertThat(span.hasPage()).isTrue();
      assertThat(m.getInteger(ChunkMetadata.PAGE)).isEqualTo(span.page());
      assertThat(m.getInteger(ChunkMetadata.END_PAGE)).isEqualTo(span.endPage());
    }
    assertThat(context).anySatisfy(c -> assertThat(c.textSegment().metadata()
        .getInteger(ChunkMetadata.END_PAGE)).isGreaterThan(1));
  }

  @Test
  void aStoredSegmentWithoutAUnitIdFailsNamingIt() {
    InMemoryEmbeddingStore<TextSegment> plain = new InMemoryEmbeddingStore<>();
    TextSegment segment = TextSegment.from("Descale the kettle monthly.", new Metadata());
    plain.add("plain-1", model.embed(segment).content(), segment);
    WracSmallToBigRetriever r = WracSmallToBigRetriever.builder().embeddingStore(plain)
        .embeddingModel(model).parentStore(parents).budgetTokens(512).build();

    assertThatThrownBy(() -> r.retrieve(DESCALE)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("plain-1").hasMessageContaining(HierarchySegments.UNIT_ID);
  }

  @Test
  void theBuilderNamesWhatIsMissingAndRefusesBadValues() {
    assertThatThrownBy(() -> WracSmallToBigRetriever.builder().embeddingModel(model).build())
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("embeddingStore")
        .hasMessageContaining("parentStore").hasMessageContaining("budgetTokens");
    assertThatThrownBy(() -> retriever().budgetTokens(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("budgetTokens");
    assertThatThrownBy(() -> retriever().maxLeaves(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxLeaves");
  }
}
