package dev.wrac.incremental;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.context.PlanningWindow;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkDelta;
import dev.wrac.model.ChunkUpdate;
import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.plan.PlanningWindows;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.RandomDocuments;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link Chunker#update} with the embedded planner on generated documents, planned in windows
 * of 8 elements so that most documents have several.
 */
class ChunkUpdateProperties {
  private static final int WINDOW = 8;
  private static final Chunker CHUNKER = Wrac.builder().planningWindowElements(WINDOW)
      .maxChunkTokens(256).build();

  @Provide
  Arbitrary<Versions> anyEdit() {
    return Versions.anyEdits(30);
  }

  @Provide
  Arbitrary<Versions> textEdit() {
    return Versions.textEdits(30);
  }

  @Provide
  Arbitrary<ParsedDocument> documents() {
    return RandomDocuments.documents(40);
  }

  @Property(tries = 300)
  void applyingTheDeltaToTheOldChunksGivesTheNewChunks(@ForAll("anyEdit") Versions v) {
    List<Chunk> old = CHUNKER.chunk(v.first());
    ParsedDocument next = v.second();
    ChunkUpdate u = CHUNKER.update(old, next);

    assertThat(apply(old, u.delta())).as(v.edit()).isEqualTo(byId(u.chunks()));
    PlanInvariants.assertCovers(next, u.plan());
    PlanInvariants.assertVerbatim(next, u.plan(), u.chunks());
    Statistics.label("replanned").collect(u.replanned() == 0 ? "none"
        : u.replanned() < u.windows() ? "some windows" : "all windows");
    Statistics.label("replanned").coverage(c -> c.check("some windows").percentage(p -> p > 30));
    Set<String> oldIds = byId(old).keySet();
    assertThat(u.delta().upserted()).allSatisfy(c -> assertThat(
        !oldIds.contains(c.id()) || !byId(old).get(c.id()).embedText().equals(c.embedText()))
        .isTrue());
  }

  @Property(tries = 200)
  void anUnchangedDocumentGivesAnEmptyDeltaAndNoPlanning(@ForAll("documents") ParsedDocument doc) {
    List<Chunk> old = CHUNKER.chunk(doc);
    ChunkUpdate u = CHUNKER.update(old, doc);

    assertThat(u.delta().isEmpty()).isTrue();
    Statistics.collect(old.size() > 1 ? "several chunks" : "one chunk");
    assertThat(u.delta().unchanged()).hasSize(old.size());
    assertThat(u.replanned()).isZero();
    assertThat(u.chunks()).isEqualTo(old);
  }

  /**
   * The bound: an edit inside one element e (its text only) re-plans, and upserts or deletes,
   * only chunks of the window holding e and of the windows whose chunks repeat e as context (e
   * a heading above them, a table's header, a list's lead-in); every other chunk keeps its id
   * and text (its index and span may move, and its heading path when e is a heading above it
   * not repeated as context). The result is exactly a full re-chunk's.
   */
  @Property(tries = 500)
  void anEditInsideOneElementChangesOnlyTheChunksOfItsWindows(@ForAll("textEdit") Versions v) {
    ParsedDocument before = v.first();
    ParsedDocument after = v.second();
    List<Chunk> old = CHUNKER.chunk(before);
    ChunkUpdate u = CHUNKER.update(old, after);
    List<PlanningWindow> windows = PlanningWindows.split(after, WINDOW);
    assertThat(PlanningWindows.split(before, WINDOW)).isEqualTo(windows);

    Set<Integer> bound = new HashSet<>();
    List<Integer> edited = editedPositions(before, after);
    for (int e : edited) {
      ElementId id = after.elements().get(e).id();
      bound.add(windowOf(windows, e));
      old.stream().filter(c -> c.contextIds().contains(id))
          .forEach(c -> bound.add(windowOf(windows, before.indexOf(c.elementIds().get(0)))));
    }
    assertThat(u.chunks()).as(v.edit()).isEqualTo(CHUNKER.chunk(after));
    assertThat(u.replanned()).isLessThanOrEqualTo(bound.size())
        .isGreaterThanOrEqualTo(edited.isEmpty() ? 0 : 1);
    for (Chunk c : u.delta().upserted()) {
      assertThat(bound).as(v.edit()).contains(windowOf(windows, after.indexOf(
          c.elementIds().get(0))));
    }
    Map<String, Chunk> oldById = byId(old);
    for (String id : u.delta().deleted()) {
      assertThat(bound).contains(windowOf(windows, before.indexOf(
          oldById.get(id).elementIds().get(0))));
    }
    assertThat(u.delta().refreshed()).allSatisfy(c -> assertThat(c.text())
        .isEqualTo(oldById.get(c.id()).text()));
    Statistics.label("windows").collect(windows.size() > 1 ? "several" : "one");
    Statistics.label("kept some chunks, changed others").collect(
        !u.delta().kept().isEmpty() && u.delta().upserted().size() > 0);
    Statistics.label("windows").coverage(c -> c.check("several").percentage(p -> p > 50));
    Statistics.label("kept some chunks, changed others").coverage(
        c -> c.check(true).percentage(p -> p > 30));
  }

  /** Positions whose element text differs (the versions have the same elements otherwise). */
  private static List<Integer> editedPositions(ParsedDocument a, ParsedDocument b) {
    assertThat(b.size()).isEqualTo(a.size());
    List<Integer> out = new java.util.ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      assertThat(b.elements().get(i).id()).isEqualTo(a.elements().get(i).id());
      if (!a.elements().get(i).text().equals(b.elements().get(i).text())) {
        out.add(i);
      }
    }
    assertThat(out).hasSizeLessThanOrEqualTo(1);
    return out;
  }

  private static int windowOf(List<PlanningWindow> windows, int position) {
    for (PlanningWindow w : windows) {
      if (position >= w.from() && position < w.to()) {
        return w.index();
      }
    }
    throw new AssertionError("no window holds position " + position);
  }

  /** What a store holds after applying the delta: id to chunk. */
  static Map<String, Chunk> apply(List<Chunk> old, ChunkDelta delta) {
    Map<String, Chunk> store = byId(old);
    delta.deleted().forEach(store::remove);
    delta.upserted().forEach(c -> store.put(c.id(), c));
    delta.refreshed().forEach(c -> store.put(c.id(), c));
    return store;
  }

  static Map<String, Chunk> byId(List<Chunk> chunks) {
    Map<String, Chunk> m = new LinkedHashMap<>();
    chunks.forEach(c -> m.put(c.id(), c));
    return m;
  }
}
