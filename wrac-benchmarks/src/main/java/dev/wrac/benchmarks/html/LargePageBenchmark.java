package dev.wrac.benchmarks.html;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.benchmarks.LiveHeap;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.HtmlParser;
import dev.wrac.parsers.html.PathologicalPages;
import java.lang.ref.Reference;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Time per megabyte and peak heap of {@link HtmlParser} on large and hostile pages at 1, 10 and
 * 100 MB: an ordinary article page repeated, unclosed tags, and random bytes between tags; plus
 * 100,000-deep nesting. Linear time shows as a flat ms/MB column. Pages over
 * {@link HtmlParser#DEFAULT_STREAM_ABOVE_CHARS} are streamed, so all of them fit in 1 GB:
 *
 * <pre>
 * mvn -B -q -pl wrac-benchmarks -am package -DskipTests
 * java -Xmx1g -cp wrac-benchmarks/target/benchmarks.jar \
 *     dev.wrac.benchmarks.html.LargePageBenchmark --sizes 1,10,100
 * </pre>
 *
 * "peak live MB" is the most heap in use right after a garbage collection during the parse, or
 * after it with the document still held: the page's bytes (the caller's and the source's
 * copy), its decoded text, the DOM the parse holds and the document. Young collections leave
 * old garbage in place, so it is an upper bound on what the parse needs; the page's bytes held
 * by this benchmark count too.
 * Options: {@code --sizes 1,10,100} (megabytes); {@code --stream-above CHARS} (pages longer
 * than this are streamed; {@code max} reads every page as one DOM, which needs 7 to 94 times
 * the page in heap); {@code --chunk} (chunk each page with
 * {@link Chunker#chunk(DocumentSource, java.util.function.Consumer)} instead of parsing it,
 * {@link Wrac#defaults()} unless {@code --stream-above} is given: a streamed page is handed
 * out in segments while it is read, so the peak is the page's bytes and text and a bounded
 * window; the last column is then the number of chunks).
 */
public final class LargePageBenchmark {
  private static final int MB = 1 << 20;

  private LargePageBenchmark() {}

  public static void main(String[] args) {
    int[] sizes = {1, 10, 100};
    long streamAbove = HtmlParser.DEFAULT_STREAM_ABOVE_CHARS;
    boolean chunk = false;
    for (int k = 0; k < args.length; k++) {
      if (args[k].equals("--sizes")) {
        String[] parts = args[++k].split(",");
        sizes = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
          sizes[i] = Integer.parseInt(parts[i].trim());
        }
      } else if (args[k].equals("--stream-above")) {
        String v = args[++k];
        streamAbove = v.equals("max") ? Long.MAX_VALUE : Long.parseLong(v);
      } else if (args[k].equals("--chunk")) {
        chunk = true;
      } else {
        throw new IllegalArgumentException("Unknown option " + args[k]
            + "; known: --sizes 1,10, --stream-above CHARS|max and --chunk");
      }
    }
    HtmlParser parser = HtmlParser.builder().streamAboveChars(streamAbove).build();
    ParseOptions options = ParseOptions.defaults();
    Chunker chunker = !chunk ? null : streamAbove == HtmlParser.DEFAULT_STREAM_ABOVE_CHARS
        ? Wrac.defaults()
        : Wrac.builder().parsers(DocumentParsers.of(List.of(parser))).build();
    List<Input> inputs = List.of(
        new Input("article page", PathologicalPages::large),
        new Input("unclosed tags", bytes -> PathologicalPages.unclosed(bytes / 60)
            .getBytes(StandardCharsets.UTF_8)),
        new Input("garbage bytes", bytes -> PathologicalPages.garbage(bytes, bytes)));
    LiveHeap heap = LiveHeap.watch();
    // warm-up on small pages, streamed and not, so the first row is not a measure of the JIT
    for (Input in : inputs) {
      for (int r = 0; r < 3; r++) {
        run(parser, options, in.make().apply(MB / 4), heap);
        run(HtmlParser.builder().streamAboveChars(0).build(), options, in.make().apply(MB / 4),
            heap);
        if (chunker != null) {
          run(chunker, in.make().apply(MB / 4), heap);
        }
      }
    }
    System.out.printf("max heap %d MB; %s%s%n", Runtime.getRuntime().maxMemory() / MB,
        streamAbove == Long.MAX_VALUE ? "every page read as one DOM"
            : "pages over " + streamAbove + " characters streamed",
        chunk ? "; chunked with Chunker.chunk(source, sink)" : "");
    System.out.printf("%-16s %8s %10s %10s %13s %10s%n", "input", "MB", "ms", "ms/MB",
        "peak live MB", chunk ? "chunks" : "elements");
    for (Input in : inputs) {
      for (int size : sizes) {
        byte[] page = in.make().apply(size * MB);
        print(in.name(), page.length,
            chunk ? run(chunker, page, heap) : run(parser, options, page, heap));
      }
    }
    byte[] deep = PathologicalPages.nested("div", 100_000, true)
        .getBytes(StandardCharsets.UTF_8);
    print("100,000 deep", deep.length,
        chunk ? run(chunker, deep, heap) : run(parser, options, deep, heap));
  }

  private record Input(String name, IntFunction<byte[]> make) {}

  private record Result(long millis, long peakLiveMb, String outcome) {}

  private static void print(String name, int bytes, Result r) {
    double mb = bytes / (double) MB;
    System.out.printf("%-16s %8.1f %10d %10.1f %13d %10s%n", name, mb, r.millis(),
        r.millis() / mb, r.peakLiveMb(), r.outcome());
  }

  /** Chunks the page, dropping each chunk as it comes (counted only). */
  private static Result run(Chunker chunker, byte[] page, LiveHeap heap) {
    System.gc();
    heap.reset();
    long start = System.nanoTime();
    String outcome;
    try {
      outcome = Long.toString(chunker.chunk(DocumentSource.ofBytes("page.html", page), c -> { }));
    } catch (DocumentParseException e) {
      outcome = e.reason().toString();
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    System.gc();
    return new Result(millis, heap.peakBytes() / MB, outcome);
  }

  private static Result run(HtmlParser parser, ParseOptions options, byte[] page,
      LiveHeap heap) {
    System.gc();
    heap.reset();
    long start = System.nanoTime();
    String outcome;
    ParsedDocument doc = null;
    try {
      doc = parser.parse(DocumentSource.ofBytes("page.html", page), options);
      outcome = Integer.toString(doc.size());
    } catch (DocumentParseException e) {
      outcome = e.reason().toString();
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    System.gc(); // the document is still held: what the parse leaves behind counts
    long peak = heap.peakBytes();
    Reference.reachabilityFence(doc);
    return new Result(millis, peak / MB, outcome);
  }
}
