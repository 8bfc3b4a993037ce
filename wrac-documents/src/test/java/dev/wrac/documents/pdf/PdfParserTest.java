package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.model.Chunk;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.testing.PlanInvariants;
import java.util.List;
import org.junit.jupiter.api.Test;

class PdfParserTest {
  private static final ParseOptions OPTIONS = ParseOptions.defaults();

  static ParsedDocument parse(byte[] pdf) {
    return PdfParser.create().parse(DocumentSource.ofBytes("test.pdf", pdf), OPTIONS);
  }

  /** The element of {@code kind} whose text contains {@code fragment}. */
  static Element find(ParsedDocument doc, ElementKind kind, String fragment) {
    return doc.elements().stream()
        .filter(e -> e.kind() == kind && e.text().contains(fragment)).findFirst()
        .orElseThrow(() -> new AssertionError("no " + kind + " with '" + fragment + "' in "
            + doc.elements().stream().map(e -> e.kind() + ": " + e.text()).toList()));
  }

  /** Every span is on a page and the spans slice the extracted text in order. */
  static void assertSpans(ParsedDocument doc) {
    int end = -2;
    int line = -1;
    for (Element e : doc.elements()) {
      assertThat(e.span().page()).as("page of %s", e.id()).isPositive();
      assertThat(e.span().endPage()).isEqualTo(e.span().page());
      if (e.span().length() == e.text().length()) {
        assertThat(e.span().start()).as("start of %s", e.id()).isEqualTo(end + 2);
        assertThat(e.span().line()).as("line of %s", e.id()).isEqualTo(line + 2);
        end = e.span().end();
        line = e.span().endLine();
      }
    }
  }

  /** The core invariants of a plan and its chunks. */
  static List<Chunk> assertChunks(ParsedDocument doc) {
    ChunkPlan plan = Wrac.plan(doc);
    PlanInvariants.assertCovers(doc, plan);
    List<Chunk> chunks = Wrac.assemble(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan, chunks);
    return chunks;
  }

  @Test
  void foundThroughServiceLoaderForPdfFiles() {
    DocumentParser parser = DocumentParsers.load()
        .forSource(DocumentSource.ofBytes("report.pdf", new byte[] {1}));
    assertThat(parser).isInstanceOf(PdfParser.class);
    assertThat(parser.name()).isEqualTo("pdf");
  }

  @Test
  void headingsFromSizeAndWeightRelativeToTheBody() {
    ParsedDocument doc = parse(TestPdfs.write(TestPdfs.report()));
    Element title = find(doc, ElementKind.HEADING, "Travel Insurance Guide");
    Element cover = find(doc, ElementKind.HEADING, "1 Cover");
    Element premiums = find(doc, ElementKind.HEADING, "2 Premiums");
    Element bold = find(doc, ElementKind.HEADING, "What is not covered");
    assertThat(List.of(title.level(), cover.level(), premiums.level(), bold.level()))
        .containsExactly(1, 2, 2, 3);
    assertThat(cover.headingPath()).containsExactly(title.id());
    assertThat(bold.headingPath()).containsExactly(title.id(), cover.id());
    assertThat(doc.title()).contains("Travel Insurance Guide");
    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING))
        .hasSize(5);
  }

  @Test
  void paragraphsJoinTheirLinesMendHyphenationAndSplitAtIndents() {
    ParsedDocument doc = parse(TestPdfs.write(TestPdfs.report()));
    Element first = find(doc, ElementKind.PARAGRAPH, "The basic plan");
    assertThat(first.text()).isEqualTo("The basic plan covers emergency medical treatment "
        + "abroad, repatriation and the loss of luggage up to the limits in the schedule. "
        + "Claims are paid in euros within thirty days of the complete documentation "
        + "reaching us.");
    Element second = find(doc, ElementKind.PARAGRAPH, "Cancellation");
    assertThat(second.id()).isNotEqualTo(first.id());
    assertThat(second.text()).endsWith("such as illness or a court summons.");
  }

  @Test
  void listItemsWithWrappedLinesAndNumbers() {
    ParsedDocument doc = parse(TestPdfs.write(TestPdfs.report()));
    Element wrapped = find(doc, ElementKind.LIST_ITEM, "Dangerous sports");
    assertThat(wrapped.text()).isEqualTo(
        "\u2022 Dangerous sports such as base jumping, unless the extreme sports option was bought");
    Element first = find(doc, ElementKind.LIST_ITEM, "Pre-existing");
    assertThat(wrapped.group()).isEqualTo(first.group());
    assertThat(first.level()).isEqualTo(1);
    List<Element> numbered = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.LIST_ITEM && e.ordinal() > 0).toList();
    assertThat(numbered).extracting(Element::ordinal).containsExactly(1, 2, 3);
    assertThat(numbered.get(0).span().page()).isEqualTo(3);
  }

  @Test
  void aListItemsContentIsItsTextWithoutItsMarkerAsInMarkdown() {
    ParsedDocument doc = parse(TestPdfs.write(TestPdfs.report()));
    Element bullet = find(doc, ElementKind.LIST_ITEM, "Dangerous sports");
    assertThat(bullet.content()).isEqualTo(
        "Dangerous sports such as base jumping, unless the extreme sports option was bought");
    assertThat(bullet.text()).startsWith("\u2022 ");
    Element step = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.LIST_ITEM && e.ordinal() == 1).findFirst()
        .orElseThrow();
    assertThat(step.text()).startsWith("1.");
    assertThat(step.content()).isEqualTo(step.text().substring(2).strip());
    // the chunk hands the content out to embed, and keeps the text verbatim
    Chunk chunk = Wrac.assemble(doc, Wrac.plan(doc)).stream()
        .filter(c -> c.elementIds().contains(bullet.id())).findFirst().orElseThrow();
    assertThat(chunk.text()).contains(bullet.text());
    assertThat(chunk.embedText()).contains(bullet.content()).doesNotContain("\u2022");
  }

  @Test
  void alignedColumnsOverSeveralLinesAreATable() {
    ParsedDocument doc = parse(TestPdfs.write(TestPdfs.report()));
    Element header = find(doc, ElementKind.TABLE_HEADER, "Plan");
    assertThat(header.text()).isEqualTo("Plan | Per trip | Per year");
    List<Element> rows = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.TABLE_ROW).toList();
    assertThat(rows).extracting(Element::text)
        .containsExactly("Basic | 25 EUR | 120 EUR", "Plus | 40 EUR | 190 EUR",
            "Premium | 65 EUR | 310 EUR");
    assertThat(rows.get(0).content())
        .isEqualTo(dev.wrac.parse.RowContent.cells(List.of("Basic", "25 EUR", "120 EUR")));
    ParsedDocument sentences = PdfParser.create().parse(
        DocumentSource.ofBytes("test.pdf", TestPdfs.write(TestPdfs.report())),
        ParseOptions.builder().rowContent(dev.wrac.parse.RowContent.FORMAT_DEFAULT).build());
    assertThat(find(sentences, ElementKind.TABLE_ROW, "Basic").content())
        .isEqualTo("Plan: Basic; Per trip: 25 EUR; Per year: 120 EUR");
    assertThat(rows).allSatisfy(r -> {
      assertThat(r.intro()).isEqualTo(header.id());
      assertThat(r.headerCells()).containsExactly("Plan", "Per trip", "Per year");
      assertThat(r.span().page()).isEqualTo(2);
    });
    assertThat(find(doc, ElementKind.PARAGRAPH, "Family plans").text())
        .isEqualTo("Family plans cost twice the single premium whatever the number of "
            + "children travelling with their parents.");
  }

  @Test
  void aTableDrawnCellByCellIsReadInDrawingOrderEvenWhereCellsOverlap() {
    ParsedDocument doc = parse(TestPdfs.write(List.of(TestPdfs.tightTable())));
    Element header = find(doc, ElementKind.TABLE_HEADER, "Store");
    assertThat(header.text()).isEqualTo("Store ID | City | State | Manager Name");
    List<Element> rows = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.TABLE_ROW).toList();
    assertThat(rows).extracting(Element::text).containsExactly(
        "VL- 001 | Bengaluru | Karnataka | Isha Rastogi",
        "VL- 002 | Goa | Goa | Walk-in only");
    assertThat(rows).allSatisfy(r -> assertThat(r.headerCells())
        .containsExactly("Store ID", "City", "State", "Manager Name"));
    assertThat(find(doc, ElementKind.PARAGRAPH, "Opening").text())
        .isEqualTo("Opening hours are on each store's page.");
  }

  @Test
  void aCellTouchingTheOneBeforeItIsCutAtItsColumnStart() {
    ParsedDocument doc = parse(TestPdfs.write(List.of(TestPdfs.touchingCells())));
    assertThat(find(doc, ElementKind.TABLE_HEADER, "Award").text())
        .isEqualTo("Award Name | Year | Product Category");
    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.TABLE_ROW))
        .extracting(Element::text).containsExactly(
            "Red Dot Design | 2025 | Velvera One",
            "Good Design | 2024 | Orbit Watch");
  }

  @Test
  void aCellTouchingTheOneBeforeItIsCutWhereCellsStartInOtherRowsThoughTheHeaderJoinsThem() {
    ParsedDocument doc = parse(TestPdfs.write(List.of(TestPdfs.gluedCellsUnderOneHeaderCell())));
    assertThat(find(doc, ElementKind.TABLE_HEADER, "Store").text())
        .isEqualTo("Store ID | City State | Manager Name");
    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.TABLE_ROW))
        .extracting(Element::text).containsExactly(
            "VL- 001 | Noida Uttar Pradesh | Isha Rastogi",
            "VL- 002 | Goa Goa | Walk-in only",
            "VL- 003 | Agra Uttar Pradesh | Ravi Menon");
  }

  @Test
  void cellsGluedInEveryRowAreCutWhereAWordOfTheHeaderCellStarts() {
    ParsedDocument doc = parse(TestPdfs.write(List.of(TestPdfs.gluedCellsInEveryRow())));
    assertThat(find(doc, ElementKind.TABLE_HEADER, "Store").text())
        .isEqualTo("Store ID | City State | Manager Name");
    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.TABLE_ROW))
        .extracting(Element::text).containsExactly(
            "VL- 001 | Agra Uttar Pradesh | Isha Rastogi",
            "VL- 002 | Goa Goa | Walk-in only");
  }

  @Test
  void textDrawnTwiceIsReadOnceButALetterOfOverlappingTextsIsKept() {
    ParsedDocument doc = parse(TestPdfs.write(List.of(TestPdfs.overdrawnText())));
    String text = String.join("\n", doc.elements().stream().map(Element::text).toList());
    assertThat(text).startsWith("Store list\n").contains("Stores open at ten.");
    assertThat(text.split("[^A-Za-z]+")).contains("Bhubaneswar", "Odisha");
  }

  @Test
  void runningHeadersFootersAndPageNumbersAreLeftOut() {
    ParsedDocument doc = parse(TestPdfs.write(TestPdfs.report()));
    assertThat(doc.elements()).noneMatch(e -> e.text().contains("Policy Guide")
        || e.text().matches(".*Page \\d of 3.*"));
    assertThat(doc.metadata()).containsEntry("pages", "3").doesNotContainKey("pagesWithoutText");
  }

  @Test
  void aRepeatedLineThatIsPartOfTheBodyAtAPagesTopIsBodyText() {
    // a list running over four pages whose label "Airports:" happens to open two pages and to
    // be the second line of another, under the item that ends the previous list, each time as
    // close to the next line as a list's lines are (ZX Bank's station lists); the running
    // header and page numbers, set apart, still go
    List<TestPdfs.Page> pages = new java.util.ArrayList<>();
    for (int i = 0; i < 4; i++) {
      TestPdfs.Page p = new TestPdfs.Page();
      p.text(72, 40, TestPdfs.REGULAR, 9, "Acme station guide");
      float y = 72;
      if (i == 1) {
        p.text(72, y, TestPdfs.REGULAR, 11, "- Secunderabad Junction");
        y += 14;
      }
      p.text(72, y, TestPdfs.REGULAR, 11, i == 0 ? "Railway stations:" : "Airports:");
      p.body(90, y + 14, "- An airport or a station of the city, named in full", "- Another");
      p.text(290, 760, TestPdfs.REGULAR, 9, "Page " + (i + 1));
      pages.add(p);
    }
    ParsedDocument doc = parse(TestPdfs.write(pages));
    List<String> texts = doc.elements().stream().map(Element::text).toList();
    assertThat(texts.stream().filter(t -> t.contains("Airports:")).count()).as("%s", texts)
        .isEqualTo(3);
    assertThat(texts).noneMatch(t -> t.contains("Acme station guide") || t.contains("Page "));
  }

  @Test
  void theLastWordsOfABoldPhraseWrappedAtTheNormalLeadingAreNoHeading() {
    // items whose bold names wrap after a comma, the rest alone on its line, as "Collision
    // Warning)" or "Kurla" in the corpus; a bold heading set apart stays one
    TestPdfs.Page p = new TestPdfs.Page();
    p.text(72, 72, TestPdfs.BOLD, 11, "Petrol pumps");
    p.text(72, 100, TestPdfs.REGULAR, 11, "Find an ATM at a petrol pump near you.");
    float y = 128;
    for (String[] item : new String[][] {{"Indian Oil,", "Bandra Kurla", "BKC Road, Mumbai"},
        {"HPCL,", "Cuffe Parade", "Wodehouse Road, Mumbai"}}) {
      p.text(72, y, TestPdfs.BOLD, 11, item[0]);
      p.text(72, y + 13, TestPdfs.BOLD, 11, item[1]);
      p.text(72, y + 26, TestPdfs.REGULAR, 11, item[2]);
      y += 52;
    }
    ParsedDocument doc = parse(TestPdfs.write(List.of(p)));
    List<String> headings = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.HEADING).map(Element::text).toList();
    assertThat(headings).containsExactly("Petrol pumps");
    assertThat(doc.elements().stream().map(Element::text).toList())
        .contains("Indian Oil, Bandra Kurla BKC Road, Mumbai",
            "HPCL, Cuffe Parade Wodehouse Road, Mumbai");
  }

  @Test
  void pagesThatAreMostlyTheirRepeatedLinesKeepThem() {
    // an inserted document whose pages are one line and a footer, as pdfpages' dummy pages
    List<TestPdfs.Page> pages = new java.util.ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      pages.add(new TestPdfs.Page()
          .text(72, 60, TestPdfs.REGULAR, 11, "This is page " + i + " of the included document")
          .text(290, 760, TestPdfs.REGULAR, 9, "Footer " + i));
    }
    ParsedDocument doc = parse(TestPdfs.write(pages));
    for (int i = 1; i <= 4; i++) {
      String line = "This is page " + i + " of the included document";
      assertThat(doc.elements()).anyMatch(e -> e.text().contains(line));
    }
  }

  @Test
  void everyElementHasItsPageAndSpansPointIntoTheExtractedText() {
    ParsedDocument doc = parse(TestPdfs.write(TestPdfs.report()));
    assertSpans(doc);
    assertThat(find(doc, ElementKind.HEADING, "Travel").span().page()).isEqualTo(1);
    assertThat(find(doc, ElementKind.HEADING, "Premiums").span().page()).isEqualTo(2);
    assertThat(find(doc, ElementKind.PARAGRAPH, "ninety days").span().page()).isEqualTo(3);
    assertChunks(doc);
  }

  @Test
  void twoColumnsAreReadColumnByColumn() {
    ParsedDocument doc = parse(TestPdfs.write(List.of(TestPdfs.twoColumns())));
    String text = String.join("\n", doc.elements().stream().map(Element::text).toList());
    assertThat(text).startsWith("Two Column Newsletter");
    int omega = text.indexOf("Omega ends the left column");
    int bravo = text.indexOf("Bravo starts the right column");
    assertThat(omega).isPositive();
    assertThat(bravo).isGreaterThan(omega);
    assertThat(find(doc, ElementKind.PARAGRAPH, "Alpha").text())
        .contains("column and it continues down the left side");
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.TABLE_ROW);
  }
}
