package dev.wrac.documents.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.wrac.documents.pdf.PdfParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzzes the PDF parser with PDFs written from a recipe ({@link Recipe}): the page tree's depth
 * and {@code /Count}, the page box, the text drawn (how many lines, where, repeated glyphs), the
 * font dictionary, the stream lengths and the xref table (right, shifted or missing), then raw
 * bytes spliced in. The stored inputs in {@code PdfFuzzTestInputs/pdf/} reproduce the families
 * of issue 30 and run in every build.
 */
class PdfFuzzTest {
  static final String[] COUNTS = {"1", "2147483647", "-1", "0", "99999999999", "1.5", "/Name",
      "(x)"};
  static final String[] WIDTHS = {"612", "1000000", "3e9", "1e30", "-5", "0", "14400",
      "340282346638528859811704183484516925440"};
  static final String[] FONTS = {
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
      "<< /Type /Font /Subtype /Bogus /BaseFont /Nothing >>",
      "<< /Type /Font /Subtype /Type0 /BaseFont /X /Encoding /Identity-H >>",
      "<< >>", "null",
      "<< /Type /Font /Subtype /TrueType /BaseFont /Arial /FirstChar 300 /LastChar 2 "
          + "/Widths [1 2] >>"};

  @FuzzTest(maxDuration = "10m")
  void pdf(byte[] input) {
    Findings.parse(PdfParser.create(), "fuzz.pdf", write(new Recipe(input)));
  }

  static byte[] write(Recipe recipe) {
    int depth = recipe.size(4 * 64, 20_000, 30_000); // the limit is 64 levels
    String count = recipe.pick(COUNTS);
    String width = recipe.pick(WIDTHS);
    int lines = 1 + recipe.next(400);
    int spread = recipe.next(20_001);
    boolean sameSpot = recipe.next(2) == 1;
    String font = recipe.pick(FONTS);
    String words = recipe.text(40);
    int xref = recipe.next(3);
    boolean badLength = recipe.next(2) == 1;

    StringBuilder content = new StringBuilder();
    String line = "Fuzzed line " + words.replaceAll("[()\\\\]", " ");
    for (int i = 0; i < lines; i++) {
      float x = 72 + (sameSpot ? 0 : (i * 7919L % (spread + 1)));
      float y = sameSpot ? 700 : 760 - (i % 60) * 12;
      content.append("BT /F1 10 Tf ").append(x).append(' ').append(y).append(" Td (")
          .append(line).append(") Tj ET\n");
    }
    List<String> objects = new ArrayList<>();
    objects.add("<< /Type /Catalog /Pages 2 0 R >>");
    for (int d = 0; d <= depth; d++) {
      int self = objects.size() + 1;
      objects.add("<< /Type /Pages /Kids [" + (self + 1) + " 0 R] /Count "
          + (d == 0 ? count : "1") + (d == 0 ? "" : " /Parent " + (self - 1) + " 0 R") + " >>");
    }
    int page = objects.size() + 1;
    objects.add("<< /Type /Page /Parent " + (page - 1) + " 0 R /MediaBox [0 0 " + width
        + " 792] /Contents " + (page + 1) + " 0 R /Resources << /Font << /F1 " + (page + 2)
        + " 0 R >> >> >>");
    int length = content.length() + (badLength ? 1_000_000 : 0);
    objects.add("<< /Length " + length + " >>\nstream\n" + content + "\nendstream");
    objects.add(font);
    byte[] pdf = write(objects, xref);
    int splices = recipe.next(4);
    for (int s = 0; s < splices; s++) {
      int at = recipe.next(pdf.length + 1);
      byte[] with = recipe.bytes(32);
      int cut = Math.min(pdf.length - at, with.length);
      System.arraycopy(with, 0, pdf, at, cut);
    }
    return pdf;
  }

  /** The PDF of these objects; xref 0: right, 1: offsets shifted, 2: none. */
  static byte[] write(List<String> objects, int xref) {
    StringBuilder pdf = new StringBuilder("%PDF-1.7\n");
    List<Integer> offsets = new ArrayList<>();
    for (int i = 0; i < objects.size(); i++) {
      offsets.add(pdf.length());
      pdf.append(i + 1).append(" 0 obj\n").append(objects.get(i)).append("\nendobj\n");
    }
    int start = pdf.length();
    if (xref != 2) {
      pdf.append("xref\n0 ").append(objects.size() + 1).append("\n0000000000 65535 f \n");
      for (int offset : offsets) {
        pdf.append(String.format("%010d 00000 n \n", offset + (xref == 1 ? 7 : 0)));
      }
    }
    pdf.append("trailer\n<< /Size ").append(objects.size() + 1).append(" /Root 1 0 R >>\n")
        .append("startxref\n").append(start).append("\n%%EOF\n");
    return pdf.toString().getBytes(StandardCharsets.ISO_8859_1);
  }
}
