package dev.wrac.benchmarks;

import dev.wrac.Wrac;
import dev.wrac.parse.DocumentSource;
import java.nio.file.Path;

/**
 * Chunks one file with the streaming API and prints the largest heap found live after a
 * garbage collection. {@link Main} runs it in a fresh JVM whose {@code -Xmx} is three times the
 * file size: finishing there proves the pipeline's peak live heap stays within that bound.
 */
public final class PeakHeap {
  private PeakHeap() {}

  public static void main(String[] args) {
    Path file = Path.of(args[0]);
    DocumentSource source = DocumentSource.of(file);
    LiveHeap heap = LiveHeap.watch();
    long[] tokens = {0};
    long chunks = Wrac.defaults().chunk(source, c -> tokens[0] += c.tokens());
    System.out.printf("chunks=%d tokens=%d peakLiveHeapAfterGcBytes=%d maxHeapBytes=%d%n", chunks,
        tokens[0], heap.peakBytes(), Runtime.getRuntime().maxMemory());
  }
}
