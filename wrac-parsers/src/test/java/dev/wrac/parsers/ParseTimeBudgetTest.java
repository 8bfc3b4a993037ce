package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: the Markdown, HTML and plain-text parsers honour {@link ParseOptions#timeBudget()}:
 * a document far too big to read within it ends with a TIMEOUT naming the stage and the
 * character reached, soon after the budget, checked between blocks (not per character).
 */
class ParseTimeBudgetTest {
  /** Paragraphs of the generated documents: about 9 MB, seconds of work for every parser. */
  private static final int PARAGRAPHS = 200_000;
  private static final Duration BUDGET = Duration.ofMillis(150);
  private static final Pattern REACHED = Pattern.compile(
      "ran out while (reading the [A-Za-z]+ at character) (\\d+), after \\d+ ms");

  private static String paragraphs(String open, String close, String heading) {
    StringBuilder s = new StringBuilder(PARAGRAPHS * 48);
    for (int i = 0; i < PARAGRAPHS; i++) {
      if (i % 100 == 0) {
        s.append(heading).append("Section ").append(i / 100).append(heading.isEmpty() ? "\n\n"
            : heading.startsWith("<") ? "</h2>\n" : "\n\n");
      }
      s.append(open).append("Paragraph ").append(i).append(" says a few plain words here.")
          .append(close).append("\n\n");
    }
    return s.toString();
  }

  /** Parses {@code text} with the budget; returns the stage named and the character reached. */
  private static String timesOut(DocumentParser parser, String name, String text) {
    return timesOut(parser, name, text, BUDGET);
  }

  private static String timesOut(DocumentParser parser, String name, String text,
      Duration budget) {
    ParseOptions options = ParseOptions.builder().timeBudget(budget).build();
    long start = System.nanoTime();
    try {
      ParsedDocument doc = parser.parse(DocumentSource.ofText(name, text), options);
      throw new AssertionError("parsed " + doc.elements().size() + " elements within "
          + budget);
    } catch (DocumentParseException e) {
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertThat(e.reason()).isEqualTo(Reason.TIMEOUT);
      assertThat(e.document()).isEqualTo(name);
      Matcher m = REACHED.matcher(e.detail());
      assertThat(m.find()).as(e.detail()).isTrue();
      long reached = Long.parseLong(m.group(2));
      assertThat(reached).isBetween(0L, (long) text.length());
      // well before a whole read (seconds), allowing for a loaded machine
      assertThat(millis).isLessThan(budget.toMillis() + 1_500);
      return m.group(1);
    }
  }

  @Test
  void aHugeMarkdownDocumentEndsAtTheBudgetNamingTheCharacterReached() {
    assertThat(timesOut(MarkdownParser.create(), "huge.md", paragraphs("", "", "## ")))
        .isEqualTo("reading the Markdown at character");
  }

  @Test
  void aHugePlainTextEndsAtTheBudgetNamingTheCharacterReached() {
    assertThat(timesOut(PlainTextParser.create(), "huge.txt", paragraphs("", "", "")))
        .isEqualTo("reading the text at character");
  }

  @Test
  void aHugeHtmlPageReadAsAStreamEndsAtTheBudget() {
    String html = "<html><body>" + paragraphs("<p>", "</p>", "<h2>") + "</body></html>";
    assertThat(timesOut(HtmlParser.create(), "huge.html", html))
        .isEqualTo("reading the HTML at character");
  }

  @Test
  void anHtmlPageReadAsADomEndsAtTheBudget() {
    // 3 MB (the DOM route's size): jsoup read it in about 150 ms on a quiet CI machine, so the
    // budget is a fifth of that to run out while reading, not in the stage after
    String html = "<html><body>" + paragraphs("<p>", "</p>", "<h2>").substring(0, 3_000_000)
        + "</body></html>";
    assertThat(timesOut(HtmlParser.create(), "big.html", html, Duration.ofMillis(30)))
        .isEqualTo("reading the HTML at character");
  }

  @Test
  void aBudgetThatSufficesChangesNothing() {
    String md = "# Title\n\nOne paragraph.\n\n- an item\n- another\n";
    ParseOptions budgeted = ParseOptions.builder().timeBudget(Duration.ofMinutes(1)).build();
    for (DocumentParser parser : new DocumentParser[] {MarkdownParser.create(),
        PlainTextParser.create(), HtmlParser.create()}) {
      String text = parser instanceof HtmlParser ? "<h1>Title</h1><p>One paragraph.</p>" : md;
      assertThat(parser.parse(DocumentSource.ofText("ok", text), budgeted).elements())
          .isEqualTo(parser.parse(DocumentSource.ofText("ok", text), ParseOptions.defaults())
              .elements());
    }
  }
}
