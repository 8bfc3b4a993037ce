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

  /** A one-line box of {@code width} points at ({@code x}, {@code y}), its font {@code size}. */
  private static void box(XSLFSlide slide, double x, double y, double width, String text,
      double size) {
    XSLFTextBox box = slide.createTextBox();
    box.setAnchor(new Rectangle2D.Double(x, y, width, size * 1.2));
    box.clearText();
    XSLFTextRun run = box.addNewTextParagraph().addNewTextRun();
    run.setText(text);
    run.setFontSize(size);
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

  /**
   * A deck converted from a beamer PDF with a sidebar theme: every line a box, no placeholder,
   * no bold; the sidebar lists the talk's sections at the right of every frame, and each frame's
   * title is set larger than its text. The sidebar's entries are running text, left out, and
   * each frame's large first line stands for its title, as the source PDF's frame titles are
   * headings. The numbers of a list set at the left margin of every frame are kept, as are the
   * letters of a formula at the right.
   */
  @Test
  void aSidebarIsRunningTextAndAFramesLargeFirstLineItsTitle() {
    XMLSlideShow show = new XMLSlideShow(); // 720 x 540 points
    String[][] frames = {
        {"Warranty terms", "Phones carry two years of cover."},
        {"Repairs", "Service centres repair screens in a day."},
        {"Returns", "Unopened devices may be returned within 30 days."},
        {"Contact", "Write to support for anything else."}};
    for (String[] frame : frames) {
      XSLFSlide slide = show.createSlide();
      box(slide, 620, 150, 90, "Cover", 9); // the sidebar, drawn first
      box(slide, 620, 170, 90, "Service", 9);
      box(slide, 620, 190, 90, "Questions", 9);
      box(slide, 40, 120, 500, frame[0], 20);
      box(slide, 40, 200, 12, "1.", 14);
      box(slide, 60, 200, 500, frame[1], 14);
      box(slide, 60, 230, 500, "Ask your dealer for the details of each plan.", 14);
      box(slide, 600, 300, 12, "= 2b", 14); // a formula built up over the frames' overlays
    }
    ParsedDocument doc = parse(show);

    assertThat(texts(doc)).doesNotContain("Cover", "Service", "Questions");
    assertThat(texts(doc).stream().filter("1."::equals)).hasSize(4);
    assertThat(texts(doc).stream().filter("= 2b"::equals)).hasSize(4);
    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(e -> e.level() + " " + e.text()).toList())
        .containsExactly("1 Warranty terms", "2 Repairs", "2 Returns", "2 Contact");
  }

  /**
   * A first line at the body size, larger but not followed by anything, or no larger than the
   * line after it stands for no title; the size rule measures against the deck's body, what most
   * of its characters are set in, and against the slide's next line.
   */
  @Test
  void aFirstLineAtTheBodySizeAloneOnItsSlideOrNoLargerThanTheNextIsNoTitle() {
    XMLSlideShow show = new XMLSlideShow();
    XSLFSlide plain = show.createSlide();
    box(plain, 40, 120, 500, "Phones carry two years of cover.", 14);
    box(plain, 40, 160, 500, "Service centres repair screens in a day.", 14);
    XSLFSlide alone = show.createSlide();
    box(alone, 40, 200, 500, "Thank you", 28);
    XSLFSlide large = show.createSlide();
    box(large, 40, 120, 500, "Returns", 17);
    box(large, 40, 160, 500, "Unopened devices may be returned within 30 days.", 14);
    XSLFSlide note = show.createSlide(); // large throughout: no line heads the others
    box(note, 40, 120, 500, "Compatible with the pencil", 24);
    box(note, 40, 160, 500, "Ships with a suite for creators.", 24);
    ParsedDocument doc = parse(show);

    assertThat(doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(e -> e.text() + " p" + e.span().page()).toList()).containsExactly("Returns p3");
  }
}
