package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.internal.MarkdownText;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * RAG-Multi-Corpus ships each document as Markdown and as HTML: the HTML parser's elements
 * must hold the Markdown's words, in order. Runs on the fixture corpus (laid out the same way)
 * always, on RAG-Multi-Corpus when present.
 */
class HtmlMarkdownConsistencyTest {
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

  static Stream<Arguments> corporaAndContents() {
    return SharedData.corpora().stream().flatMap(corpus -> Stream.of(HtmlParser.Content.values())
        .map(content -> Arguments.of(corpus, content)));
  }

  @ParameterizedTest(name = "{0}, {1}")
  @MethodSource("corporaAndContents")
  void htmlElementsHoldTheMarkdownWordsInOrder(SharedData.Corpus source,
      HtmlParser.Content content) throws IOException {
    Path corpus = source.root();
    HtmlParser html = HtmlParser.builder().content(content).build();
    MarkdownParser markdown = MarkdownParser.create();
    ParseOptions options = ParseOptions.defaults();
    long mdWords = 0;
    long found = 0;
    int documents = 0;
    List<String> worst = new ArrayList<>();
    Map<String, long[]> perSet = new HashMap<>();
    try (Stream<Path> sets = Files.list(corpus.resolve("datasets"))) {
      for (Path set : sets.sorted().toList()) {
        Path htmlDir = set.resolve("html");
        if (!Files.isDirectory(htmlDir)) {
          continue;
        }
        try (Stream<Path> files = Files.list(htmlDir)) {
          for (Path page : files.sorted().toList()) {
            String base = page.getFileName().toString().replaceFirst("\\.html?$", "");
            Path md = set.resolve("md").resolve(base + ".md");
            if (!Files.isRegularFile(md)) {
              continue;
            }
            List<String> expected = words(text(markdown.parse(DocumentSource.of(md), options)));
            List<String> actual = words(htmlText(html.parse(DocumentSource.of(page), options)));
            int matched = matchInOrder(expected, actual);
            mdWords += expected.size();
            found += matched;
            documents++;
            long[] s = perSet.computeIfAbsent(set.getFileName().toString(), k -> new long[2]);
            s[0] += expected.size();
            s[1] += matched;
            if (matched < expected.size() * 0.99) {
              worst.add(String.format("%s/%s: %d of %d", set.getFileName(), base, matched,
                  expected.size()));
            }
          }
        }
      }
    }
    double share = (double) found / mdWords;
    System.out.printf("%s, %s: HTML vs Markdown on %d documents: %d of %d Markdown words (%.4f)"
        + " found in order in the HTML elements; per set %s; below 99%%: %s%n", source, content,
        documents, found, mdWords, share, describe(perSet), worst);
    assertThat(documents).isPositive();
    assertThat(share).isGreaterThanOrEqualTo(0.99);
  }

  private static String describe(Map<String, long[]> perSet) {
    StringBuilder s = new StringBuilder();
    perSet.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> s.append(
        String.format("%s %.4f; ", e.getKey(), (double) e.getValue()[1] / e.getValue()[0])));
    return s.toString();
  }

  /**
   * The HTML elements' text, a numbered list item after its number: a browser draws the
   * numbers of {@code <ol>} (the element keeps it as its ordinal), Markdown writes them.
   */
  private static String htmlText(ParsedDocument doc) {
    StringBuilder s = new StringBuilder();
    for (Element e : doc.elements()) {
      if (e.ordinal() > 0) {
        s.append(e.ordinal()).append(". ");
      }
      s.append(e.text()).append('\n');
    }
    return s.toString();
  }

  private static String text(ParsedDocument doc) {
    StringBuilder s = new StringBuilder();
    for (Element e : doc.elements()) {
      s.append(MarkdownText.plain(e.text())).append('\n');
    }
    return s.toString();
  }

  static List<String> words(String text) {
    List<String> words = new ArrayList<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      words.add(m.group());
    }
    return words;
  }

  /**
   * Markdown words found in the HTML words in order: the length of the longest common
   * subsequence of the two word lists (dynamic programming over two rows).
   */
  static int matchInOrder(List<String> expected, List<String> actual) {
    int[] previous = new int[actual.size() + 1];
    int[] current = new int[actual.size() + 1];
    for (String w : expected) {
      for (int k = 1; k <= actual.size(); k++) {
        current[k] = w.equals(actual.get(k - 1)) ? previous[k - 1] + 1
            : Math.max(previous[k], current[k - 1]);
      }
      int[] t = previous;
      previous = current;
      current = t;
    }
    return previous[actual.size()];
  }

}
