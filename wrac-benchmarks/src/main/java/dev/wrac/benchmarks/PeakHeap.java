package dev.wrac.benchmarks;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.parse.DocumentSource;
import java.nio.file.Path;

/**
 * Chunks one file and prints the number of chunks, their tokens and the largest heap found live
 * after a garbage collection. {@link Main} runs it in a fresh JVM whose {@code -Xmx} is three
 * times the file size: finishing there proves the pipeline's peak live heap stays within that
 * bound. Arguments: the file, then {@code streaming} (the default: {@link Chunker#chunk(
 * DocumentSource, java.util.function.Consumer)}, segment by segment) or {@code whole} (parsed
 * into one document, then chunked: the comparison that shows the bound is not met by default).
 */
public final class PeakHeap {
  private PeakHeap() {}

  public static void main(String[] args) {
    Path file = Path.of(args[0]);
    boolean whole = args.length > 1 && args[1].equals("whole");
    DocumentSource source = DocumentSource.of(file);
    LiveHeap heap = LiveHeap.watch();
    Chunker chunker = Wrac.defaults();
    long[] tokens = {0};
    long chunks;
    if (whole) {
      var all = chunker.chunk(chunker.parsers().forSource(source).parse(source,
          chunker.parseOptions()));
      chunks = all.size();
      tokens[0] = all.stream().mapToLong(Chunk::tokens).sum();
    } else {
      chunks = chunker.chunk(source, c -> tokens[0] += c.tokens());
    }
    System.out.printf("chunks=%d tokens=%d peakLiveHeapAfterGcBytes=%d maxHeapBytes=%d%n", chunks,
        tokens[0], heap.peakBytes(), Runtime.getRuntime().maxMemory());
  }
}
