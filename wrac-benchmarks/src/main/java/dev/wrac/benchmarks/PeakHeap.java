package dev.wrac.benchmarks;

import dev.wrac.Wrac;
import dev.wrac.parse.DocumentSource;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;

/**
 * Chunks one file with the streaming API and prints the peak heap seen. {@link Main} runs it
 * in a fresh JVM whose {@code -Xmx} is three times the file size: finishing there proves the
 * pipeline's peak live heap stays within that bound.
 */
public final class PeakHeap {
  private PeakHeap() {}

  public static void main(String[] args) {
    Path file = Path.of(args[0]);
    DocumentSource source = DocumentSource.of(file);
    System.gc();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        pool.resetPeakUsage();
      }
    }
    long[] tokens = {0};
    long chunks = Wrac.defaults().chunk(source, c -> tokens[0] += c.tokens());
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    System.out.printf("chunks=%d tokens=%d peakHeapBytes=%d maxHeapBytes=%d%n", chunks, tokens[0],
        peak, Runtime.getRuntime().maxMemory());
  }
}
