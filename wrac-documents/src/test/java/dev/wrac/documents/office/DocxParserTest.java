package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.parse.RowContent;
import java.util.List;
import org.junit.jupiter.api.Test;

class DocxParserTest {
  private static final ParsedDocument DOC = parse(DocxParser.create(),
      DocxFixtures.bytes(DocxFixtures.everything()));

  static ParsedDocument parse(DocxParser parser, byte[] bytes) {
    return parser.parse(DocumentSource.ofBytes("guide.docx", bytes), ParseOptions.defaults());
  }

  private static Element find(ParsedDocument doc, String text) {
    return doc.elements().stream().filter(e -> e.text().equals(text)).findFirst()
        .orElseThrow(() -> new AssertionError("no element " + text + " in " + doc.elements()));
  }

  @Test
  void headingsComeFromTitleStyleNamesIdsAndOutlineLevels() {
    List<String> headings = DOC.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(e -> e.level() + " " + e.text()).toList();
    assertThat(headings).containsExactly("1 Travel Insurance Guide", "1 Cover", "1 Claims",
        "3 Deep detail", "2 Prices", "1 Footnotes");
    assertThat(DOC.title()).contains("Travel Insurance Guide");
  }

  @Test
  void listItemsHaveDepthOrdinalsAndTheirLeadIn() {
    Element lead = find(DOC, "The plan covers the following:");
    assertThat(DOC.elements()).filteredOn(e -> e.kind() == ElementKind.LIST_ITEM)
        .extracting(e -> e.level() + "/" + e.ordinal() + " " + e.text())
        .containsExactly("1/1 Medical costs abroad", "2/0 Hospital stays", "2/0 Repatriation",
            "1/2 Lost luggage");
    Element first = find(DOC, "Medical costs abroad");
    assertThat(first.intro()).isEqualTo(lead.id());
    assertThat(find(DOC, "Lost luggage").group()).isEqualTo(first.group());
  }

  @Test
  void numberingAndOutlineLevelsInheritedFromStylesCount() {
    ParsedDocument doc = parse(DocxParser.create(),
        DocxFixtures.bytes(DocxFixtures.styleNumbering()));
    assertThat(doc.elements()).extracting(e -> e.kind() + " " + e.level() + "/" + e.ordinal()
        + " " + e.text()).containsExactly("HEADING 2/0 Steps", "LIST_ITEM 1/1 Unplug the kettle",
        "LIST_ITEM 1/2 Let it cool", "PARAGRAPH 0/0 Done.", "LIST_ITEM 1/3 Descale monthly");
    assertThat(doc.elements().get(4).group()).isNotEqualTo(doc.elements().get(1).group());
  }

  @Test
  void tablesHaveAHeaderAndRowsWithHeaderCellsNestedTablesFlattened() {
    Element header = find(DOC, "Plan | Price | Cover");
    assertThat(header.kind()).isEqualTo(ElementKind.TABLE_HEADER);
    Element basic = find(DOC, "Basic | 5 EUR | Europe");
    assertThat(basic.kind()).isEqualTo(ElementKind.TABLE_ROW);
    assertThat(basic.intro()).isEqualTo(header.id());
    assertThat(basic.headerCells()).containsExactly("Plan", "Price", "Cover");
    assertThat(find(DOC, "Premium | 9 EUR | World, incl. USA").headerCells())
        .containsExactly("Plan", "Price", "Cover");
  }

  @Test
  void aRowsContentIsItsCellsByDefaultAndItsSentenceUnderTheFormatsOwnRule() {
    Element basic = find(DOC, "Basic | 5 EUR | Europe");
    assertThat(basic.content()).isEqualTo("Basic | 5 EUR | Europe");
    ParsedDocument sentences = DocxParser.create().parse(DocumentSource.ofBytes("guide.docx",
        DocxFixtures.bytes(DocxFixtures.everything())),
        ParseOptions.builder().rowContent(RowContent.FORMAT_DEFAULT).build());
    assertThat(find(sentences, "Basic | 5 EUR | Europe").content())
        .isEqualTo("Plan: Basic; Price: 5 EUR; Cover: Europe");
  }

  @Test
  void hyperlinkTextIsKeptAndFootnotesFollowUnderTheirHeading() {
    Element link = find(DOC, "File a claim on the claims portal within 30 days. [1]");
    Element note = find(DOC, "[1] Calendar days, weekends included.");
    assertThat(DOC.indexOf(note.id())).isGreaterThan(DOC.indexOf(find(DOC,
        "Prices include tax.").id()));
    assertThat(note.headingPath()).containsExactly(find(DOC, "Footnotes").id());
    assertThat(note.span().line()).as("the referencing paragraph").isEqualTo(link.span().line());
  }

  @Test
  void notesCanBeLeftOut() {
    ParsedDocument doc = parse(DocxParser.builder().notes(false).build(),
        DocxFixtures.bytes(DocxFixtures.everything()));
    assertThat(doc.elements()).noneMatch(e -> e.text().contains("Calendar days")
        || e.text().equals("Footnotes"));
    assertThat(find(doc, "File a claim on the claims portal within 30 days.")).isNotNull();
  }

  @Test
  void runningHeadersAndFootersAreLeftOut() {
    assertThat(DOC.elements()).noneMatch(e -> e.text().contains("RUNNING"));
  }

  @Test
  void spansSliceTheExtractedTextAndLinesCountBodyElements() {
    StringBuilder extracted = new StringBuilder();
    for (Element e : DOC.elements()) {
      assertThat(e.span().start()).isEqualTo(extracted.length());
      extracted.append(e.text()).append("\n\n");
      assertThat(e.span().end() - e.span().start()).isEqualTo(e.text().length());
      assertThat(e.span().hasPage()).isFalse();
    }
    assertThat(find(DOC, "Travel Insurance Guide").span().line()).isEqualTo(1);
    assertThat(find(DOC, "Cover").span().line()).isEqualTo(2);
    Element header = find(DOC, "Plan | Price | Cover");
    assertThat(find(DOC, "Basic | 5 EUR | Europe").span().line())
        .isEqualTo(header.span().line());
    assertThat(find(DOC, "Prices include tax.").span().line())
        .isEqualTo(header.span().line() + 1);
  }

  @Test
  void theSameBytesGiveTheSameDocument() {
    byte[] bytes = DocxFixtures.bytes(DocxFixtures.everything());
    assertThat(parse(DocxParser.create(), bytes).fingerprint())
        .isEqualTo(parse(DocxParser.create(), bytes).fingerprint());
  }
}
