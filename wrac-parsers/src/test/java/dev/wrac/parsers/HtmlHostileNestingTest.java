package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.Wrac;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.html.PageWords;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Nesting deep enough to reach jsoup's limits: the page of issue 10 (a {@code </body>} under
 * 256 open elements made jsoup throw a raw {@link NullPointerException}), and 100,000 nested
 * elements of several kinds parsed on a thread with a small stack, through the DOM and the
 * streamed paths, every word kept in order. The parser catches no {@link StackOverflowError}:
 * the small stack shows nothing recurses with the depth.
 */
class HtmlHostileNestingTest {
  private static final ParseOptions OPTIONS = ParseOptions.defaults();
  /** Far below the usual 512 KiB to 1 MiB of a thread: recursion with the depth would fail. */
  private static final long SMALL_STACK = 256 * 1024;

  private static HtmlParser parser(long streamAboveChars, HtmlParser.Content content) {
    return HtmlParser.builder().content(content).streamAboveChars(streamAboveChars).build();
  }

  @ParameterizedTest(name = "{0} open divs")
  @ValueSource(ints = {200, 255, 256, 257, 300, 1_000, 5_000})
  void anEndBodyTagUnderDeepNestingParsesWithItsText(int depth) {
    String page = "<div>".repeat(depth) + "some text<v></body>";
    ParsedDocument doc = Wrac.parse(DocumentSource.ofText("x.html", page));
    assertThat(PageWords.of(doc)).containsExactly("some", "text");
    for (long streamAbove : new long[] {Long.MAX_VALUE, 0}) {
      for (HtmlParser.Content content : HtmlParser.Content.values()) {
        String html = "<div>".repeat(depth) + "one<p>two</p></body> three</html> four";
        ParsedDocument d = parser(streamAbove, content).parse(
            DocumentSource.ofText("y.html", html), OPTIONS);
        assertThat(PageWords.of(d)).as("%s, stream above %d", content, streamAbove)
            .containsExactly("one", "two", "three", "four");
      }
    }
  }

  /**
   * Found by the fuzz harness: with jsoup's depth limit lowered to 250, rebuilding formatting
   * elements at the limit made jsoup throw an IndexOutOfBoundsException (the limit is jsoup's
   * 512 again, and {@code </body>} is neutralised instead).
   */
  @Test
  void deepMisnestedFormattingParsesOnBothPaths() throws Exception {
    String page;
    try (var in = getClass().getResourceAsStream("fuzz-deep-formatting.html")) {
      page = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    for (long streamAbove : new long[] {Long.MAX_VALUE, 0}) {
      for (HtmlParser.Content content : HtmlParser.Content.values()) {
        ParsedDocument doc = parser(streamAbove, content).parse(
            DocumentSource.ofText("fuzz.html", page), OPTIONS);
        assertThat(PageWords.of(doc)).as("%s, stream above %d", content, streamAbove)
            .contains("w0", "w1", "w2");
      }
    }
  }

  /** Opening and closing markup of one nesting level, numbered word in between. */
  private static String[] level(String kind) {
    return switch (kind) {
      case "span" -> new String[] {"<span>", "</span>"};
      case "formatting" -> new String[] {"<b><i>", "</i></b>"};
      case "list" -> new String[] {"<ul><li>", "</li></ul>"};
      case "table" -> new String[] {"<table><tr><td>", "</td></tr></table>"};
      case "quote" -> new String[] {"<blockquote>", "</blockquote>"};
      default -> throw new IllegalArgumentException(kind);
    };
  }

  /**
   * Per kind, the DOM path for all visible text (every word) and the streamed path for the main
   * content (words in order; nothing here is page furniture). {@code div} nesting is
   * {@link HtmlRobustnessTest}'s.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"span", "formatting", "list", "table", "quote"})
  @Timeout(120)
  @Tag("slow")
  void aHundredThousandNestedElementsParseOnASmallStackKeepingEveryWord(String kind)
      throws Exception {
    nestedElementsParseOnASmallStackKeepingEveryWord(kind, 100_000);
  }

  /**
   * The small version of the test above, in the test command: 10,000 levels, still some
   * hundred times what a 256 KiB stack holds of a parser that recursed with the depth.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"span", "formatting", "list", "table", "quote"})
  @Timeout(60)
  void tenThousandNestedElementsParseOnASmallStackKeepingEveryWord(String kind)
      throws Exception {
    nestedElementsParseOnASmallStackKeepingEveryWord(kind, 10_000);
  }

  private static void nestedElementsParseOnASmallStackKeepingEveryWord(String kind, int depth)
      throws Exception {
    String[] markup = level(kind);
    StringBuilder page = new StringBuilder("<html><body>");
    List<String> words = new ArrayList<>();
    for (int k = 0; k < depth; k++) {
      page.append(markup[0]).append('w').append(k).append(' ');
      words.add("w" + k);
    }
    page.append(markup[1].repeat(depth)).append("</body></html>");
    DocumentSource source = DocumentSource.ofText(kind + ".html", page.toString());
    ParsedDocument dom = onSmallStack(() ->
        parser(Long.MAX_VALUE, HtmlParser.Content.ALL_VISIBLE).parse(source, OPTIONS));
    assertThat(PageWords.of(dom)).isEqualTo(words);
    ParsedDocument streamed = onSmallStack(() ->
        parser(0, HtmlParser.Content.MAIN).parse(source, OPTIONS));
    assertThat(streamed.metadata()).containsEntry("html.path", "streamed");
    assertThat(streamed.elements()).isNotEmpty();
    PageWords.assertInOrderSelection(PageWords.of(streamed), words);
  }

  private static <T> T onSmallStack(java.util.concurrent.Callable<T> task) throws Exception {
    AtomicReference<Object> result = new AtomicReference<>();
    Thread t = new Thread(null, () -> {
      try {
        result.set(task.call());
      } catch (Throwable e) {
        result.set(e);
      }
    }, "small-stack", SMALL_STACK);
    t.start();
    t.join();
    if (result.get() instanceof Throwable e) {
      throw new AssertionError("failed on a " + SMALL_STACK + "-byte stack", e);
    }
    @SuppressWarnings("unchecked")
    T value = (T) result.get();
    return value;
  }

  @Test
  void aFailureOfTheSegmentSinkReachesTheCallerUnchanged() {
    IllegalStateException mine = new IllegalStateException("the index is full");
    String page = "<p>" + String.join(" ", IntStream.range(0, 50).mapToObj(k -> "w" + k)
        .toList()) + "</p>";
    for (long streamAbove : new long[] {Long.MAX_VALUE, 0}) {
      assertThatThrownBy(() -> parser(streamAbove, HtmlParser.Content.MAIN).parseSegments(
          DocumentSource.ofText("p.html", page), OPTIONS, s -> {
            throw mine;
          })).isSameAs(mine);
    }
  }
}
