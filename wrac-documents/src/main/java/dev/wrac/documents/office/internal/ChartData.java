package dev.wrac.documents.office.internal;

import static dev.wrac.documents.office.internal.DomNodes.is;
import static dev.wrac.documents.office.internal.DomNodes.pushChildren;

import dev.wrac.model.ElementId;
import dev.wrac.model.ElementKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.IntSupplier;
import org.apache.poi.ooxml.POIXMLDocumentPart;
import org.apache.poi.ss.usermodel.BuiltinFormats;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.xddf.usermodel.chart.XDDFChart;
import org.w3c.dom.Node;

/**
 * What a chart shows, read from its part ({@code c:chartSpace}): its title and, as a table, one
 * row per category (or point) with the value of each series, the category axis's title and the
 * series' names heading the columns. Office keeps the values a chart shows in the chart part itself (each series' cached
 * or literal values, {@code c:numCache}, {@code c:strCache}, {@code c:numLit}), beside the
 * embedded workbook they came from; neither is in the text of the slide or paragraph that shows
 * the chart. Values are written as the chart writes them, through their number format
 * ({@code #,##0} gives {@code 4,200,000}; POI's {@link DataFormatter}). Scatter and bubble
 * charts' x values stand for categories. Points are matched by their index, so a series with
 * gaps leaves its cells blank; no index is trusted to size anything.
 */
final class ChartData {
  /** The chart namespace ({@code c:chartSpace}, {@code c:ser}). */
  static final String C = "http://schemas.openxmlformats.org/drawingml/2006/chart";

  /**
   * A chart's text.
   *
   * @param title its title, empty if it has none
   * @param rows  its table: a header row (the category axis's title or a blank cell, then each
   *              series' name), then a row per category; empty where the chart holds no series
   */
  record Chart(String title, List<List<String>> rows) {
    Chart {
      rows = List.copyOf(rows);
    }

    /**
     * The title and rows as one text, as a table nested in a cell is flattened ({@link
     * TableCells#flatten}): a chart inside a table's cell.
     */
    String text() {
      String table = TableCells.flatten(rows);
      return title.isEmpty() || table.isEmpty() ? title + table : title + "; " + table;
    }

    /**
     * Emits the title as a paragraph and the table as a header and rows, each element at the
     * line {@code line} gives.
     */
    void emit(ExtractedText out, IntSupplier line, int page) {
      if (!title.isBlank()) {
        out.block(ElementKind.PARAGRAPH, title, line.getAsInt(), page);
      }
      if (rows.size() < 2) {
        return;
      }
      String table = out.builder().newGroup("table");
      List<String> header = rows.get(0);
      ElementId headerId = out.tableHeader(header, table, line.getAsInt(), page);
      for (List<String> row : rows.subList(1, rows.size())) {
        out.tableRow(row, table, headerId, header, line.getAsInt(), page);
      }
    }
  }

  private ChartData() {}

  /**
   * The chart of a chart part; an empty chart for none (null) or for a part that is no chart
   * (a relationship of a damaged file pointing elsewhere).
   */
  static Chart of(POIXMLDocumentPart part) {
    if (!(part instanceof XDDFChart)) {
      return new Chart("", List.of());
    }
    Node root = DomNodes.root(part, "chart");
    DataFormatter formatter = new DataFormatter(java.util.Locale.ROOT); // not thread-safe
    String title = "";
    String categoryAxis = null;
    List<Series> series = new ArrayList<>();
    Deque<Node> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      Node n = todo.pop();
      if (is(n, C, "title") && is(n.getParentNode(), C, "chart")) {
        title = text(n);
      } else if (is(n, C, "title") && categoryAxis == null
          && (is(n.getParentNode(), C, "catAx") || is(n.getParentNode(), C, "dateAx"))) {
        categoryAxis = text(n);
      } else if (is(n, C, "ser")) {
        series.add(Series.of(n, formatter));
      } else if (!DomNodes.shadowedFallback(n)) {
        pushChildren(n, todo);
      }
    }
    return new Chart(title, table(series, categoryAxis == null ? "" : categoryAxis));
  }

  /**
   * The header (the category axis's title or a blank cell, then the series' names) and a row
   * per point index, in order.
   */
  private static List<List<String>> table(List<Series> series, String categoryAxis) {
    if (series.isEmpty()) {
      return List.of();
    }
    TreeSet<Integer> points = new TreeSet<>();
    Map<Integer, String> categories = new TreeMap<>();
    for (Series s : series) {
      points.addAll(s.values().keySet());
      points.addAll(s.categories().keySet());
      s.categories().forEach(categories::putIfAbsent);
    }
    List<List<String>> rows = new ArrayList<>();
    List<String> header = new ArrayList<>();
    header.add(categoryAxis);
    for (int k = 0; k < series.size(); k++) {
      String name = series.get(k).name();
      header.add(name.isBlank() ? "Series " + (k + 1) : name);
    }
    rows.add(header);
    for (int point : points) {
      List<String> row = new ArrayList<>();
      row.add(categories.getOrDefault(point, Long.toString(point + 1L)));
      for (Series s : series) {
        row.add(s.values().getOrDefault(point, ""));
      }
      rows.add(row);
    }
    return rows;
  }

  /** One series: its name and, by point index, its categories' labels and its values. */
  private record Series(String name, Map<Integer, String> categories,
      Map<Integer, String> values) {

    static Series of(Node ser, DataFormatter formatter) {
      String name = "";
      Map<Integer, String> categories = new TreeMap<>();
      Map<Integer, String> values = new TreeMap<>();
      for (Node c = ser.getFirstChild(); c != null; c = c.getNextSibling()) {
        if (is(c, C, "tx")) {
          name = text(c);
        } else if (is(c, C, "cat") || is(c, C, "xVal")) {
          points(c, categories, formatter);
        } else if (is(c, C, "val") || is(c, C, "yVal")) {
          points(c, values, formatter);
        }
      }
      return new Series(name, categories, values);
    }
  }

  /**
   * The points ({@code c:pt}) of a data source, by index: their values ({@code c:v}) through
   * the point's or the cache's number format where one is given. Of a multi-level category
   * source, the first level (the categories' own labels, not their groups).
   */
  private static void points(Node source, Map<Integer, String> into,
      DataFormatter formatter) {
    Deque<Node> todo = new ArrayDeque<>();
    pushChildren(source, todo);
    String format = null;
    boolean level = false;
    while (!todo.isEmpty()) {
      Node n = todo.pop();
      if (is(n, C, "formatCode")) {
        format = DomNodes.ownText(n).strip();
      } else if (is(n, C, "lvl")) {
        if (!level) {
          level = true;
          pushChildren(n, todo);
        }
      } else if (is(n, C, "pt")) {
        Integer index = index(n);
        String value = value(n);
        if (index != null && value != null) {
          into.putIfAbsent(index,
              formatted(value, attribute(n, "formatCode", format), formatter));
        }
      } else if (!is(n, C, "f")) {
        pushChildren(n, todo);
      }
    }
  }

  private static Integer index(Node pt) {
    String idx = attribute(pt, "idx", null);
    try {
      return idx == null ? null : Integer.valueOf(idx.strip());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static String value(Node pt) {
    for (Node v = pt.getFirstChild(); v != null; v = v.getNextSibling()) {
      if (is(v, C, "v")) {
        return DomNodes.ownText(v).strip();
      }
    }
    return null;
  }

  private static String attribute(Node n, String name, String otherwise) {
    Node a = n.getAttributes() == null ? null : n.getAttributes().getNamedItem(name);
    return a == null ? otherwise : a.getNodeValue();
  }

  /** A number through its format ({@code General} where none is given); other text as it is. */
  static String formatted(String value, String format, DataFormatter formatter) {
    double number;
    try {
      number = Double.parseDouble(value);
    } catch (NumberFormatException e) {
      return value;
    }
    if (Double.isNaN(number) || Double.isInfinite(number)) {
      return value;
    }
    String f = format == null || format.isBlank() ? "General" : format;
    try {
      return formatter.formatRawCellContents(number, BuiltinFormats.getBuiltinFormat(f), f);
    } catch (RuntimeException e) {
      return value; // a format POI cannot apply: the value as the chart stores it
    }
  }

  /**
   * The text of a title or a series' name: its rich text ({@link DomNodes#runs}), or else its
   * cached or literal values ({@code c:v}), separated by spaces.
   */
  private static String text(Node n) {
    StringBuilder runs = new StringBuilder();
    DomNodes.runs(n, runs);
    if (!runs.toString().isBlank()) {
      return TableCells.collapse(runs.toString());
    }
    StringBuilder values = new StringBuilder();
    Deque<Node> todo = new ArrayDeque<>();
    pushChildren(n, todo);
    while (!todo.isEmpty()) {
      Node c = todo.pop();
      if (is(c, C, "v")) {
        values.append(' ').append(DomNodes.ownText(c));
      } else if (!is(c, C, "f")) {
        pushChildren(c, todo);
      }
    }
    return TableCells.collapse(values.toString());
  }
}
