package dev.wrac.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.model.Element;
import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.model.SourceSpan;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.TestDocuments;
import dev.wrac.tokens.TokenCounters;
import java.util.List;
import org.junit.jupiter.api.Test;

class DocumentBuilderTest {

  @Test
  void idsAreNumberedPerKindInDocumentOrder() {
    ParsedDocument doc = TestDocuments.named("d.md").heading(1, "A").paragraph("x")
        .bullets("one", "two").heading(2, "B").paragraph("y").build();
    assertThat(doc.elements()).extracting(e -> e.id().value())
        .containsExactly("h1", "p1", "li1", "li2", "h2", "p2");
  }

  @Test
  void headingPathsFollowTheHeadingLevels() {
    ParsedDocument doc = TestDocuments.named("d.md")
        .heading(1, "Doc").heading(2, "A").heading(3, "A.1").paragraph("deep")
        .heading(2, "B").paragraph("shallow").heading(4, "B.x").paragraph("skipped level")
        .build();
    assertThat(path(doc, "p1")).containsExactly("h1", "h2", "h3");
    assertThat(path(doc, "h4")).as("a heading's own path excludes itself").containsExactly("h1");
    assertThat(path(doc, "p2")).containsExactly("h1", "h4");
    assertThat(path(doc, "p3")).containsExactly("h1", "h4", "h5");
  }

  @Test
  void aParagraphRightBeforeAListIsItsLeadIn() {
    ParsedDocument doc = TestDocuments.named("d.md").heading(1, "How to")
        .paragraph("Follow these steps:").steps("Open", "Close")
        .heading(2, "Other").bullets("no lead-in here").build();
    assertThat(doc.element(ElementId.of("li1")).intro()).isEqualTo(ElementId.of("p1"));
    assertThat(doc.element(ElementId.of("li2")).intro()).isEqualTo(ElementId.of("p1"));
    assertThat(doc.element(ElementId.of("li1")).ordinal()).isEqualTo(1);
    assertThat(doc.element(ElementId.of("li3")).intro()).isNull();
  }

  @Test
  void tableRowsKeepTheirHeaderCellsAndHeader() {
    ParsedDocument doc = TestDocuments.named("d.md")
        .table(List.of("Plan", "Price"), List.of(List.of("Basic", "$5"), List.of("Pro", "$9")))
        .build();
    Element row = doc.element(ElementId.of("tr2"));
    assertThat(row.headerCells()).containsExactly("Plan", "Price");
    assertThat(row.intro()).isEqualTo(ElementId.of("th1"));
    assertThat(row.group()).isEqualTo("table1");
    assertThat(doc.mustBePlaced(ElementId.of("th1"))).isFalse();
  }

  @Test
  void oversizedElementsAreCutVerbatimAtSentenceBoundaries() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      text.append("Sentence number ").append(i).append(" says something short. ");
    }
    String paragraph = text.toString().trim();
    ParseOptions options = ParseOptions.builder().maxElementTokens(100).build();
    TestDocuments docs = TestDocuments.named("long.md", options).paragraph(paragraph);
    ParsedDocument doc = docs.build();
    assertThat(doc.size()).isGreaterThan(20);
    StringBuilder rebuilt = new StringBuilder();
    for (Element e : doc.elements()) {
      assertThat(e.tokens()).isLessThanOrEqualTo(100);
      assertThat(e.tokens()).isEqualTo(TokenCounters.o200k().count(e.text()));
      assertThat(e.text()).endsWith(".");
      rebuilt.append(e.text()).append(' ');
    }
    assertThat(rebuilt.toString().trim()).isEqualTo(paragraph);
    PlanInvariants.assertSpansSliceSource(doc, docs.source());
  }

  @Test
  void aSingleHugeWordIsCutInsideTheWordRatherThanKeptWhole() {
    String word = "x".repeat(5000);
    ParsedDocument doc = TestDocuments.named("w.md", ParseOptions.builder().maxElementTokens(50)
        .build()).paragraph(word).build();
    assertThat(doc.elements()).allSatisfy(e -> assertThat(e.tokens()).isLessThanOrEqualTo(50));
    assertThat(String.join("", doc.elements().stream().map(Element::text).toList()))
        .isEqualTo(word);
  }

  @Test
  void piecesOfACutElementKeepTheirLines() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      text.append("Line ").append(i).append(" has a few words\n");
    }
    String block = text.toString().trim();
    TestDocuments docs = TestDocuments.named("lines.md", ParseOptions.builder()
        .maxElementTokens(50).build()).paragraph(block);
    ParsedDocument doc = docs.build();
    assertThat(doc.size()).isGreaterThan(10);
    String source = docs.source();
    for (Element e : doc.elements()) {
      int start = e.span().start();
      int line = 1 + (int) source.substring(0, start).chars().filter(c -> c == '\n').count();
      assertThat(e.span().line()).as(e.id().value()).isEqualTo(line);
      assertThat(e.span().endLine()).isEqualTo(line + (int) e.text().chars()
          .filter(c -> c == '\n').count());
    }
  }

  @Test
  void aRowGoesWithoutItsHeaderWhereTheTwoDoNotFitOneElementTogether() {
    String wide = words("heading", 30);
    ParsedDocument doc = TestDocuments.named("t.md", ParseOptions.builder().maxElementTokens(60)
        .build()).table(List.of("Name", wide), List.of(List.of("a", "b"),
            List.of("c", words("cell", 40)))).build();
    Element header = doc.element(ElementId.of("th1"));
    Element shortRow = doc.element(ElementId.of("tr1"));
    Element longRow = doc.element(ElementId.of("tr2"));
    assertThat(header.tokens() + shortRow.tokens()).isLessThan(60);
    assertThat(shortRow.intro()).isEqualTo(header.id());
    assertThat(header.tokens() + longRow.tokens()).isGreaterThan(60);
    assertThat(longRow.intro()).isNull();
    assertThat(longRow.headerCells()).as("its cells' names stay").containsExactly("Name", wide);
  }

  @Test
  void anOversizedHeaderIsCutLikeAnyBlockAndIntroducesNoRow() {
    ParsedDocument doc = TestDocuments.named("t.md", ParseOptions.builder().maxElementTokens(50)
        .build()).table(List.of("Name", words("heading", 80)), List.of(List.of("a", "b"),
            List.of("c", "d"))).build();
    List<Element> headers = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.TABLE_HEADER).toList();
    assertThat(headers).hasSizeGreaterThan(1)
        .allSatisfy(h -> assertThat(h.tokens()).isLessThanOrEqualTo(50));
    assertThat(doc.elements()).filteredOn(e -> e.kind() == ElementKind.TABLE_ROW)
        .hasSize(2).allSatisfy(r -> assertThat(r.intro()).isNull());
  }

  @Test
  void anElementUnderHeadingsLongerThanTheRoomLeftForThemIsCutShorterByTheExcess() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 60; i++) {
      text.append("Sentence number ").append(i).append(" says something short. ");
    }
    ParseOptions options = ParseOptions.builder().maxElementTokens(200).build();
    String longTitle = words("heading", 50);
    ParsedDocument underShort = TestDocuments.named("s.md", options).heading(1, "Short")
        .paragraph(text.toString().trim()).build();
    ParsedDocument underLong = TestDocuments.named("l.md", options).heading(1, longTitle)
        .heading(2, longTitle).paragraph(text.toString().trim()).build();
    int headings = underLong.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .mapToInt(e -> Math.max(e.tokens(), e.contentTokens()) + 1).sum();
    assertThat(headings).isGreaterThan(ParseOptions.CONTEXT_ROOM_TOKENS);
    int limit = 200 - (headings - ParseOptions.CONTEXT_ROOM_TOKENS);
    assertThat(underShort.elements()).filteredOn(e -> e.kind() == ElementKind.PARAGRAPH)
        .anySatisfy(e -> assertThat(e.tokens()).isGreaterThan(limit));
    assertThat(underLong.elements()).filteredOn(e -> e.kind() == ElementKind.PARAGRAPH)
        .allSatisfy(e -> assertThat(e.tokens()).isLessThanOrEqualTo(limit));
  }

  @Test
  void blankBlocksAreSkippedAndAnEmptyDocumentIsATypedError() {
    DocumentBuilder builder = new DocumentBuilder("e.md", "text/markdown", ParseOptions.defaults());
    assertThat(builder.block(ElementKind.PARAGRAPH, "  ", new SourceSpan(0, 2, 1, 1))).isNull();
    assertThatThrownBy(builder::build).isInstanceOfSatisfying(DocumentParseException.class,
        e -> assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.EMPTY));
  }

  @Test
  void blockRefusesKindsWithTheirOwnMethods() {
    DocumentBuilder builder = new DocumentBuilder("e.md", "text/markdown", ParseOptions.defaults());
    assertThatThrownBy(() -> builder.block(ElementKind.HEADING, "# x", new SourceSpan(0, 3, 1, 1)))
        .hasMessageContaining("heading()");
  }

  private static String words(String word, int count) {
    return (word + " ").repeat(count).trim();
  }

  private static List<String> path(ParsedDocument doc, String id) {
    return doc.element(ElementId.of(id)).headingPath().stream().map(ElementId::value).toList();
  }
}
