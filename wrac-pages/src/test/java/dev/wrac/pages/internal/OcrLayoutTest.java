package dev.wrac.pages.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Tesseract TSV (in the format tesseract 4/5 writes) to Markdown. */
class OcrLayoutTest {
  private static final String HEAD = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num"
      + "\tleft\ttop\twidth\theight\tconf\ttext\n";

  /** A line row and its word rows; {@code height} in pixels. */
  private static String line(int block, int par, int line, int height, String... words) {
    return line(500, block, par, line, height, words);
  }

  /** A line whose box is {@code width} wide (the tests' stroke meter reads bold from it). */
  private static String line(int width, int block, int par, int line, int height,
      String... words) {
    StringBuilder sb = new StringBuilder("4\t1\t" + block + "\t" + par + "\t" + line
        + "\t0\t10\t10\t" + width + "\t" + height + "\t-1\t\n");
    for (int w = 0; w < words.length; w++) {
      sb.append("5\t1\t").append(block).append('\t').append(par).append('\t').append(line)
          .append('\t').append(w + 1).append("\t10\t10\t40\t").append(height).append("\t95\t")
          .append(words[w]).append('\n');
    }
    return sb.toString();
  }

  @Test
  void tallShortLinesBecomeHeadingsAndParagraphsKeepTheirLines() {
    String tsv = HEAD + "1\t1\t0\t0\t0\t0\t0\t0\t1200\t1500\t-1\t\n"
        + line(1, 1, 1, 60, "Annual", "Report")
        + line(2, 1, 1, 35, "Premium", "rules")
        + line(3, 1, 1, 25, "The", "policy", "covers", "infor-")
        + line(3, 1, 2, 25, "mation", "and", "claims", "in", "full.")
        + line(3, 2, 1, 25, "•", "First", "point")
        + line(3, 2, 2, 25, "• Second", "point")
        + line(3, 3, 1, 25, "2)", "Numbered", "item");
    assertThat(OcrLayout.markdown(tsv)).isEqualTo("# Annual Report\n\n## Premium rules\n\n"
        + "The policy covers information and claims in full.\n\n- First point\n\n"
        + "- Second point\n\n2. Numbered item");
  }

  @Test
  void aHeadingOneOrTwoPointsLargerIsFoundAndBodyLikeLinesAreNot() {
    String tsv = HEAD
        + line(1, 1, 1, 22, "Company", "History")
        + line(2, 1, 1, 18, "Founded", "in", "2011", "in", "Gurugram,", "it", "grew", "fast.")
        + line(2, 1, 2, 18, "It", "now", "sells", "cars.")
        + line(3, 1, 1, 22, "Key", "people", "are", "listed", "below:")
        + line(4, 1, 1, 19, "Tall", "but", "body")
        + line(5, 1, 1, 18, "+", "Founder:", "Amit", "Bansal")
        + line(5, 1, 2, 18, "e", "Chief", "Financial", "Officer")
        + line(6, 1, 1, 18, "-5%", "fees", "for", "members.");
    assertThat(OcrLayout.markdown(tsv)).isEqualTo("### Company History\n\n"
        + "Founded in 2011 in Gurugram, it grew fast. It now sells cars.\n\n"
        + "Key people are listed below:\n\nTall but body\n\n- Founder: Amit Bansal\n\n"
        + "- Chief Financial Officer\n\n-5% fees for members.");
  }

  /** Lines 501 px wide have 3 px strokes (bold), the others 1.6 px. */
  private static final OcrLayout.StrokeMeter BOLD_AT_501 =
      (left, top, width, height) -> width == 501 ? 3.0 : 1.6;

  @Test
  void boldBodySizeLinesLeadingAParagraphAreHeadingsAndWrappedHeadingsStayOne() {
    String tsv = HEAD
        + line(1, 1, 1, 25, "Fine-Dining", "Menus", "(Class-wise")
        + line(1, 1, 2, 24, "Overview)")
        + line(501, 2, 1, 1, 18, "Charging", "Solutions")
        + line(501, 2, 1, 2, 18, "Velvera", "65W", "GaN", "Charger")
        + line(2, 1, 3, 18, "The", "charger", "folds", "flat", "for", "travel.")
        + line(501, 3, 1, 1, 18, "bold", "but", "lower-case")
        + line(501, 4, 1, 1, 18, "Bold", "but", "a", "whole", "sentence", "of", "words.")
        + line(5, 1, 1, 18, "Plain", "text", "of", "the", "body", "at", "its", "size.");
    assertThat(OcrLayout.markdown(tsv, BOLD_AT_501)).isEqualTo(
        "## Fine-Dining Menus (Class-wise Overview)\n\n#### Charging Solutions\n\n"
        + "#### Velvera 65W GaN Charger\n\nThe charger folds flat for travel.\n\n"
        + "bold but lower-case\n\nBold but a whole sentence of words.\n\n"
        + "Plain text of the body at its size.");
    assertThat(OcrLayout.markdown(tsv)).as("without the image, bold is unknown")
        .startsWith("## Fine-Dining Menus (Class-wise Overview)\n\n"
            + "Charging Solutions Velvera 65W GaN Charger The charger");
  }

  @Test
  void boldLinesWithoutDescendersAreHeadingsButLabelsSentencesAndNumbersAreNot() {
    String tsv = HEAD
        + line(501, 1, 1, 1, 14, "Overview")
        + line(2, 1, 1, 18, "The", "car", "seats", "five", "and", "has", "a", "quiet", "cabin.")
        + line(501, 3, 1, 1, 18, "Body", "Type:", "SUV")
        + line(501, 4, 1, 1, 18, "Book", "a", "test", "drive", "today", "at", "your", "nearest",
            "dealer")
        + line(501, 5, 1, 1, 12, "2")
        + line(6, 1, 1, 18, "Plain", "text", "of", "the", "body", "at", "its", "size.");
    assertThat(OcrLayout.markdown(tsv, BOLD_AT_501)).isEqualTo("#### Overview\n\n"
        + "The car seats five and has a quiet cabin.\n\nBody Type: SUV\n\n"
        + "Book a test drive today at your nearest dealer\n\n2\n\n"
        + "Plain text of the body at its size.");
  }

  @Test
  void aHeadingBrokenByAHyphenIsJoinedWithItsNextLine() {
    String tsv = HEAD
        + line(1, 1, 1, 36, "Awards", "&", "Recogni-")
        + line(1, 1, 2, 30, "tions")
        + line(2, 1, 1, 18, "The", "company", "won", "many", "awards", "over", "the", "years.");
    assertThat(OcrLayout.markdown(tsv)).startsWith("# Awards & Recognitions\n\nThe company");
  }

  @Test
  void textThatWouldReadAsMarkdownSyntaxIsEscaped() {
    assertThat(OcrLayout.escape("# not a heading")).isEqualTo("\\# not a heading");
    assertThat(OcrLayout.escape("-----")).isEqualTo("\\-----");
    assertThat(OcrLayout.escape("plain")).isEqualTo("plain");
  }

  @Test
  void aPageWithoutWordsIsEmpty() {
    assertThat(OcrLayout.markdown(HEAD + "1\t1\t0\t0\t0\t0\t0\t0\t1200\t1500\t-1\t\n"))
        .isEmpty();
    assertThat(OcrLayout.paragraphs("garbage\nno\ttabs", OcrLayout.NO_IMAGE)).isEqualTo(List.of());
  }
}
