package dev.wrac.benchmarks;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.error.WracException;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;

/**
 * Chunks one (hostile) file through {@code Chunker.chunk(source, sink)} and prints one line:
 * the peak heap live after a collection, the heap live before the file was touched (the
 * encoder and parsers loaded), and either the chunk count or the typed error the file was
 * refused with. {@link HostileInputs} runs it in a child JVM with a heap cap and a small young
 * generation, so collections come often and the peak is a close upper bound of what was live.
 */
public final class HostilePeakHeap {
  private HostilePeakHeap() {}

  public static void main(String[] args) {
    Path file = Path.of(args[0]);
    Chunker chunker = Wrac.defaults();
    // load the encoder, the parsers and their tables before measuring
    chunker.chunk(DocumentSource.ofText("warm.md", "# Warm\n\nSome text, 日本語.\n"), c -> { });
    chunker.chunk(DocumentSource.ofText("warm.html", "<h1>Warm</h1><p>Some text.</p>"), c -> { });
    long baseline = liveNow();
    LiveHeap heap = LiveHeap.watch();
    heap.reset();
    long started = System.nanoTime();
    String outcome;
    try {
      DocumentSource source = DocumentSource.of(file);
      long[] tokens = {0};
      long chunks = chunker.chunk(source, c -> tokens[0] += c.tokens());
      outcome = "chunks=" + chunks + " tokens=" + tokens[0];
    } catch (DocumentParseException e) {
      outcome = "refused=" + e.reason() + " message=" + e.getMessage();
    } catch (WracException e) {
      outcome = "refused=" + e.getClass().getSimpleName() + " message=" + e.getMessage();
    }
    long ms = (System.nanoTime() - started) / 1_000_000;
    System.out.printf("peakLiveHeapAfterGcBytes=%d baselineBytes=%d ms=%d %s%n",
        Math.max(heap.peakBytes(), baseline), baseline, ms, outcome.replace('\n', ' '));
  }

  private static long liveNow() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}
