package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import org.junit.jupiter.api.Test;

/**
 * Every page's metadata says how it was read ({@code html.path}) and what was kept
 * ({@code html.content}), so the degradations are never silent: a page read as a DOM because
 * jsoup's parser state cannot be reached (forced here with the parser's switch, the same check
 * the JVM's refusal fails), and the main content falling back to all visible text.
 */
class HtmlReadPathTest {
  private static final ParseOptions OPTIONS = ParseOptions.defaults();
  private static final String REFUSE = "wrac.html.refuseJsoupReflection";
  private static final String ARTICLE = "<html><head><title>Notes</title></head><body>"
      + "<nav><a href=/>Home</a> <a href=/a>About</a></nav><main><h1>Notes</h1>"
      + "<p>Paragraph one has some words in it.</p>".repeat(200) + "</main></body></html>";
  private static final String ONLY_NAVIGATION = "<html><body><nav><ul>"
      + "<li><a href=/>Home</a></li><li><a href=/a>About</a></li></ul></nav></body></html>";

  private static ParsedDocument parse(long streamAboveChars, String html) {
    return HtmlParser.builder().streamAboveChars(streamAboveChars).build()
        .parse(DocumentSource.ofText("page.html", html), OPTIONS);
  }

  @Test
  void pagesSayWhetherTheyWereReadAsADomOrAStream() {
    ParsedDocument dom = parse(Long.MAX_VALUE, ARTICLE);
    ParsedDocument streamed = parse(1_000, ARTICLE);
    assertThat(dom.metadata()).containsEntry("html.path", "dom")
        .containsEntry("html.content", "main");
    assertThat(streamed.metadata()).containsEntry("html.path", "streamed")
        .containsEntry("html.content", "main");
  }

  @Test
  void withoutJsoupReflectionAPageDueForStreamingIsReadAsADomAndSaysSo() {
    ParsedDocument dom = parse(Long.MAX_VALUE, ARTICLE);
    String before = System.getProperty(REFUSE);
    System.setProperty(REFUSE, "true");
    try {
      ParsedDocument unstreamed = parse(1_000, ARTICLE);
      assertThat(unstreamed.metadata()).containsEntry("html.path", "dom-streaming-unavailable");
      assertThat(unstreamed.elements()).isEqualTo(dom.elements());
      ParsedDocument small = parse(1_000_000, ARTICLE);
      assertThat(small.metadata()).containsEntry("html.path", "dom"); // not due for a stream
    } finally {
      if (before == null) {
        System.clearProperty(REFUSE);
      } else {
        System.setProperty(REFUSE, before);
      }
    }
    assertThat(parse(1_000, ARTICLE).metadata()).containsEntry("html.path", "streamed");
  }

  @Test
  void aMainContentThatKeepsNothingFallsBackToAllVisibleTextOnBothPathsAndSaysSo() {
    for (long streamAbove : new long[] {Long.MAX_VALUE, 0}) {
      ParsedDocument doc = parse(streamAbove, ONLY_NAVIGATION);
      assertThat(doc.metadata()).as("stream above %d", streamAbove)
          .containsEntry("html.content", "all-visible-fallback");
      assertThat(doc.elements()).extracting(e -> e.text()).containsExactly("Home", "About");
    }
    ParsedDocument allVisible = HtmlParser.builder().content(HtmlParser.Content.ALL_VISIBLE)
        .build().parse(DocumentSource.ofText("page.html", ONLY_NAVIGATION), OPTIONS);
    assertThat(allVisible.metadata()).containsEntry("html.content", "all-visible");
  }
}
