package dev.wrac.documents.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wrac.documents.CoverageRecords;
import dev.wrac.model.Chunk;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import dev.wrac.testing.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Every PDF of RAG-Multi-Corpus ({@code datasets/<organisation>/pdf/*.pdf}; skipped with a
 * message when the corpus is absent): it parses, every element is on a page, its plan and
 * chunks satisfy the core invariants; its chunks hold the words of the Markdown version of the
 * same document ({@link WordCoverage}): 99% on average, and 98% for every document but those
 * whose text layer lacks the words (PDFBox's own text of them covers no more, within a point;
 * the worst documents are printed with PDFBox's coverage beside); and the Markdown's headings
 * are headings of the PDF (98% of them at least; the share of the PDF's headings that are
 * Markdown headings is printed); and no document falls more than 0.01 under its coverage
 * recorded in {@value #RECORDED} ({@link CoverageRecords}; {@code -Dwrac.coverageOut=DIR}
 * writes every document's coverage into DIR to record it again).
 */
class PdfCorpusTest {
  /** The per-document target of issue 11. */
  private static final double TARGET = 0.98;
  /** Mean coverage over the corpus. */
  private static final double MIN_MEAN_COVERAGE = 0.997;
  /**
   * Below the target, a document may lose at most this much against PDFBox's own text of the
   * same file: what is missing then is missing from the PDF's text layer too (cells of wide
   * tables that overflow into each other, glued without a space).
   */
  private static final double BARE_SLACK = 0.01;
  /** Share of the Markdown versions' headings found as headings in the PDFs. */
  private static final double MIN_HEADING_RECALL = 0.98;

  record Result(Path pdf, String name, double coverage, String missing) {}

  private static final java.util.regex.Pattern MD_HEADING =
      java.util.regex.Pattern.compile("(?m)^ {0,3}(#{1,6})[ \\t]+(.+?)[ \\t#]*$");

  /** A heading's words, lower-cased, joined by single spaces. */
  static String words(String heading) {
    return String.join(" ", WordCoverage.words(heading).keySet().stream().sorted().toList());
  }

  /**
   * Counts the Markdown version's headings found among the PDF's headings (same words) into
   * {@code counts[0]} of {@code counts[1]}, and the PDF's headings that are Markdown headings
   * into {@code counts[2]} of {@code counts[3]}.
   */
  static void headings(ParsedDocument doc, String markdown, int[] counts) {
    java.util.Set<String> pdf = new java.util.HashSet<>();
    java.util.Set<String> md = new java.util.HashSet<>();
    List<String> pdfHeadings = doc.elements().stream()
        .filter(e -> e.kind() == dev.wrac.model.ElementKind.HEADING)
        .map(e -> words(e.title())).toList();
    pdf.addAll(pdfHeadings);
    java.util.regex.Matcher m = MD_HEADING.matcher(markdown);
    while (m.find()) {
      String w = words(m.group(2));
      if (!w.isEmpty()) {
        md.add(w);
        counts[1]++;
        counts[0] += pdf.contains(w) ? 1 : 0;
      }
    }
    for (String h : pdfHeadings) {
      counts[3]++;
      counts[2] += md.contains(h) ? 1 : 0;
    }
  }

  /** The coverage of PDFBox's own text of the PDF (sorted by position), for comparison. */
  static double bareCoverage(Path pdf) {
    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
      PDFTextStripper stripper = new PDFTextStripper();
      stripper.setSortByPosition(true);
      return WordCoverage.coverage(WordCoverage.markdownWords(Files.readString(markdownOf(pdf))),
          WordCoverage.words(stripper.getText(doc)));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** Each document's recorded coverage, a test resource written with -Dwrac.coverageOut. */
  static final String RECORDED = "corpus-pdfs-coverage.txt";

  static List<Path> corpusPdfs() throws IOException {
    Path root = SharedData.ragMultiCorpus();
    List<Path> pdfs = new ArrayList<>();
    try (Stream<Path> orgs = Files.list(root.resolve("datasets"))) {
      for (Path org : orgs.sorted().toList()) {
        Path dir = org.resolve("pdf");
        if (Files.isDirectory(dir)) {
          try (Stream<Path> files = Files.list(dir)) {
            files.filter(f -> f.toString().endsWith(".pdf")).sorted().forEach(pdfs::add);
          }
        }
      }
    }
    Assumptions.assumeFalse(pdfs.isEmpty(), "RAG-Multi-Corpus has no pdf folders under " + root);
    return pdfs;
  }

  static Path markdownOf(Path pdf) {
    String name = pdf.getFileName().toString().replaceAll("\\.pdf$", ".md");
    return pdf.getParent().resolveSibling("md").resolve(name);
  }

  @Test
  void everyCorpusPdfParsesChunksAndKeepsTheWordsOfItsMarkdownVersion() throws IOException {
    List<Result> results = new ArrayList<>();
    int[] headings = new int[4];
    for (Path pdf : corpusPdfs()) {
      ParsedDocument doc = PdfParser.create().parse(DocumentSource.of(pdf),
          ParseOptions.defaults());
      PdfParserTest.assertSpans(doc);
      List<Chunk> chunks = PdfParserTest.assertChunks(doc);
      Path md = markdownOf(pdf);
      if (Files.exists(md)) {
        headings(doc, Files.readString(md, StandardCharsets.UTF_8), headings);
        StringBuilder text = new StringBuilder();
        chunks.forEach(c -> text.append(c.text()).append('\n'));
        Map<String, Integer> expected =
            WordCoverage.markdownWords(Files.readString(md, StandardCharsets.UTF_8));
        Map<String, Integer> actual = WordCoverage.words(text.toString());
        results.add(new Result(pdf, pdf.getParent().getParent().getFileName() + "/"
            + pdf.getFileName(), WordCoverage.coverage(expected, actual),
            WordCoverage.missing(expected, actual, 12)));
      }
    }
    results.sort(Comparator.comparingDouble(Result::coverage));
    double mean = results.stream().mapToDouble(Result::coverage).average().orElse(1);
    long below = results.stream().filter(r -> r.coverage() < TARGET).count();
    System.out.printf(Locale.ROOT, "PDF word coverage over %d documents: mean %.4f, min %.4f, "
        + "%d below 0.98%n", results.size(), mean, results.get(0).coverage(), below);
    results.stream().limit(8).forEach(r -> System.out.printf(Locale.ROOT,
        "  %.4f (PDFBox's bare text: %.4f) %s missing: %s%n", r.coverage(),
        bareCoverage(r.pdf()), r.name(), r.missing()));
    Map<String, Double> measured = new java.util.HashMap<>();
    Map<String, String> missing = new java.util.HashMap<>();
    results.forEach(r -> measured.put(r.name(), r.coverage()));
    results.forEach(r -> missing.put(r.name(), "missing: " + r.missing()));
    CoverageRecords.writeIfAsked(RECORDED, "coverage name: each RAG-Multi-Corpus PDF's word coverage of "
        + "its Markdown version (PdfCorpusTest, -Dwrac.coverageOut); PdfCorpusTest fails when a "
        + "document falls more than 0.01 under it", measured);
    double headingRecall = (double) headings[0] / headings[1];
    System.out.printf(Locale.ROOT, "Markdown headings found as PDF headings: %d of %d (%.3f);"
        + " PDF headings that are Markdown headings: %d of %d (%.3f)%n", headings[0],
        headings[1], headingRecall, headings[2], headings[3], (double) headings[2] / headings[3]);
    assertThat(results).isNotEmpty();
    assertThat(headingRecall).as("heading recall").isGreaterThanOrEqualTo(MIN_HEADING_RECALL);
    assertThat(mean).as("mean coverage").isGreaterThanOrEqualTo(MIN_MEAN_COVERAGE);
    assertThat(CoverageRecords.fallen(CoverageRecords.read(RECORDED), measured, missing::get))
        .as("documents under their recorded coverage (%s) by more than %.2f", RECORDED,
            CoverageRecords.SLACK).isEmpty();
    for (Result r : results) {
      if (r.coverage() < TARGET) {
        assertThat(r.coverage()).as("%s, below %.2f", r, TARGET)
            .isGreaterThanOrEqualTo(bareCoverage(r.pdf()) - BARE_SLACK);
      }
    }
  }
}
