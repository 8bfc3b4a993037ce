package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.documents.CoverageRecords;
import dev.wrac.documents.pdf.internal.ColumnLayout;
import dev.wrac.documents.pdf.internal.DocStyle;
import dev.wrac.documents.pdf.internal.Furniture;
import dev.wrac.documents.pdf.internal.Line;
import dev.wrac.documents.pdf.internal.PageText;
import dev.wrac.documents.pdf.internal.PdfLoader;
import dev.wrac.model.Element;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Reading order on the real-file set of issue 25 (the files {@link RealPdfCoverageTest} walks):
 * on the pages that {@code ColumnLayout} reads as columns, the share of the adjacent word pairs
 * of Poppler's {@code pdftotext} text of those pages (no {@code -layout}: Poppler orders columns
 * itself), taken within its paragraphs, that are adjacent in our text of the same pages (the
 * elements on them) too (pairs counted as a multiset; words lower-cased, without the punctuation around them,
 * a word hyphenated at a line end joined). A page read in the wrong column order breaks the pairs
 * of every paragraph it cuts and of none it keeps whole, so the share falls with the text put out
 * of order.
 *
 * <p>It fails when a file recorded in {@value #RECORDED} falls under its recorded share by more
 * than {@value #SLACK}; it measures the recorded files on their recorded pages (those read as
 * columns when they were recorded, so that a page no longer read as columns is still judged),
 * unless {@code
 * -Dwrac.readingOrder.discover} asks it to walk the whole set and find the files with column
 * pages (minutes: every file is read). {@code -Dwrac.readingOrder.out=FILE} writes the rows in
 * the recorded format; {@code -Dwrac.realPdfs.only=REGEX} reads only the matching paths.
 * Skipped with a message when the set or {@code pdftotext} is absent. Tagged slow.
 */
@Tag("slow")
class RealPdfReadingOrderTest {
  /** The recorded per-file shares, a test resource. */
  static final String RECORDED = "real-pdfs-reading-order.tsv";
  /** How far under its recorded share a file may fall. */
  static final double SLACK = CoverageRecords.SLACK;
  private static final Pattern PARAGRAPH = Pattern.compile("\\n[ \\t]*\\n");

  /**
   * One file's result: the pages measured (those read as columns when it was recorded),
   * pdftotext's pairs on them, their share, the pages read as columns now, pairs it lacks.
   */
  record Row(String file, String pages, int pairs, double share, String columnsNow,
      String missing) {}

  /** The numbers of the pages of a file that {@code ColumnLayout} reads as columns. */
  static List<Integer> columnPages(Path pdf) {
    PdfLoader.Result read = PdfLoader.read(DocumentSource.of(pdf), 64L << 20,
        ParseOptions.defaults());
    List<PageText> pages = read.pages();
    Furniture furniture = Furniture.of(pages);
    List<List<Line>> kept = new ArrayList<>();
    for (PageText p : pages) {
      kept.add(p.hasText() ? furniture.strip(p) : List.of());
    }
    float body = DocStyle.of(kept).body();
    List<Integer> columns = new ArrayList<>();
    for (int i = 0; i < kept.size(); i++) {
      if (ColumnLayout.order(kept.get(i), body) != kept.get(i)) {
        columns.add(pages.get(i).number());
      }
    }
    return columns;
  }

  /** Our text of these pages of the file: the texts of the elements on them, in order. */
  static String ours(Path pdf, Set<Integer> pages) {
    ParsedDocument doc = PdfParser.create().parse(DocumentSource.of(pdf),
        ParseOptions.defaults());
    StringBuilder sb = new StringBuilder();
    for (Element e : doc.elements()) {
      if (e.span() != null && pages.contains(e.span().page())) {
        sb.append(e.text()).append('\n');
      }
    }
    return sb.toString();
  }

  /** Poppler's text of these pages (its pages are cut at form feeds). */
  static String reference(String text, Set<Integer> pages) {
    String[] all = text.split("\f", -1);
    StringBuilder sb = new StringBuilder();
    for (int p : pages) {
      if (p >= 1 && p <= all.length) {
        sb.append(all[p - 1]).append('\f');
      }
    }
    return sb.toString();
  }

  /** A text's words, paragraph by paragraph (pages and blank lines end a paragraph). */
  static List<List<String>> paragraphs(String text) {
    List<List<String>> out = new ArrayList<>();
    for (String page : text.split("\f", -1)) {
      for (String paragraph : PARAGRAPH.split(page)) {
        List<String> words = new ArrayList<>();
        String carried = null;
        for (String line : paragraph.split("\n")) {
          String[] tokens = line.strip().split("\\s+");
          for (int t = 0; t < tokens.length; t++) {
            String token = tokens[t];
            if (token.isEmpty()) {
              continue;
            }
            if (carried != null) {
              token = carried + token;
              carried = null;
            }
            boolean broken = t == tokens.length - 1 && token.length() > 2 && token.endsWith("-")
                && Character.isLetter(token.charAt(token.length() - 2));
            if (broken) {
              carried = token.substring(0, token.length() - 1);
              continue;
            }
            String w = word(token);
            if (!w.isEmpty()) {
              words.add(w);
            }
          }
        }
        if (carried != null && !word(carried).isEmpty()) {
          words.add(word(carried));
        }
        if (!words.isEmpty()) {
          out.add(words);
        }
      }
    }
    return out;
  }

  /** A token lower-cased (NFKC), without the punctuation and symbols around it. */
  static String word(String token) {
    String t = Normalizer.normalize(token, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    int from = 0;
    int to = t.length();
    while (from < to && !Character.isLetterOrDigit(t.codePointAt(from))) {
      from += Character.charCount(t.codePointAt(from));
    }
    while (to > from && !Character.isLetterOrDigit(t.codePointBefore(to))) {
      to -= Character.charCount(t.codePointBefore(to));
    }
    return t.substring(from, to);
  }

  /** The adjacent pairs of the words of each paragraph, counted. */
  static Map<String, Integer> pairs(List<List<String>> paragraphs) {
    Map<String, Integer> pairs = new HashMap<>();
    for (List<String> words : paragraphs) {
      for (int i = 1; i < words.size(); i++) {
        pairs.merge(words.get(i - 1) + ' ' + words.get(i), 1, Integer::sum);
      }
    }
    return pairs;
  }

  /**
   * The share of the reference's pairs (within its paragraphs) that are adjacent in ours (the
   * whole text as one run: our paragraph breaks are no fault of order).
   */
  static double share(Map<String, Integer> reference, String ours) {
    return WordCoverage.coverage(reference, ourPairs(ours)); // pairs counted as words are
  }

  private static Map<String, Integer> ourPairs(String ours) {
    List<String> all = new ArrayList<>();
    paragraphs(ours).forEach(all::addAll);
    return pairs(List.of(all));
  }

  /** Up to {@code n} of the reference's pairs that ours lacks, most missed first. */
  static String missing(Map<String, Integer> reference, String ours, int n) {
    Map<String, Integer> found = ourPairs(ours);
    return reference.entrySet().stream()
        .filter(e -> e.getValue() > found.getOrDefault(e.getKey(), 0))
        .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()
            .thenComparing(Map.Entry.comparingByKey()))
        .limit(n).map(e -> "'" + e.getKey() + "'").collect(Collectors.joining(" "));
  }

  /**
   * One file's row on {@code recorded} pages, or (null) on the pages read as columns now; null
   * when there are none.
   */
  static Row measure(Path root, Path pdf, Set<Integer> recorded) {
    String name = root.relativize(pdf).toString();
    List<Integer> columns;
    try {
      columns = columnPages(pdf);
    } catch (RuntimeException e) {
      return new Row(name, "", 0, 0, "", e.getClass().getSimpleName());
    }
    if (recorded == null && columns.isEmpty()) {
      return null;
    }
    Set<Integer> pages = recorded == null ? new TreeSet<>(columns) : recorded;
    String now = pageList(columns);
    String reference = RealPdfCoverageTest.pdftotext(pdf);
    if (reference == null) {
      return new Row(name, pageList(pages), 0, 1, now, "pdftotext fails");
    }
    Map<String, Integer> pairs = pairs(paragraphs(reference(reference, pages)));
    int count = pairs.values().stream().mapToInt(Integer::intValue).sum();
    try {
      String ours = ours(pdf, pages);
      return new Row(name, pageList(pages), count, share(pairs, ours), now,
          missing(pairs, ours, 6));
    } catch (RuntimeException e) {
      return new Row(name, pageList(pages), count, 0, now, e.getClass().getSimpleName());
    }
  }

  private static String pageList(java.util.Collection<Integer> pages) {
    return pages.stream().map(String::valueOf).collect(Collectors.joining(","));
  }

  /** A recorded row: the pages measured and their share. */
  record Recorded(Set<Integer> pages, double share) {}

  static Map<String, Recorded> recorded() throws IOException {
    Map<String, Recorded> rows = new LinkedHashMap<>();
    try (InputStream in = RealPdfReadingOrderTest.class.getResourceAsStream("/" + RECORDED)) {
      if (in == null) {
        return rows;
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          String[] f = line.split("\t");
          Set<Integer> pages = new TreeSet<>();
          for (String p : f[1].split(",")) {
            if (!p.isBlank()) {
              pages.add(Integer.parseInt(p.strip()));
            }
          }
          rows.put(f[0], new Recorded(pages, Double.parseDouble(f[3])));
        }
      }
    }
    return rows;
  }

  @Test
  void filesWithColumnPagesKeepTheirRecordedShareOfPopplersWordPairs() throws IOException {
    Path root = RealPdfCoverageTest.root();
    Assumptions.assumeTrue(RealPdfCoverageTest.hasPdftotext(),
        "pdftotext (poppler-utils) is not installed");
    String only = System.getProperty("wrac.realPdfs.only", "");
    Pattern filter = only.isBlank() ? null : Pattern.compile(only);
    Map<String, Recorded> recorded = recorded();
    boolean discover = System.getProperty("wrac.readingOrder.discover") != null
        || recorded.isEmpty();
    List<Path> pdfs;
    try (Stream<Path> all = Files.walk(root)) {
      pdfs = all.filter(p -> p.toString().endsWith(".pdf") && Files.isRegularFile(p))
          .filter(p -> discover || recorded.containsKey(root.relativize(p).toString()))
          .filter(p -> filter == null || filter.matcher(root.relativize(p).toString()).find())
          .sorted().toList();
    }
    Assumptions.assumeFalse(pdfs.isEmpty(), "no PDFs to measure under " + root);
    long started = System.nanoTime();
    List<Row> rows = new ArrayList<>();
    for (Path pdf : pdfs) {
      Recorded was = discover ? null : recorded.get(root.relativize(pdf).toString());
      Row r = measure(root, pdf, was == null ? null : was.pages());
      if (r != null) {
        rows.add(r);
      }
    }
    System.out.printf(Locale.ROOT, "reading order, %d files with column pages of %d read, %.0f s"
        + "%n  share  pairs  file  (column pages)%n", rows.size(), pdfs.size(),
        (System.nanoTime() - started) / 1e9);
    for (Row r : rows) {
      System.out.printf(Locale.ROOT, "  %.4f %6d  %s  (pages %s; as columns now: %s)  missing:"
          + " %s%n", r.share(), r.pairs(), r.file(), r.pages(), r.columnsNow(), r.missing());
    }
    double[] s = rows.stream().mapToDouble(Row::share).sorted().toArray();
    if (s.length > 0) {
      System.out.printf(Locale.ROOT, "  median %.4f, mean %.4f, min %.4f%n",
          s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2,
          java.util.Arrays.stream(s).average().orElse(1), s[0]);
    }
    String out = System.getProperty("wrac.readingOrder.out");
    if (out != null && !out.isBlank()) {
      List<String> lines = new ArrayList<>();
      lines.add("# file (under texlive-doc)\tpages read as columns\tpdftotext's word pairs on "
          + "them\tshare kept adjacent: issue 25's reading order, written by "
          + "RealPdfReadingOrderTest -Dwrac.readingOrder.out");
      rows.forEach(r -> lines.add(String.format(Locale.ROOT, "%s\t%s\t%d\t%.4f", r.file(),
          r.pages(), r.pairs(), r.share())));
      Files.write(Path.of(out), lines, StandardCharsets.UTF_8);
    }
    List<String> worse = new ArrayList<>();
    for (Row r : rows) {
      Recorded was = recorded.get(r.file());
      if (was != null && r.share() < was.share() - SLACK) {
        worse.add(String.format(Locale.ROOT, "%s: %.4f, recorded %.4f (missing: %s)", r.file(),
            r.share(), was.share(), r.missing()));
      }
    }
    assertThat(worse).as("files under their recorded share by more than %.2f", SLACK).isEmpty();
  }
}
