package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;

class XlsxParserTest {
  private static final byte[] BOOK = OfficeFixtures.bytes(OfficeFixtures.workbook());
  private static final ParsedDocument DOC = parse(XlsxParser.create(), BOOK);

  private static ParsedDocument parse(XlsxParser parser, byte[] bytes) {
    return parser.parse(DocumentSource.ofBytes("prices.xlsx", bytes), ParseOptions.defaults());
  }

  @Test
  void eachSheetWithDataIsAHeadingAndItsRowsCarryTheHeaderRow() {
    assertThat(DOC.elements()).extracting(e -> e.kind() + " " + e.text() + " @"
        + e.span().page() + ":" + e.span().line()).containsExactly(
        "HEADING Prices @1:2",
        "TABLE_HEADER Plan | Price | Double @1:2",
        "TABLE_ROW Basic | 5 | 10 @1:3",
        "TABLE_ROW Premium worldwide | 9.5 | 19 @1:5",
        "HEADING Note @3:1",
        "TABLE_ROW Prices include tax. @3:1");
    Element premium = DOC.elements().get(3);
    assertThat(premium.headerCells()).containsExactly("Plan", "Price", "Double");
    assertThat(premium.intro()).isEqualTo(DOC.elements().get(1).id());
    assertThat(premium.content()).isEqualTo("Premium worldwide | 9.5 | 19");
    assertThat(DOC.elements().get(5).headerCells()).isEmpty();
  }

  @Test
  void segmentsHoldTheSameElementsAsTheWholeDocument() {
    XSSFWorkbook book = new XSSFWorkbook();
    XSSFSheet sheet = book.createSheet("Rows");
    sheet.createRow(0).createCell(0).setCellValue("Id");
    int rows = 130;
    for (int r = 1; r <= rows; r++) {
      sheet.createRow(r).createCell(0).setCellValue("row " + r);
    }
    byte[] bytes = OfficeFixtures.bytes(book);
    List<ParsedDocument> segments = new ArrayList<>();
    XlsxParser.builder().segmentElements(50).build().parseSegments(
        DocumentSource.ofBytes("rows.xlsx", bytes), ParseOptions.defaults(), segments::add);
    assertThat(segments).hasSizeGreaterThanOrEqualTo(3);
    List<String> joined = segments.stream().flatMap(s -> s.elements().stream())
        .filter(e -> e.kind() == ElementKind.TABLE_ROW).map(Element::text).toList();
    List<String> whole = parse(XlsxParser.create(), bytes).elements().stream()
        .filter(e -> e.kind() == ElementKind.TABLE_ROW).map(Element::text).toList();
    assertThat(joined).hasSize(rows).isEqualTo(whole);
    assertThatThrownBy(() -> parse(XlsxParser.builder().maxRows(100).build(), bytes))
        .isInstanceOfSatisfying(DocumentParseException.class, e -> {
          assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.TOO_LARGE);
          assertThat(e.getMessage()).contains("prices.xlsx", "100 data rows");
        });
  }

  @Test
  void aWorkbookWithoutDataIsEmpty() {
    XSSFWorkbook book = new XSSFWorkbook();
    book.createSheet("Nothing").createRow(3).createCell(2).setCellValue(" ");
    assertThatThrownBy(() -> parse(XlsxParser.create(), OfficeFixtures.bytes(book)))
        .isInstanceOfSatisfying(DocumentParseException.class,
            e -> assertThat(e.reason()).isEqualTo(DocumentParseException.Reason.EMPTY));
  }
}
