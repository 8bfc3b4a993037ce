package dev.wrac.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.parsers.html.ChildJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 50 MB Markdown document chunked from its file by {@link PeakHeap} in a child JVM capped at
 * three times its size ({@code -Xmx150m}): streamed segment by segment it finishes, with its
 * peak live heap (measured after every collection) within the cap; parsed into one document
 * first, it runs out of memory in the same heap, so the cap is a real bound. Slow (about a
 * minute on 2 cores): run by {@code mvn -B verify -Pslow}.
 */
@Tag("slow")
class LargeDocumentMemoryTest {
  private static final int MB = 1 << 20;
  private static final Pattern PEAK = Pattern.compile("peakLiveHeapAfterGcBytes=(\\d+)");

  @Test
  void aFiftyMegabyteDocumentIsChunkedInThreeTimesItsSizeAndItsWholeDocumentDoesNotFit(
      @TempDir Path dir) throws IOException, InterruptedException {
    Path file = dir.resolve("big.md");
    Files.writeString(file, document(50 * MB), StandardCharsets.UTF_8);
    long cap = 3 * Files.size(file);
    List<String> jvm = List.of("-Xmx" + cap / MB + "m", "-XX:+UseSerialGC");

    ChildJvm.Run streamed = ChildJvm.run(Duration.ofMinutes(5), jvm, PeakHeap.class,
        file.toString(), "streaming");
    assertThat(streamed.exitCode()).as(streamed.out()).isZero();
    assertThat(streamed.out()).containsPattern("chunks=[0-9]{6,}\\b")
        .containsPattern("tokens=[0-9]{8,}\\b");
    Matcher peak = PEAK.matcher(streamed.out());
    assertThat(peak.find()).as(streamed.out()).isTrue();
    long peakBytes = Long.parseLong(peak.group(1));
    System.out.printf("50 MB document streamed in -Xmx%dm: peak live heap after GC %.1f MB%n",
        cap / MB, peakBytes / 1e6);
    assertThat(peakBytes).as("peak live heap after GC").isPositive().isLessThanOrEqualTo(cap);

    ChildJvm.Run whole = ChildJvm.run(Duration.ofMinutes(5), jvm, PeakHeap.class,
        file.toString(), "whole");
    assertThat(whole.exitCode()).as(whole.out()).isNotZero();
    assertThat(whole.out()).contains("OutOfMemoryError");
  }

  /** Parts of five sections (a paragraph and three steps each) up to {@code chars}. */
  private static String document(int chars) {
    StringBuilder sb = new StringBuilder(chars + 4096);
    for (int part = 0; sb.length() < chars; part++) {
      sb.append("# Part ").append(part).append("\n\n");
      for (int s = 0; s < 5; s++) {
        sb.append("## Section ").append(part).append('.').append(s).append("\n\n")
            .append("Some paragraph text about topic ").append(part)
            .append(" with enough words to matter for retrieval and chunking. ".repeat(6))
            .append("\n\n1. First step\n2. Second step\n3. Third step\n\n");
      }
    }
    return sb.toString();
  }
}
