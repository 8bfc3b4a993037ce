package dev.wrac.documents.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.poi.xslf.usermodel.SlideLayout;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xssf.usermodel.XSSFRow;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFStyle;
import org.apache.poi.xwpf.usermodel.XWPFStyles;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTStyle;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.STStyleType;

/**
 * A folder as a user has it: one file of every format the {@code wrac} command reads (Markdown,
 * an HTML fragment, DOCX, PPTX, XLSX, PDF), the office files written with POI and the PDF with
 * PDFBox, each with headings and (where the format has them) pages. Shared with the framework
 * adapters' tests through this module's test-jar.
 */
public final class SampleFolder {
  /** The file names written, one per format. */
  public static final String[] FILES = {"fees.md", "hours.html", "loans.docx", "savings.pptx",
      "rates.xlsx", "report.pdf"};

  private SampleFolder() {}

  /** Writes the six files into {@code dir} and returns it. */
  public static Path write(Path dir) throws IOException {
    Files.writeString(dir.resolve("fees.md"), "# Card fees\n\nCards are free for students.\n\n"
        + "## ATM withdrawals\n\nWithdrawals abroad cost 2 EUR each.\n");
    Files.writeString(dir.resolve("hours.html"), "<h1>Branch hours</h1>\n<p>Branches open at "
        + "nine.</p>\n<h2>Weekends</h2>\n<p>Saturday: ten to one. Sunday: closed.</p>\n",
        StandardCharsets.UTF_8);
    try (XWPFDocument doc = new XWPFDocument(); OutputStream out =
        Files.newOutputStream(dir.resolve("loans.docx"))) {
      XWPFStyles styles = doc.createStyles();
      styles.addStyle(headingStyle("Heading1", "heading 1"));
      styles.addStyle(headingStyle("Heading2", "heading 2"));
      paragraph(doc, "Heading1", "Personal loans");
      paragraph(doc, null, "Loans run from one to seven years.");
      paragraph(doc, "Heading2", "Early repayment");
      paragraph(doc, null, "Repaying early costs nothing.");
      doc.write(out);
    }
    try (XMLSlideShow show = new XMLSlideShow(); OutputStream out =
        Files.newOutputStream(dir.resolve("savings.pptx"))) {
      var layout = show.getSlideMasters().get(0).getLayout(SlideLayout.TITLE_AND_CONTENT);
      XSLFSlide first = show.createSlide(layout);
      first.getPlaceholder(0).setText("Savings accounts");
      first.getPlaceholder(1).setText("Interest is paid every month.");
      XSLFSlide second = show.createSlide(layout);
      second.getPlaceholder(0).setText("Notice accounts");
      second.getPlaceholder(1).setText("Withdrawals need 30 days of notice.");
      show.write(out);
    }
    try (XSSFWorkbook book = new XSSFWorkbook(); OutputStream out =
        Files.newOutputStream(dir.resolve("rates.xlsx"))) {
      XSSFSheet sheet = book.createSheet("Rates");
      String[][] rows = {{"Account", "Rate"}, {"Savings", "2.1%"}, {"Notice", "2.8%"}};
      for (int r = 0; r < rows.length; r++) {
        XSSFRow row = sheet.createRow(r);
        for (int c = 0; c < rows[r].length; c++) {
          row.createCell(c).setCellValue(rows[r][c]);
        }
      }
      book.write(out);
    }
    try (PDDocument pdf = new PDDocument()) {
      page(pdf, "Annual report", "Revenue grew by four percent over the year, driven by",
          "card fees and by loans to small businesses in the northern region. Costs",
          "stayed flat although the bank opened two branches and hired forty people.");
      page(pdf, "Outlook", "Next year the bank expects revenue to grow at the same pace",
          "while it moves its savings accounts onto the new platform and closes the",
          "old branch network's back offices in the second half of the year.");
      pdf.save(dir.resolve("report.pdf").toFile());
    }
    return dir;
  }

  private static XWPFStyle headingStyle(String id, String name) {
    CTStyle ct = CTStyle.Factory.newInstance();
    ct.setStyleId(id);
    ct.setType(STStyleType.PARAGRAPH);
    ct.addNewName().setVal(name);
    return new XWPFStyle(ct);
  }

  private static void paragraph(XWPFDocument doc, String style, String text) {
    var p = doc.createParagraph();
    if (style != null) {
      p.setStyle(style);
    }
    p.createRun().setText(text);
  }

  /** A page with a bold 20 pt heading and 11 pt body lines. */
  private static void page(PDDocument pdf, String heading, String... lines) throws IOException {
    PDPage page = new PDPage(PDRectangle.LETTER);
    pdf.addPage(page);
    try (PDPageContentStream cs = new PDPageContentStream(pdf, page)) {
      cs.beginText();
      cs.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD), 20);
      cs.newLineAtOffset(72, 700);
      cs.showText(heading);
      cs.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 11);
      cs.newLineAtOffset(0, -16);
      for (String line : lines) {
        cs.newLineAtOffset(0, -14);
        cs.showText(line);
      }
      cs.endText();
    }
  }
}
