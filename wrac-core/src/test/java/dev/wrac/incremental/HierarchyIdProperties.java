package dev.wrac.incremental;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/** Ids of a {@link ChunkHierarchy} under an edit inside one element. */
class HierarchyIdProperties {
  private static final Chunker CHUNKER = Wrac.builder().maxChunkTokens(128)
      .planningWindowElements(8).levels("structural", "structural:256", "page").build();

  @Provide
  Arbitrary<Versions> textEdit() {
    return Versions.textEdits(30);
  }

  /**
   * At every level, a chunk planned with the same elements as before, none of them edited nor
   * repeating the edited element as context, keeps its id (ids depend on neither position nor
   * parent); a chunk holding the edited element gets a new one. (Which chunks are planned the
   * same is the planners' business: the leaf planner may re-cut the edited element's window,
   * and parents follow the leaves' cuts.)
   */
  @Property(tries = 300)
  void anEditInsideOneElementKeepsTheIdsOfChunksThatDoNotHoldIt(
      @ForAll("textEdit") Versions v) {
    ParsedDocument before = v.first();
    ParsedDocument after = v.second();
    ChunkHierarchy old = CHUNKER.hierarchy(before);
    ChunkHierarchy now = CHUNKER.hierarchy(after);
    ElementId edited = null;
    for (int i = 0; i < before.size(); i++) {
      if (!before.elements().get(i).text().equals(after.elements().get(i).text())) {
        edited = after.elements().get(i).id();
      }
    }
    int kept = 0;
    int changed = 0;
    for (int l = 0; l < now.depth(); l++) {
      Map<List<ElementId>, String> oldIds = new HashMap<>();
      for (HierarchyChunk c : old.level(l)) {
        oldIds.put(c.chunk().elementIds(), c.id());
      }
      for (HierarchyChunk c : now.level(l)) {
        boolean holds = edited != null && c.chunk().elementIds().contains(edited)
            || edited != null && c.chunk().contextIds().contains(edited);
        String before0 = oldIds.get(c.chunk().elementIds());
        if (holds) {
          assertThat(c.id()).as(v.edit()).isNotEqualTo(before0);
          changed++;
        } else if (before0 != null) {
          assertThat(c.id()).as(v.edit() + " level " + l).isEqualTo(before0);
          kept++;
        }
      }
    }
    Statistics.collect(kept > 0 && changed > 0 ? "kept some, changed some" : "other");
    Statistics.coverage(c -> c.check("kept some, changed some").percentage(p -> p > 40));
  }
}
