package dev.wrac.documents.office.internal;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import java.math.BigInteger;
import java.util.List;
import org.apache.poi.xwpf.usermodel.IBodyElement;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFSDT;
import org.apache.poi.xwpf.usermodel.XWPFTable;

/**
 * Walks a Word document's body in order and emits its elements: headings (by style and
 * outline level; Title is a level-1 heading and the document's title), paragraphs, list items
 * (depth and number from the numbering), tables (a header row and one element per body row;
 * a one-column table becomes paragraphs), content controls as paragraphs, the paragraphs of a
 * paragraph's text boxes ({@link DocxTextBoxes}), the text of its SmartArt diagrams ({@link
 * DiagramData}) and its charts (a title and a table, {@link ChartData}) after it; then the
 * footnotes and endnotes ({@link DocxNotes}). Running headers and footers are never read. {@code line}
 * is the 1-based index of the body element (paragraph, table or content control) an element
 * comes from.
 */
public final class DocxBody {
  private final XWPFDocument doc;
  private final ExtractedText out;
  private final DocxStyles styles;
  private final DocxLists lists;
  private final DocxNotes notes;
  private String list;
  private int index;

  public DocxBody(XWPFDocument doc, ExtractedText out, boolean includeNotes) {
    this.doc = doc;
    this.out = out;
    this.styles = new DocxStyles(doc.getStyles());
    this.lists = new DocxLists(doc.getNumbering());
    this.notes = includeNotes ? new DocxNotes(doc, out) : null;
  }

  /** Emits the whole document. */
  public void emit() {
    for (IBodyElement element : doc.getBodyElements()) {
      index++;
      if (element instanceof XWPFParagraph p) {
        paragraph(p, 0);
      } else if (element instanceof XWPFTable t) {
        list = null;
        table(t);
      } else if (element instanceof XWPFSDT sdt) {
        list = null;
        for (String line : sdt.getContent().getText().split("\n")) {
          out.block(ElementKind.PARAGRAPH, line, index, 0);
        }
      }
    }
    if (notes != null) {
      notes.emit(index);
    }
  }

  private void paragraph(XWPFParagraph p, int depth) {
    DocxTextBoxes.Anchored anchored = DocxTextBoxes.Anchored.in(p);
    List<XWPFParagraph> boxes = depth < DocxTextBoxes.MAX_DEPTH
        ? DocxTextBoxes.paragraphs(anchored, doc) : List.of();
    ownText(boxes.isEmpty() ? p : DocxTextBoxes.withoutShapes(p, doc));
    for (XWPFParagraph box : boxes) {
      paragraph(box, depth + 1);
    }
    for (String text : DiagramData.texts(anchored.diagramData(), doc)) {
      list = null;
      out.block(ElementKind.PARAGRAPH, text, index, 0);
    }
    for (String id : anchored.charts()) {
      list = null;
      ChartData.of(doc.getRelationById(id)).emit(out, () -> index, 0);
    }
  }

  private void ownText(XWPFParagraph p) {
    String text = notes == null ? DocxText.of(p) : notes.referenced(p, index);
    if (text.isBlank()) {
      return;
    }
    int level = styles.headingLevel(p);
    boolean title = level == DocxStyles.BODY && styles.isTitle(p);
    if (level > DocxStyles.BODY || title) {
      list = null;
      String heading = TableCells.collapse(text);
      out.heading(title ? 1 : level, heading, index, 0);
      if (title || level == 1) {
        out.builder().titleIfAbsent(heading);
      }
      return;
    }
    BigInteger numId = p.getNumID();
    int ilvl = p.getNumIlvl() == null ? 0 : p.getNumIlvl().intValue();
    if (numId == null) {
      DocxStyles.Numbering inherited = styles.styleNumbering(p);
      numId = inherited == null ? null : inherited.numId();
      ilvl = inherited == null ? 0 : inherited.ilvl();
    }
    if (lists.exists(numId)) {
      list = list == null ? out.builder().newGroup("list") : list;
      out.listItem(text, list, ilvl + 1, lists.next(numId, ilvl), index, 0);
    } else {
      list = null;
      out.block(ElementKind.PARAGRAPH, text, index, 0);
    }
  }

  private void table(XWPFTable table) {
    List<List<String>> rows = DocxTables.rows(table);
    rows.removeIf(TableCells::blank);
    if (rows.isEmpty()) {
      return;
    }
    int columns = 0;
    for (List<String> row : rows) {
      columns = Math.max(columns, row.size());
    }
    if (columns == 1) {
      for (List<String> row : rows) {
        out.block(ElementKind.PARAGRAPH, row.get(0), index, 0);
      }
      return;
    }
    String group = out.builder().newGroup("table");
    if (rows.size() == 1) {
      out.tableRow(rows.get(0), group, null, List.of(), index, 0);
      return;
    }
    List<String> header = rows.get(0);
    ElementId headerId = out.tableHeader(header, group, index, 0);
    for (List<String> row : rows.subList(1, rows.size())) {
      out.tableRow(row, group, headerId, header, index, 0);
    }
  }
}
