package dev.wrac.documents.office;

import java.awt.geom.Rectangle2D;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.poi.sl.usermodel.AutoNumberingScheme;
import org.apache.poi.sl.usermodel.Placeholder;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.xslf.usermodel.SlideLayout;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFNotes;
import org.apache.poi.xslf.usermodel.XSLFShape;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFSlideMaster;
import org.apache.poi.xslf.usermodel.XSLFTable;
import org.apache.poi.xslf.usermodel.XSLFTableRow;
import org.apache.poi.xslf.usermodel.XSLFTextBox;
import org.apache.poi.xslf.usermodel.XSLFTextParagraph;
import org.apache.poi.xslf.usermodel.XSLFTextShape;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;

/** Presentations and workbooks made with POI for the tests. */
final class OfficeFixtures {
  private OfficeFixtures() {}

  interface Writable extends Closeable {
    void write(java.io.OutputStream out) throws IOException;
  }

  static byte[] bytes(XMLSlideShow show) {
    return write(show::write, show);
  }

  static byte[] bytes(XSSFWorkbook book) {
    return write(book::write, book);
  }

  private interface Writer {
    void write(java.io.OutputStream out) throws IOException;
  }

  private static byte[] write(Writer writer, Closeable closeable) {
    try (closeable; ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      writer.write(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Three slides: a title slide; "Pricing" with bullets (two levels), a numbered list, a table
   * and speaker notes; a slide without title whose bold lead line stands for it.
   */
  static XMLSlideShow deck() {
    XMLSlideShow show = new XMLSlideShow();
    XSLFSlideMaster master = show.getSlideMasters().get(0);
    XSLFSlide first = show.createSlide(master.getLayout(SlideLayout.TITLE));
    first.getPlaceholder(0).setText("Travel Insurance 2026");
    first.getPlaceholder(1).setText("Product overview");
    XSLFSlide second = show.createSlide(master.getLayout(SlideLayout.TITLE_AND_CONTENT));
    second.getPlaceholder(0).setText("Pricing");
    XSLFTextShape body = second.getPlaceholder(1);
    body.clearText();
    bullet(body, 0, "Two plans");
    bullet(body, 1, "Basic for Europe");
    bullet(body, 1, "Premium worldwide");
    numbered(body, "Choose a plan");
    numbered(body, "Pay online");
    XSLFTable table = second.createTable();
    table.setAnchor(new Rectangle2D.Double(50, 300, 400, 100));
    row(table, "Plan", "Price");
    row(table, "Basic", "5 EUR");
    row(table, "Premium", "9 EUR");
    XSLFNotes notes = show.getNotesSlide(second);
    for (XSLFShape shape : notes.getShapes()) {
      if (shape instanceof XSLFTextShape text && text.getPlaceholderDetails() != null
          && text.getPlaceholderDetails().getPlaceholder() == Placeholder.BODY) {
        text.setText("Mention the family discount.");
      }
    }
    XSLFSlide third = show.createSlide();
    XSLFTextBox box = third.createTextBox();
    box.setAnchor(new Rectangle2D.Double(50, 50, 400, 200));
    box.clearText();
    XSLFTextParagraph lead = box.addNewTextParagraph();
    var run = lead.addNewTextRun();
    run.setText("Claims");
    run.setBold(true);
    box.addNewTextParagraph().addNewTextRun().setText("Claims are paid within 30 days.");
    return show;
  }

  private static void bullet(XSLFTextShape body, int level, String text) {
    XSLFTextParagraph p = body.addNewTextParagraph();
    p.addNewTextRun().setText(text);
    p.setIndentLevel(level);
    p.setBullet(true);
  }

  private static void numbered(XSLFTextShape body, String text) {
    XSLFTextParagraph p = body.addNewTextParagraph();
    p.addNewTextRun().setText(text);
    p.setIndentLevel(0);
    p.setBulletAutoNumber(AutoNumberingScheme.arabicPeriod, 1);
  }

  private static void row(XSLFTable table, String... cells) {
    XSLFTableRow row = table.addRow();
    for (String cell : cells) {
      row.addCell().setText(cell);
    }
  }

  /**
   * Sheets: "Prices" (header row 2 after an empty row 1, a formula, an empty row, a multi-line
   * cell), "Blank" (no data), "Note" (one row).
   */
  static XSSFWorkbook workbook() {
    XSSFWorkbook book = new XSSFWorkbook();
    XSSFSheet prices = book.createSheet("Prices");
    cells(prices.createRow(1), "Plan", "Price", "Double");
    Row basic = prices.createRow(2);
    basic.createCell(0).setCellValue("Basic");
    basic.createCell(1).setCellValue(5);
    basic.createCell(2).setCellFormula("B3*2");
    prices.createRow(3); // empty row
    Row premium = prices.createRow(4);
    premium.createCell(0).setCellValue("Premium\nworldwide");
    premium.createCell(1).setCellValue(9.5);
    premium.createCell(2).setCellFormula("B5*2");
    book.createSheet("Blank");
    cells(book.createSheet("Note").createRow(0), "Prices include tax.");
    book.getCreationHelper().createFormulaEvaluator().evaluateAll();
    return book;
  }

  private static void cells(Row row, String... values) {
    for (int k = 0; k < values.length; k++) {
      row.createCell(k).setCellValue(values[k]);
    }
  }
}
