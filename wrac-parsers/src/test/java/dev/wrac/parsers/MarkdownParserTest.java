package dev.wrac.parsers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.testing.PlanInvariants;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownParserTest {
  private static final MarkdownParser PARSER = MarkdownParser.create();

  @Test
  void atxAndSetextHeadingsWithTitlesWithoutMarkup() {
    String md = "# The **Guide**\n\nIntro.\n\nSetup\n-----\n\nText.\n\n### [Linked](http://x) `code` ###\n";
    ParsedDocument doc = parse(md);
    assertThat(kinds(doc)).containsExactly("h1 HEADING", "p1 PARAGRAPH", "h2 HEADING",
        "p2 PARAGRAPH", "h3 HEADING");
    assertThat(doc.element(id("h1")).title()).isEqualTo("The Guide");
    assertThat(doc.element(id("h2")).text()).isEqualTo("Setup\n-----");
    assertThat(doc.element(id("h2")).level()).isEqualTo(2);
    assertThat(doc.element(id("h3")).title()).isEqualTo("Linked code");
    assertThat(doc.element(id("p2")).headingPath()).containsExactly(id("h1"), id("h2"));
    assertThat(doc.title()).contains("The Guide");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void nestedListsKeepDepthOrdinalsGroupAndLeadIn() {
    String md = """
        To start the car:

        1. Insert the key.
           - Check the gear lever.
           - Press the brake.
        2. Turn the key.
        3. Release.

        * other
        """;
    ParsedDocument doc = parse(md);
    List<Element> items = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.LIST_ITEM).toList();
    assertThat(items).extracting(Element::text).containsExactly("1. Insert the key.",
        "   - Check the gear lever.", "   - Press the brake.", "2. Turn the key.", "3. Release.",
        "* other");
    assertThat(items).extracting(Element::level).containsExactly(1, 2, 2, 1, 1, 1);
    assertThat(items).extracting(Element::ordinal).containsExactly(1, 0, 0, 2, 3, 0);
    assertThat(items.subList(0, 5)).extracting(Element::group).containsOnly("list1");
    assertThat(items.get(5).group()).isEqualTo("list2");
    assertThat(items.get(0).intro()).isEqualTo(id("p1"));
    assertThat(items.get(5).intro()).isNull();
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void looseItemsWithTextAfterANestedListKeepThatTextToo() {
    String md = "- first\n\n  - nested\n\n  more of first\n- second\n";
    ParsedDocument doc = parse(md);
    assertThat(doc.elements()).extracting(Element::text)
        .containsExactly("- first", "  - nested", "more of first", "- second");
  }

  @Test
  void tablesGiveAHeaderAndOneRowElementPerBodyRowWithTheHeaderCells() {
    String md = """
        | Plan | Price |
        |------|------:|
        | **Basic** | $5 |
        | Pro | |
        """;
    ParsedDocument doc = parse(md);
    assertThat(kinds(doc)).containsExactly("th1 TABLE_HEADER", "tr1 TABLE_ROW", "tr2 TABLE_ROW");
    assertThat(doc.element(id("th1")).text()).isEqualTo("| Plan | Price |\n|------|------:|");
    Element row = doc.element(id("tr1"));
    assertThat(row.text()).isEqualTo("| **Basic** | $5 |");
    assertThat(row.headerCells()).containsExactly("Plan", "Price");
    assertThat(row.intro()).isEqualTo(id("th1"));
    assertThat(doc.element(id("tr2")).text()).isEqualTo("| Pro | |");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void quotesCodeHtmlCommentsLinkReferencesAndFrontMatterAreElementsAndBreaksAreDropped() {
    String md = """
        ---
        title: Release notes
        ---
        > A quote
        > - with a list

        ***

        ```java
        int x = 1;
        ```

            indented code

        <div class="note">HTML block</div>

        <!-- a comment -->

        [ref]: http://example.com
        """;
    ParsedDocument doc = parse(md);
    assertThat(kinds(doc)).containsExactly("fm1 FRONT_MATTER", "q1 QUOTE", "code1 CODE",
        "code2 CODE", "html1 HTML", "html2 HTML", "p1 PARAGRAPH");
    assertThat(doc.element(id("html2")).text()).isEqualTo("<!-- a comment -->");
    assertThat(doc.element(id("p1")).text()).isEqualTo("[ref]: http://example.com");
    assertThat(doc.element(id("q1")).text()).isEqualTo("> A quote\n> - with a list");
    assertThat(doc.element(id("code1")).text()).isEqualTo("```java\nint x = 1;\n```");
    assertThat(doc.element(id("code2")).text()).isEqualTo("indented code");
    assertThat(doc.title()).contains("Release notes");
    assertThat(doc.metadata()).containsEntry("title", "Release notes");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void windowsLineEndingsKeepVerbatimSpans() {
    String md = "# Title\r\n\r\nLine one\r\nline two\r\n\r\n- a\r\n- b\r\n";
    ParsedDocument doc = parse(md);
    assertThat(doc.elements()).extracting(Element::text)
        .containsExactly("# Title", "Line one\r\nline two", "- a", "- b");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  @Test
  void parsingIsDeterministic() {
    String md = "# A\n\ntext\n\n## B\n\n1. x\n2. y\n";
    assertThat(parse(md)).isEqualTo(parse(md));
  }

  @Test
  void aHugeParagraphBecomesSeveralElementsWithinTheLimit() {
    String paragraph = "word ".repeat(20_000).trim();
    ParsedDocument doc = PARSER.parse(DocumentSource.ofText("big.md", paragraph),
        ParseOptions.builder().maxElementTokens(300).build());
    assertThat(doc.size()).isGreaterThan(60);
    assertThat(doc.elements()).allSatisfy(e -> assertThat(e.tokens()).isLessThanOrEqualTo(300));
    assertThat(String.join(" ", doc.elements().stream().map(Element::text).toList()))
        .isEqualTo(paragraph);
  }

  @Test
  void segmentsNeverCutInsideFencesCommentsOrFrontMatter() {
    String md = """
        ---
        # a YAML comment, not a heading
        title: T
        ---
        # One

        ```

        # inside a fence

        ```

        <!--

        # inside a comment

        -->

        # Two

        - item

          # not at column 0

        text
        """;
    DocumentSource source = DocumentSource.ofText("s.md", md);
    ParsedDocument whole = new MarkdownParser(Integer.MAX_VALUE).parse(source, ParseOptions.defaults());
    ParsedDocument cut = new MarkdownParser(1).parse(source, ParseOptions.defaults());
    assertThat(cut).isEqualTo(whole);
    assertThat(whole.elements()).extracting(Element::text).contains("# One", "# Two")
        .doesNotContain("# inside a fence", "# inside a comment");
  }

  @Test
  void aListItemWithoutTextOfItsOwnKeepsItsMarkerOnTheNestedItem() {
    String md = "- Allowed\n- * See Remarks: conditions apply\n";
    ParsedDocument doc = parse(md);
    assertThat(doc.elements()).extracting(Element::text)
        .containsExactly("- Allowed", "- * See Remarks: conditions apply");
    PlanInvariants.assertSpansSliceSource(doc, md);
  }

  private static ParsedDocument parse(String md) {
    return PARSER.parse(DocumentSource.ofText("t.md", md), ParseOptions.defaults());
  }

  private static List<String> kinds(ParsedDocument doc) {
    return doc.elements().stream().map(e -> e.id() + " " + e.kind()).toList();
  }

  private static ElementId id(String id) {
    return ElementId.of(id);
  }
}
