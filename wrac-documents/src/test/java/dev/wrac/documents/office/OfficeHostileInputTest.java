package dev.wrac.documents.office;

import static dev.wrac.documents.office.HostileOfficeFiles.DOCX;
import static dev.wrac.documents.office.HostileOfficeFiles.PPTX;
import static dev.wrac.documents.office.HostileOfficeFiles.XLSX;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.wrac.documents.office.internal.OfficePackages;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: hostile office files end quickly, with elements or a typed error naming the part
 * and the limit; damaged shapes, slides, cells and parts are skipped with their names recorded.
 */
class OfficeHostileInputTest {
  private static final Duration QUICKLY = Duration.ofSeconds(20);

  private static ParsedDocument parse(DocumentParser parser, String name, byte[] bytes) {
    return assertTimeoutPreemptively(QUICKLY,
        () -> parser.parse(DocumentSource.ofBytes(name, bytes), ParseOptions.defaults()));
  }

  private static DocumentParseException failure(DocumentParser parser, String name,
      byte[] bytes) {
    return assertTimeoutPreemptively(QUICKLY, () -> {
      try {
        ParsedDocument doc = parser.parse(DocumentSource.ofBytes(name, bytes),
            ParseOptions.defaults());
        throw new AssertionError("parsed " + doc.size() + " elements from " + name);
      } catch (DocumentParseException e) {
        assertThat(e.document()).isEqualTo(name);
        return e;
      }
    });
  }

  private static String text(ParsedDocument doc) {
    StringBuilder all = new StringBuilder();
    for (Element e : doc.elements()) {
      all.append(e.text()).append('\n');
    }
    return all.toString();
  }

  private static byte[] seedDocx() {
    try (var in = OfficeHostileInputTest.class.getResourceAsStream(
        "/dev/wrac/documents/fuzz/seed.docx")) {
      return in.readAllBytes();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** Fuzz finding (OfficeFuzzTestInputs/docx/finding-abstract-num-without-id). */
  @Test
  void anAbstractNumberingWithoutItsIdLeavesTheListItemsUnnumbered() {
    byte[] docx = HostileOfficeFiles.edit(seedDocx(), "word/numbering.xml",
        "w:abstractNumId=\"1\"", "");
    ParsedDocument doc = parse(DocxParser.create(), "numbering.docx", docx);
    Element item = doc.elements().stream().filter(e -> e.text().equals("Medical costs abroad"))
        .findFirst().orElseThrow();
    assertThat(item.kind()).isEqualTo(dev.wrac.model.ElementKind.LIST_ITEM);
  }

  @Test
  void aNumberingInstanceWithoutItsIdLeavesItsParagraphsPlain() {
    byte[] docx = HostileOfficeFiles.edit(seedDocx(), "word/numbering.xml",
        "<w:num w:numId=\"1\">", "<w:num>");
    ParsedDocument doc = parse(DocxParser.create(), "numbering.docx", docx);
    Element item = doc.elements().stream().filter(e -> e.text().contains("Medical costs abroad"))
        .findFirst().orElseThrow();
    assertThat(item.kind()).isEqualTo(dev.wrac.model.ElementKind.PARAGRAPH);
  }

  @Test
  void aSlideOfThreeThousandNestedGroupsIsRefusedNamingTheSlideAndTheLimit() {
    DocumentParseException e = failure(PptxParser.create(), "groups.pptx",
        HostileOfficeFiles.nestedGroups(3_000));
    assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
    assertThat(e.detail()).startsWith("ppt/slides/slide1.xml: ")
        .contains("nested more than " + OfficePackages.MAX_XML_DEPTH + " deep");
  }

  @Test
  void groupsNestedWithinTheLimitAreRead() {
    ParsedDocument deck = parse(PptxParser.create(), "groups.pptx",
        HostileOfficeFiles.nestedGroups(100));
    assertThat(text(deck)).contains("Pricing");
  }

  @Test
  void twentyThousandNestedContentControlsAreRefusedNamingThePart() {
    DocumentParseException e = failure(DocxParser.create(), "sdt.docx",
        HostileOfficeFiles.nestedContentControls(20_000));
    assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
    assertThat(e.detail()).startsWith("word/document.xml: ").contains("256");
  }

  @Test
  void contentControlsNestedToTheLimitAreRead() {
    ParsedDocument doc = parse(DocxParser.create(), "sdt.docx",
        HostileOfficeFiles.nestedContentControls(OfficePackages.MAX_XML_DEPTH - 4));
    assertThat(text(doc)).contains("Travel Insurance Guide");
  }

  @Test
  void coreProperties10000DeepAreRefusedBeforePoiReadsThem() {
    DocumentParseException e = failure(XlsxParser.create(), "core.xlsx",
        HostileOfficeFiles.nestedCoreProperties(XLSX, 10_000));
    assertThat(e.reason()).isEqualTo(Reason.MALFORMED);
    assertThat(e.detail()).startsWith("docProps/core.xml: ")
        .contains("nested more than " + OfficePackages.MAX_PROPERTIES_DEPTH + " deep");
  }

  @Test
  void coreProperties30DeepEndInMillisecondsNotMinutes() {
    for (byte[] file : new byte[][] {PPTX, XLSX, DOCX}) {
      long start = System.nanoTime();
      DocumentParser parser = file == PPTX ? PptxParser.create()
          : file == XLSX ? XlsxParser.create() : DocxParser.create();
      DocumentParseException e = failure(parser, "core." + parser.name(),
          HostileOfficeFiles.nestedCoreProperties(file, 30));
      assertThat(e.detail()).startsWith("docProps/core.xml: ");
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }
  }

  @Test
  void corePropertiesNestedWithinTheirLimitAreRead() {
    ParsedDocument deck = parse(PptxParser.create(), "core.pptx",
        HostileOfficeFiles.nestedCoreProperties(PPTX, OfficePackages.MAX_PROPERTIES_DEPTH - 2));
    assertThat(text(deck)).contains("Pricing");
  }

  @Test
  void twentyThousandOneWordParagraphsAreReadNotRefusedAsAZipBomb() {
    ParsedDocument doc = parse(DocxParser.create(), "words.docx",
        HostileOfficeFiles.oneWordParagraphs(20_000));
    assertThat(doc.elements().stream().filter(e -> e.text().equals("word")).count())
        .isEqualTo(20_000);
  }

  @Test
  void aShapeWithoutShapePropertiesIsSkippedByNameAndTheRestRead() {
    byte[] bytes = HostileOfficeFiles.edit(PPTX, "ppt/slides/slide2.xml",
        "<p:cNvPr id=\"3\" name=\"Content Placeholder 2\"/><p:cNvSpPr><a:spLocks noGrp=\"1\"/>"
            + "</p:cNvSpPr><p:nvPr><p:ph idx=\"1\"/></p:nvPr></p:nvSpPr><p:spPr/>",
        "<p:cNvPr id=\"3\" name=\"Content Placeholder 2\"/><p:cNvSpPr><a:spLocks noGrp=\"1\"/>"
            + "</p:cNvSpPr><p:nvPr><p:ph idx=\"1\"/></p:nvPr></p:nvSpPr>");
    ParsedDocument deck = parse(PptxParser.create(), "nospPr.pptx", bytes);
    assertThat(text(deck)).contains("Pricing", "Two plans", "Claims are paid");
    assertThat(deck.metadata().get("skipped")).isEqualTo("ppt/slides/slide2.xml: shape "
        + "'Content Placeholder 2' has no shape properties (p:spPr); read without them");
  }

  @Test
  void aTitleWithoutShapePropertiesIsReadAndNamed() {
    byte[] bytes = HostileOfficeFiles.edit(PPTX, "ppt/slides/slide2.xml",
        "<p:ph type=\"title\"/></p:nvPr></p:nvSpPr><p:spPr/>",
        "<p:ph type=\"title\"/></p:nvPr></p:nvSpPr>");
    ParsedDocument deck = parse(PptxParser.create(), "notitlespPr.pptx", bytes);
    assertThat(text(deck)).contains("Pricing", "Two plans");
    assertThat(deck.metadata().get("skipped"))
        .startsWith("ppt/slides/slide2.xml: shape 'Title 1' has no shape properties");
  }

  @Test
  void aBrokenSlideLayoutRelationshipLosesOnlyWhatNeedsTheLayout() {
    byte[] bytes = HostileOfficeFiles.edit(PPTX, "ppt/slides/_rels/slide2.xml.rels",
        "../slideLayouts/slideLayout2.xml", "../slideLayouts/missing.xml");
    ParsedDocument deck = parse(PptxParser.create(), "layout.pptx", bytes);
    assertThat(text(deck)).contains("Pricing", "Basic | 5 EUR", "Claims are paid");
    assertThat(deck.metadata().get("skipped")).isEqualTo("ppt/slides/slide2.xml: shape "
        + "'Content Placeholder 2' could not be read: its slide layout is missing (a broken "
        + "relationship)");
  }

  @Test
  void aWorkbookWithoutSharedStringsKeepsItsNumbersAndSaysSo() {
    byte[] bytes = HostileOfficeFiles.remove(XLSX, "xl/sharedStrings.xml");
    ParsedDocument book = parse(XlsxParser.create(), "nosst.xlsx", bytes);
    assertThat(text(book)).contains(" | 9.5 | 19");
    assertThat(book.metadata().get("skipped")).isEqualTo("xl/sharedStrings.xml: missing; 6 "
        + "cells that refer to it are left empty");
  }

  @Test
  void aCellReferenceThatIsNotOneIsReadInRowOrderAndNamed() {
    byte[] bytes = HostileOfficeFiles.edit(XLSX, "xl/worksheets/sheet1.xml", "r=\"B3\"",
        "r=\"1E10\"");
    ParsedDocument book = parse(XlsxParser.create(), "ref.xlsx", bytes);
    assertThat(text(book)).contains("Basic | 5 | 10");
    assertThat(book.metadata().get("skipped")).startsWith("xl/worksheets/sheet1.xml: cell "
        + "reference '1E10' is not one");
  }

  @Test
  void aSpentTimeBudgetIsATimeoutNamingTheStage() {
    ParseOptions options = ParseOptions.builder().timeBudget(Duration.ofNanos(1)).build();
    assertThatThrownBy(() -> DocxParser.create().parse(DocumentSource.ofBytes("slow.docx", DOCX),
        options)).isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(Reason.TIMEOUT);
          assertThat(e.detail()).contains("ParseOptions.timeBudget").contains("while opening");
        });
  }
}
