package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
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
import org.junit.jupiter.api.Test;

/**
 * Issue 11's word coverage: for every corpus document, the share of its Markdown version's
 * words (letters and digits, case folded, Markdown syntax such as link targets and list
 * numbers left out) that appear in the chunks made from its DOCX (and its PPTX) version,
 * counted with multiplicity (a word the Markdown has three times must be in the chunks three
 * times). Prints the total and the worst five.
 */
class OfficeWordCoverageTest {
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
  /**
   * Markdown syntax that is not content: link and image targets ({@code ](url)},
   * {@code <https://…>}), HTML tags, and list markers ({@code 1.}, {@code 2)}) at line starts,
   * whose numbers Word keeps in the list's numbering, not in the text.
   */
  private static final Pattern TARGETS =
      Pattern.compile("\\]\\([^)]*\\)|<[^>\\n]*>|(?m)^[ \\t>]*\\d{1,9}[.)](?=[ \\t])");
  /** The lowest coverage accepted for any one document. */
  private static final double MIN_SHARE = 0.98;

  record Coverage(String document, long words, long found, Map<String, Long> missing) {
    double share() {
      return words == 0 ? 1 : (double) found / words;
    }
  }

  @Test
  void theChunksOfEveryDocxHoldTheWordsOfItsMarkdownVersion() throws IOException {
    List<Coverage> all = coverage("docx");
    assertThat(all.get(0).share()).as("worst document %s", all.get(0).document())
        .isGreaterThanOrEqualTo(MIN_SHARE);
  }

  @Test
  void theChunksOfEveryPptxHoldTheWordsOfItsMarkdownVersion() throws IOException {
    List<Coverage> all = coverage("pptx");
    assertThat(all.get(0).share()).as("worst document %s", all.get(0).document())
        .isGreaterThanOrEqualTo(MIN_SHARE);
  }

  /** Coverage of every document of the format, worst first; prints the total and worst 5. */
  private static List<Coverage> coverage(String format) throws IOException {
    Chunker chunker = Wrac.defaults();
    List<Coverage> all = new ArrayList<>();
    for (Path docx : OfficeCorpusTest.files(format)) {
      String stem = docx.getFileName().toString().replaceFirst("\\." + format + "$", "");
      Path md = docx.getParent().resolveSibling("md").resolve(stem + ".md");
      if (!Files.isRegularFile(md)) {
        continue;
      }
      Map<String, Long> expected = words(TARGETS.matcher(Files.readString(md)).replaceAll("]"));
      StringBuilder text = new StringBuilder();
      for (Chunk c : chunker.chunk(chunker.parse(docx))) {
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
      all.add(new Coverage(docx.getParent().getParent().getFileName() + "/" + stem, words,
          found, missing));
    }
    all.sort(Comparator.comparingDouble(Coverage::share));
    long words = all.stream().mapToLong(Coverage::words).sum();
    long found = all.stream().mapToLong(Coverage::found).sum();
    System.out.printf(Locale.ROOT, "%s word coverage on %d documents: %d of %d Markdown words "
        + "(%.4f); worst 5:%n", format, all.size(), found, words, (double) found / words);
    all.stream().limit(5).forEach(c -> System.out.printf(Locale.ROOT,
        "  %.4f  %d/%d  %s; most missed: %s%n", c.share(), c.found(), c.words(), c.document(),
        c.missing().entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue()
            .reversed().thenComparing(Map.Entry.comparingByKey())).limit(6).toList()));
    assertThat(all).isNotEmpty();
    return all;
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
