package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.documents.CoverageRecords;
import dev.wrac.model.Element;
import dev.wrac.model.ElementKind;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentParsers;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Slides from real content (issue 39): real decks are scarce in packages, so the slide-shaped
 * PDFs of the two real-PDF sets ({@link RealPdfCoverageTest}'s) are converted to PPTX with
 * LibreOffice's Impress PDF import by {@code wrac-benchmarks/scripts/real-slides.sh}, into
 * {@code /opt/wrac-real-slides/<the PDF's path under /opt>.pptx}. Each PPTX is parsed with the
 * PPTX reader that {@link DocumentParsers} finds for it (as {@code wrac parse} does) and
 * measured against Poppler's {@code pdftotext} text of its source PDF, without its running
 * lines ({@link RealPdfCoverageTest#withoutRunningLines(String, String)}: a slide's navigation
 * bar and footer are no text a reader should keep):
 *
 * <ul>
 *   <li>coverage: the share of that text's units ({@link WordCoverage#units}) our text holds,
 *       leaving out the lines that repeat on most pages ({@link #withoutRepeatedLines}: the
 *       reader drops them as running text); beside it, printed and recorded, of all the text;
 *   <li>order: the share of its adjacent word pairs, within its paragraphs, that are adjacent
 *       in our text too ({@link RealPdfReadingOrderTest#share}; a lost word breaks its pairs
 *       as well, so order is at most about coverage);
 *   <li>headings: our PPTX reader's HEADING elements and the slides, beside our PDF reader's
 *       HEADING elements and pages on the source PDF;
 *   <li>repeated: how many distinct element texts stand verbatim on more than half of the
 *       slides (pages), for the PPTX and for our PDF reader: navigation bars and footers.
 * </ul>
 *
 * <p>It fails when a deck recorded in {@value #RECORDED} falls under its recorded coverage, or
 * its recorded order, by more than {@value #SLACK}. The folder is {@code -Dwrac.realSlides},
 * else {@code WRAC_REAL_SLIDES}, else {@code /opt/wrac-real-slides}; the source PDFs are under
 * {@code -Dwrac.realSlides.sources} (default {@code /opt}) at the same relative path. Skipped
 * with a message where the folder or {@code pdftotext} is absent. {@code
 * -Dwrac.realSlides.out=FILE} writes the rows in the recorded format; {@code
 * -Dwrac.realSlides.only=REGEX} reads only the matching paths. Tagged slow.
 */
@Tag("slow")
class RealSlidesCoverageTest {
  /** The recorded per-deck coverage and order, a test resource. */
  static final String RECORDED = "real-slides-coverage.tsv";
  /** How far under its recorded coverage (or order) a deck may fall. */
  static final double SLACK = CoverageRecords.SLACK;
  private static final Path DEFAULT = Path.of("/opt/wrac-real-slides");

  /** One deck's result. */
  record Row(String file, int units, double coverage, double order, int headings, int slides,
      int pdfHeadings, int pages, int repeated, int pdfRepeated, double seconds, String note,
      String examples, double ofAll) {}

  static Path root() {
    String set = System.getProperty("wrac.realSlides");
    if (set == null || set.isBlank()) {
      set = System.getenv("WRAC_REAL_SLIDES");
    }
    Path root = set == null || set.isBlank() ? DEFAULT : Path.of(set);
    Assumptions.assumeTrue(Files.isDirectory(root), "the real slides are absent (" + root
        + "; convert them with wrac-benchmarks/scripts/real-slides.sh --install, or set "
        + "WRAC_REAL_SLIDES)");
    return root;
  }

  /** The number of slides of a PPTX: its {@code ppt/slides/slideN.xml} parts. */
  static int slides(Path pptx) throws IOException {
    try (ZipFile zip = new ZipFile(pptx.toFile())) {
      return (int) zip.stream().filter(e -> e.getName().matches("ppt/slides/slide\\d+\\.xml"))
          .count();
    }
  }

  static int pages(Path pdf) throws IOException {
    try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(
        pdf.toFile())) {
      return doc.getNumberOfPages();
    }
  }

  static String text(ParsedDocument doc) {
    StringBuilder sb = new StringBuilder();
    for (Element e : doc.elements()) {
      sb.append(e.text()).append('\n');
    }
    return sb.toString();
  }

  static int headings(ParsedDocument doc) {
    return (int) doc.elements().stream().filter(e -> e.kind() == ElementKind.HEADING).count();
  }

  /**
   * The distinct element texts (stripped, not blank) that stand on more than half of the
   * {@code slides}: slides (pages) counted by the elements' span page; in document order.
   */
  static List<String> repeatedTexts(ParsedDocument doc, int slides) {
    Map<String, Set<Integer>> on = new java.util.LinkedHashMap<>();
    for (Element e : doc.elements()) {
      String t = e.text().strip();
      if (!t.isEmpty() && e.span() != null) {
        on.computeIfAbsent(t, k -> new HashSet<>()).add(e.span().page());
      }
    }
    return on.entrySet().stream().filter(e -> e.getValue().size() * 2 > slides)
        .map(Map.Entry::getKey).toList();
  }

  /** Up to three of the deck's headings and of its repeated texts, quoted, for the table. */
  static String examples(ParsedDocument deck, List<String> repeated) {
    List<String> headings = deck.elements().stream().filter(e -> e.kind() == ElementKind.HEADING)
        .map(Element::text).limit(3).toList();
    return "headings " + quoted(headings) + "; repeated "
        + quoted(repeated.stream().limit(3).toList());
  }

  private static String quoted(List<String> texts) {
    return texts.stream().map(t -> "'" + (t.length() > 40 ? t.substring(0, 40) + "\u2026" : t)
        .replace('\n', ' ') + "'").collect(java.util.stream.Collectors.joining(" "));
  }

  static Row measure(Path root, Path sources, Path pptx) throws IOException {
    String name = root.relativize(pptx).toString();
    String stem = name.substring(0, name.length() - ".pptx".length());
    Path pdf = sources.resolve(stem + ".pdf");
    String reference = RealPdfCoverageTest.pdftotext(pdf);
    if (reference == null) {
      return new Row(name, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, "pdftotext fails on " + pdf, "", 1);
    }
    DocumentSource source = DocumentSource.of(pptx);
    DocumentParser parser = DocumentParsers.load().forSource(source);
    long started = System.nanoTime();
    ParsedDocument deck = parser.parse(source, ParseOptions.defaults());
    double seconds = (System.nanoTime() - started) / 1e9;
    String ours = text(deck);
    String fixed = RealPdfCoverageTest.withPopplersAngleBrackets(reference, ours);
    String layout = RealPdfCoverageTest.pdftotext(pdf, true);
    String all = RealPdfCoverageTest.withoutRunningLines(fixed, layout == null ? null
        : RealPdfCoverageTest.withPopplersAngleBrackets(layout, ours));
    String kept = withoutRepeatedLines(all, fixed);
    Map<String, Integer> expected = WordCoverage.units(kept);
    Map<String, Integer> actual = WordCoverage.units(ours);
    double ofAll = WordCoverage.coverage(WordCoverage.units(all), actual);
    int units = expected.values().stream().mapToInt(Integer::intValue).sum();
    double order = RealPdfReadingOrderTest.share(RealPdfReadingOrderTest.pairs(
        RealPdfReadingOrderTest.paragraphs(kept)), ours);
    int slides = slides(pptx);
    ParsedDocument source2 = PdfParser.create().parse(DocumentSource.of(pdf),
        ParseOptions.defaults());
    int pages = pages(pdf);
    List<String> repeated = repeatedTexts(deck, slides);
    return new Row(name, units, WordCoverage.coverage(expected, actual), order,
        headings(deck), slides, headings(source2), pages, repeated.size(),
        repeatedTexts(source2, pages).size(), seconds, WordCoverage.missing(expected, actual, 8),
        examples(deck, repeated), ofAll);
  }

  /**
   * The text without its lines that stand on at least half of the pages with text of
   * {@code pagedText} (the same text with its form feeds), and on two at least (every run of
   * digits read as one digit, case and spacing ignored): a deck's navigation bar, title line
   * and page numbers, wherever {@code pdftotext} puts them. The PPTX reader leaves such text
   * out when it lies at a slide's top or bottom
   * ({@code SlideFurniture}), so coverage is measured on the rest; {@link Row#ofAll} keeps them.
   */
  static String withoutRepeatedLines(String text, String pagedText) {
    Map<String, Integer> counts = new HashMap<>();
    int withText = 0;
    for (String page : pagedText.split("\f")) {
      Set<String> keys = new HashSet<>();
      for (String line : page.split("\n")) {
        String key = lineKey(line);
        if (!key.isEmpty()) {
          keys.add(key);
        }
      }
      if (!keys.isEmpty()) {
        withText++;
        keys.forEach(k -> counts.merge(k, 1, Integer::sum));
      }
    }
    int needed = Math.max(2, (withText + 1) / 2);
    StringBuilder kept = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      if (counts.getOrDefault(lineKey(line), 0) < needed) {
        kept.append(line).append('\n');
      }
    }
    return kept.toString();
  }

  private static String lineKey(String line) {
    return line.toLowerCase(Locale.ROOT).replaceAll("\\s+", "").replaceAll("\\p{Nd}+", "0");
  }

  private static RealPdfCoverageTest.Row asPdfRow(Row r, double value) {
    return new RealPdfCoverageTest.Row(r.file(), "-", r.units(), value, value, r.note());
  }

  @Test
  void everyConvertedDeckKeepsAtLeastItsRecordedCoverageOfThePdfsText() throws IOException {
    Path root = root();
    Assumptions.assumeTrue(RealPdfCoverageTest.hasPdftotext(),
        "pdftotext (poppler-utils) is not installed");
    Path sources = Path.of(System.getProperty("wrac.realSlides.sources", "/opt"));
    String only = System.getProperty("wrac.realSlides.only", "");
    Pattern filter = only.isBlank() ? null : Pattern.compile(only);
    List<Path> decks;
    try (Stream<Path> all = Files.walk(root)) {
      decks = all.filter(p -> p.toString().endsWith(".pptx") && Files.isRegularFile(p))
          .filter(p -> filter == null || filter.matcher(root.relativize(p).toString()).find())
          .sorted().toList();
    }
    Assumptions.assumeFalse(decks.isEmpty(), "no PPTX files under " + root);
    long started = System.nanoTime();
    List<Row> rows = new ArrayList<>();
    for (Path pptx : decks) {
      rows.add(measure(root, sources, pptx));
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    System.out.printf(Locale.ROOT, "real slides under %s (PDFs under %s), %.0f s%n", root,
        sources, seconds);
    System.out.println("  coverage  of all  order  headings pptx/pdf  slides  repeated "
        + "pptx/pdf  parse s  units  deck  missing");
    for (Row r : rows) {
      System.out.printf(Locale.ROOT, "  %.4f  %.4f  %.4f  %4d / %-4d  %4d  %4d / %-4d  %6.1f  "
          + "%6d  %s  missing: %s%n", r.coverage(), r.ofAll(), r.order(), r.headings(),
          r.pdfHeadings(),
          r.slides(), r.repeated(), r.pdfRepeated(), r.seconds(), r.units(), r.file(),
          r.note());
      System.out.println("      pptx " + r.examples());
    }
    System.out.println(RealPdfCoverageTest.summary("coverage",
        rows.stream().map(r -> asPdfRow(r, r.coverage())).toList()));
    System.out.println(RealPdfCoverageTest.summary("coverage of all (repeated lines kept)",
        rows.stream().map(r -> asPdfRow(r, r.ofAll())).toList()));
    System.out.println(RealPdfCoverageTest.summary("order",
        rows.stream().map(r -> asPdfRow(r, r.order())).toList()));
    System.out.printf(Locale.ROOT, "headings: pptx %d on %d slides, pdf %d on %d pages; "
        + "texts on more than half of the slides: pptx %d, pdf %d%n",
        rows.stream().mapToInt(Row::headings).sum(), rows.stream().mapToInt(Row::slides).sum(),
        rows.stream().mapToInt(Row::pdfHeadings).sum(), rows.stream().mapToInt(Row::pages).sum(),
        rows.stream().mapToInt(Row::repeated).sum(),
        rows.stream().mapToInt(Row::pdfRepeated).sum());
    System.out.println("real slides end");
    String out = System.getProperty("wrac.realSlides.out");
    if (out != null && !out.isBlank()) {
      List<String> lines = new ArrayList<>();
      lines.add("# deck (under " + root.getFileName() + ")\tcoverage\tunits\torder\theadings "
          + "pptx\tslides\theadings pdf\tpages\trepeated pptx\trepeated pdf\tcoverage of all "
          + "(repeated lines kept): written by RealSlidesCoverageTest -Dwrac.realSlides.out "
          + "(wrac-benchmarks/scripts/real-slides.sh --record)");
      rows.stream().sorted(Comparator.comparing(Row::file)).forEach(r -> lines.add(
          String.format(Locale.ROOT, "%s\t%.4f\t%d\t%.4f\t%d\t%d\t%d\t%d\t%d\t%d\t%.4f",
              r.file(), r.coverage(), r.units(), r.order(), r.headings(), r.slides(),
              r.pdfHeadings(), r.pages(), r.repeated(), r.pdfRepeated(), r.ofAll())));
      Files.write(Path.of(out), lines, StandardCharsets.UTF_8);
    }
    Map<String, Double> coverage = new HashMap<>();
    Map<String, Double> order = new HashMap<>();
    Map<String, String> notes = new HashMap<>();
    rows.forEach(r -> {
      coverage.put(r.file(), r.coverage());
      order.put(r.file(), r.order());
      notes.put(r.file(), "missing: " + r.note());
    });
    assertThat(CoverageRecords.fallen(RealPdfCoverageTest.recorded(RECORDED, 1), coverage,
        notes::get)).as("decks under their recorded coverage by more than %.2f", SLACK)
        .isEmpty();
    assertThat(CoverageRecords.fallen(RealPdfCoverageTest.recorded(RECORDED, 3), order,
        notes::get)).as("decks under their recorded order by more than %.2f", SLACK).isEmpty();
  }
}
