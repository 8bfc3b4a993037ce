package dev.wrac.documents.office.internal;

import dev.wrac.model.ElementId;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParseException;
import dev.wrac.parse.DocumentParseException.Reason;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.poi.openxml4j.exceptions.OpenXML4JException;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.RichTextString;
import org.apache.poi.ss.util.CellReference;
import org.apache.poi.util.XMLHelper;
import org.apache.poi.xssf.eventusermodel.XSSFReader;
import org.apache.poi.xssf.eventusermodel.XSSFSheetXMLHandler;
import org.apache.poi.xssf.eventusermodel.XSSFSheetXMLHandler.SheetContentsHandler;
import org.apache.poi.xssf.model.SharedStrings;
import org.apache.poi.xssf.model.StylesTable;
import org.apache.poi.xssf.usermodel.XSSFRichTextString;
import org.apache.poi.xssf.usermodel.XSSFComment;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;

/**
 * Streams a workbook's sheets with POI's event API (SAX over each sheet's XML, so a sheet is
 * never held whole): per sheet with data a level-1 heading (the sheet's name), its first
 * non-empty row as the table header, every further non-empty row as a row element with the
 * header cells. Cells are their displayed values ({@link DataFormatter}; formulas as their
 * cached results). {@code page} is the 1-based sheet index, {@code line} the 1-based row.
 */
public final class XlsxSheets {
  /** Cells past this column (Excel's last, XFD) are ignored. */
  private static final int MAX_COLUMNS = 16_384;

  private final String name;
  private final ExtractedText out;
  private final long maxRows;
  private final Consumer<ParsedDocument> segments;
  private final int segmentElements;
  private long rows;
  private boolean any;

  /**
   * @param maxRows         more data rows than this in the workbook: TOO_LARGE
   * @param segments        where segments go while the workbook is read, or {@code null} to
   *                        keep every element in the builder
   * @param segmentElements a segment is handed out once it holds this many elements
   */
  public XlsxSheets(String name, ExtractedText out, long maxRows,
      Consumer<ParsedDocument> segments, int segmentElements) {
    this.name = name;
    this.out = out;
    this.maxRows = maxRows;
    this.segments = segments;
    this.segmentElements = segmentElements;
  }

  /** Reads every sheet; returns whether any row was emitted. */
  public boolean emit(OPCPackage pkg) throws IOException, OpenXML4JException, SAXException,
      ParserConfigurationException {
    XSSFReader reader = new XSSFReader(pkg);
    SafeStrings strings = new SafeStrings(reader.getSharedStringsTable());
    StylesTable styles = reader.getStylesTable();
    DataFormatter formatter = new DataFormatter(java.util.Locale.ROOT);
    XSSFReader.SheetIterator sheets = (XSSFReader.SheetIterator) reader.getSheetsData();
    int sheet = 0;
    for (Iterator<InputStream> it = sheets; it.hasNext(); ) {
      try (InputStream data = it.next()) {
        sheet++;
        String part = sheets.getSheetPart().getPartName().getName().substring(1);
        Sheet handler = new Sheet(sheets.getSheetName(), sheet, part);
        XMLReader xml = XMLHelper.newXMLReader();
        xml.setContentHandler(new XSSFSheetXMLHandler(styles, strings, handler, formatter, false));
        try {
          xml.parse(new InputSource(data));
        } catch (RuntimeException | SAXException e) {
          if (e instanceof DocumentParseException || e instanceof SinkFailure) {
            throw e;
          }
          out.skip(part + ": sheet '" + sheets.getSheetName() + "' is damaged from row "
              + (handler.lastRow + 1) + " on (" + Damage.why(e instanceof RuntimeException r ? r
              : new IllegalStateException(e.getMessage())) + "); the rows before are kept");
        }
        handler.endOfSheet();
      }
    }
    if (strings.missing > 0) {
      out.skip((strings.table == null ? "xl/sharedStrings.xml: missing" : "xl/sharedStrings.xml: "
          + "lacks strings") + "; " + strings.missing + " cells that refer to it are left empty");
    }
    out.requireSomethingRead(any);
    return any;
  }

  /** The shared strings, or none: a cell referring to a string not there is left empty. */
  private static final class SafeStrings implements SharedStrings {
    private static final RichTextString EMPTY = new XSSFRichTextString("");
    private final SharedStrings table;
    private long missing;

    SafeStrings(SharedStrings table) {
      this.table = table;
    }

    @Override
    public RichTextString getItemAt(int idx) {
      if (table == null || idx < 0 || idx >= table.getUniqueCount()) {
        missing++;
        return EMPTY;
      }
      return table.getItemAt(idx);
    }

    @Override
    public int getCount() {
      return table == null ? 0 : table.getCount();
    }

    @Override
    public int getUniqueCount() {
      return table == null ? 0 : table.getUniqueCount();
    }
  }

  /** One sheet's rows. */
  private final class Sheet implements SheetContentsHandler {
    private final String title;
    private final int page;
    private final String part;
    private final String table;
    private int lastRow;
    private boolean badRef;
    private List<String> cells = new ArrayList<>();
    private List<String> header;
    private int headerRow;
    private ElementId headerId;
    private boolean headed;

    Sheet(String title, int page, String part) {
      this.title = title;
      this.page = page;
      this.part = part;
      this.table = out.builder().newGroup("table");
    }

    @Override
    public void startRow(int rowNum) {
      cells = new ArrayList<>();
    }

    @Override
    public void cell(String ref, String value, XSSFComment comment) {
      int column = ref == null ? cells.size() : column(ref);
      if (column < 0 || column >= MAX_COLUMNS || value == null) {
        return;
      }
      while (cells.size() <= column) {
        cells.add("");
      }
      cells.set(column, TableCells.collapse(value));
    }

    /** The reference's column, or the next one for a reference that is not one. */
    private int column(String ref) {
      try {
        return new CellReference(ref).getCol();
      } catch (IllegalArgumentException e) {
        if (!badRef) {
          badRef = true;
          out.skip(part + ": cell reference '" + (ref.length() > 20 ? ref.substring(0, 20) + "…"
              : ref) + "' is not one (and any more in the sheet); such cells are read in "
              + "their row's order");
        }
        return cells.size();
      }
    }

    @Override
    public void endRow(int rowNum) {
      lastRow = rowNum + 1;
      if (TableCells.blank(cells)) {
        return;
      }
      int row = rowNum + 1;
      if (header == null) {
        header = cells;
        headerRow = row;
        return;
      }
      if (headerId == null) {
        heading();
        headerId = out.tableHeader(header, table, headerRow, page);
      }
      dataRow(cells, headerId, header, row);
    }

    void endOfSheet() {
      if (header != null && headerId == null) { // a sheet of one row: a row without header
        heading();
        dataRow(header, null, List.of(), headerRow);
      }
    }

    private void heading() {
      if (!headed) {
        headed = true;
        out.heading(1, title == null || title.isBlank() ? "Sheet " + page : title,
            headerRow, page);
      }
    }

    private void dataRow(List<String> row, ElementId header, List<String> headerCells,
        int line) {
      if (++rows > maxRows) {
        throw new DocumentParseException(name, Reason.TOO_LARGE, "more than " + maxRows
            + " data rows (XlsxParser maxRows); read it in segments (Chunker.chunk(source, sink))"
            + " or raise the limit");
      }
      out.tableRow(row, table, header, headerCells, line, page);
      any = true;
      if (segments != null && out.builder().pendingSize() >= segmentElements) {
        segments.accept(out.builder().flushSegment());
      }
    }
  }
}
