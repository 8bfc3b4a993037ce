package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.documents.CoverageRecords;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every DOCX and PPTX file of RAG-Multi-Corpus ({@code datasets/<organisation>/docx|pptx},
 * skipped with a message when the corpus is absent), parsed through ServiceLoader:
 *
 * <ul>
 *   <li>chunks with the core invariants ({@link PlanInvariants}), lines and pages set;
 *   <li>issue 11's word coverage: the share of its Markdown version's words (letters and
 *       digits, case folded; Markdown syntax such as link targets, HTML tags and list numbers
 *       left out) found in the chunks, counted with multiplicity (a word the Markdown has
 *       three times must be in the chunks three times), at least {@value #MIN_SHARE} for every
 *       document, and no document more than {@value CoverageRecords#SLACK} under its value
 *       recorded in {@code corpus-docx-coverage.txt} / {@code corpus-pptx-coverage.txt}
 *       ({@link CoverageRecords}; {@code -Dwrac.coverageOut=DIR} records them again). Prints
 *       the total and the worst five with their most missed words.
 * </ul>
 */
class OfficeCorpusTest {
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
  /**
   * Markdown syntax that is not content: link and image targets ({@code ](url)},
   * {@code <https://…>}), HTML tags, and list markers ({@code 1.}, {@code 2)}) at line starts,
   * whose numbers Word and PowerPoint keep in the list's numbering, not in the text.
   */
  private static final Pattern SYNTAX =
      Pattern.compile("\\]\\([^)]*\\)|<[^>\\n]*>|(?m)^[ \\t>]*\\d{1,9}[.)](?=[ \\t])");
  /** The lowest word coverage accepted for any one document. */
  private static final double MIN_SHARE = 0.98;

  record Coverage(String document, long words, long found, Map<String, Long> missing) {
    double share() {
      return words == 0 ? 1 : (double) found / words;
    }
  }

  static List<Path> files(String format) throws IOException {
    Path datasets = SharedData.ragMultiCorpus().resolve("datasets");
    try (Stream<Path> all = Files.walk(datasets, 3)) {
      List<Path> files = all.filter(p -> p.getParent().getFileName().toString().equals(format)
          && p.getFileName().toString().endsWith("." + format)).sorted().toList();
      assumeTrue(!files.isEmpty(), "no " + format + " folders under " + datasets
          + "/<organisation>/: skipped");
      return files;
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"docx", "pptx"})
  void everyCorpusFileChunksWithTheInvariantsAndKeepsTheMarkdownsWords(String format)
      throws IOException {
    Chunker chunker = Wrac.defaults();
    List<Coverage> coverage = new ArrayList<>();
    int elements = 0;
    List<Path> files = files(format);
    for (Path file : files) {
      ParsedDocument doc = chunker.parse(file);
      ChunkPlan plan = chunker.plan(doc);
      List<Chunk> chunks = chunker.assemble(doc, plan);
      PlanInvariants.assertCovers(doc, plan);
      PlanInvariants.assertVerbatim(doc, plan, chunks);
      for (Element e : doc.elements()) {
        assertThat(e.span().line()).as("line of %s in %s", e.id(), file).isPositive();
        assertThat(e.span().hasPage()).as("page of %s in %s", e.id(), file)
            .isEqualTo(format.equals("pptx"));
      }
      elements += doc.size();
      String stem = file.getFileName().toString().replaceFirst("\\." + format + "$", "");
      Path md = file.getParent().resolveSibling("md").resolve(stem + ".md");
      if (Files.isRegularFile(md)) {
        coverage.add(coverage(file.getParent().getParent().getFileName() + "/" + stem,
            Files.readString(md), chunks));
      }
    }
    System.out.printf("%s: %d files, %d elements, all chunked with the core invariants%n",
        format, files.size(), elements);
    report(format, coverage);
    assertThat(coverage).isNotEmpty();
    Map<String, Double> measured = new HashMap<>();
    Map<String, Coverage> byName = new HashMap<>();
    for (Coverage c : coverage) {
      measured.put(c.document(), c.share());
      byName.put(c.document(), c);
    }
    String recorded = "corpus-" + format + "-coverage.txt";
    CoverageRecords.writeIfAsked(recorded, "coverage name: each RAG-Multi-Corpus " + format
        + " file's word coverage of its Markdown version (OfficeCorpusTest, "
        + "-Dwrac.coverageOut); OfficeCorpusTest fails when a document falls more than 0.01 "
        + "under it", measured);
    assertThat(CoverageRecords.fallen(CoverageRecords.read(recorded), measured,
        name -> "missing: " + byName.get(name).missing()))
        .as("documents under their recorded coverage (%s) by more than %.2f", recorded,
            CoverageRecords.SLACK).isEmpty();
    assertThat(coverage.get(0).share()).as("worst document %s", coverage.get(0).document())
        .isGreaterThanOrEqualTo(MIN_SHARE);
  }

  private static Coverage coverage(String document, String markdown, List<Chunk> chunks) {
    Map<String, Long> expected = words(SYNTAX.matcher(markdown).replaceAll(" "));
    StringBuilder text = new StringBuilder();
    for (Chunk c : chunks) {
      text.append(c.text()).append('\n');
    }
    Map<String, Long> actual = words(text.toString());
    long words = 0;
    long found = 0;
    Map<String, Long> missing = new HashMap<>();
    for (Map.Entry<String, Long> w : expected.entrySet()) {
      words += w.getValue();
      long present = Math.min(w.getValue(), actual.getOrDefault(w.getKey(), 0L));
      found += present;
      if (present < w.getValue()) {
        missing.put(w.getKey(), w.getValue() - present);
      }
    }
    return new Coverage(document, words, found, missing);
  }

  /** Sorts worst first and prints the total and the worst five. */
  private static void report(String format, List<Coverage> all) {
    all.sort(Comparator.comparingDouble(Coverage::share));
    long words = all.stream().mapToLong(Coverage::words).sum();
    long found = all.stream().mapToLong(Coverage::found).sum();
    System.out.printf(Locale.ROOT, "%s word coverage on %d documents: %d of %d Markdown words "
        + "(%.4f); worst 5:%n", format, all.size(), found, words, (double) found / words);
    all.stream().limit(5).forEach(c -> System.out.printf(Locale.ROOT,
        "  %.4f  %d/%d  %s; most missed: %s%n", c.share(), c.found(), c.words(), c.document(),
        c.missing().entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue()
            .reversed().thenComparing(Map.Entry.comparingByKey())).limit(6).toList()));
  }

  static Map<String, Long> words(String text) {
    Map<String, Long> counts = new HashMap<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      counts.merge(m.group(), 1L, Long::sum);
    }
    return counts;
  }
}
