package dev.wrac.documents.pdf;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.nio.charset.StandardCharsets;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;

/**
 * Writes the PDFs the tests read, with PDFBox: text placed line by line in Helvetica (regular
 * and bold) at given sizes, y measured from the page's top, on US Letter pages.
 */
final class TestPdfs {
  static final PDFont REGULAR = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
  static final PDFont BOLD = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
  static final float HEIGHT = PDRectangle.LETTER.getHeight();

  /** One line of text to place. */
  record Text(float x, float y, PDFont font, float size, String text) {}

  /** A page: its lines, and whether it shows an image instead. */
  static final class Page {
    final List<Text> texts = new ArrayList<>();
    boolean image;

    Page text(float x, float y, PDFont font, float size, String text) {
      texts.add(new Text(x, y, font, size, text));
      return this;
    }

    /** Body text (11 pt regular) lines from {@code y}, 14 pt apart; returns the next y. */
    float body(float x, float y, String... lines) {
      for (String l : lines) {
        text(x, y, REGULAR, 11, l);
        y += 14;
      }
      return y;
    }
  }

  private TestPdfs() {}

  /** The PDF of these pages. */
  static byte[] write(List<Page> pages) {
    return write(pages, null);
  }

  /** The PDF of these pages, encrypted with a user password if one is given. */
  static byte[] write(List<Page> pages, String userPassword) {
    try (PDDocument doc = new PDDocument()) {
      for (Page p : pages) {
        PDPage page = new PDPage(PDRectangle.LETTER);
        doc.addPage(page);
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
          if (p.image) {
            drawImage(doc, cs);
          }
          drawTexts(cs, p);
        }
      }
      if (userPassword != null) {
        StandardProtectionPolicy policy = new StandardProtectionPolicy("owner-secret",
            userPassword, new AccessPermission());
        policy.setEncryptionKeyLength(128);
        doc.protect(policy);
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Draws the page's lines, y measured from the top of a US Letter page. */
  static void drawTexts(PDPageContentStream cs, Page p) throws IOException {
    for (Text t : p.texts) {
      cs.beginText();
      cs.setFont(t.font(), t.size());
      cs.newLineAtOffset(t.x(), HEIGHT - t.y());
      cs.showText(t.text());
      cs.endText();
    }
  }

  private static void drawImage(PDDocument doc, PDPageContentStream cs) throws IOException {
    BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
    for (int x = 0; x < 200; x++) {
      for (int y = 0; y < 100; y++) {
        img.setRGB(x, y, (x * 7 + y * 13) % 2 == 0 ? 0x202020 : 0xf0f0f0);
      }
    }
    PDImageXObject image = LosslessFactory.createFromImage(doc, img);
    cs.drawImage(image, 100, 400, 400, 200);
  }

  /** A page with a running header and a page-number footer, as reports have. */
  static Page withFurniture(int number) {
    return new Page().text(72, 40, REGULAR, 9, "Acme Travel Insurance - Policy Guide")
        .text(290, 760, REGULAR, 9, "Page " + number + " of 3");
  }

  /**
   * A three-page report: a title (20 pt bold), sections (14 pt bold), a bold subsection at
   * body size, paragraphs (one with a first-line indent, one with a hyphenated word), a bullet
   * list with a wrapped item, a numbered list, a table, and a running header and footer.
   */
  static List<Page> report() {
    Page p1 = withFurniture(1);
    p1.text(72, 90, BOLD, 20, "Travel Insurance Guide");
    p1.text(72, 130, BOLD, 14, "1 Cover");
    float y = p1.body(72, 155,
        "The basic plan covers emergency medical treatment abroad, repatriation and",
        "the loss of luggage up to the limits in the schedule. Claims are paid in",
        "euros within thirty days of the complete documen-",
        "tation reaching us.");
    y = p1.body(90, y + 4, "Cancellation is covered when the trip is cancelled for a reason",
        "listed in the policy, such as illness or a court summons.");
    p1.text(72, y + 14, BOLD, 11, "What is not covered");
    p1.text(80, y + 40, REGULAR, 11, "\u2022 Pre-existing conditions that were not declared");
    p1.text(80, y + 58, REGULAR, 11, "\u2022 Dangerous sports such as base jumping, unless the");
    p1.text(92, y + 72, REGULAR, 11, "extreme sports option was bought");
    p1.text(80, y + 90, REGULAR, 11, "\u2022 Travel against official advice");
    Page p2 = withFurniture(2);
    p2.text(72, 90, BOLD, 14, "2 Premiums");
    p2.body(72, 115, "Premiums depend on the plan and the length of cover, as the table",
        "below shows for a single traveller.");
    p2.text(72, 160, BOLD, 11, "Plan").text(220, 160, BOLD, 11, "Per trip")
        .text(360, 160, BOLD, 11, "Per year");
    p2.text(72, 176, REGULAR, 11, "Basic").text(220, 176, REGULAR, 11, "25 EUR")
        .text(360, 176, REGULAR, 11, "120 EUR");
    p2.text(72, 192, REGULAR, 11, "Plus").text(220, 192, REGULAR, 11, "40 EUR")
        .text(360, 192, REGULAR, 11, "190 EUR");
    p2.text(72, 208, REGULAR, 11, "Premium").text(220, 208, REGULAR, 11, "65 EUR")
        .text(360, 208, REGULAR, 11, "310 EUR");
    p2.body(72, 245, "Family plans cost twice the single premium whatever the number of",
        "children travelling with their parents.");
    Page p3 = withFurniture(3);
    p3.text(72, 90, BOLD, 14, "3 Claims");
    p3.text(80, 115, REGULAR, 11, "1. Call the assistance line within 24 hours.");
    p3.text(80, 133, REGULAR, 11, "2. Keep every receipt and medical report.");
    p3.text(80, 151, REGULAR, 11, "3. Send the claim form with the documents.");
    p3.body(72, 190, "Claims sent after ninety days may be refused.");
    return List.of(p1, p2, p3);
  }

  /**
   * A table drawn cell by cell, as many writers draw one: header cells and data cells wrap
   * (a name hyphenated at the cell's edge, an author's "Walk-in"), and the City column is too
   * narrow for "Bengaluru", drawn over the start of "Karnataka" in the next column. (Cells
   * drawn one after the other on a line less than a font size apart stay one fragment.)
   */
  static Page tightTable() {
    Page p = new Page();
    p.text(72, 80, BOLD, 11, "Store locations");
    p.text(72, 100, REGULAR, 9, "Store").text(72, 111, REGULAR, 9, "ID")
        .text(118, 100, REGULAR, 9, "City").text(145, 100, REGULAR, 9, "State")
        .text(205, 100, REGULAR, 9, "Manager").text(205, 111, REGULAR, 9, "Name");
    p.text(72, 128, REGULAR, 9, "VL-").text(72, 139, REGULAR, 9, "001")
        .text(118, 128, REGULAR, 9, "Bengaluru").text(145, 128, REGULAR, 9, "Karnataka")
        .text(205, 128, REGULAR, 9, "Isha Ras-").text(205, 139, REGULAR, 9, "togi");
    p.text(72, 156, REGULAR, 9, "VL-").text(72, 167, REGULAR, 9, "002")
        .text(118, 156, REGULAR, 9, "Goa").text(145, 156, REGULAR, 9, "Goa")
        .text(205, 156, REGULAR, 9, "Walk-").text(205, 167, REGULAR, 9, "in only");
    p.text(72, 190, REGULAR, 9, "Opening hours are on each store's page.");
    return p;
  }

  /**
   * A table drawn cell by cell whose Year column is just as wide as its years: each year
   * touches the product drawn right after it in the next column ("2025Velvera" where glyphs
   * are sorted by position), with no gap to cut at; the header's cells, drawn on two lines,
   * give the columns.
   */
  static Page touchingCells() {
    float year = 150;
    float product = year + REGULAR_WIDTH_2025;
    Page p = new Page();
    p.text(72, 100, REGULAR, 9, "Award").text(72, 111, REGULAR, 9, "Name")
        .text(year, 111, REGULAR, 9, "Year")
        .text(product, 100, REGULAR, 9, "Product").text(product, 111, REGULAR, 9, "Category");
    p.text(72, 128, REGULAR, 9, "Red Dot").text(72, 139, REGULAR, 9, "Design")
        .text(year, 128, REGULAR, 9, "2025")
        .text(product, 128, REGULAR, 9, "Velvera").text(product, 139, REGULAR, 9, "One");
    p.text(72, 156, REGULAR, 9, "Good").text(72, 167, REGULAR, 9, "Design")
        .text(year, 156, REGULAR, 9, "2024")
        .text(product, 156, REGULAR, 9, "Orbit").text(product, 167, REGULAR, 9, "Watch");
    p.text(72, 190, REGULAR, 9, "Awards are listed by year.");
    return p;
  }

  /**
   * A table drawn cell by cell whose header shows its City and State columns as one cell
   * ("City State"), and whose City column is just as wide as "Noida": "Noida" touches the
   * "Uttar" drawn right after it, with no gap; the shorter cities below leave a gap, so their
   * states start at the State column's start in two rows.
   */
  static Page gluedCellsUnderOneHeaderCell() {
    float state = 118 + width("Noida", 9);
    Page p = new Page();
    p.text(72, 100, REGULAR, 9, "Store").text(72, 111, REGULAR, 9, "ID")
        .text(118, 111, REGULAR, 9, "City State")
        .text(230, 100, REGULAR, 9, "Manager").text(230, 111, REGULAR, 9, "Name");
    p.text(72, 128, REGULAR, 9, "VL-").text(72, 139, REGULAR, 9, "001")
        .text(118, 128, REGULAR, 9, "Noida")
        .text(state, 128, REGULAR, 9, "Uttar").text(state, 139, REGULAR, 9, "Pradesh")
        .text(230, 128, REGULAR, 9, "Isha").text(230, 139, REGULAR, 9, "Rastogi");
    p.text(72, 156, REGULAR, 9, "VL-").text(72, 167, REGULAR, 9, "002")
        .text(118, 156, REGULAR, 9, "Goa").text(state, 156, REGULAR, 9, "Goa")
        .text(230, 156, REGULAR, 9, "Walk-").text(230, 167, REGULAR, 9, "in only");
    p.text(72, 184, REGULAR, 9, "VL-").text(72, 195, REGULAR, 9, "003")
        .text(118, 184, REGULAR, 9, "Agra").text(state, 184, REGULAR, 9, "Uttar")
        .text(state, 195, REGULAR, 9, "Pradesh")
        .text(230, 184, REGULAR, 9, "Ravi").text(230, 195, REGULAR, 9, "Menon");
    p.text(72, 220, REGULAR, 9, "Stores open at ten.");
    return p;
  }

  /**
   * A table drawn cell by cell whose header shows its City and State columns as one cell
   * ("City State", drawn as one text), with the cities set flush right against the states
   * drawn right after them in every row ("AgraUttar", "GoaGoa" where glyphs are sorted by
   * position): no row leaves a gap, only the header's word "State" shows where the column
   * starts.
   */
  static Page gluedCellsInEveryRow() {
    float city = 118;
    float state = city + width("City ", 9);
    Page p = new Page();
    p.text(72, 100, REGULAR, 9, "Store").text(72, 111, REGULAR, 9, "ID")
        .text(city, 111, REGULAR, 9, "City State")
        .text(230, 100, REGULAR, 9, "Manager").text(230, 111, REGULAR, 9, "Name");
    p.text(72, 128, REGULAR, 9, "VL-").text(72, 139, REGULAR, 9, "001")
        .text(state - width("Agra", 9), 128, REGULAR, 9, "Agra")
        .text(state, 128, REGULAR, 9, "Uttar").text(state, 139, REGULAR, 9, "Pradesh")
        .text(230, 128, REGULAR, 9, "Isha").text(230, 139, REGULAR, 9, "Rastogi");
    p.text(72, 156, REGULAR, 9, "VL-").text(72, 167, REGULAR, 9, "002")
        .text(state - width("Goa", 9), 156, REGULAR, 9, "Goa").text(state, 156, REGULAR, 9, "Goa")
        .text(230, 156, REGULAR, 9, "Walk-").text(230, 167, REGULAR, 9, "in only");
    p.text(72, 190, REGULAR, 9, "Stores open at ten.");
    return p;
  }

  /**
   * A heading made bold by drawing it twice, the second time 0.3 pt to the right, over a line
   * where a city too long for its column runs over the state drawn after it so that the
   * {@code s} of "Bhubaneswar" falls exactly on the {@code s} of "Odisha".
   */
  static Page overdrawnText() {
    float x = 72;
    float odisha = x + width("Bhubane", 9) - width("Odi", 9);
    Page p = new Page();
    p.text(72, 80, REGULAR, 14, "Store list").text(72.3f, 80, REGULAR, 14, "Store list");
    p.text(x, 110, REGULAR, 9, "Bhubaneswar").text(odisha, 110, REGULAR, 9, "Odisha");
    p.body(72, 140, "Stores open at ten.");
    return p;
  }

  private static float width(String text, float size) {
    try {
      return REGULAR.getStringWidth(text) / 1000 * size;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The width of "2025" in 9 pt Helvetica: four digits of 556/1000 em. */
  private static final float REGULAR_WIDTH_2025 = 4 * 0.556f * 9;

  /** A page set in two columns under a full-width title, each column a paragraph or two. */
  static Page twoColumns() {
    Page p = new Page();
    p.text(72, 80, BOLD, 18, "Two Column Newsletter");
    String[] left = {"Alpha starts the left column and it", "continues down the left side of the",
        "page for several lines of running", "prose that must be read before the",
        "right column begins at the top again.", "Omega ends the left column here."};
    String[] right = {"Bravo starts the right column and", "it runs down the right side of the",
        "page with its own sentences that", "come only after the whole left one",
        "has been read from top to bottom.", "Zulu ends the right column here."};
    for (int i = 0; i < left.length; i++) {
      p.text(72, 120 + 14 * i, REGULAR, 11, left[i]);
      p.text(320, 120 + 14 * i, REGULAR, 11, right[i]);
    }
    return p;
  }

  /** Resources with one Type 1 font F1 (Helvetica) re-encoded by {@code differences}, no ToUnicode. */
  private static PDResources helveticaWithDifferences(COSArray differences) {
    COSDictionary encoding = new COSDictionary();
    encoding.setItem(COSName.TYPE, COSName.ENCODING);
    encoding.setItem(COSName.DIFFERENCES, differences);
    COSDictionary font = new COSDictionary();
    font.setItem(COSName.TYPE, COSName.FONT);
    font.setItem(COSName.SUBTYPE, COSName.TYPE1);
    font.setName(COSName.BASE_FONT, "Helvetica");
    font.setItem(COSName.ENCODING, encoding);
    PDResources resources = new PDResources();
    COSDictionary fonts = new COSDictionary();
    fonts.setItem(COSName.getPDFName("F1"), font);
    resources.getCOSObject().setItem(COSName.FONT, fonts);
    return resources;
  }

  /**
   * One page of text in a font without Unicode mappings (glyph names the Adobe glyph list does
   * not know, no ToUnicode map), shown with character codes 1 to 20 as subset fonts do, then a
   * page of ordinary text.
   */
  static byte[] unmappedFont() {
    try (PDDocument doc = new PDDocument()) {
      PDPage page = new PDPage(PDRectangle.LETTER);
      doc.addPage(page);
      COSArray differences = new COSArray();
      differences.add(COSInteger.get(1));
      for (int i = 1; i <= 20; i++) {
        differences.add(COSName.getPDFName("g" + i));
      }
      page.setResources(helveticaWithDifferences(differences));
      StringBuilder ops = new StringBuilder();
      for (int line = 0; line < 10; line++) {
        ops.append("BT /F1 12 Tf 72 ").append(700 - 16 * line).append(" Td <");
        for (int c = 1; c <= 20; c++) {
          ops.append(String.format("%02X", c));
        }
        ops.append("> Tj ET\n");
      }
      PDStream contents = new PDStream(doc);
      try (var out = contents.createOutputStream()) {
        out.write(ops.toString().getBytes(StandardCharsets.US_ASCII));
      }
      page.setContents(contents);
      PDPage second = new PDPage(PDRectangle.LETTER);
      doc.addPage(second);
      try (PDPageContentStream cs = new PDPageContentStream(doc, second)) {
        cs.beginText();
        cs.setFont(REGULAR, 11);
        cs.newLineAtOffset(72, 700);
        cs.showText("Readable text on the second page.");
        cs.endText();
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * One page whose content stream is {@code ops}, with Helvetica (WinAnsi) as font {@code /F1}:
   * text drawn as writers draw it, kerning and moves included.
   */
  static byte[] rawPage(String ops) {
    return rawPage(ops, "Helvetica");
  }

  /** One page drawn by {@code ops}, with font {@code /F1} a standard 14 font, WinAnsi. */
  static byte[] rawPage(String ops, String baseFont) {
    return rawPage(ops, standardFont(baseFont));
  }

  /** The font dictionary of a standard 14 font, WinAnsi, not embedded. */
  static COSDictionary standardFont(String baseFont) {
    COSDictionary font = new COSDictionary();
    font.setItem(COSName.TYPE, COSName.FONT);
    font.setItem(COSName.SUBTYPE, COSName.TYPE1);
    font.setName(COSName.BASE_FONT, baseFont);
    font.setItem(COSName.ENCODING, COSName.WIN_ANSI_ENCODING);
    return font;
  }

  /**
   * Helvetica described as a font of tall stacks and deep marks describes itself (Tibetan
   * Machine Uni): a bounding box 2.7 em high, no cap height, so that PDFBox takes each glyph
   * for 1.35 em high.
   */
  static COSDictionary tallFont() {
    COSDictionary font = standardFont("Helvetica");
    COSDictionary descriptor = new COSDictionary();
    descriptor.setItem(COSName.TYPE, COSName.FONT_DESC);
    descriptor.setName(COSName.FONT_NAME, "Helvetica");
    descriptor.setInt(COSName.FLAGS, 32);
    COSArray box = new COSArray();
    for (int v : new int[] {-200, -1300, 1000, 1400}) {
      box.add(COSInteger.get(v));
    }
    descriptor.setItem(COSName.FONT_BBOX, box);
    descriptor.setInt(COSName.ITALIC_ANGLE, 0);
    descriptor.setInt(COSName.ASCENT, 0);
    descriptor.setInt(COSName.DESCENT, 0);
    descriptor.setInt(COSName.CAP_HEIGHT, 0);
    descriptor.setInt(COSName.STEM_V, 80);
    font.setItem(COSName.FONT_DESC, descriptor);
    return font;
  }

  /** One page drawn by {@code ops}, with {@code font} as font {@code /F1}. */
  static byte[] rawPage(String ops, COSDictionary font) {
    try (PDDocument doc = new PDDocument()) {
      PDPage page = new PDPage(PDRectangle.LETTER);
      doc.addPage(page);
      PDResources resources = new PDResources();
      COSDictionary fonts = new COSDictionary();
      fonts.setItem(COSName.getPDFName("F1"), font);
      resources.getCOSObject().setItem(COSName.FONT, fonts);
      page.setResources(resources);
      PDStream contents = new PDStream(doc);
      try (var out = contents.createOutputStream()) {
        out.write(ops.getBytes(StandardCharsets.US_ASCII));
      }
      page.setContents(contents);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * One page in Helvetica re-encoded with {@code /Differences} that give the codes from 65
   * ("A") on the glyph names of {@code lines}, one line of names each, shown left to right,
   * with no ToUnicode map: what a text extractor reads there comes from the names alone.
   */
  static byte[] namedGlyphs(List<List<String>> lines) {
    try (PDDocument doc = new PDDocument()) {
      PDPage page = new PDPage(PDRectangle.LETTER);
      doc.addPage(page);
      COSArray differences = new COSArray();
      differences.add(COSInteger.get(65));
      java.util.Map<String, Integer> codes = new java.util.LinkedHashMap<>();
      for (List<String> line : lines) {
        for (String name : line) {
          if (!codes.containsKey(name)) {
            codes.put(name, 65 + codes.size());
            differences.add(COSName.getPDFName(name));
          }
        }
      }
      page.setResources(helveticaWithDifferences(differences));
      StringBuilder ops = new StringBuilder();
      for (int l = 0; l < lines.size(); l++) {
        ops.append("BT /F1 12 Tf 72 ").append(700 - 24 * l).append(" Td <");
        for (String name : lines.get(l)) {
          ops.append(String.format("%02X", codes.get(name)));
        }
        ops.append("> Tj ET\n");
      }
      PDStream contents = new PDStream(doc);
      try (var out = contents.createOutputStream()) {
        out.write(ops.toString().getBytes(StandardCharsets.US_ASCII));
      }
      page.setContents(contents);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A long report of {@code count} pages, written page by page to {@code file} (PDFBox holds
   * the document being written): each page a running header, a page-number footer, a section
   * heading, 40 lines of body text in paragraphs of 8, and every fifth page a table.
   */
  static void longReport(java.nio.file.Path file, int count) {
    try (PDDocument doc = new PDDocument()) {
      for (int n = 1; n <= count; n++) {
        Page p = withFurniture(n);
        p.text(72, 80, BOLD, 14, "Section " + n + " Findings");
        float y = 105;
        for (int line = 0; line < 40; line++) {
          y += line % 8 == 0 && line > 0 ? 8 : 0;
          p.text(72, y, REGULAR, 10, "Line " + line + " of section " + n
              + " records the measured values, the method and the reviewer's notes.");
          y += 13;
        }
        if (n % 5 == 0) {
          p.text(72, y + 10, BOLD, 10, "Metric").text(250, y + 10, BOLD, 10, "Value");
          p.text(72, y + 24, REGULAR, 10, "Latency").text(250, y + 24, REGULAR, 10, n + " ms");
          p.text(72, y + 38, REGULAR, 10, "Errors").text(250, y + 38, REGULAR, 10, "0." + n);
        }
        PDPage page = new PDPage(PDRectangle.LETTER);
        doc.addPage(page);
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
          drawTexts(cs, p);
        }
      }
      doc.save(file.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
