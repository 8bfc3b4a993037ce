package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import org.junit.jupiter.api.Test;

class PptxParserTest {
  private static final byte[] DECK = OfficeFixtures.bytes(OfficeFixtures.deck());
  private static final ParsedDocument DOC = parse(PptxParser.create());

  private static ParsedDocument parse(PptxParser parser) {
    return parser.parse(DocumentSource.ofBytes("deck.pptx", DECK), ParseOptions.defaults());
  }

  private static Element find(ParsedDocument doc, String text) {
    return doc.elements().stream().filter(e -> e.text().equals(text)).findFirst()
        .orElseThrow(() -> new AssertionError("no element " + text + " in " + doc.elements()));
  }

  @Test
  void theFirstSlideTitleIsLevelOneLaterTitlesLevelTwoABoldLeadStandsForAMissingTitle() {
    assertThat(DOC.elements()).filteredOn(e -> e.kind() == ElementKind.HEADING)
        .extracting(e -> e.level() + " " + e.text() + " @" + e.span().page())
        .containsExactly("1 Travel Insurance 2026 @1", "2 Pricing @2", "2 Claims @3");
    assertThat(DOC.title()).contains("Travel Insurance 2026");
    assertThat(find(DOC, "Claims are paid within 30 days.").kind())
        .isEqualTo(ElementKind.PARAGRAPH);
  }

  @Test
  void bulletsAreListItemsWithLevelsAndAutoNumbers() {
    assertThat(DOC.elements()).filteredOn(e -> e.kind() == ElementKind.LIST_ITEM)
        .extracting(e -> e.level() + "/" + e.ordinal() + " " + e.text())
        .containsExactly("1/0 Two plans", "2/0 Basic for Europe", "2/0 Premium worldwide",
            "1/1 Choose a plan", "1/2 Pay online");
    assertThat(find(DOC, "Product overview").kind()).isEqualTo(ElementKind.PARAGRAPH);
  }

  @Test
  void tablesHaveAHeaderAndRows() {
    Element header = find(DOC, "Plan | Price");
    assertThat(header.kind()).isEqualTo(ElementKind.TABLE_HEADER);
    Element row = find(DOC, "Premium | 9 EUR");
    assertThat(row.intro()).isEqualTo(header.id());
    assertThat(row.headerCells()).containsExactly("Plan", "Price");
  }

  @Test
  void everyElementCarriesItsSlideNumber() {
    assertThat(DOC.elements()).allMatch(e -> e.span().page() >= 1 && e.span().page() <= 3);
    assertThat(find(DOC, "Pay online").span().page()).isEqualTo(2);
    assertThat(find(DOC, "Pricing").span().line()).isEqualTo(1);
  }

  @Test
  void speakerNotesOnlyWhenAskedFor() {
    assertThat(DOC.elements()).noneMatch(e -> e.text().contains("family discount"));
    ParsedDocument withNotes = parse(PptxParser.builder().speakerNotes(true).build());
    Element note = find(withNotes, "Mention the family discount.");
    assertThat(note.span().page()).isEqualTo(2);
    assertThat(withNotes.indexOf(note.id())).isGreaterThan(withNotes.indexOf(
        find(withNotes, "Premium | 9 EUR").id()));
  }
}
