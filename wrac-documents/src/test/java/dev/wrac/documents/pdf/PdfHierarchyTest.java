package dev.wrac.documents.pdf;

import static dev.wrac.documents.pdf.PdfParserTest.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.model.ParsedDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The default hierarchy's parents on a real PDF: sections whole across page breaks. */
class PdfHierarchyTest {

  /** Body lines of about 16 tokens, numbered so that each is found again. */
  private static String[] lines(String section, int count) {
    String[] out = new String[count];
    for (int k = 0; k < count; k++) {
      out[k] = section + " line " + k + " tells how the bank handles fees and limits for it.";
    }
    return out;
  }

  /**
   * A report of three sections under an 18 pt title: Savings runs from page 1 onto page 2,
   * Loans from page 2 onto page 3, Cards starts on page 3. About 800 content tokens each.
   */
  private static ParsedDocument report() {
    TestPdfs.Page one = new TestPdfs.Page().text(72, 60, TestPdfs.BOLD, 18, "Account guide");
    one.text(72, 96, TestPdfs.BOLD, 14, "Savings");
    String[] savings = lines("Savings", 48);
    one.body(72, 120, java.util.Arrays.copyOfRange(savings, 0, 44));
    TestPdfs.Page two = new TestPdfs.Page();
    float y = two.body(72, 60, java.util.Arrays.copyOfRange(savings, 44, 48));
    two.text(72, y + 20, TestPdfs.BOLD, 14, "Loans");
    String[] loans = lines("Loans", 48);
    two.body(72, y + 44, java.util.Arrays.copyOfRange(loans, 0, 40));
    TestPdfs.Page three = new TestPdfs.Page();
    y = three.body(72, 60, java.util.Arrays.copyOfRange(loans, 40, 48));
    three.text(72, y + 20, TestPdfs.BOLD, 14, "Cards");
    three.body(72, y + 44, lines("Cards", 30));
    return parse(TestPdfs.write(List.of(one, two, three)));
  }

  private static HierarchyChunk holding(List<HierarchyChunk> level, String text) {
    return level.stream().filter(c -> c.chunk().text().contains(text)).findFirst()
        .orElseThrow(() -> new AssertionError("no chunk holds '" + text + "'"));
  }

  @Test
  void aSectionBrokenOverAPageIsOneParentSpanningBothPages() {
    ParsedDocument doc = report();
    ChunkHierarchy h = Wrac.builder().build().hierarchy(doc);
    List<HierarchyChunk> top = h.level(h.depth() - 1);

    HierarchyChunk savings = holding(top, "Savings line 0 ");
    assertThat(savings).isSameAs(holding(top, "Savings line 47 "));
    assertThat(savings.chunk().span().page()).isEqualTo(1);
    assertThat(savings.chunk().span().endPage()).isEqualTo(2);
    HierarchyChunk loans = holding(top, "Loans line 0 ");
    assertThat(loans).isSameAs(holding(top, "Loans line 47 "));
    assertThat(loans.chunk().span().page()).isEqualTo(2);
    assertThat(loans.chunk().span().endPage()).isGreaterThanOrEqualTo(3);
    assertThat(loans).isNotSameAs(savings);
    // every part keeps its page: the leaves below a parent carry their own pages
    assertThat(h.children(loans.id())).extracting(c -> c.chunk().span().page())
        .contains(2, 3);
    assertThat(top).allSatisfy(c -> assertThat(c.chunk().embedTokens()).isLessThanOrEqualTo(1100));

    // the page planner as top level cuts both sections at the page breaks
    ChunkHierarchy byPage = Wrac.builder().levels("structural:96", "structural", "page").build()
        .hierarchy(doc);
    List<HierarchyChunk> pages = byPage.level(byPage.depth() - 1);
    assertThat(holding(pages, "Loans line 0 ")).isNotSameAs(holding(pages, "Loans line 47 "));
  }
}
