package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.ChunkerListener;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.plan.RecursivePlanner;
import dev.wrac.plan.WindowedPlanner;
import dev.wrac.testing.TestDocuments;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The chunker reports parse, plan and assemble of each document to its listener. */
class ChunkerListenerTest {
  /** Records every event as one line: what happened, to which document, with what. */
  private static final class Recorder implements ChunkerListener {
    final List<String> events = new CopyOnWriteArrayList<>();
    final List<ChunkPlan> plans = new CopyOnWriteArrayList<>();
    final List<Chunk> chunks = new CopyOnWriteArrayList<>();

    @Override
    public void parsed(ParsedDocument document, long nanos) {
      events.add("parsed " + document.name() + " " + document.size() + " elements");
      assertThat(nanos).isNotNegative();
    }

    @Override
    public void planned(ParsedDocument document, ChunkPlan plan, long nanos) {
      events.add("planned " + document.name() + " " + plan.size() + " chunks");
      plans.add(plan);
      assertThat(nanos).isNotNegative();
    }

    @Override
    public void assembled(ParsedDocument document, List<Chunk> assembled, long nanos) {
      events.add("assembled " + document.name() + " " + assembled.size() + " chunks");
      chunks.addAll(assembled);
      assertThat(nanos).isNotNegative();
    }
  }

  private static final String GUIDE = "# Guide\n\nIntro.\n\n## Setup\n\nInstall it.\n\n"
      + "## Use\n\nRun it.\n";

  @Test
  void aFactoryListenerSeesParsePlanAndAssembleOfEachDocumentInOrder() {
    List<String> made = new CopyOnWriteArrayList<>();
    Recorder recorder = new Recorder();
    Chunker chunker = Wrac.builder().listenerFactory(document -> {
      made.add(document);
      return recorder;
    }).build();
    ParsedDocument doc = chunker.parse(DocumentSource.ofBytes("guide.md",
        GUIDE.getBytes(StandardCharsets.UTF_8)));
    List<Chunk> chunks = chunker.chunk(doc);

    assertThat(made).containsExactly("guide.md", "guide.md");
    assertThat(recorder.events).containsExactly(
        "parsed guide.md " + doc.size() + " elements",
        "planned guide.md " + chunks.size() + " chunks",
        "assembled guide.md " + chunks.size() + " chunks");
    assertThat(recorder.plans).containsExactly(Wrac.builder().build().plan(doc));
    assertThat(recorder.chunks).isEqualTo(chunks);
  }

  @Test
  void aStreamedSourceReportsOneParsePlanAndAssemblePerSegmentAndTheSameChunks() {
    Recorder recorder = new Recorder();
    Chunker chunker = Wrac.builder().build();
    List<Chunk> streamed = new ArrayList<>();
    long n = chunker.withListener(recorder).chunk(DocumentSource.ofBytes("guide.md",
        GUIDE.getBytes(StandardCharsets.UTF_8)), streamed::add);

    assertThat(n).isEqualTo(streamed.size());
    assertThat(recorder.events).hasSize(3);
    assertThat(recorder.events.get(0)).startsWith("parsed guide.md");
    assertThat(recorder.chunks).isEqualTo(streamed);
    assertThat(streamed).isEqualTo(chunker.chunk(chunker.parse(DocumentSource.ofBytes(
        "guide.md", GUIDE.getBytes(StandardCharsets.UTF_8)))));
  }

  @Test
  void withListenerKeepsThePlannerAndItsCapabilitiesAndTheSettings() {
    Chunker chunker = Wrac.builder().headingLevels(1).build();
    Chunker watched = chunker.withListener(new Recorder());
    assertThat(watched.planner()).isSameAs(chunker.planner()).isInstanceOf(WindowedPlanner.class);
    assertThat(watched.context()).isEqualTo(chunker.context());
    assertThat(watched.parsers()).isSameAs(chunker.parsers());

    ParsedDocument v1 = TestDocuments.named("guide.md").heading(1, "Guide").paragraph("Intro.")
        .heading(2, "Setup").paragraph("Install it.").build();
    ParsedDocument v2 = TestDocuments.named("guide.md").heading(1, "Guide").paragraph("Intro.")
        .heading(2, "Setup").paragraph("Install it twice.").build();
    Recorder recorder = new Recorder();
    var update = chunker.withListener(recorder).update(chunker.chunk(v1), v2);
    assertThat(recorder.plans).containsExactly(update.plan());
    assertThat(recorder.chunks).isEqualTo(update.chunks());
    assertThat(recorder.events).containsExactly(
        "planned guide.md " + update.plan().size() + " chunks",
        "assembled guide.md " + update.chunks().size() + " chunks");

    Chunker recursive = Wrac.builder().planner(RecursivePlanner.create()).build();
    Recorder whole = new Recorder();
    var replanned = recursive.withListener(whole).update(recursive.chunk(v1), v2);
    assertThat(whole.plans).containsExactly(replanned.plan());
    assertThat(whole.chunks).isEqualTo(replanned.chunks());
  }
}
