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
    StringBuilder sb = new StringBuilder("4\t1\t" + block + "\t" + par + "\t" + line
        + "\t0\t10\t10\t500\t" + height + "\t-1\t\n");
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
    assertThat(OcrLayout.paragraphs("garbage\nno\ttabs")).isEqualTo(List.of());
  }
}
