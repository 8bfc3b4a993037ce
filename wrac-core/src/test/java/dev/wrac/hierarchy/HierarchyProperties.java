package dev.wrac.hierarchy;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.RandomDocuments;
import dev.wrac.testing.TestDocuments;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link ChunkHierarchy} on generated documents, with and without pages: three levels
 * (structural leaves at 64 tokens, structural at 256, page), the default three, and pages inside
 * top-level sections; each level a valid plan, children nested in their parents.
 */
class HierarchyProperties {
  private static final Chunker THREE = Wrac.builder().maxChunkTokens(128)
      .planningWindowElements(8).levels("structural", "structural:256", "page").build();
  private static final Chunker DEFAULT = Wrac.builder().build();
  private static final Chunker PAGES = Wrac.builder().maxChunkTokens(128)
      .planningWindowElements(8).levels("structural", "page", "top-sections").build();

  @Provide
  Arbitrary<ParsedDocument> documents() {
    return RandomDocuments.documents(40);
  }

  @Property(tries = 200)
  void everyLevelIsAValidVerbatimPlan(@ForAll("documents") ParsedDocument doc) {
    for (Chunker chunker : List.of(THREE, DEFAULT)) {
      ChunkHierarchy h = chunker.hierarchy(doc);
      assertThat(h.depth()).isEqualTo(chunker.levels().size());
      for (int l = 0; l < h.depth(); l++) {
        PlanInvariants.assertCovers(doc, h.plan(l), chunker.levels().get(l).context());
        PlanInvariants.assertVerbatim(doc, h.plan(l),
            h.level(l).stream().map(HierarchyChunk::chunk).toList());
      }
    }
  }

  @Property(tries = 50)
  void unitMetadataNamesEachUnitItsLevelTokensAndParent(
      @ForAll("documents") ParsedDocument doc) {
    ChunkHierarchy h = DEFAULT.hierarchy(doc);
    for (HierarchyChunk c : h.all()) {
      var m = UnitMetadata.of(h.document(), c);
      assertThat(m).containsEntry(UnitMetadata.UNIT_ID, c.id())
          .containsEntry(UnitMetadata.LEVEL, c.level())
          .containsEntry(UnitMetadata.TOKENS, c.chunk().tokens())
          .containsEntry(UnitMetadata.DOCUMENT, h.document());
      if (c.parentId() == null) {
        assertThat(m).doesNotContainKey(UnitMetadata.PARENT_ID);
      } else {
        assertThat(m).containsEntry(UnitMetadata.PARENT_ID, c.parentId());
        assertThat(h.get(c.parentId()).level()).isEqualTo(c.level() + 1);
      }
    }
  }

  @Provide
  Arbitrary<ParsedDocument> pagedDocuments() {
    return RandomDocuments.pagedDocuments(40);
  }

  @Property(tries = 100)
  void onPagesEveryLevelIsValidAndAParentIsExactlyItsChildren(
      @ForAll("pagedDocuments") ParsedDocument doc) {
    for (Chunker chunker : List.of(THREE, DEFAULT, PAGES)) {
      ChunkHierarchy h = chunker.hierarchy(doc);
      for (int l = 0; l < h.depth(); l++) {
        PlanInvariants.assertCovers(doc, h.plan(l), chunker.levels().get(l).context());
        PlanInvariants.assertVerbatim(doc, h.plan(l),
            h.level(l).stream().map(HierarchyChunk::chunk).toList());
      }
      assertNested(doc, h);
      // a parent's pages cover its children's (it may start a page earlier, with a heading at
      // the foot of that page that its first child holds as context only)
      for (HierarchyChunk c : h.all()) {
        for (HierarchyChunk kid : h.children(c.id())) {
          assertThat(c.chunk().span().page()).isLessThanOrEqualTo(kid.chunk().span().page());
          assertThat(c.chunk().span().endPage())
              .isGreaterThanOrEqualTo(kid.chunk().span().endPage());
        }
      }
    }
    ChunkHierarchy h = DEFAULT.hierarchy(doc);
    boolean acrossPages = h.level(h.depth() - 1).stream()
        .anyMatch(c -> c.chunk().span().endPage() > c.chunk().span().page());
    Statistics.collect(acrossPages ? "a top-level chunk over several pages" : "none");
    Statistics.coverage(c -> c.check("a top-level chunk over several pages")
        .percentage(p -> p > 50));
  }

  @Property(tries = 200)
  void aParentsElementsAreExactlyItsChildrensInOrder(@ForAll("documents") ParsedDocument doc) {
    int cut = assertNested(doc, THREE.hierarchy(doc));
    Statistics.collect(cut > 0 ? "a parent with several children" : "one child each");
    Statistics.coverage(c -> c.check("a parent with several children")
        .percentage(p -> p > 40));
  }

  /**
   * Every chunk below the top has one parent one level up, a parent's elements to place are
   * exactly its children's, in order, and ids are unique; returns how many parents have several
   * children.
   */
  private static int assertNested(ParsedDocument doc, ChunkHierarchy h) {
    int cut = 0;
    for (int l = 0; l < h.depth(); l++) {
      for (HierarchyChunk c : h.level(l)) {
        assertThat(c.level()).isEqualTo(l);
        if (l == h.depth() - 1) {
          assertThat(c.parentId()).isNull();
        } else {
          HierarchyChunk parent = h.get(c.parentId());
          assertThat(parent.level()).isEqualTo(l + 1);
          assertThat(parent.childIds()).contains(c.id());
        }
        if (l > 0) {
          List<ElementId> fromChildren = new ArrayList<>();
          for (HierarchyChunk child : h.children(c.id())) {
            assertThat(child.parentId()).isEqualTo(c.id());
            fromChildren.addAll(placed(doc, child));
          }
          assertThat(fromChildren).as("level %d chunk %d", l, c.chunk().index())
              .isEqualTo(placed(doc, c));
          if (c.childIds().size() > 1) {
            cut++;
          }
        }
      }
    }
    Set<String> ids = new HashSet<>();
    h.all().forEach(c -> assertThat(ids.add(c.id())).as("unique id").isTrue());
    return cut;
  }

  /**
   * Every unit's citation is its chunk's document, heading path and span, and a parent's covers
   * its children's: it ends where the last child ends, and starts where the first child starts
   * or earlier, at a heading the parent holds as its own text where its children only repeat it
   * as context. On a document without pages and on the same document laid out on pages (five
   * lines a page).
   */
  @Property(tries = 100)
  void aParentsCitationCoversItsChildrens(@ForAll("documents") ParsedDocument doc) {
    for (ParsedDocument d : List.of(doc, TestDocuments.onPages(doc, 5))) {
      ChunkHierarchy h = THREE.hierarchy(d);
      for (HierarchyChunk c : h.all()) {
        Citation cite = StoredUnit.of(c).citation();
        assertThat(cite).isEqualTo(Citation.of(c.chunk()));
        assertThat(cite.document()).isEqualTo(d.name());
        assertThat(cite.span().hasPage()).isEqualTo(d != doc);
        if (c.isLeaf()) {
          continue;
        }
        List<Citation> children = h.children(c.id()).stream()
            .map(k -> StoredUnit.of(k).citation()).toList();
        SourceSpan union = children.get(0).span();
        for (Citation k : children) {
          union = union.union(k.span());
          assertThat(k.document()).isEqualTo(cite.document());
        }
        assertThat(cite.span().union(union)).as("level %d chunk %d", c.level(),
            c.chunk().index()).isEqualTo(cite.span());
        assertThat(cite.span().end()).isEqualTo(union.end());
        assertThat(cite.span().endLine()).isEqualTo(union.endLine());
        assertThat(cite.span().endPage()).isEqualTo(union.endPage());
        Statistics.label("parent span").collect(cite.span().equals(union) ? "the union"
            : "from a heading of its own");
      }
    }
  }

  @Property(tries = 100)
  void theHierarchyIsDeterministic(@ForAll("documents") ParsedDocument doc) {
    ChunkHierarchy a = THREE.hierarchy(doc);
    ChunkHierarchy b = THREE.hierarchy(doc);
    assertThat(b.all()).isEqualTo(a.all());
  }

  /** The chunk's elements to place, in document order. */
  static List<ElementId> placed(ParsedDocument doc, HierarchyChunk c) {
    return c.chunk().elementIds().stream().filter(doc::mustBePlaced)
        .sorted((x, y) -> Integer.compare(doc.positionOf(x), doc.positionOf(y))).toList();
  }
}
