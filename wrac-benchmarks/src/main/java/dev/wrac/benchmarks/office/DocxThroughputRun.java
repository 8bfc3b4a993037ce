package dev.wrac.benchmarks.office;

import dev.wrac.benchmarks.BenchmarkData;
import dev.wrac.documents.office.DocxParser;
import dev.wrac.parse.DocumentSource;
import dev.wrac.parse.ParseOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.poi.xwpf.extractor.XWPFWordExtractor;
import org.apache.poi.xwpf.usermodel.XWPFDocument;

/**
 * A plain harness for {@link DocxThroughput}'s comparison on a shared, busy machine: after a
 * warm-up, rounds of our parser and of POI's bare {@link XWPFWordExtractor} alternate over the
 * same corpus files (every file once per round), so load that comes and goes hits both alike;
 * prints the median MB/s of each and their ratio.
 *
 * <pre>
 * java -Dwrac.corpus=DIR -cp wrac-benchmarks/target/benchmarks.jar \
 *     dev.wrac.benchmarks.office.DocxThroughputRun [rounds]
 * </pre>
 */
public final class DocxThroughputRun {
  /** Results are summed here, so no round's work can be optimised away. */
  private static volatile long sink;

  private DocxThroughputRun() {}

  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
    List<byte[]> files = DocxThroughput.files(BenchmarkData.corpus().resolve("datasets"));
    double mb = DocxThroughput.totalBytes(files) / 1e6;
    DocxParser parser = DocxParser.create();
    ParseOptions options = ParseOptions.defaults();
    for (int k = 0; k < 5; k++) {
      sink += ours(files, parser, options) + poi(files);
    }
    double[] ours = new double[rounds];
    double[] poi = new double[rounds];
    for (int k = 0; k < rounds; k++) {
      long t0 = System.nanoTime();
      sink += ours(files, parser, options);
      long t1 = System.nanoTime();
      sink += poi(files);
      long t2 = System.nanoTime();
      ours[k] = mb / ((t1 - t0) / 1e9);
      poi[k] = mb / ((t2 - t1) / 1e9);
    }
    double oursMedian = median(ours);
    double poiMedian = median(poi);
    System.out.printf(Locale.ROOT, "%d DOCX files, %.2f MB, %d rounds: DocxParser %.2f MB/s, "
        + "POI XWPFWordExtractor %.2f MB/s, ratio %.2f%n", files.size(), mb, rounds, oursMedian,
        poiMedian, oursMedian / poiMedian);
  }

  private static long ours(List<byte[]> files, DocxParser parser, ParseOptions options) {
    long elements = 0;
    for (int k = 0; k < files.size(); k++) {
      elements += parser.parse(DocumentSource.ofBytes("f" + k + ".docx", files.get(k)), options)
          .size();
    }
    return elements;
  }

  private static long poi(List<byte[]> files) throws IOException {
    long chars = 0;
    for (byte[] b : files) {
      try (XWPFWordExtractor extractor =
          new XWPFWordExtractor(new XWPFDocument(new ByteArrayInputStream(b)))) {
        chars += extractor.getText().length();
      }
    }
    return chars;
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
