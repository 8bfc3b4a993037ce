package dev.wrac.documents.office.internal;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.sl.usermodel.Placeholder;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFDiagram;
import org.apache.poi.xslf.usermodel.XSLFGraphicFrame;
import org.apache.poi.xslf.usermodel.XSLFGroupShape;
import org.apache.poi.xslf.usermodel.XSLFNotes;
import org.apache.poi.xslf.usermodel.XSLFShape;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xslf.usermodel.XSLFTable;
import org.apache.poi.xslf.usermodel.XSLFTableCell;
import org.apache.poi.xslf.usermodel.XSLFTableRow;
import org.apache.poi.xslf.usermodel.XSLFTextParagraph;
import org.apache.poi.xslf.usermodel.XSLFTextRun;
import org.apache.poi.xslf.usermodel.XSLFTextShape;

/**
 * Walks a presentation slide by slide: the title first (a heading: level 1 for the first slide, the
 * deck's title; level 2 for every later slide; on a slide without a title placeholder, a bold or
 * large one-line lead paragraph stands for it), then the other shapes in the slide's order (groups
 * entered): bold one-line paragraphs set off by space before as headings one level below the title
 * (a numbered one continuing an earlier heading's numbering at that heading's level), text as
 * paragraphs, bulleted or auto-numbered paragraphs as list items (depth = indent level + 1), tables
 * as a header row and rows, SmartArt as the shapes of its drawing (else its data's text, {@link
 * DiagramData}), charts as their title and a table of their data ({@link ChartData}); speaker
 * notes last when asked for. Slide numbers, dates and footers are left out.
 * {@code page} is the slide number; {@code line} the 1-based index of the text paragraph (or table
 * row) on its slide. Running boxes, text repeated at the top, bottom or a side of most slides
 * ({@link SlideFurniture}), are left out too.
 */
public final class PptxSlides {
  private final XMLSlideShow show;
  private final ExtractedText out;
  private final boolean notes;
  private int page;
  private int line;
  private String list;
  private SlideFurniture furniture;
  /** The font size most of the deck's characters are set in, 0 where none is known. */
  private double bodySize;
  private final Map<XSLFTextParagraph, Integer> headings = new IdentityHashMap<>();
  /** Numbering marker (kind and delimiter) to the last number seen and its heading's level. */
  private final Map<String, int[]> sequences = new HashMap<>();
  private static final Pattern NUMBERED = Pattern.compile("(\\d{1,3}|[A-Za-z])([.)])\\s+\\S");
  private static final int MAX_LEAD_CHARS = 120;
  /** How much larger than the body a lead line's font must be: the PDF reader's measure. */
  private static final double LARGER = 1.15;

  public PptxSlides(XMLSlideShow show, ExtractedText out, boolean notes) {
    this.show = show;
    this.out = out;
    this.notes = notes;
  }

  /** The presentation of an opened package. */
  public static XMLSlideShow open(OPCPackage pkg, ExtractedText out) throws IOException {
    return new XMLSlideShow(pkg);
  }

  /**
   * Emits every slide. A slide or shape POI cannot read (damaged XML) is skipped, its part and
   * name recorded ({@link ExtractedText#skip}), and the rest read.
   */
  public void emit() {
    furniture = SlideFurniture.of(show.getSlides(), show.getPageSize());
    bodySize = BodySize.of(show.getSlides());
    for (XSLFSlide slide : show.getSlides()) {
      page++;
      try {
        slide(slide);
      } catch (RuntimeException e) {
        out.skip(Damage.part(slide) + ": slide " + page + " " + Damage.why(e));
      }
    }
    out.requireSomethingRead(out.builder().pendingSize() > 0);
  }

  private void slide(XSLFSlide slide) {
    {
      line = 0;
      list = null;
      List<XSLFShape> shapes = new ArrayList<>();
      List<XSLFShape> all;
      try {
        all = slide.getShapes();
      } catch (NullPointerException e) { // POI builds all shapes at once: repair, then again
        for (String name : Damage.addMissingShapeProperties(slide)) {
          out.skip(Damage.part(slide) + ": shape '" + name + "' has no shape properties "
              + "(p:spPr); read without them");
        }
        all = slide.getShapes();
      }
      flatten(all, shapes, 0);
      shapes = furniture.without(slide, readable(slide, shapes));
      findHeadings(shapes, titles(shapes));
      for (XSLFShape shape : shapes) {
        try {
          if (!isTitle(shape)) {
            shape(shape);
          }
        } catch (RuntimeException e) {
          out.skip(Damage.part(slide) + ": shape '" + Damage.name(shape) + "' "
              + Damage.why(shape, e));
        }
      }
      XSLFNotes speakerNotes = notes ? slide.getNotes() : null;
      if (speakerNotes != null) {
        list = null;
        for (XSLFShape shape : speakerNotes.getShapes()) {
          if (shape instanceof XSLFTextShape text && placeholder(shape) == Placeholder.BODY) {
            paragraphs(text);
          }
        }
      }
    }
  }

  /** The shapes whose kind can be read; the others skipped by name. */
  private List<XSLFShape> readable(XSLFSlide slide, List<XSLFShape> shapes) {
    List<XSLFShape> kept = new ArrayList<>(shapes.size());
    for (XSLFShape shape : shapes) {
      try {
        placeholder(shape);
        kept.add(shape);
      } catch (RuntimeException e) {
        out.skip(Damage.part(slide) + ": shape '" + Damage.name(shape) + "' "
            + Damage.why(shape, e));
      }
    }
    return kept;
  }

  /** Level 1 for the first slide's title, 2 for later slides'. */
  private int titleLevel() {
    return page == 1 ? 1 : 2;
  }

  /** Emits the slide's title placeholders as headings; whether there was one. */
  private boolean titles(List<XSLFShape> shapes) {
    boolean found = false;
    for (XSLFShape shape : shapes) {
      if (isTitle(shape)) {
        String title = TableCells.collapse(((XSLFTextShape) shape).getText());
        if (!title.isEmpty()) {
          line++;
          out.heading(titleLevel(), title, line, page);
          if (page > 1) { // the deck's title numbers nothing
            numbered(title, titleLevel(), true);
          }
          if (page == 1) {
            out.builder().titleIfAbsent(title);
          }
          found = true;
        }
      }
    }
    return found;
  }

  /**
   * Finds the slide's headings among its body paragraphs. A candidate is a paragraph that is bold
   * throughout, not a bullet, and one line of at most {@value #MAX_LEAD_CHARS} characters. On a
   * slide without a title, the first paragraph of the first text shape, when a candidate or such a
   * line set {@value #LARGER} times the deck's body size or larger, and as much larger than the
   * text after it (a frame title in a deck converted from PDF, a title box of a deck drawn without
   * placeholders), followed by more content on the slide (in its shape or in a later shape), stands
   * for the title ({@link #titleLevel()}); a shape before it that lies in the slide's top fifth and
   * holds no such line (a header or navigation line) does not count as the first. Anywhere on the
   * slide, a candidate set off by more space before it than the paragraph after it (or, last in its
   * shape, the one before it) has is a heading one level below the slide's title, whether the title
   * is a placeholder, a lead paragraph, or the previous slide's (a slide without one continues that
   * slide's section). Such headings are all of one level: a deck shows no more levels by spacing
   * and weight.
   */
  private void findHeadings(List<XSLFShape> shapes, boolean titled) {
    headings.clear();
    int level = titleLevel() + 1;
    boolean leadSeen = titled;
    for (int s = 0; s < shapes.size(); s++) {
      XSLFShape shape = shapes.get(s);
      if (!(shape instanceof XSLFTextShape text) || isTitle(shape) || leftOut(shape)) {
        continue;
      }
      List<XSLFTextParagraph> paragraphs = nonBlank(text);
      if (paragraphs.isEmpty()) {
        continue;
      }
      try {
        if (!leadSeen && furniture.onTop(shape)
            && paragraphs.stream().noneMatch(p -> candidate(p) || larger(p, null))) {
          continue; // a header or navigation line above the body: the lead may come below it
        }
        for (int i = 0; i < paragraphs.size(); i++) {
          XSLFTextParagraph p = paragraphs.get(i);
          boolean lead = !leadSeen && i == 0
              && (candidate(p) || larger(p, paragraphs.size() > 1 ? paragraphs.get(1)
                  : firstParagraphAfter(shapes, s)))
              && (paragraphs.size() > 1 || contentAfter(shapes, s));
          if (lead) {
            headings.put(p, numbered(p.getText(), titleLevel(), false));
          } else if (candidate(p) && setOff(paragraphs, i)) {
            headings.put(p, numbered(p.getText(), level, false));
          }
        }
      } catch (RuntimeException e) {
        // properties POI cannot resolve (a missing layout): no headings from this shape;
        // reading its text records the damage
      }
      leadSeen = true;
    }
  }

  /**
   * The level of a heading that continues a numbered sequence: {@code 2. Baggage} after a
   * heading {@code 1. Check-in} (same marker: digits or one letter, then {@code .} or
   * {@code )}) takes that heading's level, whatever its own place on the slide says, so a
   * numbered subsection that opens a new slide stays under its section. Any other heading keeps
   * {@code level}, as does a slide title ({@code fixed}); every numbered heading is remembered.
   */
  private int numbered(String heading, int level, boolean fixed) {
    Matcher m = NUMBERED.matcher(heading.strip());
    if (!m.lookingAt()) {
      return level;
    }
    String number = m.group(1);
    boolean digits = Character.isDigit(number.charAt(0));
    String key = (digits ? "9" : Character.isUpperCase(number.charAt(0)) ? "A" : "a")
        + m.group(2);
    int value = digits ? Integer.parseInt(number) : Character.toLowerCase(number.charAt(0));
    int[] previous = sequences.get(key);
    int result = !fixed && previous != null && previous[0] == value - 1 ? previous[1] : level;
    sequences.put(key, new int[] {value, result});
    return result;
  }

  private static List<XSLFTextParagraph> nonBlank(XSLFTextShape text) {
    List<XSLFTextParagraph> paragraphs = new ArrayList<>();
    for (XSLFTextParagraph p : text.getTextParagraphs()) {
      if (p.getText() != null && !p.getText().isBlank()) {
        paragraphs.add(p);
      }
    }
    return paragraphs;
  }

  /** Bold throughout, not a bullet, one line of at most {@value #MAX_LEAD_CHARS} characters. */
  private static boolean candidate(XSLFTextParagraph p) {
    return oneLine(p) && bold(p);
  }

  /**
   * Whether {@code p} is one line set larger than the deck's body throughout and larger than
   * {@code next}, the text after it on the slide (null: none, or none measured): a title is set
   * larger than the text it heads, not only than other slides' text.
   */
  private boolean larger(XSLFTextParagraph p, XSLFTextParagraph next) {
    double size = BodySize.smallest(p);
    if (!oneLine(p) || bodySize == 0 || size < bodySize * LARGER) {
      return false;
    }
    return next == null || size >= BodySize.smallest(next) * LARGER;
  }

  /** The first paragraph of the first text shape after shape {@code s}, or null. */
  private static XSLFTextParagraph firstParagraphAfter(List<XSLFShape> shapes, int s) {
    for (XSLFShape shape : shapes.subList(s + 1, shapes.size())) {
      if (shape instanceof XSLFTextShape text && !leftOut(shape)) {
        List<XSLFTextParagraph> paragraphs = nonBlank(text);
        if (!paragraphs.isEmpty()) {
          return paragraphs.get(0);
        }
      }
    }
    return null;
  }

  /** Not a bullet, one line of at most {@value #MAX_LEAD_CHARS} characters. */
  private static boolean oneLine(XSLFTextParagraph p) {
    String text = p.getText().strip();
    return text.length() <= MAX_LEAD_CHARS && text.indexOf('\n') < 0
        && text.indexOf('\u000b') < 0 && !p.isBullet();
  }

  /** Whether a later shape of the slide holds text, a table or a chart. */
  private static boolean contentAfter(List<XSLFShape> shapes, int index) {
    for (XSLFShape shape : shapes.subList(index + 1, shapes.size())) {
      if (shape instanceof XSLFTable || chart(shape)
          || shape instanceof XSLFTextShape text && !leftOut(shape) && !nonBlank(text).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /** More space before paragraph {@code i} than before its next (else previous) neighbour. */
  private static boolean setOff(List<XSLFTextParagraph> paragraphs, int i) {
    XSLFTextParagraph neighbour = i + 1 < paragraphs.size() ? paragraphs.get(i + 1)
        : i > 0 ? paragraphs.get(i - 1) : null;
    return neighbour != null
        && spaceBeforePoints(paragraphs.get(i)) > spaceBeforePoints(neighbour) + 0.5;
  }

  /**
   * The space before a paragraph in points, its own or inherited: POI gives points as a negative
   * value and a percentage of the font size as a positive one.
   */
  private static double spaceBeforePoints(XSLFTextParagraph p) {
    Double space = p.getSpaceBefore();
    if (space == null) {
      return 0;
    }
    if (space <= 0) {
      return -space;
    }
    Double size = null;
    for (XSLFTextRun run : p.getTextRuns()) {
      size = run.getFontSize();
      if (size != null) {
        break;
      }
    }
    return space / 100 * (size == null ? 18 : size);
  }

  private static boolean bold(XSLFTextParagraph p) {
    boolean any = false;
    for (XSLFTextRun run : p.getTextRuns()) {
      String t = run.getRawText();
      if (t != null && !t.isBlank()) {
        if (!run.isBold()) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }

  private static void flatten(List<XSLFShape> shapes, List<XSLFShape> into, int depth) {
    for (XSLFShape shape : shapes) {
      if (shape instanceof XSLFGroupShape group && depth < 32) {
        flatten(group.getShapes(), into, depth + 1);
      } else if (shape instanceof XSLFDiagram diagram && diagram.getGroupShape() != null
          && depth < 32) {
        flatten(diagram.getGroupShape().getShapes(), into, depth + 1);
      } else {
        into.add(shape);
      }
    }
  }

  static Placeholder placeholder(XSLFShape shape) {
    if (!(shape instanceof XSLFTextShape text)) {
      return null;
    }
    try {
      return text.getPlaceholderDetails() == null ? null
          : text.getPlaceholderDetails().getPlaceholder();
    } catch (IllegalArgumentException e) { // no slide layout (a broken relationship)
      return Damage.placeholderOf(shape);
    }
  }

  private static boolean isTitle(XSLFShape shape) {
    Placeholder p = placeholder(shape);
    return p == Placeholder.TITLE || p == Placeholder.CENTERED_TITLE;
  }

  /** Slide numbers, dates, footers and headers. */
  private static boolean leftOut(XSLFShape shape) {
    Placeholder p = placeholder(shape);
    return p == Placeholder.SLIDE_NUMBER || p == Placeholder.DATETIME || p == Placeholder.FOOTER
        || p == Placeholder.HEADER;
  }

  private void shape(XSLFShape shape) {
    if (leftOut(shape)) {
      return;
    }
    if (shape instanceof XSLFTable table) {
      list = null;
      table(table);
    } else if (shape instanceof XSLFTextShape text) {
      list = null;
      paragraphs(text);
    } else if (shape instanceof XSLFDiagram diagram) { // no drawing: the diagram's data
      list = null;
      for (String text : DiagramData.of(diagram)) {
        line++;
        out.block(ElementKind.PARAGRAPH, text, line, page);
      }
    } else if (chart(shape)) {
      list = null;
      ChartData.of(((XSLFGraphicFrame) shape).getChart()).emit(out, () -> ++line, page);
    }
  }

  /** Whether the shape is a frame showing a chart (its graphic data is a chart's). */
  private static boolean chart(XSLFShape shape) {
    return shape instanceof XSLFGraphicFrame frame && frame.hasChart();
  }

  private void paragraphs(XSLFTextShape shape) {
    int[] numbers = new int[10];
    for (XSLFTextParagraph p : shape.getTextParagraphs()) {
      String text = p.getText();
      if (text == null || text.isBlank()) {
        continue;
      }
      line++;
      Integer level = headings.get(p);
      if (level != null) {
        list = null;
        out.heading(level, text.strip(), line, page);
        continue;
      }
      int indent = Math.max(0, Math.min(8, p.getIndentLevel()));
      if (p.isBullet()) {
        list = list == null ? out.builder().newGroup("list") : list;
        int ordinal = 0;
        if (p.getAutoNumberingScheme() != null) {
          Integer start = p.getAutoNumberingStartAt();
          numbers[indent] = numbers[indent] == 0 ? (start == null ? 1 : start)
              : numbers[indent] + 1;
          ordinal = numbers[indent];
        }
        java.util.Arrays.fill(numbers, indent + 1, numbers.length, 0);
        out.listItem(text, list, indent + 1, ordinal, line, page);
      } else {
        list = null;
        out.block(ElementKind.PARAGRAPH, text, line, page);
      }
    }
  }

  private void table(XSLFTable table) {
    List<List<String>> rows = new ArrayList<>();
    for (XSLFTableRow row : table.getRows()) {
      List<String> cells = new ArrayList<>();
      for (XSLFTableCell cell : row.getCells()) {
        cells.add(TableCells.collapse(cell.getText()));
      }
      if (!TableCells.blank(cells)) {
        rows.add(cells);
      }
    }
    if (rows.isEmpty()) {
      return;
    }
    String group = out.builder().newGroup("table");
    ElementId header = null;
    List<String> headerCells = List.of();
    if (rows.size() > 1) {
      line++;
      headerCells = rows.get(0);
      header = out.tableHeader(headerCells, group, line, page);
      rows = rows.subList(1, rows.size());
    }
    for (List<String> row : rows) {
      line++;
      out.tableRow(row, group, header, headerCells, line, page);
    }
  }
}
