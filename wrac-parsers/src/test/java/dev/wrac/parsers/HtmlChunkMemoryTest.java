package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parsers.html.ChildJvm;
import dev.wrac.parsers.html.ChunkProbe;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Chunking a 40 MB article page from its file in a child JVM with a 192 MB heap: handed out in
 * segments while it is read ({@link HtmlParser#parseSegments}), it chunks to the end; parsed
 * into one document first, it runs out of memory in the same heap (it needs about 256 MB).
 */
@Tag("slow")
class HtmlChunkMemoryTest {
  private static final String HEAP = "-Xmx192m";

  private static ChildJvm.Run probe(String mode) throws Exception {
    return ChildJvm.run(Duration.ofMinutes(5), List.of(HEAP, "-XX:+UseParallelGC"),
        ChunkProbe.class, "article", "40", mode);
  }

  @Test
  void aFortyMegabytePageChunksInSegmentsInAHeapItsWholeDocumentDoesNotFitIn()
      throws Exception {
    ChildJvm.Run segments = probe("segments");
    assertThat(segments.exitCode()).as(segments.out()).isZero();
    assertThat(segments.out()).containsPattern("chunks=3[0-9]{4}\\b")
        .contains("last=Section 320370");

    ChildJvm.Run whole = probe("whole");
    assertThat(whole.exitCode()).as(whole.out()).isNotZero();
    assertThat(whole.out()).contains("OutOfMemoryError");
  }
}
