package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFTextBox;
import org.apache.poi.xslf.usermodel.XSLFTextRun;
import org.junit.jupiter.api.Test;

/**
 * Text boxes repeated at the top or bottom of most slides (a navigation bar, a presenter's name,
 * "Confidential") are furniture, as a PDF's running lines are; the slides here are drawn as a
 * deck converted from PDF draws them: one box per line, no placeholder.
 */
class PptxRunningBoxesTest {

  private static ParsedDocument parse(XMLSlideShow show) {
    return PptxParser.create().parse(
        DocumentSource.ofBytes("deck.pptx", OfficeFixtures.bytes(show)), ParseOptions.defaults());
  }

  private static List<String> texts(ParsedDocument doc) {
    return doc.elements().stream().map(Element::text).toList();
  }

  /** A one-line box at {@code y} points from the top of a 540-point-high slide. */
  private static void line(XSLFSlide slide, double y, String text, boolean bold) {
    XSLFTextBox box = slide.createTextBox();
    box.setAnchor(new Rectangle2D.Double(40, y, 600, 20));
    box.clearText();
    XSLFTextRun run = box.addNewTextParagraph().addNewTextRun();
    run.setText(text);
    run.setBold(bold);
  }

  /** Four slides with a navigation line on top and a name and page number at the bottom. */
  private static XMLSlideShow talk() {
    XMLSlideShow show = new XMLSlideShow();
    String[][] slides = {
        {"Warranty terms", "Phones carry two years of cover."},
        {"Repairs", "Service centres repair screens in a day."},
        {"Returns", "Unopened devices may be returned within 30 days."},
        {"Contact", "Write to support for anything else."}};
    for (int i = 0; i < slides.length; i++) {
      XSLFSlide slide = show.createSlide();
      line(slide, 2, "Introduction", false);
      line(slide, 2 + 20, "Service and support", false);
      line(slide, 110, slides[i][0], true);
      line(slide, 160, slides[i][1], false);
      line(slide, 500, "A. Presenter, Velvera", false);
      line(slide, 515, (i + 1) + " / " + slides.length, false);
    }
    return show;
  }

  @Test
  void boxesRepeatedAtTheTopOrBottomOfMostSlidesAreLeftOut() {
    ParsedDocument doc = parse(talk());

    assertThat(texts(doc)).doesNotContain("Introduction", "Service and support",
        "A. Presenter, Velvera", "1 / 4", "4 / 4");
    assertThat(texts(doc)).contains("Warranty terms", "Phones carry two years of cover.",
        "Write to support for anything else.");
  }

  @Test
  void withoutTheRunningBoxesEachSlidesBoldFirstLineStandsForItsTitle() {
    ParsedDocument doc = parse(talk());

    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(e -> e.level() + " " + e.text() + " p" + e.span().page()).toList())
        .containsExactly("1 Warranty terms p1", "2 Repairs p2", "2 Returns p3", "2 Contact p4");
  }

  @Test
  void repeatedTextInTheMiddleOfTheSlideOrOnFewSlidesIsKept() {
    XMLSlideShow show = new XMLSlideShow();
    for (int i = 0; i < 4; i++) {
      XSLFSlide slide = show.createSlide();
      line(slide, 250, "Ask your dealer.", false); // repeated, but mid-slide
      line(slide, 300, "Slide body " + "ABCD".charAt(i), false);
      if (i == 0) {
        line(slide, 2, "Draft", false); // at the top of one slide of four
      }
    }
    ParsedDocument doc = parse(show);

    assertThat(texts(doc).stream().filter("Ask your dealer."::equals)).hasSize(4);
    assertThat(texts(doc)).contains("Draft");
  }

  @Test
  void aSlideWhoseOnlyTextIsARunningBoxKeepsItAndAOneSlideDeckKeepsAll() {
    XMLSlideShow show = talk();
    XSLFSlide thanks = show.createSlide();
    line(thanks, 500, "A. Presenter, Velvera", false);
    line(thanks, 200, "Thanks", false);
    XSLFSlide picture = show.createSlide(); // a picture slide: its footer is all it says
    line(picture, 500, "A. Presenter, Velvera", false);
    ParsedDocument doc = parse(show);

    assertThat(doc.elements().stream().filter(e -> e.span().page() == 5).map(Element::text))
        .containsExactly("Thanks");
    assertThat(doc.elements().stream().filter(e -> e.span().page() == 6).map(Element::text))
        .containsExactly("A. Presenter, Velvera");

    XMLSlideShow one = new XMLSlideShow();
    XSLFSlide only = one.createSlide();
    line(only, 2, "Introduction", false);
    line(only, 200, "The one slide.", false);
    assertThat(texts(parse(one))).containsExactly("Introduction", "The one slide.");
  }

  @Test
  void aPlainLineAtTheTopAboveTheBoldFirstLineDoesNotTakeTheLead() {
    XMLSlideShow show = new XMLSlideShow();
    String[][] slides = {{"Cover", "Phone cover", "Phones carry two years of cover."},
        {"Cover, tablets", "Tablet cover", "Tablets carry one year of cover."},
        {"Service", "Repairs", "Service centres repair screens in a day."}};
    for (String[] s : slides) {
      XSLFSlide slide = show.createSlide();
      line(slide, 2, s[0], false); // a subsection line in the header, on one slide each
      line(slide, 40, s[1], true);
      line(slide, 160, s[2], false);
      line(slide, 300, "Ask your dealer for details.", false);
    }
    XSLFSlide low = show.createSlide(); // a plain line in the body comes first: no lead
    line(low, 200, "Before the bold line", false);
    line(low, 240, "Not a title", true);
    line(low, 300, "More text.", false);
    ParsedDocument doc = parse(show);

    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(e -> e.level() + " " + e.text()).toList())
        .containsExactly("1 Phone cover", "2 Tablet cover", "2 Repairs");
    assertThat(texts(doc)).contains("Cover", "Cover, tablets", "Service", "Not a title");
  }
}
