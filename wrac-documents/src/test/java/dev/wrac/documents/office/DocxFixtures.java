package dev.wrac.documents.office;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import org.apache.poi.wp.usermodel.HeaderFooterType;
import org.apache.poi.xwpf.usermodel.XWPFAbstractNum;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFFootnote;
import org.apache.poi.xwpf.usermodel.XWPFNumbering;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFStyle;
import org.apache.poi.xwpf.usermodel.XWPFStyles;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTAbstractNum;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTLvl;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTStyle;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.STNumberFormat;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.STStyleType;

/** Word documents made with POI for the tests. */
final class DocxFixtures {
  private DocxFixtures() {}

  /** Writes a document to bytes. */
  static byte[] bytes(XWPFDocument doc) {
    try (doc; ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      doc.write(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A document with every construct the parser knows: Title, headings by built-in style id, by
   * style name and by outline level, a numbered list with a bulleted sub-list, a bullet list,
   * a hyperlink, a footnote, a table with a nested table, a running header and footer.
   */
  static XWPFDocument everything() {
    XWPFDocument doc = new XWPFDocument();
    XWPFStyles styles = doc.createStyles();
    styles.addStyle(style("Title", "Title", null));
    styles.addStyle(style("Heading1", "heading 1", null));
    styles.addStyle(style("Chapter", "My chapter", "Heading1"));
    styles.addStyle(style("Custom3", "heading 3", null));
    doc.createHeader(HeaderFooterType.DEFAULT).createParagraph().createRun()
        .setText("RUNNING HEADER TEXT");
    doc.createFooter(HeaderFooterType.DEFAULT).createParagraph().createRun()
        .setText("RUNNING FOOTER TEXT");
    styled(doc, "Title", "Travel Insurance Guide");
    styled(doc, "Heading1", "Cover");
    paragraph(doc, "The plan covers the following:");
    BigInteger numbered = numbering(doc);
    item(doc, numbered, 0, "Medical costs abroad");
    item(doc, numbered, 1, "Hospital stays");
    item(doc, numbered, 1, "Repatriation");
    item(doc, numbered, 0, "Lost luggage");
    styled(doc, "Chapter", "Claims");
    XWPFParagraph link = doc.createParagraph();
    link.createRun().setText("File a claim on ");
    link.createHyperlinkRun("https://example.com/claims").setText("the claims portal");
    link.createRun().setText(" within 30 days.");
    XWPFFootnote note = doc.createFootnote();
    note.createParagraph().createRun().setText("Calendar days, weekends included.");
    link.addFootnoteReference(note);
    styled(doc, "Custom3", "Deep detail");
    XWPFParagraph outlined = doc.createParagraph();
    outlined.getCTP().addNewPPr().addNewOutlineLvl().setVal(BigInteger.ONE);
    outlined.createRun().setText("Prices");
    table(doc);
    paragraph(doc, "Prices include tax.");
    return doc;
  }

  /**
   * A list whose numbering comes from its paragraph style (as Word's "List Number" does), and
   * a heading level only the style's outline level gives.
   */
  static XWPFDocument styleNumbering() {
    XWPFDocument doc = new XWPFDocument();
    XWPFStyles styles = doc.createStyles();
    BigInteger numId = numbering(doc);
    XWPFStyle listNumber = style("ListNumber", "List Number", null);
    var numPr = listNumber.getCTStyle().addNewPPr().addNewNumPr();
    numPr.addNewNumId().setVal(numId);
    numPr.addNewIlvl().setVal(BigInteger.ZERO);
    styles.addStyle(listNumber);
    XWPFStyle outlined = style("Part", "Part", null);
    outlined.getCTStyle().addNewPPr().addNewOutlineLvl().setVal(BigInteger.valueOf(1));
    styles.addStyle(outlined);
    styled(doc, "Part", "Steps");
    styled(doc, "ListNumber", "Unplug the kettle");
    styled(doc, "ListNumber", "Let it cool");
    paragraph(doc, "Done.");
    styled(doc, "ListNumber", "Descale monthly");
    return doc;
  }

  private static void table(XWPFDocument doc) {
    XWPFTable table = doc.createTable(3, 3);
    String[][] cells = {{"Plan", "Price", "Cover"}, {"Basic", "5 EUR", "Europe"},
        {"Premium", "9 EUR", ""}};
    for (int r = 0; r < 3; r++) {
      for (int c = 0; c < 3; c++) {
        table.getRow(r).getCell(c).setText(cells[r][c]);
      }
    }
    var cell = table.getRow(2).getCell(2);
    XWPFTable nested = cell.insertNewTbl(cell.getParagraphArray(0).getCTP().newCursor());
    var row = nested.createRow();
    row.addNewTableCell().setText("World");
    row.addNewTableCell().setText("incl. USA");
  }

  static XWPFStyle style(String id, String name, String basedOn) {
    CTStyle ct = CTStyle.Factory.newInstance();
    ct.setStyleId(id);
    ct.setType(STStyleType.PARAGRAPH);
    ct.addNewName().setVal(name);
    if (basedOn != null) {
      ct.addNewBasedOn().setVal(basedOn);
    }
    return new XWPFStyle(ct);
  }

  static XWPFParagraph styled(XWPFDocument doc, String styleId, String text) {
    XWPFParagraph p = paragraph(doc, text);
    p.setStyle(styleId);
    return p;
  }

  static XWPFParagraph paragraph(XWPFDocument doc, String text) {
    XWPFParagraph p = doc.createParagraph();
    p.createRun().setText(text);
    return p;
  }

  static void item(XWPFDocument doc, BigInteger numId, int level, String text) {
    XWPFParagraph p = paragraph(doc, text);
    p.setNumID(numId);
    p.setNumILvl(BigInteger.valueOf(level));
  }

  /** A numbering: decimal at level 0 (from 1), bullets at level 1. */
  static BigInteger numbering(XWPFDocument doc) {
    XWPFNumbering numbering = doc.getNumbering() != null ? doc.getNumbering()
        : doc.createNumbering();
    CTAbstractNum abs = CTAbstractNum.Factory.newInstance();
    BigInteger absId = BigInteger.valueOf(numbering.getAbstractNums().size() + 1L);
    abs.setAbstractNumId(absId);
    level(abs, 0, STNumberFormat.DECIMAL);
    level(abs, 1, STNumberFormat.BULLET);
    numbering.addAbstractNum(new XWPFAbstractNum(abs, numbering));
    return numbering.addNum(absId);
  }

  private static void level(CTAbstractNum abs, int ilvl, STNumberFormat.Enum format) {
    CTLvl lvl = abs.addNewLvl();
    lvl.setIlvl(BigInteger.valueOf(ilvl));
    lvl.addNewNumFmt().setVal(format);
    lvl.addNewStart().setVal(BigInteger.ONE);
  }
}
