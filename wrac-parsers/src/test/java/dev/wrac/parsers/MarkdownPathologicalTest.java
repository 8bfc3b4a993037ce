package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parsers.internal.MarkdownNesting;
import dev.wrac.testing.PlanInvariants;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Inputs on which parsing used to be quadratic (seconds to minutes) or to overflow the stack,
 * at sizes that took seconds before: each now parses, and nothing is lost. Speed is measured by
 * {@code MarkdownLinearityBenchmark}, not here.
 */
class MarkdownPathologicalTest {
  private static final MarkdownParser PARSER = MarkdownParser.create();

  @Test
  void twentyThousandNestedBulletsOnOneLineKeepEveryCharacter() {
    String md = "- ".repeat(20_000) + "x\n";
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    List<Element> items = doc.elements();
    assertThat(items).allSatisfy(e -> assertThat(e.kind()).isEqualTo(ElementKind.LIST_ITEM));
    // the nesting is flattened at the cap: the innermost item kept holds the rest of the line
    assertThat(items).extracting(Element::level).containsOnly(MarkdownNesting.MAX_DEPTH);
  }

  @Test
  void twentyThousandNestedOrderedItemsOnOneLineKeepEveryCharacter() {
    String md = "1. ".repeat(20_000) + "x\n";
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    assertThat(doc.elements()).extracting(Element::level).containsOnly(MarkdownNesting.MAX_DEPTH);
    assertThat(doc.elements().get(0).ordinal()).isEqualTo(1);
  }

  @Test
  void aHundredThousandNestedBlockQuotesAreOneQuote() {
    String md = ">".repeat(100_000) + " deep text\n";
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    assertThat(doc.elements()).extracting(Element::kind).containsOnly(ElementKind.QUOTE);
    assertThat(doc.elements().get(doc.size() - 1).text()).endsWith("> deep text");
  }

  @Test
  void quotesAndListsNestedInTurnBeyondTheCapKeepEveryCharacter() {
    String md = "> 1. - ".repeat(5_000) + "inner\n\nafter\n";
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    assertThat(doc.elements().get(doc.size() - 1).text()).isEqualTo("after");
  }

  @Test
  void aListNestedByIndentationBeyondTheCapKeepsTheDeeperItemsInTheLastItemKept() {
    StringBuilder sb = new StringBuilder();
    int depth = MarkdownNesting.MAX_DEPTH + 36;
    for (int i = 0; i < depth; i++) {
      sb.append("  ".repeat(i)).append("- level ").append(i).append('\n');
    }
    String md = sb.toString();
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    List<Element> items = doc.elements();
    // levels 1..cap as written, then the rest as text of the item at the cap
    assertThat(items).extracting(Element::level).startsWith(1, 2, 3)
        .allSatisfy(level -> assertThat(level).isBetween(1, MarkdownNesting.MAX_DEPTH));
    Element last = items.get(items.size() - 1);
    assertThat(last.level()).isEqualTo(MarkdownNesting.MAX_DEPTH);
    assertThat(last.text()).endsWith("- level " + (depth - 1));
  }

  @Test
  void twentyThousandDuplicateLinkReferenceDefinitionsAreKept() {
    String md = "[a]: http://example.com/a\n".repeat(20_000);
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    assertThat(doc.elements()).extracting(Element::kind).containsOnly(ElementKind.PARAGRAPH);
  }

  @Test
  void twentyThousandDistinctLinkReferenceDefinitionsKeepEveryTarget() {
    StringBuilder sb = new StringBuilder("See [the docs][d0].\n\n");
    for (int i = 0; i < 20_000; i++) {
      sb.append("[d").append(i).append("]: https://example.com/page/").append(i)
          .append(" \"Page ").append(i).append("\"\n");
    }
    String md = sb.toString();
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    String all = String.join("\n", doc.elements().stream().map(Element::text).toList());
    assertThat(all).contains("https://example.com/page/0 ", "https://example.com/page/19999 ");
  }

  @Test
  void aFiftyThousandRowPipeTableGivesOneElementPerRow() {
    StringBuilder sb = new StringBuilder("| id | name | value |\n|---|---|---:|\n");
    for (int i = 0; i < 50_000; i++) {
      sb.append("| ").append(i).append(" | row ").append(i).append(" | ").append(i * 7)
          .append(" |\n");
    }
    String md = sb.toString();
    ParsedDocument doc = parse(md);
    assertThat(doc.size()).isEqualTo(50_001);
    assertThat(doc.elements().get(0).kind()).isEqualTo(ElementKind.TABLE_HEADER);
    Element last = doc.elements().get(50_000);
    assertThat(last.kind()).isEqualTo(ElementKind.TABLE_ROW);
    assertThat(last.text()).isEqualTo("| 49999 | row 49999 | 349993 |");
    assertThat(last.headerCells()).containsExactly("id", "name", "value");
    assertLossless(doc, md);
  }

  @Test
  void aTwentyThousandLineParagraphAndItsSetextUnderlineMakeOneHeading() {
    String md = "word\n".repeat(20_000) + "---\n\ntext\n";
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    assertThat(doc.elements().get(0).kind()).isEqualTo(ElementKind.HEADING);
    assertThat(doc.elements().get(doc.size() - 1).text()).isEqualTo("text");
  }

  @Test
  void longRunsOfBreakCharactersAndLongTagsParseWithoutOverflow() {
    String content = "# Title  " + " ".repeat(100_000) + "x ##\n\n"
        + "under\n" + "-".repeat(100_000) + "\n\n"
        + "<x" + " a='1'".repeat(50_000) + ">\n\n"
        + "<y" + " b".repeat(50_000) + "\n\n";
    String rule = "_ ".repeat(100_000) + "\n\n" + "-".repeat(100_000) + "\n\n";
    String md = content + rule + "text\n";
    ParsedDocument doc = parse(md);
    assertSpansSliceSource(doc, md);
    // everything but the thematic break (a rule holds no text) is kept
    assertThat(visible(String.join("", doc.elements().stream().map(Element::text).toList())))
        .isEqualTo(visible(content + "text"));
    assertThat(doc.elements().get(0).title()).isEqualTo("Title x");
    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(Element::title).toList()).containsExactly("Title x", "under");
    assertThat(doc.elements()).extracting(Element::kind)
        .contains(ElementKind.HTML, ElementKind.PARAGRAPH);
  }

  @Test
  void deepNestingFollowedByManyBlankLinesParses() {
    String md = "- ".repeat(10_000) + "x\n" + "\n".repeat(5_000) + "end\n";
    ParsedDocument doc = parse(md);
    assertLossless(doc, md);
    assertThat(doc.elements().get(doc.size() - 1).text()).isEqualTo("end");
  }

  @Test
  void htmlCommentsAreKeptVerbatim() {
    String md = "# T\n\n<!-- Commented-out price: $20 -->\n\ntext\n\n<!--\nmulti\n\nline\n-->\n";
    ParsedDocument doc = parse(md);
    assertThat(doc.elements()).extracting(Element::text).containsExactly("# T",
        "<!-- Commented-out price: $20 -->", "text", "<!--\nmulti\n\nline\n-->");
    assertThat(doc.elements().get(1).kind()).isEqualTo(ElementKind.HTML);
  }

  @Test
  void linkReferenceDefinitionsStayInTheirParagraph() {
    String md = "Read the [guide][g].\n\n[g]: https://example.com/guide \"Guide\"\n"
        + "[h]: <https://example.com/h>\n\nMore.\n";
    ParsedDocument doc = parse(md);
    assertThat(doc.elements()).extracting(Element::text).containsExactly("Read the [guide][g].",
        "[g]: https://example.com/guide \"Guide\"\n[h]: <https://example.com/h>", "More.");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  private static ParsedDocument parse(String md) {
    return PARSER.parse(DocumentSource.ofText("t.md", md), ParseOptions.defaults());
  }

  /** Every non-blank character of the source is in exactly one element, in order. */
  private static void assertLossless(ParsedDocument doc, String md) {
    assertSpansSliceSource(doc, md);
    StringBuilder kept = new StringBuilder();
    for (Element e : doc.elements()) {
      kept.append(e.text());
    }
    assertThat(visible(kept)).isEqualTo(visible(md));
  }

  /**
   * Each element's span slices its text from the source, at the right line, spans in order
   * (PlanInvariants' check, in linear time for documents of 100,000 elements).
   */
  private static void assertSpansSliceSource(ParsedDocument doc, String md) {
    int line = 1;
    int at = 0;
    for (Element e : doc.elements()) {
      assertThat(e.span().start()).as("span of %s", e.id()).isGreaterThanOrEqualTo(at);
      for (; at < e.span().start(); at++) {
        line += md.charAt(at) == '\n' ? 1 : 0;
      }
      if (!md.regionMatches(e.span().start(), e.text(), 0, e.text().length())
          || e.span().end() - e.span().start() != e.text().length()) {
        assertThat(md.substring(e.span().start(), e.span().end())).as("span of %s", e.id())
            .isEqualTo(e.text());
      }
      assertThat(e.span().line()).as("line of %s", e.id()).isEqualTo(line);
    }
  }

  private static String visible(CharSequence s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      if (!Character.isWhitespace(s.charAt(i))) {
        out.append(s.charAt(i));
      }
    }
    return out.toString();
  }
}
