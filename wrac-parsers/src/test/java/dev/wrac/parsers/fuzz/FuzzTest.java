package dev.wrac.parsers.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parsers.HtmlParser;
import dev.wrac.testing.SharedData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes every registered parser and {@code Chunker.chunk(source, sink)} with mutated documents
 * and generated text (see {@link FuzzInputs}, {@link FuzzRunner}): no exception but a typed
 * {@code WracException}, no input over the time limit, every plan and chunk invariant holding.
 *
 * <p>A brief run takes part in {@code mvn verify}; {@code -Pfuzz} runs only this class, long.
 * System properties: {@code wrac.fuzz.inputs} (per parser and test; brief default
 * {@value #BRIEF_INPUTS}, 100,000 in the profile), {@code wrac.fuzz.seed},
 * {@code wrac.fuzz.timeoutMs} (per input, default {@value #TIMEOUT_MILLIS}),
 * {@code wrac.fuzz.htmlDepth}, {@code wrac.fuzz.mdDepth}, {@code wrac.fuzz.textDepth} (deepest
 * nesting generated). Failures are saved to {@code target/fuzz-failures/}.
 */
class FuzzTest {
  static final long BRIEF_INPUTS = 40;
  static final long TIMEOUT_MILLIS = 10_000;

  private static long setting(String name, long brief) {
    String value = System.getProperty(name);
    return value == null || value.isBlank() || value.startsWith("${") ? brief
        : Long.parseLong(value.trim());
  }

  private static int depth(Format format) {
    return (int) switch (format) {
      case HTML -> setting("wrac.fuzz.htmlDepth", 3_000);
      // well past the Markdown parser's nesting cap of 64 (MarkdownNesting.MAX_DEPTH)
      case MARKDOWN -> setting("wrac.fuzz.mdDepth", 3_000);
      case TEXT -> setting("wrac.fuzz.textDepth", 2_000);
    };
  }

  @Test
  void seedsAndGeneratedInputsThroughEveryParser() {
    fuzz("seeds", FuzzBases.seeds());
  }

  @Test
  void mutatedCorpusDocumentsThroughEveryParser() {
    fuzz("corpus", FuzzBases.corpus(SharedData.ragMultiCorpus()));
  }

  /** The HTML parser's streamed path (used for pages over 4 Mi characters) on every page. */
  @Test
  void pagesThroughTheStreamedHtmlPath() {
    Map<Format, List<byte[]>> bases = FuzzBases.seeds();
    SharedData.ragMultiCorpusIfPresent().ifPresent(corpus ->
        FuzzBases.corpus(corpus).forEach((format, docs) -> bases.get(format).addAll(docs)));
    HtmlParser streamed = HtmlParser.builder().streamAboveChars(0).build();
    Chunker chunker = Wrac.builder().parser(streamed).build();
    assertThat(chunker.parsers().all().get(0)).isSameAs(streamed);
    fuzz("streamed html", bases, chunker, List.of(streamed));
  }

  private static void fuzz(String label, Map<Format, List<byte[]>> bases) {
    Chunker chunker = Wrac.defaults();
    List<DocumentParser> parsers = chunker.parsers().all();
    assertThat(parsers).as("parsers fuzzed").hasSizeGreaterThanOrEqualTo(3);
    fuzz(label, bases, chunker, parsers);
  }

  private static void fuzz(String label, Map<Format, List<byte[]>> bases, Chunker chunker,
      List<DocumentParser> parsers) {
    long inputs = setting("wrac.fuzz.inputs", BRIEF_INPUTS);
    long seed = setting("wrac.fuzz.seed", 20_261_201L);
    List<FuzzStats> runs = new ArrayList<>();
    try (FuzzRunner runner = new FuzzRunner(chunker,
        setting("wrac.fuzz.timeoutMs", TIMEOUT_MILLIS))) {
      for (DocumentParser parser : parsers) {
        Format format = Format.of(parser);
        String extension = parser.fileExtensions().contains(format.extension)
            ? format.extension : parser.fileExtensions().stream().sorted().findFirst().orElseThrow();
        FuzzInputs made = new FuzzInputs(format, extension, bases.get(format),
            FuzzBases.all(bases), depth(format), seed);
        FuzzStats stats = new FuzzStats(parser.name());
        for (long n = 0; n < inputs; n++) {
          runner.run(made.input(n), parser.name(), stats);
        }
        System.out.println("fuzz " + label + " (seed " + seed + "): " + stats);
        runs.add(stats);
      }
    }
    List<String> failures = new ArrayList<>();
    runs.forEach(s -> failures.addAll(s.failureList()));
    assertThat(runs.stream().mapToLong(FuzzStats::failures).sum())
        .as("crashes, hangs and invariant violations:\n%s", String.join("\n", failures))
        .isZero();
  }
}
