package dev.wrac.documents.office;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.awt.geom.Rectangle2D;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.util.Units;
import org.apache.poi.xddf.usermodel.chart.AxisPosition;
import org.apache.poi.xddf.usermodel.chart.ChartTypes;
import org.apache.poi.xddf.usermodel.chart.XDDFCategoryAxis;
import org.apache.poi.xddf.usermodel.chart.XDDFChart;
import org.apache.poi.xddf.usermodel.chart.XDDFChartData;
import org.apache.poi.xddf.usermodel.chart.XDDFDataSource;
import org.apache.poi.xddf.usermodel.chart.XDDFDataSourcesFactory;
import org.apache.poi.xddf.usermodel.chart.XDDFNumericalDataSource;
import org.apache.poi.xddf.usermodel.chart.XDDFValueAxis;
import org.apache.poi.xslf.usermodel.SlideLayout;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xslf.usermodel.XSLFChart;
import org.apache.poi.xslf.usermodel.XSLFSlide;
import org.apache.poi.xwpf.usermodel.XWPFChart;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.junit.jupiter.api.Test;

/**
 * Charts: the values a chart shows are in its own part, not in the slide's or the paragraph's
 * text. A chart is read as its title and a table, a row per category (the category axis's title
 * heading them) and a column per series, values as the chart formats them; charts made by POI
 * itself, as a program would make them.
 */
class ChartsTest {
  private static final String[] QUARTERS = {"Q1 2024", "Q2 2024", "Q3 2024"};
  private static final Double[] REVENUE = {4200000.0, 3900000.0, 5100000.0};
  private static final Double[] COSTS = {3100000.0, 3300000.0, 3400000.0};

  /** A bar chart of revenue and costs by quarter, its values formatted {@code #,##0}. */
  private static void plot(XDDFChart chart) {
    chart.setTitleText("Revenue and costs by quarter");
    chart.setTitleOverlay(false);
    XDDFCategoryAxis quarters = chart.createCategoryAxis(AxisPosition.BOTTOM);
    quarters.setTitle("Quarter");
    XDDFValueAxis euros = chart.createValueAxis(AxisPosition.LEFT);
    XDDFDataSource<String> categories = XDDFDataSourcesFactory.fromArray(QUARTERS,
        chart.formatRange(new CellRangeAddress(1, 3, 0, 0)));
    XDDFNumericalDataSource<Double> revenue = XDDFDataSourcesFactory.fromArray(REVENUE,
        chart.formatRange(new CellRangeAddress(1, 3, 1, 1)));
    XDDFNumericalDataSource<Double> costs = XDDFDataSourcesFactory.fromArray(COSTS,
        chart.formatRange(new CellRangeAddress(1, 3, 2, 2)));
    revenue.setFormatCode("#,##0");
    costs.setFormatCode("#,##0");
    XDDFChartData data = chart.createData(ChartTypes.BAR, quarters, euros);
    data.addSeries(categories, revenue).setTitle("Revenue (EUR)", chart.setSheetTitle(
        "Revenue (EUR)", 1));
    data.addSeries(categories, costs).setTitle("Costs (EUR)", chart.setSheetTitle(
        "Costs (EUR)", 2));
    chart.plot(data);
  }

  private static byte[] deck() throws IOException {
    try (XMLSlideShow show = new XMLSlideShow()) {
      XSLFSlide slide = show.createSlide(show.getSlideMasters().get(0)
          .getLayout(SlideLayout.TITLE_ONLY));
      slide.getPlaceholder(0).setText("Results");
      XSLFChart chart = show.createChart(slide);
      plot(chart);
      slide.addChart(chart, new Rectangle2D.Double(Units.toEMU(50), Units.toEMU(120),
          Units.toEMU(500), Units.toEMU(300)));
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      show.write(out);
      return out.toByteArray();
    }
  }

  private static byte[] report() throws Exception {
    try (XWPFDocument doc = new XWPFDocument()) {
      doc.createParagraph().createRun().setText("The year in figures.");
      XWPFChart chart = doc.createChart(Units.toEMU(400), Units.toEMU(250));
      plot(chart);
      doc.createParagraph().createRun().setText("Costs rose less than revenue.");
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.write(out);
      return out.toByteArray();
    }
  }

  @Test
  void aSlidesChartIsItsTitleAndATableOfItsValues() throws IOException {
    ParsedDocument doc = PptxParser.create().parse(DocumentSource.ofBytes("results.pptx", deck()),
        ParseOptions.defaults());

    assertFigures(doc);
    assertThat(doc.elements()).allMatch(e -> e.span().page() == 1);
  }

  @Test
  void aDocumentsChartFollowsTheParagraphThatHoldsIt() throws Exception {
    ParsedDocument doc = DocxParser.create().parse(DocumentSource.ofBytes("report.docx",
        report()), ParseOptions.defaults());

    assertFigures(doc);
    List<String> texts = doc.elements().stream().map(Element::text).toList();
    assertThat(texts.indexOf("Revenue and costs by quarter"))
        .isGreaterThan(texts.indexOf("The year in figures."))
        .isLessThan(texts.indexOf("Costs rose less than revenue."));
  }

  /** A damaged file whose chart names a part that is no chart, or none: the text is kept. */
  @Test
  void aChartThatNamesNoChartPartIsLeftOutAndTheTextKept() throws Exception {
    byte[] settings = HostileOfficeFiles.edit(report(), "word/document.xml",
        "<c:chart r:id=\"rId2\"", "<c:chart r:id=\"rId1\"");
    byte[] none = HostileOfficeFiles.edit(report(), "word/document.xml",
        "<c:chart r:id=\"rId2\"", "<c:chart r:id=\"rId99\"");

    for (byte[] docx : List.of(settings, none)) {
      ParsedDocument doc = DocxParser.create().parse(DocumentSource.ofBytes("damaged.docx",
          docx), ParseOptions.defaults());
      assertThat(doc.elements()).extracting(Element::text)
          .containsExactly("The year in figures.", "Costs rose less than revenue.");
    }
  }

  @Test
  void aChartInATableCellIsFlattenedIntoTheCellsText() throws Exception {
    byte[] docx;
    try (XWPFDocument doc = new XWPFDocument()) {
      XWPFTable table = doc.createTable(2, 2);
      table.getRow(0).getCell(0).setText("Figure");
      table.getRow(0).getCell(1).setText("Comment");
      XWPFChart chart = doc.createChart(table.getRow(1).getCell(0).getParagraphs().get(0)
          .createRun(), Units.toEMU(300), Units.toEMU(200));
      plot(chart);
      table.getRow(1).getCell(1).setText("Costs rose less than revenue.");
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.write(out);
      docx = out.toByteArray();
    }

    ParsedDocument doc = DocxParser.create().parse(DocumentSource.ofBytes("cell.docx", docx),
        ParseOptions.defaults());

    assertThat(doc.elements()).filteredOn(e -> e.kind() == ElementKind.TABLE_ROW)
        .extracting(Element::text).containsExactly("Revenue and costs by quarter; Quarter, "
            + "Revenue (EUR), Costs (EUR); Q1 2024, 4,200,000, 3,100,000; Q2 2024, 3,900,000, 3,300,000; "
            + "Q3 2024, 5,100,000, 3,400,000 | Costs rose less than revenue.");
  }

  /**
   * A chart of literal values (no workbook range), untitled, its series unnamed: the series are
   * named as a chart's legend names them; a point whose index is out of all proportion (a
   * hostile file) is one more row, not a table that large.
   */
  @Test
  void aChartOfLiteralValuesWithoutTitleOrNamesAndAHostilePointIndex() throws IOException {
    byte[] pptx;
    try (XMLSlideShow show = new XMLSlideShow()) {
      XSLFSlide slide = show.createSlide();
      XSLFChart chart = show.createChart(slide);
      XDDFChartData data = chart.createData(ChartTypes.PIE, null, null);
      data.addSeries(XDDFDataSourcesFactory.fromArray(new String[] {"Cars", "Vans"}),
          XDDFDataSourcesFactory.fromArray(new Integer[] {70, 30}));
      chart.plot(data);
      slide.addChart(chart, new Rectangle2D.Double(0, 0, Units.toEMU(300), Units.toEMU(300)));
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      show.write(out);
      pptx = out.toByteArray();
    }
    String part = "ppt/charts/chart1.xml";
    pptx = HostileOfficeFiles.edit(pptx, part, "<c:pt idx=\"1\"><c:v>30",
        "<c:pt idx=\"2147483647\"><c:v>30");

    ParsedDocument doc = PptxParser.create().parse(DocumentSource.ofBytes("fleet.pptx", pptx),
        ParseOptions.defaults());

    assertThat(doc.elements()).extracting(Element::text).containsExactly(
        " | Series 1", "Cars | 70", "Vans", "2147483648 | 30");
  }

  private static void assertFigures(ParsedDocument doc) {
    assertThat(doc.elements()).anyMatch(e -> e.kind() == ElementKind.PARAGRAPH
        && e.text().equals("Revenue and costs by quarter"));
    List<Element> rows = doc.elements().stream()
        .filter(e -> e.kind() == ElementKind.TABLE_HEADER || e.kind() == ElementKind.TABLE_ROW)
        .toList();
    assertThat(rows).extracting(Element::text).containsExactly(
        "Quarter | Revenue (EUR) | Costs (EUR)",
        "Q1 2024 | 4,200,000 | 3,100,000",
        "Q2 2024 | 3,900,000 | 3,300,000",
        "Q3 2024 | 5,100,000 | 3,400,000");
    assertThat(rows.get(2).headerCells()).containsExactly("Quarter", "Revenue (EUR)",
        "Costs (EUR)");
  }
}
