package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parsers.html.ChildJvm;
import dev.wrac.parsers.html.LargePageProbe;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A 40 MB article page in a child JVM with a 384 MB heap (under 10 times the page): streamed,
 * as pages over {@link HtmlParser#DEFAULT_STREAM_ABOVE_CHARS} are by default, it parses whole;
 * read as one DOM (33 times this page) it runs out of memory in the same heap.
 */
@Tag("slow")
class HtmlLargePageTest {
  private static final int PAGE_MB = 40;
  private static final String HEAP = "-Xmx384m";

  private static ChildJvm.Run probe(long streamAboveChars) throws Exception {
    return ChildJvm.run(Duration.ofMinutes(5), List.of(HEAP, "-XX:+UseSerialGC"),
        LargePageProbe.class, Integer.toString(PAGE_MB), Long.toString(streamAboveChars));
  }

  @Test
  void aFortyMegabytePageParsesStreamedInAHeapItsDomDoesNotFitIn() throws Exception {
    ChildJvm.Run streamed = probe(HtmlParser.DEFAULT_STREAM_ABOVE_CHARS);
    assertThat(streamed.exitCode()).as(streamed.out()).isZero();
    assertThat(streamed.out()).contains("first=Section 0", "last=Paragraph ")
        .containsPattern("elements=3[0-9]{5}\\b");

    ChildJvm.Run dom = probe(Long.MAX_VALUE);
    assertThat(dom.exitCode()).as(dom.out()).isNotZero();
    assertThat(dom.out()).contains("OutOfMemoryError");
  }
}
