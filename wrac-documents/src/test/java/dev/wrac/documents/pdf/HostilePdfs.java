package dev.wrac.documents.pdf;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The hostile PDFs of issue 30, written object by object (with a correct xref table). */
final class HostilePdfs {
  private HostilePdfs() {}

  /** A PDF of these objects (numbered from 1; object 1 the catalog). */
  static byte[] write(List<String> objects) {
    StringBuilder pdf = new StringBuilder("%PDF-1.7\n");
    List<Integer> offsets = new ArrayList<>();
    for (int i = 0; i < objects.size(); i++) {
      offsets.add(pdf.length());
      pdf.append(i + 1).append(" 0 obj\n").append(objects.get(i)).append("\nendobj\n");
    }
    int xref = pdf.length();
    pdf.append("xref\n0 ").append(objects.size() + 1).append("\n0000000000 65535 f \n");
    for (int offset : offsets) {
      pdf.append(String.format("%010d 00000 n \n", offset));
    }
    pdf.append("trailer\n<< /Size ").append(objects.size() + 1).append(" /Root 1 0 R >>\n")
        .append("startxref\n").append(xref).append("\n%%EOF\n");
    return pdf.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  private static String stream(String content) {
    return "<< /Length " + content.length() + " >>\nstream\n" + content + "\nendstream";
  }

  private static final String FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

  /** Text lines drawn at (x, y) each. */
  private static String text(float[][] at, String line) {
    StringBuilder s = new StringBuilder();
    for (float[] p : at) {
      s.append("BT /F1 10 Tf ").append(p[0]).append(' ').append(p[1]).append(" Td (")
          .append(line).append(") Tj ET\n");
    }
    return s.toString();
  }

  /** One page of text under a root whose /Count is {@code count}. */
  static byte[] pageCount(String count) {
    return write(List.of("<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count " + count + " >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
            + "/Resources << /Font << /F1 5 0 R >> >> >>",
        stream(text(new float[][] {{72, 700}}, "Hello from a page tree that lies.")),
        FONT));
  }

  /** One page under {@code depth} nested /Pages nodes. */
  static byte[] nestedPages(int depth) {
    List<String> objects = new ArrayList<>();
    objects.add("<< /Type /Catalog /Pages 2 0 R >>");
    for (int d = 0; d < depth; d++) {
      int self = objects.size() + 1;
      objects.add("<< /Type /Pages /Kids [" + (self + 1) + " 0 R] /Count 1"
          + (d == 0 ? "" : " /Parent " + (self - 1) + " 0 R") + " >>");
    }
    int page = objects.size() + 1;
    objects.add("<< /Type /Page /Parent " + (page - 1) + " 0 R /MediaBox [0 0 612 792] "
        + "/Contents " + (page + 1) + " 0 R /Resources << /Font << /F1 " + (page + 2)
        + " 0 R >> >> >>");
    objects.add(stream(text(new float[][] {{72, 700}}, "Deep down there is one page.")));
    objects.add(FONT);
    return write(objects);
  }

  /** A page {@code width} points wide with text at its left edge and near its right edge. */
  static byte[] widePage(float width) {
    float[][] at = new float[20][];
    for (int i = 0; i < 10; i++) {
      at[i] = new float[] {72, 700 - 14 * i};
      at[10 + i] = new float[] {width - 400, 700 - 14 * i};
    }
    return onePage("/MediaBox [0 0 " + width + " 792]", at,
        "A line of prose long enough to count as a column line here.");
  }

  /** Five lines of text at the left, on a page whose dictionary holds {@code box} entries. */
  static byte[] boxedPage(String box) {
    float[][] at = new float[5][];
    for (int i = 0; i < 5; i++) {
      at[i] = new float[] {72, 700 - 14 * i};
    }
    return onePage(box, at, "A line of the boxed page.");
  }

  /** One page of {@code n} lines of text all drawn at the same spot. */
  static byte[] linesOnOneSpot(int n) {
    float[][] at = new float[n][];
    for (int i = 0; i < n; i++) {
      at[i] = new float[] {72, 700};
    }
    return onePage("/MediaBox [0 0 612 792]", at,
        "A line drawn over all the others on one spot.");
  }

  /** A one-page PDF whose page dictionary holds {@code entries}, {@code line} drawn at {@code at}. */
  private static byte[] onePage(String entries, float[][] at, String line) {
    return write(List.of("<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R " + entries + " /Contents 4 0 R "
            + "/Resources << /Font << /F1 5 0 R >> >> >>",
        stream(text(at, line)), FONT));
  }
}
