package dev.wrac.benchmarks.office;

import dev.wrac.benchmarks.BenchmarkData;
import dev.wrac.documents.office.DocxParser;
import dev.wrac.documents.office.PptxParser;
import dev.wrac.parse.DocumentParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.poi.sl.extractor.SlideShowExtractor;
import org.apache.poi.xslf.usermodel.XMLSlideShow;
import org.apache.poi.xwpf.extractor.XWPFWordExtractor;
import org.apache.poi.xwpf.usermodel.XWPFDocument;

/**
 * DOCX or PPTX throughput on a shared, busy machine: after a warm-up, rounds of our parser and of
 * POI's bare text extraction ({@link XWPFWordExtractor}, {@link SlideShowExtractor}) alternate
 * over the same corpus files ({@code datasets/<organisation>/<format>/}, every file once per
 * round, from bytes in memory), so load that comes and goes hits both alike; prints the median
 * MB/s of each and their ratio. {@link DocxThroughput} is the JMH form for a quiet machine.
 *
 * <pre>
 * java -Dwrac.corpus=DIR -cp wrac-benchmarks/target/benchmarks.jar \
 *     dev.wrac.benchmarks.office.OfficeThroughputRun docx|pptx [rounds]
 * </pre>
 */
public final class OfficeThroughputRun {
  /** Results are summed here, so no round's work can be optimised away. */
  private static volatile long sink;

  /** POI's plain text of one file: the reference. */
  private interface BareExtraction {
    long characters(byte[] file) throws IOException;
  }

  private OfficeThroughputRun() {}

  public static void main(String[] args) throws IOException {
    String format = args.length > 0 ? args[0] : "docx";
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
    DocumentParser parser;
    BareExtraction bare;
    String bareName;
    switch (format) {
      case "docx" -> {
        parser = DocxParser.create();
        bare = OfficeThroughputRun::wordText;
        bareName = "POI XWPFWordExtractor";
      }
      case "pptx" -> {
        parser = PptxParser.create();
        bare = OfficeThroughputRun::slideText;
        bareName = "POI SlideShowExtractor";
      }
      default -> throw new IllegalArgumentException("format must be docx or pptx, was " + format);
    }
    List<byte[]> files = files(BenchmarkData.corpus().resolve("datasets"), format);
    double mb = DocxThroughput.totalBytes(files) / 1e6;
    ParseOptions options = ParseOptions.defaults();
    for (int k = 0; k < 5; k++) {
      sink += ours(files, format, parser, options) + bare(files, bare);
    }
    double[] ours = new double[rounds];
    double[] poi = new double[rounds];
    for (int k = 0; k < rounds; k++) {
      long t0 = System.nanoTime();
      sink += ours(files, format, parser, options);
      long t1 = System.nanoTime();
      sink += bare(files, bare);
      long t2 = System.nanoTime();
      ours[k] = mb / ((t1 - t0) / 1e9);
      poi[k] = mb / ((t2 - t1) / 1e9);
    }
    double oursMedian = median(ours);
    double poiMedian = median(poi);
    System.out.printf(Locale.ROOT, "%d %s files, %.2f MB, %d rounds: %s %.2f MB/s, %s %.2f MB/s,"
        + " ratio %.2f%n", files.size(), format.toUpperCase(Locale.ROOT), mb, rounds,
        parser.name(), oursMedian, bareName, poiMedian, oursMedian / poiMedian);
  }

  /** The corpus's files of one format as bytes, sorted by path. */
  static List<byte[]> files(Path datasets, String format) {
    try (Stream<Path> all = Files.walk(datasets, 3)) {
      List<byte[]> bytes = new ArrayList<>();
      for (Path p : all.filter(p -> p.toString().endsWith("." + format)
          && p.getParent().getFileName().toString().equals(format)).sorted().toList()) {
        bytes.add(Files.readAllBytes(p));
      }
      return bytes;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long ours(List<byte[]> files, String format, DocumentParser parser,
      ParseOptions options) {
    long elements = 0;
    for (int k = 0; k < files.size(); k++) {
      elements += parser.parse(DocumentSource.ofBytes("f" + k + "." + format, files.get(k)),
          options).size();
    }
    return elements;
  }

  private static long bare(List<byte[]> files, BareExtraction bare) throws IOException {
    long chars = 0;
    for (byte[] b : files) {
      chars += bare.characters(b);
    }
    return chars;
  }

  private static long wordText(byte[] file) throws IOException {
    try (XWPFWordExtractor extractor =
        new XWPFWordExtractor(new XWPFDocument(new ByteArrayInputStream(file)))) {
      return extractor.getText().length();
    }
  }

  private static long slideText(byte[] file) throws IOException {
    try (SlideShowExtractor<?, ?> extractor =
        new SlideShowExtractor<>(new XMLSlideShow(new ByteArrayInputStream(file)))) {
      return extractor.getText().length();
    }
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
