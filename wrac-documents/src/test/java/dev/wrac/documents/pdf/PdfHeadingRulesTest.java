package dev.wrac.documents.pdf;

import static dev.wrac.documents.pdf.PdfParserTest.find;
import static dev.wrac.documents.pdf.PdfParserTest.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDTrueTypeFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.font.encoding.WinAnsiEncoding;
import org.junit.jupiter.api.Test;

/** Which bold lines open a section: bullets and words broken at a line end do not. */
class PdfHeadingRulesTest {

  /** A page with an 18 pt title and enough 11 pt body text to make 11 pt the body size. */
  private static TestPdfs.Page page() {
    TestPdfs.Page page = new TestPdfs.Page()
        .text(72, 60, TestPdfs.BOLD, 18, "Privacy and Data Security");
    page.body(72, 90,
        "Velvera is committed to safeguarding your digital rights, privacy and data",
        "through a privacy-first design embedded in all of its products and services.");
    return page;
  }

  @Test
  void aBoldLineUnderABulletIsAListItemNotAHeading() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.REGULAR, 11, "\u2022 Data Compliance:");
    page.text(90, 144, TestPdfs.BOLD, 11, "\u2013 Fully GDPR and CCPA compliant");
    page.text(90, 158, TestPdfs.REGULAR, 11, "\u2013 Annual third-party audits ensure hardening.");
    page.text(72, 190, TestPdfs.BOLD, 11, "1. Support and Legal");
    page.body(72, 208, "For complete legal policies, contact our legal team at any time.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    Element item = find(doc, ElementKind.LIST_ITEM, "Fully GDPR");
    assertThat(item.text()).isEqualTo("\u2013 Fully GDPR and CCPA compliant");
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && e.text().contains("GDPR"));
    assertThat(find(doc, ElementKind.LIST_ITEM, "Annual").headingPath())
        .containsExactly(find(doc, ElementKind.HEADING, "Privacy").id());
    // a numbered line in bold, marker included, still opens a section
    assertThat(find(doc, ElementKind.HEADING, "1. Support and Legal").level()).isEqualTo(2);
  }

  @Test
  void aBoldTypewriterLineIsCodeNotAHeadingAndABoldLineOfTheTextFaceIs() {
    PDFont courierBold = new PDType1Font(Standard14Fonts.FontName.COURIER_BOLD);
    TestPdfs.Page page = page();
    page.text(72, 130, courierBold, 11, "--output FILE");
    page.body(72, 148, "Writes the chunks to FILE instead of the standard output.");
    page.text(72, 180, TestPdfs.BOLD, 11, "Retention periods");
    page.body(72, 198, "Records are kept for seven years, then deleted by the nightly job.");
    // a section named by the command it documents: its number in the text face's bold
    page.text(72, 230, TestPdfs.BOLD, 11, "2.1");
    page.text(95, 230, courierBold, 11, "\\cuNum");
    page.body(72, 248, "Use this command to typeset a numeral; it takes a single argument.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && e.text().contains("--output"));
    assertThat(find(doc, ElementKind.HEADING, "Retention").text()).isEqualTo("Retention periods");
    assertThat(find(doc, ElementKind.HEADING, "cuNum").text()).isEqualTo("2.1 \\cuNum");
    assertThat(String.join("\n", doc.elements().stream().map(Element::text).toList()))
        .contains("--output FILE");
  }

  @Test
  void aBoldBodyLineEndingInABrokenWordIsRunningTextAndItsNextLineCarriesTheWordOn() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.BOLD, 11, "Fully GDPR, India PDP Act and California Consumer Pri-");
    page.text(72, 144, TestPdfs.BOLD, 11, "vacy Act compliant");
    page.text(72, 180, TestPdfs.BOLD, 16, "ATM Locations at Major Movie The-");
    page.text(72, 198, TestPdfs.BOLD, 16, "aters (2024)");
    page.body(72, 224, "Find the nearest ATM at major movie theaters across the largest cities.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertThat(find(doc, ElementKind.PARAGRAPH, "Fully GDPR").text())
        .isEqualTo("Fully GDPR, India PDP Act and California Consumer Privacy Act compliant");
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && (e.text().contains("GDPR") || e.text().startsWith("vacy")));
    // a larger heading may wrap at a broken word (pandoc's LaTeX hyphenates titles): one heading
    Element theaters = find(doc, ElementKind.HEADING, "Movie");
    assertThat(theaters.text()).isEqualTo("ATM Locations at Major Movie Theaters (2024)");
    assertThat(find(doc, ElementKind.PARAGRAPH, "Find the nearest").headingPath())
        .contains(theaters.id());
  }

  /**
   * Entries of a contents page set in bold, their page number set apart at the right margin or
   * led to by dots, are not headings; a section titled with a year, its number set apart from
   * the title, is.
   */
  @Test
  void aBoldContentsEntryIsNotAHeadingButASectionTitledWithAYearIs() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.BOLD, 14, "Contents");
    page.text(72, 150, TestPdfs.BOLD, 11, "1 Introduction");
    page.text(520, 150, TestPdfs.BOLD, 11, "3");
    page.text(72, 164, TestPdfs.BOLD, 11, "2 Overview . . . . . . . . . . . . . . . . . . 4");
    page.text(72, 200, TestPdfs.BOLD, 11, "9.1.1");
    page.text(120, 200, TestPdfs.BOLD, 11, "2003");
    page.body(72, 218, "In 2003, with the continuing flood of updates and additions, we found");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && (e.text().contains("Introduction") || e.text().contains("Overview")));
    assertThat(find(doc, ElementKind.HEADING, "9.1.1").text()).isEqualTo("9.1.1 2003");
  }

  /**
   * A numbered section whose title is set in small capitals, smaller than its number and the
   * body text (memoir's sections, {@code 5.2 ONE COLUMN ABSTRACTS}), opens a section; a
   * footnote, its number smaller still, does not.
   */
  @Test
  void aNumberedTitleInSmallCapitalsIsAHeadingAtItsNumbersSize() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.REGULAR, 11, "5.1");
    page.text(96, 130, TestPdfs.REGULAR, 8.5f, "STYLING THE ABSTRACT");
    page.body(72, 150, "The abstract's title is set centred above its text, in the small",
        "capitals of the sections, and its text is indented on both sides.");
    page.text(72, 200, TestPdfs.REGULAR, 11, "5.2");
    page.text(96, 200, TestPdfs.REGULAR, 8.5f, "ONE COLUMN ABSTRACTS");
    page.body(72, 220, "The usual advice about creating a one-column abstract in a twocolumn",
        "document is to write code of its own, which the class spares you.");
    page.text(72, 270, TestPdfs.REGULAR, 6, "1");
    page.text(78, 272, TestPdfs.REGULAR, 8.5f, "Known as a sidebar in some classes.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    Element section = find(doc, ElementKind.HEADING, "ABSTRACTS");
    assertThat(section.text()).isEqualTo("5.2 ONE COLUMN ABSTRACTS");
    assertThat(find(doc, ElementKind.PARAGRAPH, "The usual advice").headingPath())
        .contains(section.id());
    assertThat(find(doc, ElementKind.HEADING, "STYLING").level()).isEqualTo(section.level());
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && e.text().contains("sidebar"));
  }

  /**
   * A documented program's listings, in a typewriter face, may outnumber its prose: the prose,
   * set larger than the code, is still no heading; a title larger than the prose is.
   */
  @Test
  void proseSetLargerThanTheListingsThatOutnumberItIsNoHeading() {
    PDFont courier = new PDType1Font(Standard14Fonts.FontName.COURIER);
    TestPdfs.Page page = new TestPdfs.Page()
        .text(72, 60, TestPdfs.BOLD, 16, "Usage");
    page.text(72, 90, TestPdfs.REGULAR, 11, "The package defines one command for each unit;");
    page.text(72, 104, TestPdfs.REGULAR, 11, "its code follows, one definition per line.");
    float y = 124;
    for (String unit : List.of("pt", "bp", "cm", "mm", "in", "pc", "cc", "dd", "sp", "nd")) {
      page.text(72, y, courier, 9, "\\def\\texdimen" + unit + "#1{\\the\\dimexpr#1\\relax}%");
      y += 11;
    }
    page.text(72, y + 10, TestPdfs.REGULAR, 11, "Each command expands to its result in two steps.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertThat(find(doc, ElementKind.HEADING, "Usage").text()).isEqualTo("Usage");
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && (e.text().contains("package defines") || e.text().contains("two steps")));
    assertThat(find(doc, ElementKind.PARAGRAPH, "package defines").text())
        .isEqualTo("The package defines one command for each unit; its code follows, one "
            + "definition per line.");
  }

  /**
   * A program's listings may be set partly in a text face (configuration files, a listing's
   * comments) at the code's size, with more letters than the prose: the prose's size is that of
   * runs of words, so the prose is still no heading.
   */
  @Test
  void listingsInATextFaceDoNotMakeTheProseAHeading() {
    PDFont courier = new PDType1Font(Standard14Fonts.FontName.COURIER);
    TestPdfs.Page page = new TestPdfs.Page()
        .text(72, 60, TestPdfs.BOLD, 16, "Character inheritance");
    page.text(72, 90, TestPdfs.REGULAR, 11, "Accented letters inherit the settings of their base");
    page.text(72, 104, TestPdfs.REGULAR, 11, "letter unless the configuration sets them itself.");
    float y = 124;
    for (String letter : List.of("a", "c", "e", "i", "n", "o", "s", "u", "y", "z")) {
      page.text(90, y, TestPdfs.REGULAR, 9, letter + " = {grave,acute,circumflex,tilde,macron},");
      page.text(72, y + 11, courier, 9, "\\SetProtrusion[name=" + letter + "]{encoding=T1}{"
          + letter + "={50,50}}%");
      y += 22;
    }
    page.text(72, y + 10, TestPdfs.REGULAR, 11, "Each list may span several lines of the file.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertThat(find(doc, ElementKind.HEADING, "Character").text())
        .isEqualTo("Character inheritance");
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && (e.text().contains("Accented") || e.text().contains("several lines")));
  }

  /**
   * A heading is short: more than three lines of one heading look, each close below the last,
   * are a paragraph set large (an introduction, a type sample, an author's address), whereas a
   * title wrapped over two lines stays one heading.
   */
  @Test
  void moreThanThreeLinesOfAHeadingsLookCloseTogetherAreAParagraph() {
    TestPdfs.Page page = new TestPdfs.Page()
        .text(72, 60, TestPdfs.BOLD, 18, "Typesetting Arabic and Farsi")
        .text(72, 82, TestPdfs.BOLD, 18, "with the Arabi package");
    float y = 112;
    for (String line : List.of("This guide shows how to set a document in two scripts,",
        "how to choose the fonts for each of them and how to",
        "switch between the directions inside one paragraph",
        "without breaking the numbering of its sections")) {
      page.text(72, y, TestPdfs.REGULAR, 14, line);
      y += 18;
    }
    page.body(72, y + 12,
        "The package needs a recent engine and the fonts it names in its configuration,",
        "which the installation copies into the user's own tree of fonts on first use.",
        "Every command it defines is described below, with an example of its output,",
        "and the options that change its behaviour are listed at the end of the guide.");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    assertThat(find(doc, ElementKind.HEADING, "Typesetting").text())
        .isEqualTo("Typesetting Arabic and Farsi with the Arabi package");
    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && e.text().contains("guide shows"));
    assertThat(find(doc, ElementKind.PARAGRAPH, "guide shows").text())
        .isEqualTo("This guide shows how to set a document in two scripts, how to choose the "
            + "fonts for each of them and how to switch between the directions inside one "
            + "paragraph without breaking the numbering of its sections");
  }

  @Test
  void aContentsPagesDotLeadersAreLeftOutAndItsPageNumbersKept() {
    TestPdfs.Page page = page();
    page.text(72, 130, TestPdfs.BOLD, 14, "Contents");
    page.text(72, 150, TestPdfs.REGULAR, 11,
        "1 Using this package . . . . . . . . . . . . . . . . . . . . . . 4");
    page.text(72, 164, TestPdfs.REGULAR, 11,
        "2 Options . . . . . . . . . . . . . . . . . . . . . . . . . . . . . 5");
    page.text(72, 178, TestPdfs.REGULAR, 11, "3 Commands.................................17");
    ParsedDocument doc = parse(TestPdfs.write(List.of(page)));

    String text = String.join("\n", doc.elements().stream().map(Element::text).toList());
    assertThat(text).contains("Using this package 4").contains("Options 5")
        .contains("Commands 17").doesNotContain(". . .").doesNotContain("...");
  }

  /**
   * A book's running heads set in bold at the body size, its page number beside the title
   * ({@code 12 Getting started}, {@code Installing 13}), and its page numbers alone in bold at
   * the pages' foot are no headings; a bold title at the body size on the same pages is.
   */
  @Test
  void boldRunningHeadsWithTheirPagesNumberAndBoldPageNumbersAloneAreNoHeadings() {
    List<TestPdfs.Page> pages = new ArrayList<>();
    pages.add(page());
    for (int p = 1; p <= 4; p++) {
      TestPdfs.Page page = new TestPdfs.Page().text(72, 40, TestPdfs.BOLD, 11,
          p % 2 == 1 ? (11 + p) + " Getting started" : "Installing " + (11 + p));
      page.body(72, 90, "The installer copies the files to the folder you choose and then",
          "checks that each of them arrived whole before it starts the service.");
      page.text(72, 140, TestPdfs.BOLD, 11, "Checking the service " + p);
      page.body(72, 158, "Open the status page to see that the service answers requests.");
      page.text(300, 740, TestPdfs.BOLD, 11, Integer.toString(11 + p));
      pages.add(page);
    }
    ParsedDocument doc = parse(TestPdfs.write(pages));

    assertThat(doc.elements()).noneMatch(e -> e.kind() == ElementKind.HEADING
        && (e.text().contains("Getting") || e.text().contains("Installing")
            || e.text().matches("\\d+")));
    assertThat(doc.elements()).filteredOn(e -> e.kind() == ElementKind.HEADING
        && e.text().startsWith("Checking the service")).hasSize(4);
  }

  /**
   * A font named without its weight (TeX's {@code CMBX10}, {@code SFSX1095}) is bold when its
   * embedded program declares it so: a line in it at the body size is a heading. The same
   * font program declaring a regular weight leaves the line a paragraph.
   */
  @Test
  void aLineInAFontWhoseEmbeddedProgramDeclaresItBoldIsABoldHeadingWhateverTheFontsName()
      throws IOException {
    ParsedDocument declaredBold = parse(pageInLiberationSansOfWeight(700));
    ParsedDocument declaredRegular = parse(pageInLiberationSansOfWeight(400));

    Element heading = find(declaredBold, ElementKind.HEADING, "Installing the tools");
    assertThat(find(declaredBold, ElementKind.PARAGRAPH, "Run the installer").headingPath())
        .contains(heading.id());
    assertThat(find(declaredRegular, ElementKind.PARAGRAPH, "Installing the tools").text())
        .isEqualTo("Installing the tools");
  }

  /**
   * A right-to-left heading's number is drawn at its right, apart from its title: it is read
   * first, as the line is read right to left; an English line quoting Hebrew stays left to right.
   */
  @Test
  void aRightToLeftHeadingsNumberDrawnAtItsRightIsReadFirst() throws IOException {
    String title = "\u05e4\u05e8\u05e7 \u05e8\u05d0\u05e9\u05d5\u05df"; // "first chapter"
    String body = "\u05d6\u05d4\u05d5 \u05e4\u05e8\u05e7 \u05e8\u05d0\u05e9\u05d5\u05df "
        + "\u05e9\u05dc \u05d4\u05de\u05d3\u05e8\u05d9\u05da \u05d5\u05d4\u05d5\u05d0 "
        + "\u05d0\u05e8\u05d5\u05da \u05de\u05d0\u05d5\u05d3";
    try (PDDocument doc = new PDDocument();
        InputStream ttf = PDFont.class.getResourceAsStream(
            "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf")) {
      PDFont sans = PDType0Font.load(doc, ttf);
      TestPdfs.Page page = new TestPdfs.Page();
      float right = 540;
      // glyphs are drawn left to right, so a Hebrew string is drawn reversed
      page.text(right - width(sans, "2.1", 16), 60, sans, 16, "2.1");
      page.text(right - width(sans, "2.1", 16) - 30 - width(sans, title, 16), 60, sans, 16,
          reversed(title));
      for (int k = 0; k < 4; k++) {
        page.text(right - width(sans, body, 11), 90 + 14 * k, sans, 11, reversed(body));
      }
      page.text(72, 160, sans, 11, "The guide quotes");
      page.text(72 + width(sans, "The guide quotes", 11) + 30, 160, sans, 11, reversed(title));
      page.text(72 + width(sans, "The guide quotes " + title, 11) + 60, 160, sans, 11,
          "as the name of its first chapter.");
      PDPage pdfPage = new PDPage(PDRectangle.LETTER);
      doc.addPage(pdfPage);
      try (PDPageContentStream cs = new PDPageContentStream(doc, pdfPage)) {
        TestPdfs.drawTexts(cs, page);
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      ParsedDocument parsed = parse(out.toByteArray());

      assertThat(find(parsed, ElementKind.HEADING, title).text()).isEqualTo("2.1 " + title);
      assertThat(find(parsed, ElementKind.PARAGRAPH, "The guide").text())
          .isEqualTo("The guide quotes " + title + " as the name of its first chapter.");
    }
  }

  private static float width(PDFont font, String text, float size) throws IOException {
    return font.getStringWidth(text) / 1000 * size;
  }

  private static String reversed(String text) {
    return new StringBuilder(text).reverse().toString();
  }

  /**
   * {@link #page()} and a line at the body size in PDFBox's own Liberation Sans (its name
   * says nothing of weight), its OS/2 weight class set to {@code weightClass}, embedded whole
   * as a TrueType font whose PDF descriptor gives no weight.
   */
  private static byte[] pageInLiberationSansOfWeight(int weightClass) throws IOException {
    try (PDDocument doc = new PDDocument()) {
      PDTrueTypeFont sans = PDTrueTypeFont.load(doc,
          new ByteArrayInputStream(liberationSansOfWeight(weightClass)),
          WinAnsiEncoding.INSTANCE);
      // as pdfTeX and dvipdfmx write it: no /FontWeight in the descriptor, only in the program
      sans.getFontDescriptor().getCOSObject().removeItem(COSName.FONT_WEIGHT);
      TestPdfs.Page page = page();
      page.text(72, 130, sans, 11, "Installing the tools");
      page.body(72, 148, "Run the installer from the package folder, then restart the shell.");
      PDPage pdfPage = new PDPage(PDRectangle.LETTER);
      doc.addPage(pdfPage);
      try (PDPageContentStream cs = new PDPageContentStream(doc, pdfPage)) {
        TestPdfs.drawTexts(cs, page);
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      return out.toByteArray();
    }
  }

  /**
   * The bytes of PDFBox's Liberation Sans with the {@code usWeightClass} of its OS/2 table (2
   * bytes at offset 4) set to {@code weightClass}: found through the table directory (from
   * byte 12, 16 bytes a table: tag, checksum, offset, length).
   */
  private static byte[] liberationSansOfWeight(int weightClass) throws IOException {
    byte[] ttf;
    try (InputStream in = PDFont.class.getResourceAsStream(
        "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf")) {
      ttf = in.readAllBytes();
    }
    ByteBuffer bytes = ByteBuffer.wrap(ttf);
    int tables = bytes.getShort(4) & 0xffff;
    for (int t = 0; t < tables; t++) {
      int record = 12 + 16 * t;
      if (new String(ttf, record, 4, StandardCharsets.US_ASCII).equals("OS/2")) {
        bytes.putShort(bytes.getInt(record + 8) + 4, (short) weightClass);
        return ttf;
      }
    }
    throw new AssertionError("Liberation Sans has no OS/2 table");
  }
}
