package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parsers.html.LargePageProbe;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A 40 MB article page in a child JVM with a 384 MB heap (under 10 times the page): streamed,
 * as pages over {@link HtmlParser#DEFAULT_STREAM_ABOVE_CHARS} are by default, it parses whole;
 * read as one DOM (33 times this page) it runs out of memory in the same heap.
 */
class HtmlLargePageTest {
  private static final int PAGE_MB = 40;
  private static final String HEAP = "-Xmx384m";

  private record Run(int exitCode, String out) {}

  private static Run probe(long streamAboveChars) throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(List.of(java.toString(), HEAP, "-XX:+UseSerialGC",
        "-XX:+ExitOnOutOfMemoryError", "-cp", System.getProperty("java.class.path"),
        LargePageProbe.class.getName(), Integer.toString(PAGE_MB),
        Long.toString(streamAboveChars))).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("child JVM finished").isTrue();
    return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
  }

  @Test
  void aFortyMegabytePageParsesStreamedInAHeapItsDomDoesNotFitIn() throws Exception {
    Run streamed = probe(HtmlParser.DEFAULT_STREAM_ABOVE_CHARS);
    assertThat(streamed.exitCode()).as(streamed.out()).isZero();
    assertThat(streamed.out()).contains("first=Section 0", "last=Paragraph ")
        .containsPattern("elements=3[0-9]{5}\\b");

    Run dom = probe(Long.MAX_VALUE);
    assertThat(dom.exitCode()).as(dom.out()).isNotZero();
    assertThat(dom.out()).contains("OutOfMemoryError");
  }
}
