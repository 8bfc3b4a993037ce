package dev.wrac.incremental;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ChunkUpdate;
import dev.wrac.model.ParsedDocument;
import dev.wrac.plan.ChunkPlanners;
import dev.wrac.testing.TestDocuments;
import dev.wrac.validate.PlanMismatchException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChunkUpdateTest {
  private static final Chunker CHUNKER = Wrac.builder().planningWindowElements(12).build();

  /** Four sections of a heading, a paragraph and six bullets: one window each. */
  private static ParsedDocument guide(String name, String thirdSectionIntro) {
    TestDocuments d = TestDocuments.named(name).heading(1, "Guide");
    for (int s = 1; s <= 4; s++) {
      d.heading(2, "Part " + s);
      d.paragraph(s == 3 ? thirdSectionIntro : "Part " + s + " explains topic " + s
          + " in some detail, with an example and a caveat that matter.");
      String[] items = new String[6];
      for (int i = 0; i < items.length; i++) {
        items[i] = "Point " + i + " of part " + s + " says something about part " + s
            + ", at some length so that the list needs a chunk of its own in the end.";
      }
      d.bullets(items);
    }
    return d.build();
  }

  private static final String INTRO = "Part 3 explains topic 3 in some detail.";

  @Test
  void anEditedParagraphReplansItsWindowOnlyAndMovesTheChunksBelow() {
    ParsedDocument before = guide("guide.md", INTRO);
    ParsedDocument after = guide("guide.md", INTRO + " It now has a second sentence, too.");
    List<Chunk> old = CHUNKER.chunk(before);

    ChunkUpdate u = CHUNKER.update(old, after);

    assertThat(u.windows()).isEqualTo(4);
    assertThat(u.replanned()).isEqualTo(1);
    assertThat(u.chunks()).isEqualTo(CHUNKER.chunk(after));
    assertThat(u.delta().upserted()).isNotEmpty()
        .allSatisfy(c -> assertThat(c.headingPath()).contains("Part 3"));
    assertThat(u.delta().deleted()).isNotEmpty();
    // the chunks of part 4 kept their ids and texts; only their spans moved
    assertThat(u.delta().refreshed()).isNotEmpty()
        .allSatisfy(c -> assertThat(c.headingPath()).contains("Part 4"));
    assertThat(u.delta().unchanged()).hasSize((int) old.stream()
        .filter(c -> c.headingPath().contains("Part 1") || c.headingPath().contains("Part 2")
            || c.headingPath().equals(List.of("Guide")))
        .count());
  }

  @Test
  void aNewDocumentIsAllUpserts() {
    ParsedDocument doc = guide("guide.md", INTRO);
    ChunkUpdate u = CHUNKER.update(List.of(), doc);
    assertThat(u.delta().upserted()).isEqualTo(CHUNKER.chunk(doc));
    assertThat(u.delta().deleted()).isEmpty();
    assertThat(u.replanned()).isEqualTo(u.windows());
  }

  @Test
  void aPlanAndItsDocumentServeAsThePreviousVersion() {
    ParsedDocument before = guide("guide.md", INTRO);
    ParsedDocument after = guide("guide.md", INTRO + " And more.");
    ChunkPlan plan = CHUNKER.plan(before);

    ChunkUpdate u = CHUNKER.update(before, plan, after);

    assertThat(u).isEqualTo(CHUNKER.update(CHUNKER.chunk(before), after));
    assertThatThrownBy(() -> CHUNKER.update(after, plan, after))
        .isInstanceOf(PlanMismatchException.class);
  }

  @Test
  void chunksOfAnotherDocumentAreRefused() {
    List<Chunk> other = CHUNKER.chunk(guide("other.md", INTRO));
    assertThatThrownBy(() -> CHUNKER.update(other, guide("guide.md", INTRO)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'other.md', not to 'guide.md'");
  }

  @Test
  void aPlannerWithoutWindowsReplansTheWholeDocumentAndTheDeltaIsStillExact() {
    Chunker sections = Wrac.builder().planner(ChunkPlanners.byName("sections")).build();
    ParsedDocument before = guide("guide.md", INTRO);
    ParsedDocument after = guide("guide.md", INTRO + " And more.");
    List<Chunk> old = sections.chunk(before);

    ChunkUpdate u = sections.update(old, after);

    assertThat(u.replanned()).isEqualTo(1);
    assertThat(u.chunks()).isEqualTo(sections.chunk(after));
    assertThat(ChunkUpdateProperties.apply(old, u.delta()))
        .isEqualTo(ChunkUpdateProperties.byId(u.chunks()));
    assertThat(u.delta().upserted()).hasSize(1);
    assertThat(u.delta().deleted()).hasSize(1);
  }
}
