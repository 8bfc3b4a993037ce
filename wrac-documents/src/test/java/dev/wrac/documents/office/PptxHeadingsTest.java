package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.apache.poi.xslf.usermodel.SlideLayout;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFSlideMaster;
import org.apache.poi.xslf.usermodel.XSLFTable;
import org.apache.poi.xslf.usermodel.XSLFTextBox;
import org.apache.poi.xslf.usermodel.XSLFTextParagraph;
import org.apache.poi.xslf.usermodel.XSLFTextRun;
import org.apache.poi.xslf.usermodel.XSLFTextShape;
import org.junit.jupiter.api.Test;

/** Headings that a deck shows by type rather than by placeholder. */
class PptxHeadingsTest {

  private static ParsedDocument parse(XMLSlideShow show) {
    return PptxParser.create().parse(
        DocumentSource.ofBytes("deck.pptx", OfficeFixtures.bytes(show)), ParseOptions.defaults());
  }

  private static List<String> headings(ParsedDocument doc) {
    return doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(e -> e.level() + " " + e.text()).toList();
  }

  private static Element find(ParsedDocument doc, String text) {
    return doc.elements().stream().filter(e -> e.text().equals(text)).findFirst()
        .orElseThrow(() -> new AssertionError("no element " + text + " in " + doc.elements()));
  }

  /** A paragraph of one run; bold, and space before in points when {@code spaceBefore > 0}. */
  private static XSLFTextParagraph paragraph(XSLFTextShape shape, String text, boolean bold,
      double spaceBefore) {
    XSLFTextParagraph p = shape.addNewTextParagraph();
    XSLFTextRun run = p.addNewTextRun();
    run.setText(text);
    run.setBold(bold);
    p.setBullet(false);
    if (spaceBefore > 0) {
      p.setSpaceBefore(-spaceBefore);
    }
    return p;
  }

  private static XMLSlideShow titled(String deckTitle) {
    XMLSlideShow show = new XMLSlideShow();
    XSLFSlide first = show.createSlide(
        show.getSlideMasters().get(0).getLayout(SlideLayout.TITLE_ONLY));
    first.getPlaceholder(0).setText(deckTitle);
    return show;
  }

  private static XSLFTextBox box(XSLFSlide slide, double y) {
    XSLFTextBox box = slide.createTextBox();
    box.setAnchor(new Rectangle2D.Double(50, y, 500, 200));
    box.clearText();
    return box;
  }

  @Test
  void boldLinesSetOffBySpaceBeforeAreHeadingsBelowTheSlideTitle() {
    XMLSlideShow show = titled("Audio guide");
    XSLFSlideMaster master = show.getSlideMasters().get(0);
    XSLFSlide slide = show.createSlide(master.getLayout(SlideLayout.TITLE_ONLY));
    slide.getPlaceholder(0).setText("Earbuds");
    XSLFTextBox body = box(slide, 120);
    paragraph(body, "Follow this guide for each model.", false, 0);
    paragraph(body, "Buds Deluxe", true, 30);
    paragraph(body, "Charge in the case via USB-C.", false, 0);
    paragraph(body, "Buds Premium", true, 30);
    paragraph(body, "Wipe with a damp cloth.", false, 0);
    ParsedDocument doc = parse(show);

    assertThat(headings(doc)).containsExactly("1 Audio guide", "2 Earbuds", "3 Buds Deluxe",
        "3 Buds Premium");
    assertThat(find(doc, "Wipe with a damp cloth.").headingPath())
        .containsExactly(find(doc, "Audio guide").id(), find(doc, "Earbuds").id(),
            find(doc, "Buds Premium").id());
  }

  @Test
  void aSetOffHeadingLastInItsShapeOpensTheNextSlidesContent() {
    XMLSlideShow show = titled("Audio guide");
    XSLFSlide slide = show.createSlide();
    XSLFTextBox body = box(slide, 50);
    paragraph(body, "Pair the buds before first use.", false, 0);
    paragraph(body, "Care", true, 24);
    XSLFSlide next = show.createSlide();
    paragraph(box(next, 50), "Avoid submerging in water.", false, 0);
    ParsedDocument doc = parse(show);

    assertThat(headings(doc)).containsExactly("1 Audio guide", "3 Care");
    assertThat(find(doc, "Avoid submerging in water.").headingPath())
        .contains(find(doc, "Care").id());
  }

  @Test
  void onASlideWithoutTitleTheBoldLeadStandsForItAndSetOffHeadingsNestUnderIt() {
    XMLSlideShow show = titled("Connectivity guide");
    XSLFSlide slide = show.createSlide();
    XSLFTextBox body = box(slide, 20);
    paragraph(body, "1. Smartwatch", true, 30);
    paragraph(body, "Overview", true, 30);
    paragraph(body, "Control the car from your watch.", false, 0);
    paragraph(body, "Troubleshooting", true, 30);
    paragraph(body, "Enable Bluetooth on both devices.", false, 0);
    ParsedDocument doc = parse(show);

    assertThat(headings(doc)).containsExactly("1 Connectivity guide", "2 1. Smartwatch",
        "3 Overview", "3 Troubleshooting");
  }

  @Test
  void aNumberedSubsectionOpeningANewSlideStaysUnderItsSection() {
    XMLSlideShow show = titled("Lounge guide");
    XSLFSlide first = show.createSlide();
    XSLFTextBox body = box(first, 20);
    paragraph(body, "Access by cabin class", true, 30);
    paragraph(body, "1. First Class", true, 30);
    paragraph(body, "Complimentary, with one guest.", false, 0);
    XSLFSlide second = show.createSlide();
    XSLFTextBox next = box(second, 20);
    paragraph(next, "2. Business Class", true, 30);
    paragraph(next, "Complimentary, no guest.", false, 0);
    XSLFSlide third = show.createSlide();
    XSLFTextBox last = box(third, 20);
    paragraph(last, "How to access", true, 30);
    paragraph(last, "Show your boarding pass.", false, 0);
    ParsedDocument doc = parse(show);

    assertThat(headings(doc)).containsExactly("1 Lounge guide", "2 Access by cabin class",
        "3 1. First Class", "3 2. Business Class", "2 How to access");
    assertThat(find(doc, "Complimentary, no guest.").headingPath()).contains(
        find(doc, "Access by cabin class").id(), find(doc, "2. Business Class").id());
  }

  @Test
  void aBoldLeadAloneInItsShapeStandsForTheTitleWhenATableFollows() {
    XMLSlideShow show = titled("Branches");
    XSLFSlide slide = show.createSlide();
    paragraph(box(slide, 20), "Mumbai branches", true, 0);
    XSLFTable table = slide.createTable();
    table.setAnchor(new Rectangle2D.Double(50, 120, 400, 100));
    table.addRow().addCell().setText("Address");
    table.addRow().addCell().setText("12 Marine Drive");
    ParsedDocument doc = parse(show);

    assertThat(headings(doc)).containsExactly("1 Branches", "2 Mumbai branches");
    assertThat(find(doc, "12 Marine Drive").headingPath())
        .contains(find(doc, "Mumbai branches").id());
  }

  @Test
  void boldLinesWithoutSpaceOrFollowingContentStayParagraphs() {
    XMLSlideShow show = titled("Offers");
    XSLFSlide slide = show.createSlide(
        show.getSlideMasters().get(0).getLayout(SlideLayout.TITLE_ONLY));
    slide.getPlaceholder(0).setText("Seasonal offers");
    XSLFTextBox body = box(slide, 120);
    paragraph(body, "Offers change every quarter.", false, 0);
    paragraph(body, "Terms apply", true, 0);
    paragraph(body, "See the store for details.", false, 0);
    XSLFSlide closing = show.createSlide();
    paragraph(box(closing, 50), "Thank you for choosing us.", true, 0);
    ParsedDocument doc = parse(show);

    assertThat(headings(doc)).containsExactly("1 Offers", "2 Seasonal offers");
    assertThat(find(doc, "Terms apply").kind()).isEqualTo(ElementKind.PARAGRAPH);
    assertThat(find(doc, "Thank you for choosing us.").kind()).isEqualTo(ElementKind.PARAGRAPH);
  }

  @Test
  void spaceGivenAsAPercentageOfTheFontSizeCountsToo() {
    XMLSlideShow show = titled("Guide");
    XSLFSlide slide = show.createSlide();
    XSLFTextBox body = box(slide, 50);
    paragraph(body, "Read before use.", false, 0);
    XSLFTextParagraph heading = paragraph(body, "Safety", true, 0);
    heading.setSpaceBefore(150.0); // 150% of the font size
    paragraph(body, "Keep away from heat.", false, 0);
    ParsedDocument doc = parse(show);

    assertThat(headings(doc)).containsExactly("1 Guide", "3 Safety");
  }
}
