package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.Wrac;
import dev.wrac.hierarchy.ChunkHierarchy;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.apache.poi.xslf.usermodel.SlideLayout;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFTextBox;
import org.junit.jupiter.api.Test;

/** The default hierarchy's parents on a real deck: sections whole across slide breaks. */
class PptxHierarchyTest {

  /** A slide with this title (none when null) and the lines as plain paragraphs in a box. */
  private static void slide(XMLSlideShow show, String title, String section, int from, int to) {
    XSLFSlide slide = title == null ? show.createSlide()
        : show.createSlide(show.getSlideMasters().get(0).getLayout(SlideLayout.TITLE_ONLY));
    if (title != null) {
      slide.getPlaceholder(0).setText(title);
    }
    XSLFTextBox box = slide.createTextBox();
    box.setAnchor(new Rectangle2D.Double(40, 120, 640, 380));
    box.clearText();
    for (int k = from; k < to; k++) {
      box.addNewTextParagraph().addNewTextRun().setText(
          section + " line " + k + " tells how the bank handles fees and limits for it.");
    }
  }

  /**
   * A deck of three sections of about 800, 800 and 500 content tokens: Savings runs over
   * slides 2 and 3, Loans over slides 4 and 5 (the second slide of each has no title, so its
   * content follows the previous slide's), Cards is slide 6.
   */
  private static ParsedDocument deck() {
    XMLSlideShow show = new XMLSlideShow();
    show.createSlide(show.getSlideMasters().get(0).getLayout(SlideLayout.TITLE_ONLY))
        .getPlaceholder(0).setText("Account guide");
    slide(show, "Savings", "Savings", 0, 24);
    slide(show, null, "Savings", 24, 48);
    slide(show, "Loans", "Loans", 0, 24);
    slide(show, null, "Loans", 24, 48);
    slide(show, "Cards", "Cards", 0, 30);
    return PptxParser.create().parse(
        DocumentSource.ofBytes("guide.pptx", OfficeFixtures.bytes(show)), ParseOptions.defaults());
  }

  private static HierarchyChunk holding(List<HierarchyChunk> level, String text) {
    return level.stream().filter(c -> c.chunk().text().contains(text)).findFirst()
        .orElseThrow(() -> new AssertionError("no chunk holds '" + text + "'"));
  }

  @Test
  void aSectionOverTwoSlidesIsOneParentSpanningBoth() {
    ParsedDocument doc = deck();
    ChunkHierarchy h = Wrac.builder().build().hierarchy(doc);
    List<HierarchyChunk> top = h.level(h.depth() - 1);

    HierarchyChunk savings = holding(top, "Savings line 0 ");
    assertThat(savings).isSameAs(holding(top, "Savings line 47 "));
    assertThat(savings.chunk().span().endPage()).isEqualTo(3);
    HierarchyChunk loans = holding(top, "Loans line 0 ");
    assertThat(loans).isSameAs(holding(top, "Loans line 47 ")).isNotSameAs(savings);
    assertThat(loans.chunk().span().page()).isEqualTo(4);
    assertThat(loans.chunk().span().endPage()).isGreaterThanOrEqualTo(5);
    // every part keeps its slide: the chunks below the parent carry their own slide numbers
    assertThat(h.children(loans.id())).extracting(c -> c.chunk().span().page())
        .contains(4, 5);
    assertThat(top).allSatisfy(c -> assertThat(c.chunk().embedTokens()).isLessThanOrEqualTo(1100));

    // the page planner as top level cuts at every slide
    ChunkHierarchy bySlide = Wrac.builder().levels("structural:96", "structural", "page").build()
        .hierarchy(doc);
    List<HierarchyChunk> slides = bySlide.level(bySlide.depth() - 1);
    assertThat(holding(slides, "Loans line 0 ")).isNotSameAs(holding(slides, "Loans line 47 "));
  }
}
