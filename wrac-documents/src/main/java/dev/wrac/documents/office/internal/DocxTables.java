package dev.wrac.documents.office.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.poi.xwpf.usermodel.IBodyElement;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFSDT;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.apache.poi.xwpf.usermodel.XWPFTableCell;
import org.apache.poi.xwpf.usermodel.XWPFTableRow;
import org.openxmlformats.schemas.wordprocessingml.x2006.main.CTTcPr;

/**
 * The text of a Word table's cells, one list per row. A cell's paragraphs are joined by spaces
 * (white space collapsed), each with its text boxes' text ({@link DocxTextBoxes#text}); a cell
 * spanning several grid columns is followed by empty cells so
 * columns stay aligned with the header; a table nested in a cell is flattened into the cell's
 * text, its rows separated by {@code "; "} and its cells by {@code ", "}.
 */
public final class DocxTables {
  /** Nesting deeper than this is read as plain text without further structure. */
  private static final int MAX_DEPTH = 16;
  /** At most this many grid columns per cell span (a corrupt gridSpan cannot blow up rows). */
  private static final int MAX_SPAN = 64;

  private DocxTables() {}

  /** The rows of a table as cell texts. */
  public static List<List<String>> rows(XWPFTable table) {
    List<List<String>> rows = new ArrayList<>();
    for (XWPFTableRow row : table.getRows()) {
      List<String> cells = new ArrayList<>();
      for (XWPFTableCell cell : row.getTableCells()) {
        cells.add(cellText(cell, 0));
        cells.addAll(Collections.nCopies(span(cell) - 1, ""));
      }
      rows.add(cells);
    }
    return rows;
  }

  private static int span(XWPFTableCell cell) {
    CTTcPr pr = cell.getCTTc().getTcPr();
    if (pr == null || pr.getGridSpan() == null || pr.getGridSpan().getVal() == null) {
      return 1;
    }
    return Math.max(1, Math.min(MAX_SPAN, pr.getGridSpan().getVal().intValue()));
  }

  private static String cellText(XWPFTableCell cell, int depth) {
    StringBuilder s = new StringBuilder();
    for (IBodyElement element : cell.getBodyElements()) {
      String text;
      if (element instanceof XWPFParagraph p) {
        text = DocxTextBoxes.text(p, cell);
      } else if (element instanceof XWPFTable nested) {
        text = depth < MAX_DEPTH ? nested(nested, depth + 1) : nested.getText();
      } else if (element instanceof XWPFSDT sdt) {
        text = sdt.getContent().getText();
      } else {
        text = "";
      }
      if (!text.isBlank()) {
        s.append(s.length() > 0 ? " " : "").append(text);
      }
    }
    return TableCells.collapse(s.toString());
  }

  private static String nested(XWPFTable table, int depth) {
    List<List<String>> rows = new ArrayList<>();
    for (XWPFTableRow row : table.getRows()) {
      List<String> cells = new ArrayList<>();
      for (XWPFTableCell cell : row.getTableCells()) {
        cells.add(cellText(cell, depth));
      }
      rows.add(cells);
    }
    return TableCells.flatten(rows);
  }
}
