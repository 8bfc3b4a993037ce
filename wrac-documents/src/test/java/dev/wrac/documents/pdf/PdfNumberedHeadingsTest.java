package dev.wrac.documents.pdf;

import static dev.wrac.documents.pdf.PdfParserTest.find;
import static dev.wrac.documents.pdf.PdfParserTest.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Numbered lines at the body's size and weight ({@code 2.1 Design goals}, as Word and
 * LibreOffice exports set them) open sections when the document numbers its headings so.
 */
class PdfNumberedHeadingsTest {
  private static final String[] TEXT = {
      "The service keeps every customer record in one regional data centre and copies",
      "it to a second one each night, so that no single failure loses a day of work."};

  /** A page with an 18 pt bold title and the body text that makes 11 pt the body size. */
  private static TestPdfs.Page page() {
    TestPdfs.Page page = new TestPdfs.Page()
        .text(72, 60, TestPdfs.BOLD, 18, "Platform Design Report");
    page.body(72, 90, TEXT);
    return page;
  }

  /** Asserts that the document's one heading is the report's title: no numbered line is one. */
  private static void assertOnlyTheTitleIsAHeading(ParsedDocument doc) {
    assertThat(doc.elements()).filteredOn(e -> e.kind() == ElementKind.HEADING)
        .extracting(Element::text).containsExactly("Platform Design Report");
  }

  @Test
  void numberedLinesAtTheBodysLookOpenSectionsAtTheirDepth() {
    TestPdfs.Page page = page();
    float y = page.body(72, 140, "1 Introduction");
    y = page.body(72, y + 6, TEXT);
    y = page.body(72, y + 14, "1.1 Scope");
    y = page.body(72, y + 6, TEXT);
    y = page.body(72, y + 14, "2 Design goals");
    page.body(72, y + 6, "Each goal below is measured on the production cluster every month.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    Element title = find(doc, ElementKind.HEADING, "Platform Design");
    Element intro = find(doc, ElementKind.HEADING, "1 Introduction");
    Element scope = find(doc, ElementKind.HEADING, "1.1 Scope");
    Element goals = find(doc, ElementKind.HEADING, "2 Design goals");
    assertThat(List.of(title.level(), intro.level(), scope.level(), goals.level()))
        .containsExactly(1, 2, 3, 2);
    List<Element> paragraphs = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.PARAGRAPH).toList();
    assertThat(paragraphs).extracting(Element::text).noneMatch(t -> t.contains("Scope")
        || t.contains("Design goals") || t.contains("Introduction"));
    assertThat(paragraphs.get(2).headingPath())
        .containsExactly(title.id(), intro.id(), scope.id());
    assertThat(find(doc, ElementKind.PARAGRAPH, "Each goal").headingPath())
        .containsExactly(title.id(), goals.id());
  }

  @Test
  void aNumberedListStaysAList() {
    TestPdfs.Page page = page();
    float y = page.body(72, 140, "1. Open the settings page", "2. Choose a region",
        "3. Save the settings");
    page.body(72, y + 14, TEXT);
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertOnlyTheTitleIsAHeading(doc);
    assertThat(doc.elements()).filteredOn(e -> e.kind() == ElementKind.LIST_ITEM)
        .extracting(Element::text)
        .containsExactly("1. Open the settings page", "2. Choose a region", "3. Save the settings");
  }

  @Test
  void numberedStepsWithTheirBulletsStayAList() {
    TestPdfs.Page page = page();
    float y = page.body(72, 140, "1. Park the car safely");
    y = page.body(86, y + 4, "\u2022 Stop on level ground and switch the engine off.");
    y = page.body(72, y + 4, "2. Pull the hood release lever");
    y = page.body(86, y + 4, "\u2022 The lever is under the dashboard, on the driver's side.");
    page.body(72, y + 14, TEXT);
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertOnlyTheTitleIsAHeading(doc);
    assertThat(find(doc, ElementKind.LIST_ITEM, "2. Pull").text())
        .isEqualTo("2. Pull the hood release lever");
  }

  @Test
  void aNumberedLineThatCarriesOnAParagraphStaysInIt() {
    TestPdfs.Page page = page();
    float y = page.body(72, 140, "The operator reads the whole of the guide before the upgrade, and in",
        "Section 6 finds that the file moved to a new folder");
    y = page.body(72, y + 4, TEXT);
    y = page.body(72, y + 14, "The operator then checks the settings named in the appendix and in",
        "Section 7 reads how the service restarts after it");
    page.body(72, y + 4, TEXT);
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertOnlyTheTitleIsAHeading(doc);
    assertThat(find(doc, ElementKind.PARAGRAPH, "Section 6").text())
        .startsWith("The operator reads");
  }

  @Test
  void aNumberedLineUsedOnceStaysBodyText() {
    TestPdfs.Page page = page();
    float y = page.body(72, 140, "2.1 Design goals");
    page.body(72, y + 6, TEXT);
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertOnlyTheTitleIsAHeading(doc);
    assertThat(doc.elements()).extracting(Element::text).anyMatch(t -> t.contains("2.1 Design goals"));
  }

  @Test
  void aNumberedLineThatWrapsAndContentsEntriesStayText() {
    TestPdfs.Page page = page();
    // a left-aligned contents, each entry shorter than the next
    float y = page.body(72, 140, "1 Introduction 2", "1.1 Scope of the design 2",
        "2 Goals . . . 3", "2.1 Regions and their data centres 3");
    y = page.body(72, y + 14,
        "1 Customers asked for a second region in the survey of last",
        "year, and the board approved it in the spring.");
    y = page.body(72, y + 14,
        "2 Operators asked for fewer pages at night, which the new alerting",
        "rules give them.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertOnlyTheTitleIsAHeading(doc);
  }

  @Test
  void stepsEndingInAColonStayText() {
    TestPdfs.Page page = page();
    float y = page.body(72, 140, "1. Install the package:");
    y = page.body(72, y + 4, "sudo apt-get install --yes wrac-server wrac-tools wrac-docs");
    y = page.body(72, y + 8, "2. Start the service:");
    y = page.body(72, y + 4, "sudo systemctl enable --now wrac-server.service wrac-tools.timer");
    page.body(72, y + 14, TEXT);
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertOnlyTheTitleIsAHeading(doc);
  }

  @Test
  void lineNumberedTextStaysText() {
    TestPdfs.Page page = page();
    float y = page.body(72, 140,
        "7 the service restarts after each upgrade of the system and writes a",
        "8 line to its log.",
        "9 Known issues",
        "10 the first start after an upgrade takes about two minutes longer than usual,",
        "11 as the index is rebuilt.",
        "12 Workarounds",
        "13 restart the service with the flag that skips the index check, which is safe,",
        "14 on a single node.");
    page.body(72, y + 14, TEXT);
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertOnlyTheTitleIsAHeading(doc);
  }

  @Test
  void aRunningHeadRepeatingASectionsNumberAndTitleStaysText() {
    TestPdfs.Page first = page();
    float y = first.body(72, 140, "1 Introduction");
    y = first.body(72, y + 6, TEXT);
    y = first.body(72, y + 14, "1.1 Scope");
    first.body(72, y + 6, TEXT);
    // memoir's running head: the section's number and title, in another case, atop the page
    TestPdfs.Page second = new TestPdfs.Page().text(72, 50, TestPdfs.REGULAR, 11, "1.1. SCOPE");
    y = second.body(72, 90, "The second page carries on the scope of the design with the",
        "regions that the service covers and the ones it leaves out.");
    y = second.body(72, y + 14, "1.2 Goals");
    second.body(72, y + 6, TEXT);
    ParsedDocument doc = parse(TestPdfs.write(List.of(first, second)));

    assertThat(doc.elements()).filteredOn(e -> e.kind() == ElementKind.HEADING)
        .extracting(Element::text)
        .containsExactly("Platform Design Report", "1 Introduction", "1.1 Scope", "1.2 Goals");
    Element scope = find(doc, ElementKind.HEADING, "1.1 Scope");
    assertThat(find(doc, ElementKind.PARAGRAPH, "The second page").headingPath())
        .endsWith(scope.id());
  }

  @Test
  void aNumberedTitleRepeatedOnEverySlideIsNoSection() {
    TestPdfs.Page page = page();
    float y = 140;
    for (int i = 0; i < 3; i++) {
      y = page.body(72, y, "1 Results");
      y = page.body(72, y + 6, TEXT) + 14;
    }
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertOnlyTheTitleIsAHeading(doc);
  }
}
