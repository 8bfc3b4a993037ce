package dev.wrac.documents.office.internal;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.sl.usermodel.Placeholder;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
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
 * Walks a presentation slide by slide: the title first (a heading: level 1 for the first slide,
 * the deck's title; level 2 for every later slide; on a slide without a title placeholder, a bold
 * one-line lead paragraph stands for it), then the other shapes in the slide's order (groups
 * entered): text as paragraphs, bulleted or auto-numbered paragraphs as list items (depth =
 * indent level + 1), tables as a header row and rows; speaker notes last when asked for. Slide
 * numbers, dates and footers are left out. {@code page} is the slide number; {@code line} the
 * 1-based index of the text paragraph (or table row) on its slide.
 */
public final class PptxSlides {
  private final XMLSlideShow show;
  private final ExtractedText out;
  private final boolean notes;
  private int page;
  private int line;
  private String list;
  private XSLFTextParagraph promoted;
  private static final int MAX_LEAD_CHARS = 120;

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
      promoted = null;
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
      shapes = readable(slide, shapes);
      if (!titles(shapes)) {
        promoteBoldLead(shapes);
      }
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
   * On a slide without a title, a first paragraph that is bold throughout, not a bullet, one
   * line of at most {@value #MAX_LEAD_CHARS} characters and followed by more text, stands for
   * the title: it becomes the slide's heading.
   */
  private void promoteBoldLead(List<XSLFShape> shapes) {
    for (XSLFShape shape : shapes) {
      if (shape instanceof XSLFTextShape text && !(shape instanceof XSLFTable)) {
        List<XSLFTextParagraph> paragraphs = new ArrayList<>();
        for (XSLFTextParagraph p : text.getTextParagraphs()) {
          if (p.getText() != null && !p.getText().isBlank()) {
            paragraphs.add(p);
          }
        }
        if (paragraphs.isEmpty()) {
          continue;
        }
        XSLFTextParagraph first = paragraphs.get(0);
        String lead = first.getText().strip();
        if (paragraphs.size() > 1 && !first.isBullet() && lead.length() <= MAX_LEAD_CHARS
            && lead.indexOf('\n') < 0 && bold(first)) {
          promoted = first;
          line++;
          out.heading(titleLevel(), lead, line, page);
        }
        return;
      }
    }
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
      } else {
        into.add(shape);
      }
    }
  }

  private static Placeholder placeholder(XSLFShape shape) {
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

  private void shape(XSLFShape shape) {
    Placeholder p = placeholder(shape);
    if (p == Placeholder.SLIDE_NUMBER || p == Placeholder.DATETIME || p == Placeholder.FOOTER
        || p == Placeholder.HEADER) {
      return;
    }
    if (shape instanceof XSLFTable table) {
      list = null;
      table(table);
    } else if (shape instanceof XSLFTextShape text) {
      list = null;
      paragraphs(text);
    }
  }

  private void paragraphs(XSLFTextShape shape) {
    int[] numbers = new int[10];
    for (XSLFTextParagraph p : shape.getTextParagraphs()) {
      String text = p.getText();
      if (text == null || text.isBlank() || p == promoted) {
        continue;
      }
      line++;
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
