package dev.wrac.benchmarks;

import dev.wrac.documents.pdf.PdfParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * PDF pages per second of our parser and of PDFBox's bare text stripper on the corpus PDFs,
 * measured in alternation (bare, bare sorted by position, ours; round after round) so that the
 * load of a shared machine weighs on all three alike; prints each round and the medians. A
 * companion of the JMH benchmark {@link PdfThroughput} for machines too busy for its separate
 * forks to be compared. Arguments: rounds (default 7; the first two are warm-up).
 */
public final class PdfPagesPerSecond {
  private PdfPagesPerSecond() {}

  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
    List<byte[]> pdfs = new ArrayList<>();
    List<String> names = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(BenchmarkData.corpus().resolve("datasets"))) {
      for (Path p : walk.filter(f -> f.toString().toLowerCase(Locale.ROOT).endsWith(".pdf"))
          .sorted().toList()) {
        pdfs.add(Files.readAllBytes(p));
        names.add(p.getFileName().toString());
      }
    }
    int pages = 0;
    for (byte[] b : pdfs) {
      try (PDDocument doc = Loader.loadPDF(b)) {
        pages += doc.getNumberOfPages();
      }
    }
    PdfParser parser = PdfParser.create();
    ParseOptions options = ParseOptions.defaults();
    int measured = Math.max(1, rounds - 2);
    double[][] rates = new double[3][measured];
    for (int r = 0; r < rounds; r++) {
      double[] round = new double[3];
      for (int which = 0; which < 3; which++) {
        long t0 = System.nanoTime();
        for (int i = 0; i < pdfs.size(); i++) {
          if (which == 2) {
            parser.parse(DocumentSource.ofBytes(names.get(i), pdfs.get(i)), options);
          } else {
            try (PDDocument doc = Loader.loadPDF(pdfs.get(i))) {
              PDFTextStripper stripper = new PDFTextStripper();
              stripper.setSortByPosition(which == 1);
              stripper.getText(doc);
            }
          }
        }
        round[which] = pages / ((System.nanoTime() - t0) / 1e9);
        if (r >= rounds - measured) {
          rates[which][r - (rounds - measured)] = round[which];
        }
      }
      System.out.printf(Locale.ROOT, "round %d%s: bare %.1f, bare sorted %.1f, wrac %.1f pages/s"
          + " (wrac/bare %.2f)%n", r + 1, r < rounds - measured ? " (warm-up)" : "", round[0],
          round[1], round[2], round[2] / round[0]);
    }
    double bare = median(rates[0]);
    double sorted = median(rates[1]);
    double ours = median(rates[2]);
    System.out.printf(Locale.ROOT, "%d PDFs, %d pages; median pages/s: PDFBox bare %.1f, PDFBox "
        + "bare sorted %.1f, wrac PdfParser %.1f = %.0f%% of bare, %.0f%% of bare sorted%n",
        pdfs.size(), pages, bare, sorted, ours, 100 * ours / bare, 100 * ours / sorted);
  }

  private static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }
}
